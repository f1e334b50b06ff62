import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { isAttributeFlagOn } from '@ironhouse/domain'
import {
  categories,
  contentBlocks,
  contentPages,
  customers,
  inventory,
  productCategories,
  productGroupPrices,
  productPrices,
  products,
  type Db,
  type Executor,
} from '@ironhouse/db'
import { prepared } from '../../lib/prepared.ts'

export type ProductRow = typeof products.$inferSelect
export type PriceRow = typeof productPrices.$inferSelect
export type InventoryRow = typeof inventory.$inferSelect
export type PricedProductRow = { product: ProductRow; price: PriceRow | null; inventory: InventoryRow | null }
export type CategoryRow = typeof categories.$inferSelect

function pricedProducts(db: Executor, storeId: number | ReturnType<typeof sql.placeholder>) {
  return db
    .select({ product: products, price: productPrices, inventory })
    .from(products)
    .leftJoin(productPrices, and(eq(productPrices.productId, products.productId), eq(productPrices.storeId, storeId)))
    .leftJoin(inventory, eq(inventory.productId, products.productId))
}

// The product page's reads (every uncached render and every uncached product answer): prepared statements
// (lib/prepared.ts). A list of ids is one array parameter (`= any($1)`), so one statement serves any count.
const productById = (db: Executor) =>
  prepared(db, 'ironhouse_product_by_id', () =>
    pricedProducts(db, sql.placeholder('storeId'))
      .where(eq(products.productId, sql.placeholder('productId')))
      .limit(1)
      .prepare('ironhouse_product_by_id'),
  )

const productsByIds = (db: Executor) =>
  prepared(db, 'ironhouse_products_by_ids', () =>
    pricedProducts(db, sql.placeholder('storeId'))
      .where(sql`${products.productId} = any(${sql.placeholder('ids')}::integer[])`)
      .prepare('ironhouse_products_by_ids'),
  )

const productsWithAttribute = (db: Executor) =>
  prepared(db, 'ironhouse_products_with_attribute', () =>
    pricedProducts(db, sql.placeholder('storeId'))
      .where(sql`${products.attributes} ? ${sql.placeholder('attribute')}`)
      .orderBy(asc(products.productId))
      .prepare('ironhouse_products_with_attribute'),
  )

const hundoProducts = (db: Executor) =>
  prepared(db, 'ironhouse_hundo_products', () =>
    db
      .select({ productId: products.productId, attributes: products.attributes })
      .from(products)
      .where(sql`jsonb_array_length(${products.hundoPricing}) > 0 or ${products.attributes} ? 'rogue_hundo_enabled'`)
      .orderBy(asc(products.productId))
      .prepare('ironhouse_hundo_products'),
  )

const groupPriceColumns = { productId: productGroupPrices.productId, price: productGroupPrices.price }
const groupPrices = (db: Executor) =>
  prepared(db, 'ironhouse_group_prices', () =>
    db
      .select(groupPriceColumns)
      .from(productGroupPrices)
      .where(and(eq(productGroupPrices.groupId, sql.placeholder('groupId')), eq(productGroupPrices.storeId, sql.placeholder('storeId'))))
      .prepare('ironhouse_group_prices'),
  )
const groupPricesOf = (db: Executor) =>
  prepared(db, 'ironhouse_group_prices_of', () =>
    db
      .select(groupPriceColumns)
      .from(productGroupPrices)
      .where(
        and(
          eq(productGroupPrices.groupId, sql.placeholder('groupId')),
          eq(productGroupPrices.storeId, sql.placeholder('storeId')),
          sql`${productGroupPrices.productId} = any(${sql.placeholder('ids')}::integer[])`,
        ),
      )
      .prepare('ironhouse_group_prices_of'),
  )

const categoryById = (db: Executor) =>
  prepared(db, 'ironhouse_category_by_id', () =>
    db.select().from(categories).where(eq(categories.categoryId, sql.placeholder('categoryId'))).limit(1).prepare('ironhouse_category_by_id'),
  )

