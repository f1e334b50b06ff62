// What other services may call of the ticket service: the customer's tickets, for the purchase limits
// (commerce §5: the 2023 premium ticket) and the earned-ticket discounts of the price function (§4).
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm'
import { applyEarnedDiscount } from '@ironhouse/domain'
import { customerTickets, type CustomerTicketRow, type Executor } from '@ironhouse/db'
import type { EarnedProduct, Ticket } from '@ironhouse/contracts'
import { AppError } from '../../lib/app-errors.ts'
import { storeAmount, type EarnedTicket } from '../content/public.ts'
import { prepared } from '../../lib/prepared.ts'

/** The customer's ticket rows, oldest first (then by product); a guest (null) holds none. */
// part of every customer answer: prepared (lib/prepared.ts)
const ticketRows = (db: Executor) =>
  prepared(db, 'ironhouse_customer_tickets', () =>
    db
      .select()
      .from(customerTickets)
      .where(eq(customerTickets.customerId, sql.placeholder('customerId')))
      .orderBy(asc(customerTickets.createdAt), asc(customerTickets.productId), asc(customerTickets.id))
      .prepare('ironhouse_customer_tickets'),
  )

export async function ticketRowsOf(db: Executor, customerId: number | null): Promise<Array<CustomerTicketRow>> {
  if (customerId === null) return []
  return ticketRows(db).execute({ customerId })
}

/** A ticket as the wire carries it (commerce §3 Ticket), a fixed discount in the store's minor units. */
export function toTicket(row: CustomerTicketRow, storeId: number): Ticket {
  const type = row.discountType === 'percent' ? 'percent' : 'fixed'
  return {
    _id: row.id,
    product: { productId: row.productId, value: type === 'fixed' ? storeAmount(row.discountValue, storeId) : row.discountValue, type, freeShipping: row.freeShipping },
    remainingUses: row.remainingUses,
    orderId: row.orderId,
  }
}

/** The customer's tickets in a store (commerce §3 Ticket). */
export async function ticketsOf(db: Executor, customerId: number | null, storeId: number): Promise<Array<Ticket>> {
  return (await ticketRowsOf(db, customerId)).map((row) => toTicket(row, storeId))
}

/** The earned-ticket discounts of tickets, as priceProducts takes them (commerce §4). */
export function earnedTicketsOf(tickets: ReadonlyArray<Ticket>): Array<EarnedTicket> {
  return tickets.map((t) => ({
    productId: t.product.productId,
    type: t.product.type,
    value: t.product.value,
    freeShipping: t.product.freeShipping,
    ...(t.remainingUses === null ? {} : { remainingUses: t.remainingUses }),
  }))
}

/** The earned product entries of tickets (commerce §3: remainingUses, orderId, value, type, freeShipping), per ticket's product. */
export function earnedProductsOf(tickets: ReadonlyArray<Ticket>): Array<EarnedProduct> {
  return tickets.map((t) => ({
    productId: t.product.productId,
    remainingUses: t.remainingUses,
    orderId: t.orderId,
    value: t.product.value,
    type: t.product.type,
    freeShipping: t.product.freeShipping,
  }))
}

/** One use of a ticket by an order (kept with the order, to give it back when the order fails). */
export type TicketUse = { ticketId: string; previousOrderId: string | null }

/** A line of an order that an earned ticket discounted: the products it is made of, line product first. */
export type TicketedLine = { productIds: ReadonlyArray<number>; unitPriceBeforeTicket: number }

const usable = (row: CustomerTicketRow) => row.remainingUses === null || row.remainingUses > 0

/**
 * Consumes the tickets an order's discounted lines used (commerce §3 Ticket remainingUses, orderId),
 * inside the placement transaction: per line, the usable ticket of the line's product (else of one of
 * its parts) that discounts its unit price most, an unlimited one on a tie. A ticket is used once per
 * order however many lines or units it discounted. A limited ticket loses one use and records the
 * order; the decrement is conditional, so two orders can never both spend a ticket's last use: the
 * later one finds the discount gone and is refused with wrong_product_price (commerce §8: the
 * storefront re-prices). Answers the uses to keep with the order.
 */
export async function consumeTickets(tx: Executor, customerId: number | null, storeId: number, lines: ReadonlyArray<TicketedLine>, orderNumber: string): Promise<Array<TicketUse>> {
  if (lines.length === 0) return []
  if (customerId === null) throw new AppError('wrong_product_price', 'Item prices have changed')
  const productIds = [...new Set(lines.flatMap((line) => line.productIds))]
  const rows = await tx
    .select()
    .from(customerTickets)
    .where(and(eq(customerTickets.customerId, customerId), inArray(customerTickets.productId, productIds)))
    .orderBy(asc(customerTickets.createdAt), asc(customerTickets.id))
  const chosen = new Map<string, CustomerTicketRow>()
  for (const line of lines) {
    let best: { row: CustomerTicketRow; saving: number } | undefined
    for (const productId of line.productIds) {
      for (const row of rows.filter((r) => r.productId === productId && usable(r))) {
        const ticket = toTicket(row, storeId).product
        const saving = applyEarnedDiscount(line.unitPriceBeforeTicket, { type: ticket.type, value: ticket.value, freeShipping: ticket.freeShipping }).discountMinor
        if (!best || saving > best.saving || (saving === best.saving && row.remainingUses === null && best.row.remainingUses !== null)) best = { row, saving }
      }
      if (best) break
    }
    if (!best) throw new AppError('wrong_product_price', 'Item prices have changed')
    chosen.set(best.row.id, best.row)
  }
  const uses: Array<TicketUse> = []
  for (const row of chosen.values()) {
    if (row.remainingUses === null) continue
    const [spent] = await tx
      .update(customerTickets)
      .set({ remainingUses: sql`${customerTickets.remainingUses} - 1`, orderId: orderNumber })
      .where(and(eq(customerTickets.id, row.id), gt(customerTickets.remainingUses, 0)))
      .returning({ id: customerTickets.id })
    if (!spent) throw new AppError('wrong_product_price', 'Item prices have changed')
    uses.push({ ticketId: row.id, previousOrderId: row.orderId })
  }
  return uses
}

/**
 * Gives back the uses an order took (its payment failed or was abandoned; called once, with the
 * order's stock): each ticket gets its use back, and its orderId goes back to what it was unless a
 * later order has used it since.
 */
export async function giveBackTickets(tx: Executor, orderNumber: string, uses: ReadonlyArray<TicketUse>): Promise<void> {
  for (const use of uses) {
    await tx
      .update(customerTickets)
      .set({
        remainingUses: sql`${customerTickets.remainingUses} + 1`,
        orderId: sql`case when ${customerTickets.orderId} = ${orderNumber} then ${use.previousOrderId}::text else ${customerTickets.orderId} end`,
      })
      .where(and(eq(customerTickets.id, use.ticketId), isNotNull(customerTickets.remainingUses)))
  }
}
