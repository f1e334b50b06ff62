import { isAttributeFlagOn, loadsCustomerGroupPrices, LOGGED_OUT_CUSTOMER_GROUP_ID, parseChoiceIds, stripSkuPrefix } from '@ironhouse/domain'
import type { BundlePackage, Category, CmsBlock, MenuNode, Product, ProductPricing } from '@ironhouse/contracts'
import { PG_INT4_MAX } from '@ironhouse/contracts'
import type { Db } from '@ironhouse/db'
import { AppError, notFound } from '../../lib/app-errors.ts'
import type { SiteContext } from '../../plugins/site.ts'
import { bundlePackageOf, withValueAdds } from './bundle-package.ts'
import { toProduct, toProductSummary } from './product-mapper.ts'
import { priceProducts } from './public.ts'
import * as repo from './repo.ts'

/** Who a price is for and when: the session's customer group (0 for a guest) and the pricing moment. */
export type Shopper = { groupId: number; now: Date }

async function pricesOf(db: Db, site: SiteContext, shopper: Shopper, rows: ReadonlyArray<repo.PricedProductRow>) {
  return priceProducts(db, { storeId: site.storeId, groupId: shopper.groupId, now: shopper.now, products: rows })
}

function pricingOf(prices: ReadonlyMap<number, ProductPricing>, row: repo.PricedProductRow): ProductPricing {
  const pricing = prices.get(row.product.productId)
  // rows reach the mappers only when priced in the store (requirePriced, inner joins)
  if (!pricing) throw new Error(`product ${row.product.productId} has no price in the store`)
  return pricing
}

async function productAnswer(db: Db, site: SiteContext, shopper: Shopper, row: repo.PricedProductRow): Promise<Product> {
  const prices = await pricesOf(db, site, shopper, [row])
  return toProduct(row, site, pricingOf(prices, row))
}

/** The root of the Shop mega-menu (categories below it are the top level). */
export const MENU_ROOT_CATEGORY_ID = 2

function requirePriced(row: repo.PricedProductRow | undefined, what: string): repo.PricedProductRow {
  // a product with no price in the request's store is not sold on that site
  if (!row || !row.price) throw notFound(what)
  return row
}

export async function getProduct(db: Db, site: SiteContext, productId: number, shopper: Shopper): Promise<Product> {
  const row = requirePriced(await repo.findProductById(db, productId, site.storeId), `Product ${productId}`)
  return productAnswer(db, site, shopper, row)
}

export async function getProductBySku(db: Db, site: SiteContext, sku: string, shopper: Shopper): Promise<Product> {
  const row = requirePriced(await repo.findProductBySku(db, sku, stripSkuPrefix(sku), site.storeId), `Product with SKU ${sku}`)
  return productAnswer(db, site, shopper, row)
}

export async function getProductByChildId(db: Db, site: SiteContext, childId: number, shopper: Shopper): Promise<Product> {
  const row = requirePriced(await repo.findParentOfChild(db, childId, site.storeId), `Parent of product ${childId}`)
  return productAnswer(db, site, shopper, row)
}

/**
 * Several products in one read (GET /catalog/products?ids=): each once, in the order asked, priced together
 * for the same store and group; ids unknown or not sold in the store are left out.
 */
export async function getProducts(db: Db, site: SiteContext, productIds: ReadonlyArray<number>, shopper: Shopper): Promise<Array<Product>> {
  const sold = await soldInOrder(db, site, productIds)
  const prices = await pricesOf(db, site, shopper, sold)
  return sold.map((row) => toProduct(row, site, pricingOf(prices, row)))
}

