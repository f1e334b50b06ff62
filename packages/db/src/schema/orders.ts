import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/** The wire's order numbers: IH100000001, IH100000002, … */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100000001 })

/**
 * A placed order (commerce §3 Order). The wire's orderId is `order_number`. Lines, addresses, the
 * chosen rates, the payment and the totals are kept as they were decided at placement (jsonb: read
 * whole with the order). `list_id` is unique: one cart places one order, however often it is sent.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    listId: uuid('list_id').notNull(),
    storeId: integer('store_id').notNull(),
    currency: text('currency').notNull(),
    customerId: integer('customer_id'),
    guestId: text('guest_id').notNull(),
    groupId: integer('group_id').notNull().default(0),
    email: text('email').notNull(),
    /** new, payment_pending, payment_complete, published, payment_error, then shipped, canceled. */
    status: text('status').notNull(),
    shippingMode: text('shipping_mode').notNull(),
    items: jsonb('items').$type<Array<Record<string, unknown>>>().notNull(),
    totals: jsonb('totals').$type<Record<string, number>>().notNull(),
    grandTotal: bigint('grand_total', { mode: 'number' }).notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown> | null>(),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>().notNull(),
    shipping: jsonb('shipping').$type<Array<Record<string, unknown>>>().notNull(),
    payment: jsonb('payment').$type<Record<string, unknown>>().notNull(),
    giftcards: jsonb('giftcards').$type<Array<Record<string, unknown>>>().notNull().default([]),
    /** Stock taken at placement, by product id: given back when the payment fails or is abandoned. */
    reserved: jsonb('reserved').$type<Array<{ productId: number; qty: number }>>().notNull().default([]),
    stockReleased: timestamp('stock_released_at', { withTimezone: true, mode: 'string' }),
    shipments: jsonb('shipments').$type<Array<Record<string, unknown>>>().notNull().default([]),
    comments: text('comments'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    // one live order per cart: an order whose payment failed frees its cart for another attempt
    uniqueIndex('orders_list_idx').on(t.listId).where(sql`${t.status} <> 'payment_error'`),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.email})`),
  ],
)
export type OrderRow = typeof orders.$inferSelect
