// What other services call of the push service: the notifications the store creates itself, written in
// the caller's transaction (an order's status change, a back-in-stock sweep), so a rolled-back change
// notifies nobody. The customer's preferences decide whether a notification is kept at all.
import type { PushType } from '@ironhouse/contracts'
import type { Executor } from '@ironhouse/db'
import { insertNotification } from './repo.ts'
import { wantsType } from './service.ts'

export type NewNotification = {
  customerId: number
  type: PushType
  title: string
  body: string
  /** A site-relative path of the store, or null. */
  link: string | null
  /** Unique per customer: the same event told twice (a job run again) is kept once. */
  key: string
}

/** Creates the notification unless the customer turned its type off or has it already; whether it was created. */
export async function notifyCustomer(db: Executor, notification: NewNotification): Promise<boolean> {
  if (!(await wantsType(db, notification.customerId, notification.type))) return false
  const { key, ...row } = notification
  return insertNotification(db, { ...row, dedupeKey: key })
}

/** What a customer is told of each status an order moves to (the others, on the way to these, say nothing). */
const ORDER_STATUS_NOTICES: Readonly<Record<string, (orderNumber: string) => { title: string; body: string }>> = {
  published: (n) => ({ title: 'Order confirmed', body: `We have your order ${n} and are getting it ready.` }),
  shipped: (n) => ({ title: 'Your order has shipped', body: `Order ${n} is on its way. Follow it on the order page.` }),
  canceled: (n) => ({ title: 'Order cancelled', body: `Order ${n} was cancelled.` }),
  payment_error: (n) => ({ title: 'Payment not accepted', body: `The payment for order ${n} did not go through. Please try another payment method.` }),
}

/**
 * An order's status changed (the checkout service's updateOrderStatus and the fulfilment step): its
 * customer gets an order_updates notification. Guests' orders have no inbox. Each parcel of a shipped
 * order is told once.
 */
export async function notifyOrderStatus(
  db: Executor,
  order: { customerId: number | null; orderNumber: string; status: string; shipments?: unknown },
): Promise<boolean> {
  const notice = ORDER_STATUS_NOTICES[order.status]
  if (order.customerId === null || !notice) return false
  const parcels = Array.isArray(order.shipments) ? order.shipments.length : 0
  return notifyCustomer(db, {
    customerId: order.customerId,
    type: 'order_updates',
    ...notice(order.orderNumber),
    link: `/account/order/${order.orderNumber}`,
    key: `order:${order.orderNumber}:${order.status}${order.status === 'shipped' ? `:${parcels}` : ''}`,
  })
}

/** A customer's notify-me sign-up found its product in stock again (the bin sweep): a back_in_stock notification. */
export async function notifyBackInStock(
  db: Executor,
  bin: { id: number; customerId: number | null },
  product: { name: string; urlKey: string },
): Promise<boolean> {
  if (bin.customerId === null) return false
  return notifyCustomer(db, {
    customerId: bin.customerId,
    type: 'back_in_stock',
    title: 'Back in stock',
    body: `${product.name} is back in stock.`,
    link: `/${product.urlKey.replace(/^\/+/, '')}`,
    key: `bin:${bin.id}`,
  })
}
