import type { Order } from '@ironhouse/contracts'
import { withTransaction, type Db, type Executor } from '@ironhouse/db'
import { formatPrice, orderTotalRows, siteCodeOfStore, type CurrencyCode, type OrderTotalsShown } from '@ironhouse/domain'
import { enqueueJob } from '../../jobs/outbox.ts'
import { insertGiftCard, newGiftCardCode } from '../gc/public.ts'
import { enqueueMail } from '../mail/public.ts'
import type { PaymentProvider } from '../paymentmethod/public.ts'
import { trackReviewableOrder } from '../review/public.ts'
import { trackerLink } from './links.ts'
import { findOrderByNumber, grantPrograms, updateOrderStatus, type OrderRow } from './repo.ts'

export const PUBLISH_JOB = 'order.publish'
export const RECONCILE_JOB = 'order.reconcile'
export const RECOVER_JOB = 'order.recover'

/**
 * An order still `new` this long after placing lost the answer of its payment call (the process
 * stopped between the gateway and the database): the recover job asks the gateway what happened.
 */
export const RECOVER_AFTER_MS = 2 * 60 * 1000

/** A payment step left waiting this long is abandoned (longer than the gateway's 15-minute limit). */
export const ABANDONED_PAYMENT_MS = 20 * 60 * 1000

/** Announces a paid order (in the transaction that records the payment). */
export async function enqueuePublish(tx: Executor, order: Pick<OrderRow, 'orderNumber'>): Promise<void> {
  await enqueueJob(tx, { type: PUBLISH_JOB, payload: { orderNumber: order.orderNumber } })
}

/** Announced with every order that goes to the gateway, in the placement transaction (docs/api.md). */
export async function enqueueRecover(tx: Executor, order: Pick<OrderRow, 'orderNumber'>): Promise<void> {
  await enqueueJob(tx, { type: RECOVER_JOB, payload: { orderNumber: order.orderNumber }, runAt: new Date(Date.now() + RECOVER_AFTER_MS) })
}

/** Looks again at a pending payment once the shopper has surely given up on it. */
export async function enqueueReconcile(tx: Executor, order: Pick<OrderRow, 'orderNumber'>): Promise<void> {
  await enqueueJob(tx, { type: RECONCILE_JOB, payload: { orderNumber: order.orderNumber }, runAt: new Date(Date.now() + ABANDONED_PAYMENT_MS) })
}

function moneyOf(order: Pick<OrderRow, 'currency' | 'storeId'>) {
  const siteCode = siteCodeOfStore(order.storeId)
  return (amount: number) => formatPrice(amount, { currency: order.currency as CurrencyCode, siteCode })
}

/** The public origin of an order's site (configuration, never a request header). */
export type OrderOrigin = (order: Pick<OrderRow, 'storeId'>) => string

function confirmationText(order: OrderRow, origin: OrderOrigin): string {
  const format = moneyOf(order)
  const money = (amount: number, _currency: string) => format(amount)
  // each line as the cart showed it: its chosen SKU, options and a bundle's chosen products under it (orders placed before they were kept show the SKU alone)
  const items = (order.items as Array<Pick<Order['items'][number], 'name' | 'qty' | 'rowTotal' | 'sku' | 'linkSku' | 'configuration' | 'bundleProducts'>>).flatMap((line) => [
    `  ${line.qty} × ${line.name}  ${money(line.rowTotal, order.currency)}`,
    ...(line.configuration ? [`      ${line.configuration}`] : []),
    ...(line.bundleProducts ?? []).map((child) => `      ${child.qty} × ${child.name}`),
    ...(line.linkSku ?? line.sku ? [`      SKU: ${line.linkSku ?? line.sku}`] : []),
  ])
  const totals = order.totals as OrderTotalsShown
  return [
    `Thank you for your order ${order.orderNumber}.`,
    '',
    ...items,
    '',
    // the rows of the confirmation page (commerce §9: "Includes VAT" where the prices include it)
    ...orderTotalRows(totals, siteCodeOfStore(order.storeId), 'Total paid').map(
      (row) => `${row.label}: ${row.kind === 'deduction' ? '−' : ''}${money(row.amount, order.currency)}`,
    ),
    '',
    `Track it at ${origin(order)}${trackerLink(order)}`,
  ].join('\n')
}

/**
 * The order.publish job: captures the payment, issues the gift cards the order bought (e-cards are
 * mailed to their recipients), grants the programs it bought, mails the confirmation and marks the
 * order published. Safe to run
 * again: a capture of a captured payment and a publish of a published order change nothing.
 */
export async function publishOrder(db: Db, payments: PaymentProvider, orderNumber: string, origin: OrderOrigin): Promise<void> {
  const order = await findOrderByNumber(db, orderNumber)
  if (!order || order.status !== 'payment_complete') return
  const transactionId = (order.payment as { transactionId?: string | null }).transactionId
  if (transactionId) await payments.capture(transactionId)
  const money = (amount: number, _currency: string) => moneyOf(order)(amount)
  await withTransaction(db, async (tx) => {
    const published = await updateOrderStatus(tx, order.id, { status: 'published', publishedAt: new Date().toISOString() })
    if (!published) return
    for (const line of order.items as Array<{ name: string; qty: number; price: number; metadata?: { giftcard?: { recipientEmail?: string; recipientName?: string; senderName?: string; message?: string; amount?: number; customAmount?: number } } }>) {
      const card = line.metadata?.giftcard
      if (!card) continue
      for (let i = 0; i < line.qty; i += 1) {
        const code = newGiftCardCode()
        const to = card.recipientEmail ?? order.email
        await insertGiftCard(tx, code, { currency: order.currency, balance: line.price, orderNumber: order.orderNumber, recipientEmail: to })
        await enqueueMail(tx, {
          to,
          subject: `${card.senderName ?? 'Someone'} sent you an Ironhouse gift card`,
          text: [`${card.recipientName ? `Hi ${card.recipientName},` : 'Hi,'}`, '', card.message ?? '', '', `Your gift card code: ${code}`, `Value: ${money(line.price, order.currency)}`].join('\n'),
        })
      }
    }
    await grantPrograms(tx, published)
    await trackReviewableOrder(tx, order)
    await enqueueMail(tx, { to: order.email, subject: `Your Ironhouse order ${order.orderNumber}`, text: confirmationText(order, origin) })
  })
}
