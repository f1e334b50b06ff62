import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

/**
 * A product (commerce document §3). Prices are per store in product_prices; stock in inventory.
 * Nested shapes the spec lists (bundle options, custom options, gift card data, hundo tiers,
 * attributes) are jsonb: they are read whole with the product and validated by @ironhouse/contracts.
 */
export const products = pgTable(
  'products',
  {
    productId: integer('product_id').primaryKey(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    type: text('type').notNull(), // simple, configurable, bundle, grouped, giftcard, virtual
    urlKey: text('url_key').notNull(), // the product's path, e.g. /ohio-bar
    visibility: integer('visibility').notNull().default(4), // 1 hidden, 4 standalone
    thumbnail: text('thumbnail'),
    gallery: jsonb('gallery').$type<Array<{ link: string; label: string; width: number; height: number }>>().notNull().default([]),
    description: text('description').notNull().default(''),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }).notNull().default(0), // pounds
    childrenIds: jsonb('children_ids').$type<Array<number>>().notNull().default([]),
    relatedIds: jsonb('related_ids').$type<Array<number>>().notNull().default([]),
    bundleOptions: jsonb('bundle_options').$type<Array<Record<string, unknown>>>().notNull().default([]),
    customOptions: jsonb('custom_options').$type<Array<Record<string, unknown>>>().notNull().default([]),
    giftcardData: jsonb('giftcard_data').$type<Record<string, unknown> | null>(),
    hundoPricing: jsonb('hundo_pricing').$type<Array<{ ruleWeight: number; discountPerLb: number }>>().notNull().default([]),
    isProgram: boolean('is_program').notNull().default(false),
    primaryCategoryId: integer('primary_category_id'),
    /** Attribute map by attribute name: rogue_promo_*, shipperhq_shipping_group, manufacturer, ... */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    shipDirect: boolean('ship_direct').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('products_url_key_idx').on(t.urlKey)],
)

/** Price of a product in one store (1, 2, 4, 5, 18, 34), in minor units; sku carries EU-/AU- prefixes. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    sku: text('sku').notNull(),
    price: integer('price').notNull(),
    specialPrice: integer('special_price'),
    /** Promo price in minor units for this store (attribute rogue_promo_price is per store). */
    promoPrice: integer('promo_price'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeId] })],
)

/** Customer-group prices (commerce §4: loaded only for group id above 1). */
export const productGroupPrices = pgTable(
  'product_group_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    groupId: integer('group_id').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeId, t.groupId] })],
)

/**
 * Stock of a product (commerce §3 inventory). qoh is decremented under a row lock when orders place.
 * `max` is the most one order may take; `sellable_max` what may be bought now: that cap, and no more
 * than the quantity on hand unless the product sells on backorder. The store answers `sellable_max` as
 * the inventory's max (commerce §4 reads stock status and the quantity limit from it), so a product
 * whose stock has been sold reads out of stock (or notify-me) everywhere at once.
 */
export const inventory = pgTable('inventory', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.productId, { onDelete: 'cascade' }),
  qoh: integer('qoh').notNull().default(0),
  min: integer('min').notNull().default(1),
  max: integer('max').notNull().default(0),
  sellableMax: integer('sellable_max')
    .notNull()
    .generatedAlwaysAs(sql`case when backorder then max else least(max, greatest(qoh, 0)) end`),
  bin: boolean('bin').notNull().default(false),
  backorder: boolean('backorder').notNull().default(false),
  leadTime: text('lead_time'),
  restockStatus: text('restock_status'),
  promoQty: integer('promo_qty'),
})

export const categories = pgTable(
  'categories',
  {
    categoryId: integer('category_id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    urlKey: text('url_key').notNull(), // the category's path, e.g. /weightlifting-bars-plates/bars
    path: text('path').notNull(), // ancestor ids joined by '/', e.g. 1/2/15
    position: integer('position').notNull().default(0),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
    description: text('description').notNull().default(''),
    topLinks: jsonb('top_links').$type<Array<{ label: string; url: string }>>().notNull().default([]),
    /** Content page shown instead of a product grid (landing ids 4691, 6043, 6069, 6071, 6075). */
    landingPageId: integer('landing_page_id'),
  },
  (t) => [index('categories_url_key_idx').on(t.urlKey), index('categories_parent_idx').on(t.parentId)],
)

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.productId] }), index('product_categories_product_idx').on(t.productId)],
)
