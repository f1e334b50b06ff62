import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'

/**
 * A newsletter subscription (shell §3 newsletter lists, §7 subscribe/unsubscribe): one row per email
 * and list. `email` is lower-case; `customer_id` links the row to the account with that email, when
 * the subscriber was signed in. Unsubscribing deletes the row.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    listId: integer('list_id').notNull(),
    siteCode: text('site_code').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email_list').on(table.email, table.listId),
    index('newsletter_subscriptions_customer').on(table.customerId),
  ],
)
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect

/**
 * The unsubscribe link of an address that has newsletter rows (issue 13 follow-up, docs/api.md): one
 * random token per email, made with the address's first subscription and put in every newsletter mail,
 * so a subscriber without an account can leave without signing in. The token only removes
 * subscriptions; it is kept as it is so each mail can carry the same link.
 */
export const newsletterUnsubscribeLinks = pgTable('newsletter_unsubscribe_links', {
  email: text('email').primaryKey(),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
