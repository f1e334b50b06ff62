import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * A list (commerce §3 List): cart ('quote' is the active cart), sfl, buyNow, wishlist, registry,
 * registryPurchase. It belongs to a customer (customer_id) or, for a guest, to the visitor's guestId;
 * never both. Deleting a list marks it inactive (commerce §4). url_key makes a wishlist or registry
 * readable by anyone who has the link.
 */
export const lists = pgTable(
  'lists',
  {
    id: uuid('id').primaryKey(),
    type: text('type').notNull(),
    customerId: integer('customer_id'),
    guestId: text('guest_id'),
    storeId: integer('store_id').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    urlKey: text('url_key'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** Bumped by every write, so a reader can tell two states of one list apart. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('lists_customer_idx').on(t.customerId, t.isActive),
    index('lists_guest_idx').on(t.guestId, t.isActive),
    uniqueIndex('lists_url_key_idx').on(t.urlKey),
    index('lists_registry_name_idx').on(sql`lower(${t.metadata}->>'registrantName')`).where(sql`${t.type} = 'registry'`),
  ],
)

/**
 * A line of a list (commerce §3 cart item / buy request). `snapshot` keeps what the product looked
 * like when it was added (name, sku, url, image, unit price): shown when the product changes, while
 * the line itself is re-priced from the catalogue on every read.
 */
export const listItems = pgTable(
  'list_items',
  {
    id: uuid('id').primaryKey(),
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    qty: integer('qty').notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    children: jsonb('children').$type<Array<Record<string, unknown>>>().notNull().default([]),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull().default({}),
    /** Identity of the configured line (product, options, children, gift card): equal keys merge. */
    lineKey: text('line_key').notNull(),
    position: serial('position'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('list_items_list_idx').on(t.listId, t.position)],
)

/**
 * Notify-me sign-ups (shell §3 Bin: id, product_id, email, parent_id). notified_at is set when the
 * back-in-stock mail has been queued; a product comes back once per sign-up.
 */
export const bins = pgTable(
  'bins',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    parentId: integer('parent_id'),
    email: text('email').notNull(),
    customerId: integer('customer_id'),
    guestId: text('guest_id'),
    storeId: integer('store_id').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('bins_waiting_idx').on(t.productId, t.email).where(sql`${t.notifiedAt} is null`),
    index('bins_customer_idx').on(t.customerId),
    index('bins_guest_idx').on(t.guestId),
  ],
)
