import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

/**
 * A customer's stored card (commerce §3 Stored payment method; shell §3 Credit card): the gateway's
 * reusable method id, never a card number. One default per customer.
 */
export const storedPaymentMethods = pgTable(
  'stored_payment_methods',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    gatewayMethodId: text('gateway_method_id').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holderName: text('holder_name').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    billingAddressId: integer('billing_address_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_payment_methods_customer_idx').on(t.customerId),
    uniqueIndex('stored_payment_methods_default_idx').on(t.customerId).where(sql`${t.isDefault}`),
  ],
)
