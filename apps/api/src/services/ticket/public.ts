// What other services may call of the ticket service: the customer's tickets, for the purchase limits
// (commerce §5: the 2023 premium ticket) and the earned-ticket discounts of the price function (§4).
import { asc, eq } from 'drizzle-orm'
import { customerTickets, type CustomerTicketRow, type Executor } from '@ironhouse/db'
import type { EarnedProduct, Ticket } from '@ironhouse/contracts'
import { storeAmount, type EarnedTicket } from '../content/public.ts'

/** The customer's ticket rows, oldest first (then by product); a guest (null) holds none. */
export async function ticketRowsOf(db: Executor, customerId: number | null): Promise<Array<CustomerTicketRow>> {
  if (customerId === null) return []
  return db.select().from(customerTickets).where(eq(customerTickets.customerId, customerId)).orderBy(asc(customerTickets.createdAt), asc(customerTickets.productId), asc(customerTickets.id))
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
