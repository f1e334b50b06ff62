// What other services may call of the checkout service: a customer's latest orders, for the customer
// answer (shell §3 Customer "orders (each with items and isCancelled)").
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import { orders, type Executor } from '@ironhouse/db'
import type { CustomerOrder } from '@ironhouse/contracts'
import { prepared } from '../../lib/prepared.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0)

// part of every customer answer: prepared (lib/prepared.ts)
const recentOrders = (db: Executor) =>
  prepared(db, 'ironhouse_customer_recent_orders', () =>
    db
      .select({
        orderNumber: orders.orderNumber,
        status: orders.status,
        storeId: orders.storeId,
        currency: orders.currency,
        grandTotal: orders.grandTotal,
        createdAt: orders.createdAt,
        items: orders.items,
      })
      .from(orders)
      .where(and(eq(orders.customerId, sql.placeholder('customerId')), ne(orders.status, 'payment_error')))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(sql.placeholder('limit'))
      .prepare('ironhouse_customer_recent_orders'),
  )

/**
 * The customer's `limit` latest orders, newest first, with their lines (product, sku, name, qty) and
 * whether they were cancelled. An order whose payment failed was never placed and is left out, as in
 * the order history (GET /svc_checkout/order). Only the columns the answer needs are read.
 */
export async function recentOrdersOf(db: Executor, customerId: number, limit: number): Promise<Array<CustomerOrder>> {
  const rows = await recentOrders(db).execute({ customerId, limit })
  return rows.map((row) => ({
    orderId: row.orderNumber,
    status: row.status,
    isCancelled: row.status === 'canceled',
    storeId: row.storeId,
    currency: row.currency,
    grandTotal: row.grandTotal,
    createdAt: new Date(row.createdAt).toISOString(),
    items: row.items.map((item) => ({ productId: whole(item.productId), sku: text(item.sku), name: text(item.name), qty: whole(item.qty) })),
  }))
}
