import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** What has been loaded into this database: the demo store version and its size. */
export const seedInfo = pgTable('seed_info', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  productCount: integer('product_count').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
})
