import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * Programs a customer may use (commerce §1: training programs; shell §2 /account/programming). A row
 * is written by the order.publish job for each program product of a published order bought by a
 * signed-in customer; one row per customer and program (commerce §5: one of each program), the first
 * order that bought it named. GET /svc_programming/programs reads it.
 */
export const programGrants = pgTable(
  'program_grants',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id').notNull(),
    orderNumber: text('order_number').notNull(),
    /** When the access was given. */
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('program_grants_customer_product_idx').on(t.customerId, t.productId), index('program_grants_order_idx').on(t.orderNumber)],
)
export type ProgramGrantRow = typeof programGrants.$inferSelect
