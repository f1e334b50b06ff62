import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'

/**
 * A customer's ticket (commerce §3 Ticket: product (productId, discount value, type, freeShipping),
 * remainingUses, orderId, _id). Holding a ticket for a product is what the purchase limits read (the
 * 2023 premium ticket opens the premium shirt, commerce §5); its discount is an earned-ticket discount
 * on that product (commerce §4: percent, or fixed in US cents converted per store like the rest of the
 * catalogue's own money), optionally with free shipping. remaining_uses null means unlimited.
 */
export const customerTickets = pgTable(
  'customer_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** 'percent' or 'fixed'. */
    discountType: text('discount_type').notNull().default('fixed'),
    /** Percent (0–100), or US cents for a fixed discount; 0 is a ticket that discounts nothing. */
    discountValue: integer('discount_value').notNull().default(0),
    freeShipping: boolean('free_shipping').notNull().default(false),
    remainingUses: integer('remaining_uses'),
    /** The order that last spent a use of the ticket (or it was bought or earned with), when there is one. */
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('customer_tickets_customer_idx').on(t.customerId)],
)
export type CustomerTicketRow = typeof customerTickets.$inferSelect