const childCategories = (db: Executor) =>
  prepared(db, 'ironhouse_child_categories', () =>
    db
      .select({ categoryId: categories.categoryId, name: categories.name, url: categories.urlKey })
      .from(categories)
      .where(and(eq(categories.parentId, sql.placeholder('parentId')), eq(categories.includeInMenu, true)))
      .orderBy(asc(categories.position), asc(categories.categoryId))
      .prepare('ironhouse_child_categories'),
  )

export async function findProductById(db: Db, productId: number, storeId: number): Promise<PricedProductRow | undefined> {
  const rows = await productById(db as Executor).execute({ productId, storeId })
  return rows[0]
}

/** By SKU: the store's own SKU (EU-/AU- prefixed) or the base SKU. */
export async function findProductBySku(db: Db, sku: string, baseSku: string, storeId: number) {
  const rows = await pricedProducts(db as Executor, storeId)
    .where(sql`${productPrices.sku} = ${sku} or ${products.sku} = ${baseSku}`)
    .limit(1)
  return rows[0]
}

/** The parent (configurable, bundle or grouped product) listing the child id. */
export async function findParentOfChild(db: Db, childId: number, storeId: number) {
  const rows = await pricedProducts(db as Executor, storeId)
    .where(sql`${products.childrenIds} @> ${JSON.stringify([childId])}::jsonb`)
    .orderBy(asc(products.productId))
    .limit(1)
  return rows[0]
}

export async function findProductsByIds(db: Executor, ids: ReadonlyArray<number>, storeId: number): Promise<Array<PricedProductRow>> {
  if (ids.length === 0) return []
  return productsByIds(db).execute({ ids: [...ids], storeId })
}

export async function findProductsWithAttribute(db: Db, attribute: string, storeId: number): Promise<Array<PricedProductRow>> {
  return productsWithAttribute(db as Executor).execute({ attribute, storeId })
}

export async function findHundoProductIds(db: Db): Promise<Array<number>> {
  const rows = await hundoProducts(db as Executor).execute()
  return rows
    .filter((r) => r.attributes.rogue_hundo_enabled === undefined || isAttributeFlagOn(r.attributes.rogue_hundo_enabled))
    .map((r) => r.productId)
}

export async function findCompatibleProducts(db: Db, tag: string, group: string | undefined, storeId: number) {
  const byGroup = group === undefined ? sql`true` : sql`${products.attributes}->>'compatibility_group' = ${group}`
  return db
    .select({ productId: products.productId, name: products.name, sku: products.sku, storeSku: productPrices.sku })
    .from(products)
    .leftJoin(productPrices, and(eq(productPrices.productId, products.productId), eq(productPrices.storeId, storeId)))
    .where(and(sql`${products.attributes}->>'compatibility_tag' = ${tag}`, byGroup))
    .orderBy(asc(products.productId))
}

export async function findGroupPrices(db: Executor, groupId: number, storeId: number, productIds: ReadonlyArray<number> | undefined) {
  if (!productIds) return groupPrices(db).execute({ groupId, storeId })
  return groupPricesOf(db).execute({ groupId, storeId, ids: [...productIds] })
}

export async function findCategory(db: Db, categoryId: number): Promise<CategoryRow | undefined> {
  const rows = await categoryById(db as Executor).execute({ categoryId })
  return rows[0]
}

/** Categories by id (a category's ancestors, from its path), in no particular order. */
export async function findCategoriesByIds(db: Db, ids: ReadonlyArray<number>) {
  if (ids.length === 0) return []
  return db
    .select({ categoryId: categories.categoryId, name: categories.name, url: categories.urlKey })
    .from(categories)
    .where(inArray(categories.categoryId, [...ids]))
}

export async function findChildCategories(db: Db, parentId: number) {
  return childCategories(db as Executor).execute({ parentId })
}

