import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'

/**
 * A customer's address book entry (shell §3 Address). `street` holds the street lines; `vat_number`
 * is sent as vatId. At most one default shipping and one default billing address per customer: the
 * partial unique indexes hold the rule of shell §4 even against racing writes.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    email: text('email').notNull().default(''),
    company: text('company').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    street: jsonb('street').$type<Array<string>>().notNull().default([]),
    apartment: text('apartment').notNull().default(''),
    city: text('city').notNull().default(''),
    region: text('region').notNull().default(''),
    regionId: integer('region_id'),
    postcode: text('postcode').notNull().default(''),
    countryId: text('country_id').notNull(),
    vatNumber: text('vat_number').notNull().default(''),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_addresses_customer').on(table.customerId),
    uniqueIndex('customer_addresses_default_shipping').on(table.customerId).where(sql`${table.isDefaultShipping}`),
    uniqueIndex('customer_addresses_default_billing').on(table.customerId).where(sql`${table.isDefaultBilling}`),
  ],
)
export type CustomerAddressRow = typeof customerAddresses.$inferSelect
