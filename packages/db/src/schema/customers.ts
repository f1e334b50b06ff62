import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * A customer account (shell §3). `email` is kept lower-case and unique; `password_hash` is an
 * argon2id PHC string. group_id: 1 for new customers; the catalogue prices groups 1, 2 and 3.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    groupId: integer('group_id').notNull().default(1),
    /** Interest and occupation segment ids (shell §3; occupation ids in docs/api.md). */
    segments: jsonb('segments').$type<Array<number>>().notNull().default([]),
    /** Newsletter list ids chosen at registration (shell §3). */
    newsletters: jsonb('newsletters').$type<Array<number>>().notNull().default([]),
    /** The segment (one of `segments`) the customer chose as primary (shell §3); null when none. */
    primarySegment: integer('primary_segment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('customers_email_unique').on(table.email)],
)
export type CustomerRow = typeof customers.$inferSelect

/**
 * A password-reset request: only the SHA-256 of the token sent by mail is stored, so a copy of the
 * table cannot reset anyone's password. `used_at` makes the link single-use.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_customer').on(table.customerId)],
)