export async function findMenuCategories(db: Db) {
  return db
    .select({ categoryId: categories.categoryId, parentId: categories.parentId, name: categories.name, url: categories.urlKey })
    .from(categories)
    .where(eq(categories.includeInMenu, true))
    .orderBy(asc(categories.position), asc(categories.categoryId))
}

/**
 * A category and every category below it: ids whose path has the category id as one of its segments.
 * `pathPattern` is `%/{categoryId}/%` (categoryPathPattern).
 */
function categoryAndDescendants() {
  return sql`(select c.category_id from ${categories} c where c.category_id = ${sql.placeholder('categoryId')} or ('/' || c.path || '/') like ${sql.placeholder('pathPattern')})`
}

const categoryPathPattern = (categoryId: number) => `%/${categoryId}/%`

/**
 * Listed products of the category (placeholder categoryId) and its descendants: visible, and not a legacy
 * product remapped to a newer one (remapped_to; its url redirects there), as the search index lists them.
 */
function visibleInCategory() {
  return and(
    eq(products.visibility, 4),
    sql`${products.attributes}->>'remapped_to' is null`,
    sql`${products.productId} in (select pc.product_id from ${productCategories} pc where pc.category_id in ${categoryAndDescendants()})`,
  )
}

// A category page's and a content page's tab read (every uncached render of them): one prepared statement
// for the page of products and, with `count(*) over ()`, the number of them all.
const categoryProducts = (db: Executor) =>
  prepared(db, 'ironhouse_category_products', () => {
    const position = sql`(select min(pc.position) from ${productCategories} pc where pc.product_id = ${products.productId} and pc.category_id in ${categoryAndDescendants()})`
    return db
      .select({ product: products, price: productPrices, inventory, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.productId, products.productId), eq(productPrices.storeId, sql.placeholder('storeId'))))
      .leftJoin(inventory, eq(inventory.productId, products.productId))
      .where(visibleInCategory())
      .orderBy(asc(position), asc(products.productId))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('ironhouse_category_products')
  })

// the count alone, for a page past the last (no row carries the total)
const categoryProductCount = (db: Executor) =>
  prepared(db, 'ironhouse_category_product_count', () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.productId, products.productId), eq(productPrices.storeId, sql.placeholder('storeId'))))
      .where(visibleInCategory())
      .prepare('ironhouse_category_product_count'),
  )

/** Visible products of a category and its descendants that have a price in the store, in position order. */
export async function findCategoryProducts(db: Db, categoryId: number, storeId: number, limit: number, offset: number) {
  const params = { categoryId, pathPattern: categoryPathPattern(categoryId), storeId }
  const found = await categoryProducts(db as Executor).execute({ ...params, limit, offset })
  const rows: Array<PricedProductRow> = found.map(({ product, price, inventory }) => ({ product, price, inventory }))
  if (found.length > 0) return { rows, total: found[0]?.total ?? 0 }
  const counted = offset === 0 ? [] : await categoryProductCount(db as Executor).execute(params)
  return { rows, total: Number(counted[0]?.total ?? 0) }
}

export async function findContentPage(db: Db, idOrIdentifier: number | string) {
  const where = typeof idOrIdentifier === 'number' ? eq(contentPages.id, idOrIdentifier) : eq(contentPages.identifier, idOrIdentifier)
  const rows = await db.select().from(contentPages).where(where).limit(1)
  return rows[0]
}

export async function findContentBlock(db: Db, name: string) {
  const rows = await db.select().from(contentBlocks).where(eq(contentBlocks.name, name)).limit(1)
  return rows[0]
}

/** The primary segment id of a customer, or null (none chosen, or no such customer). */
export async function findCustomerPrimarySegment(db: Db, customerId: number): Promise<number | null> {
  const [row] = await db.select({ primarySegment: customers.primarySegment }).from(customers).where(eq(customers.id, customerId)).limit(1)
  return row?.primarySegment ?? null
}