/** The rows of the ids the store sells (a price in it), each once, in the order of the ids. */
async function soldInOrder(db: Db, site: SiteContext, productIds: ReadonlyArray<number>): Promise<Array<repo.PricedProductRow>> {
  const ids = [...new Set(productIds)]
  const byId = new Map((await repo.findProductsByIds(db, ids, site.storeId)).map((row) => [row.product.productId, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row?.price ? [row] : []
  })
}

/**
 * The children of a product, once each and in order: its childrenIds (configurable and grouped), then for
 * a bundle the products its options offer and include free (commerce §3 bundle option values), so the
 * product page can show and price every choice without another call.
 */
function childIdsOf(product: repo.PricedProductRow['product']): Array<number> {
  const ids = new Set(product.childrenIds)
  for (const option of product.bundleOptions as Product['bundleOptions']) {
    for (const value of option.values) ids.add(value.productId)
    if (option.includedProductId !== null) ids.add(option.includedProductId)
  }
  return [...ids]
}

/** The product with its children (configurable, bundle and grouped), all priced together for the same store and group. */
export async function getCompleteProduct(db: Db, site: SiteContext, productId: number, shopper: Shopper): Promise<Product> {
  const row = requirePriced(await repo.findProductById(db, productId, site.storeId), `Product ${productId}`)
  const sold = await soldInOrder(db, site, childIdsOf(row.product))
  const prices = await pricesOf(db, site, shopper, [row, ...sold])
  const children = sold.map((child) => toProduct(child, site, pricingOf(prices, child)))
  return withValueAdds(toProduct(row, site, pricingOf(prices, row), children), children)
}

/**
 * A bundle's package for a choice (`b` ids; bundle-package.ts), priced for the shopper as the cart
 * prices it. 400 for a product that is not a bundle.
 */
export async function getBundlePackage(db: Db, site: SiteContext, productId: number, b: string | undefined, shopper: Shopper): Promise<BundlePackage> {
  const product = await getCompleteProduct(db, site, productId, shopper)
  return packageOfProduct(product, b)
}

/** The package of a complete product's choice; 400 for a product that is not a bundle. */
export function packageOfProduct(product: Product, b: string | undefined): BundlePackage {
  if (product.type !== 'bundle') throw new AppError('validation_error', 'Only a bundle has a package price')
  return bundlePackageOf(product, (product.children ?? []) as Array<Product>, parseChoiceIds(b))
}

/**
 * Customer prices (commerce §4, §7) for the session's group, of the products the group has a price
 * for: none for a guest or group 1; above 1 each such product's final price as priceProducts decides
 * it (the group price, or a promo or special price when lower), the price the cart charges. Search
 * tiles take them (the search provider prices for every shopper alike).
 */
export async function getGroupPrices(db: Db, site: SiteContext, shopper: Shopper, productIds?: Array<number>) {
  if (!loadsCustomerGroupPrices(shopper.groupId)) return { prices: {} }
  const ids = (await repo.findGroupPrices(db, shopper.groupId, site.storeId, productIds)).map((r) => r.productId)
  const prices = await priceProducts(db, { storeId: site.storeId, groupId: shopper.groupId, now: shopper.now, productIds: ids })
  // the customer price (commerce §4: the lowest of promo, group and special below list), what the cart charges
  const entries = [...prices].flatMap(([id, pricing]) => (pricing.groupPrice === null ? [] : [[String(id), pricing.final] as const]))
  return { prices: Object.fromEntries(entries) }
}

export async function getCompatibleProducts(db: Db, site: SiteContext, tag: string, group: string | undefined) {
  const rows = await repo.findCompatibleProducts(db, tag, group, site.storeId)
  return rows.map((r) => ({ sku: r.storeSku ?? r.sku, name: r.name, productId: r.productId }))
}

/**
 * The ids above a category along its path (`2/10/102` → [10] for 102), top first: the path's first
 * segment is the catalogue's root (level 0, the Shop; Home stands for it in a breadcrumb) and the
 * category itself is left out. Segments that are not ids are skipped.
 */
export function ancestorIdsOf(path: string, categoryId: number): Array<number> {
  const ids = path.split('/').filter((segment) => /^[0-9]{1,9}$/.test(segment)).map(Number)
  return ids.slice(1).filter((id) => id !== categoryId)
}

export async function getCategory(db: Db, categoryId: number): Promise<Category> {
  const row = await repo.findCategory(db, categoryId)
  if (!row) throw notFound(`Category ${categoryId}`)
  const ancestorIds = ancestorIdsOf(row.path, row.categoryId)
  const [children, above] = await Promise.all([repo.findChildCategories(db, categoryId), repo.findCategoriesByIds(db, ancestorIds)])
  const byId = new Map(above.map((c) => [c.categoryId, c]))
  return {
    categoryId: row.categoryId,
    parentId: row.parentId,
    name: row.name,
    url: row.urlKey,
    path: row.path,
    description: row.description,
    topLinks: row.topLinks,
    landingPageId: row.landingPageId,
    ancestors: ancestorIds.flatMap((id) => byId.get(id) ?? []),
    children,
  }
}

export async function getCategoryProducts(db: Db, site: SiteContext, categoryId: number, page: number, limit: number, shopper: Shopper) {
  if (!(await repo.findCategory(db, categoryId))) throw notFound(`Category ${categoryId}`)
  const { rows, total } = await repo.findCategoryProducts(db, categoryId, site.storeId, limit, (page - 1) * limit)
  const prices = await pricesOf(db, site, shopper, rows)
  return {
    products: rows.map((row) => toProductSummary(row, site, pricingOf(prices, row))),
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    total,
  }
}

/** The category tree under the menu root, for the Shop mega-menu. */
export async function getMenu(db: Db): Promise<Array<MenuNode>> {
  const rows = await repo.findMenuCategories(db)
  const byParent = new Map<number, typeof rows>()
  for (const row of rows) {
    if (row.parentId === null) continue
    byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row])
  }
  const build = (parentId: number, depth: number): Array<MenuNode> =>
    depth > 8
      ? []
      : (byParent.get(parentId) ?? []).map((c) => ({ categoryId: c.categoryId, name: c.name, url: c.url, children: build(c.categoryId, depth + 1) }))
  return build(MENU_ROOT_CATEGORY_ID, 0)
}

