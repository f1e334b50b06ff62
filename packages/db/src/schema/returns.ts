import { bigint, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { orders } from './orders.ts'

/** RMA numbers: RMA1000001, RMA1000002, … */
export const rmaNumberSeq = pgSequence('rma_number_seq', { startWith: 1000001 })

/**
 * A return of some of an order's goods (commerce §2 /rmaprocess; docs/returns.md). `refund_amount` is
 * decided by the server from the order's paid prices (minor units of the order's currency); `issued_on`
 * is the day of the label's URL. `history` keeps each move of the status.
 */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    rmaNumber: text('rma_number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** requested, received, refunded, rejected, cancelled. */
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull(),
    comment: text('comment'),
    /** Paid back to the order's card (minor units) and the processor's refund id, once refunded. */
    cardRefundAmount: bigint('card_refund_amount', { mode: 'number' }),
    refundReference: text('refund_reference'),
    /** The rest, paid by gift card at placement, comes back as a new gift card: its code. */
    giftCardRefundCode: text('gift_card_refund_code'),
    history: jsonb('history').$type<Array<{ status: string; at: string; note?: string }>>().notNull().default([]),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('returns_order_idx').on(t.orderId)],
)
export type ReturnRow = typeof returns.$inferSelect

/** The lines of a return: which order line (its listItemId), how many and why. */
export const returnItems = pgTable(
  'return_items',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    listItemId: text('list_item_id').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    reason: text('reason').notNull(),
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('return_items_return_idx').on(t.returnId)],
)
export type ReturnItemRow = typeof returnItems.$inferSelect

/**
 * A guest session that proved it knows an order's email (the returns lookup): it may return that
 * order's goods and read its labels while the session lasts.
 */
export const returnLookups = pgTable(
  'return_lookups',
  {
    guestId: text('guest_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.orderId] })],
)
