import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * A customer's choice per notification type (platform §7 svc_push; docs/app-shell.md). A type without a
 * row has its default (contracts PUSH_TYPE_DEFAULTS).
 */
export const pushPreferences = pgTable(
  'push_preferences',
  {
    customerId: integer('customer_id').notNull(),
    type: text('type').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.type] })],
)

/**
 * The notifications the store created for a customer (the app's inbox): an order's status change, a
 * product back in stock. `dedupeKey` (unique per customer) keeps a job that runs twice from notifying twice.
 */
export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('push_notifications_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('push_notifications_dedupe_idx').on(t.customerId, t.dedupeKey),
  ],
)
export type PushNotificationRow = typeof pushNotifications.$inferSelect
