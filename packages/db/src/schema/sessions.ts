import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Server-side sessions (the database store; Redis holds the same records when REDIS_URL is set).
 * `id` is the SHA-256 of the cookie's random value: a copy of the table cannot be replayed as cookies.
 * `guest_id` is a stable random key of the visitor, kept across the sign-in rotation.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    guestId: text('guest_id').notNull(),
    // no foreign key: a session outlives nothing, and the customer service ends sessions itself
    customerId: integer('customer_id'),
    groupId: integer('group_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_customer').on(table.customerId), index('sessions_expires').on(table.expiresAt)],
)
export type SessionRow = typeof sessions.$inferSelect

/**
 * Fixed-window counters of the rate limiter (the database store; Redis when REDIS_URL is set).
 * One row per key and window; expired rows are swept by the limiter.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset').on(table.resetAt)],
)