/**
 * Products carrying a promo (commerce §4): status 'active' when the domain's promo status is active (a
 * hot deal), 'missed' when the promo is enabled but not running now (upcoming or expired). Hundo
 * products are those with hundo pricing tiers or the rogue_hundo_enabled attribute.
 */
export async function getHotActive(db: Db, site: SiteContext, now: Date) {
  const rows = await repo.findProductsWithAttribute(db, 'rogue_promo_enabled', site.storeId)
  const promoted = rows.filter((row) => row.price !== null && isAttributeFlagOn(row.product.attributes.rogue_promo_enabled))
  // the feed is the same for every shopper: priced for a guest
  const prices = await pricesOf(db, site, { groupId: LOGGED_OUT_CUSTOMER_GROUP_ID, now }, promoted)
  const products = promoted.map((row) => {
    const { promo, final } = pricingOf(prices, row)
    const status = promo.status === 'active' ? ('active' as const) : ('missed' as const)
    return { productId: row.product.productId, status, price: promo.price ?? final, qty: promo.qty }
  })
  return { products, hundoProductIds: await repo.findHundoProductIds(db) }
}

export async function getContentPage(db: Db, id: string) {
  // an all-digit id beyond the integer column's range is no page's id: look it up as an identifier
  const key = /^\d{1,10}$/.test(id) && Number(id) <= PG_INT4_MAX ? Number(id) : id
  const row = await repo.findContentPage(db, key)
  if (!row) throw notFound(`Content page ${id}`)
  return { ...row, builder: row.builder as Array<CmsBlock> }
}

export async function getContentBlock(db: Db, name: string) {
  const row = await repo.findContentBlock(db, name)
  if (!row) throw notFound(`Content block ${name}`)
  return { active: row.active, content: row.content }
}
