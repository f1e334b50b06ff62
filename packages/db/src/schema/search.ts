import { sql } from 'drizzle-orm'
import { bigserial, boolean, customType, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * The search index: one row per listed product (visibility 4), a projection of products, categories,
 * inventory and the colour children, kept current by triggers that mark changed products in
 * search_dirty and by the search service's refresh (platform §3, §5; docs/search.md). Prices are not
 * copied: they are read per store from product_prices at query time.
 */
export const searchProducts = pgTable(
  'search_products',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.productId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** lower(name || ' ' || sku): the trigram index for typos and the preview's prefix matches. */
    nameNorm: text('name_norm').notNull(),
    sku: text('sku').notNull(),
    doc: tsvector('doc').notNull(),
    /** Every category of the product and their ancestors (below the Shop root). */
    categoryIds: integer('category_ids').array().notNull().default([]),
    categoryL1: text('category_l1').array().notNull().default([]),
    categoryL2: text('category_l2').array().notNull().default([]),
    categoryL3: text('category_l3').array().notNull().default([]),
    brand: text('brand'),
    /** Promotion keys carried by the product (made_in_usa, free_shipping, ...; hot_deal is computed from the window). */
    promotions: text('promotions').array().notNull().default([]),
    promoFrom: timestamp('promo_from', { withTimezone: true, mode: 'string' }),
    promoTo: timestamp('promo_to', { withTimezone: true, mode: 'string' }),
    colors: text('colors').array().notNull().default([]),
    sizes: text('sizes').array().notNull().default([]),
    duration: text('duration'),
    daysPerWeek: text('days_per_week'),
    programDelivery: text('program_delivery'),
    rating: real('rating'),
    isSalable: boolean('is_salable').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    index('search_products_doc_idx').using('gin', t.doc),
    index('search_products_category_ids_idx').using('gin', t.categoryIds),
  ],
)

/** Products whose index row must be rebuilt (written by triggers on the catalogue tables). */
export const searchDirty = pgTable('search_dirty', {
  productId: integer('product_id').primaryKey(),
})

/**
 * Products whose index row was rebuilt or removed, in commit order (seq): the search service's
 * in-process index applies the entries after the last seq it saw. Kept a day.
 */
export const searchChanges = pgTable('search_changes', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  productId: integer('product_id').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
})

/** Merchandised keyphrases (platform §7 redirect_url): a search for the phrase goes to the url. */
export const searchRedirects = pgTable('search_redirects', {
  keyphrase: text('keyphrase').primaryKey(), // lower case, single spaces
  redirectUrl: text('redirect_url').notNull(),
})

/** Keyphrases shoppers searched, per site, with how many products the last search found (did-you-mean). */
export const searchQueries = pgTable(
  'search_queries',
  {
    site: text('site').notNull(),
    keyphrase: text('keyphrase').notNull(),
    searches: integer('searches').notNull().default(1),
    results: integer('results').notNull().default(0),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site, t.keyphrase] })],
)

/** Events of the search provider's event API (platform §6, §7): a2c, a2w, view page/pdp, widget, order. */
export const searchEvents = pgTable(
  'search_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    site: text('site').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull().default({}),
    userId: text('user_id'),
    appType: text('app_type'),
    productIds: integer('product_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('search_events_user_idx').on(t.userId, t.createdAt),
    index('search_events_created_idx').on(t.createdAt),
    // an order confirm counts once per order, even when two arrive at once (services/search/events.ts)
    uniqueIndex('search_events_order_once').on(t.site, sql`(${t.value}->>'order_id')`).where(sql`${t.type} = 'order'`),
  ],
)

/** Did-you-mean candidates: category names, brands and product names (rebuilt with the index). */
export const searchPhrases = pgTable('search_phrases', {
  phrase: text('phrase').primaryKey(),
  kind: text('kind').notNull(), // category, brand, product
  products: integer('products').notNull(),
})
