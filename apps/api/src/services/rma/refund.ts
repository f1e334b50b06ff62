import { and, eq, ne, sql } from 'drizzle-orm'
import type { RmaReturnSummary } from '@ironhouse/contracts'
import { formatPrice, siteCodeOfStore, type CurrencyCode } from '@ironhouse/domain'
import { orders, returns, withTransaction, type Db, type OrderRow, type ReturnRow } from '@ironhouse/db'
import { AppError } from '../../lib/app-errors.ts'
import { insertGiftCard, newGiftCardCode } from '../gc/public.ts'
import { enqueueMail } from '../mail/public.ts'
import { PaymentProviderError, type PaymentProvider } from '../paymentmethod/public.ts'
import { itemsOfReturn, lockForMove, moveReturn, summaryOf, writeMove } from './service.ts'

/** What a refunded return paid back: to the order's card, and the rest (paid by gift card) as a new gift card. */
type Paid = { card: number; reference: string | null; last4: string | null; giftCard: { code: string; amount: number } | null }

/**
 * The card's part of a return's refund: what the card paid, less the card refunds of the order's other
 * refunded returns, at most the refund. Read from the store's own records (not the processor's running
 * total), so a retry after a failure computes the same amount and the processor's idempotency key
 * answers the refund it made.
 */
async function cardPart(db: Db, payments: PaymentProvider, row: ReturnRow, order: OrderRow): Promise<Omit<Paid, 'giftCard'>> {
  const transactionId = (order.payment as { transactionId?: string | null }).transactionId
  if (!transactionId) return { card: 0, reference: null, last4: null }
  const payment = await payments.get(transactionId)
  const [others] = await db
    .select({ paid: sql<number>`coalesce(sum(${returns.cardRefundAmount}), 0)::bigint` })
    .from(returns)
    .where(and(eq(returns.orderId, order.id), eq(returns.status, 'refunded'), ne(returns.id, row.id)))
  const card = Math.max(0, Math.min(row.refundAmount, payment.amount - Number(others?.paid ?? 0)))
  if (card === 0) return { card: 0, reference: null, last4: payment.card?.last4 ?? null }
  try {
    const answer = await payments.refund(transactionId, card, `rma:${row.rmaNumber}`)
    return { card, reference: answer.refund.id, last4: payment.card?.last4 ?? null }
  } catch (error) {
    if (error instanceof PaymentProviderError && error.status < 500) throw new AppError('invalid_state', `The card refund was refused: ${error.message}`)
    throw error
  }
}

function refundMail(order: OrderRow, row: ReturnRow, paid: Paid): string {
  const money = (amount: number) => formatPrice(amount, { currency: row.currency as CurrencyCode, siteCode: siteCodeOfStore(order.storeId) })
  return [
    `Your return ${row.rmaNumber} of order ${order.orderNumber} has been refunded: ${money(row.refundAmount)}.`,
    '',
    ...(paid.card > 0 ? [`${money(paid.card)} to your ${paid.last4 ? `card ending ${paid.last4}` : 'original payment method'}. It can take a few days to show on your statement.`] : []),
    ...(paid.giftCard
      ? [`${money(paid.giftCard.amount)}, the part paid by gift card, as a new gift card: ${paid.giftCard.code}. Use it at checkout.`]
      : []),
    '',
    'Thank you for shopping with Ironhouse.',
  ].join('\n')
}

/**
 * A received return becomes refunded by paying it (docs/returns.md "Refunds"): the card's part goes back
 * through the payment processor (its idempotency key is the RMA number, so it is paid once however
 * often this runs), the rest, paid by gift card at placement, is issued as a new gift card, and the
 * shopper is mailed what went where. The return moves only once the card refund is done; a refusal
 * of the processor leaves it received (409). The move itself (the states' check under the row's lock,
 * the status and its history entry) is written by lockForMove and writeMove, as moveReturn writes every
 * other move; a return that is not received goes to moveReturn.
 */
export async function refundReturn(db: Db, payments: PaymentProvider, rmaNumber: string, note: string | undefined, now: Date): Promise<RmaReturnSummary> {
  const [row] = await db.select().from(returns).where(eq(returns.rmaNumber, rmaNumber))
  if (!row || row.status !== 'received') return moveReturn(db, rmaNumber, 'refunded', note, now)
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId))
  if (!order) throw new AppError('not_found', 'Return was not found')
  const paidByCard = await cardPart(db, payments, row, order)
  return withTransaction(db, async (tx) => {
    const { row: locked, already } = await lockForMove(tx, eq(returns.id, row.id), 'refunded')
    // a refund run at the same time finished first: it paid, this one changes nothing
    if (already) return summaryOf(locked, await itemsOfReturn(tx, row.id))
    const rest = row.refundAmount - paidByCard.card
    const giftCard = rest > 0 ? { code: newGiftCardCode(), amount: rest } : null
    if (giftCard) await insertGiftCard(tx, giftCard.code, { currency: row.currency, balance: rest, orderNumber: order.orderNumber, recipientEmail: order.email })
    const moved = await writeMove(tx, locked, 'refunded', note, now, {
      cardRefundAmount: paidByCard.card,
      refundReference: paidByCard.reference,
      giftCardRefundCode: giftCard?.code ?? null,
    })
    await enqueueMail(tx, { to: order.email, subject: `Your refund for return ${row.rmaNumber}`, text: refundMail(order, moved, { ...paidByCard, giftCard }) })
    return summaryOf(moved, await itemsOfReturn(tx, row.id))
  })
}
