import { isAttributeFlagOn, loadsCustomerGroupPrices, promoQtyOf, promoStatusOf, stripSkuPrefix } from '@ironhouse/domain'
import type { Category, CmsBlock, MenuNode, Product } from '@ironhouse/contracts'
import { PG_INT4_MAX } from '@ironhouse/contracts'
import type { Db } from '@ironhouse/db'
import { notFound } from '../../lib/app-errors.ts'
import type { SiteContext } from '../../plugins/site.ts'
import { toProduct, toProductSummary } from './product-mapper.ts'
import * as repo from './repo.ts'

/** The root of the Shop mega-menu (categories below it are the top level). */
export const MENU_ROOT_CATEGORY_ID = 2

function requirePriced(row: repo.PricedProductRow | undefined, what: string): repo.PricedProductRow {
  // a product with no price in the request's store is not sold on that site
  if (!row || !row.price) throw notFound(what)
  return row
}

export async function getProduct(db: Db, site: SiteContext, productId: number, now: Date): Promise<Product> {
  const row = requirePriced(await repo.findProductById(db, productId, site.storeId), `Product ${productId}`)
  return toProduct(row, site, now)
}

export async function getProductBySku(db: Db, site: SiteContext, sku: string, now: Date): Promise<Product> {
  const row = requirePriced(await repo.findProductBySku(db, sku, stripSkuPrefix(sku), site.storeId), `Product with SKU ${sku}`)
  return toProduct(row, site, now)
}

export async function getProductByChildId(db: Db, site: SiteContext, childId: number, now: Date): Promise<Product> {
  const row = requirePriced(await repo.findParentOfChild(db, childId, site.storeId), `Parent of product ${childId}`)
  return toProduct(row, site, now)
}

/** The product with its children (configurable, bundle and grouped), each priced for the same store. */
export async function getCompleteProduct(db: Db, site: SiteContext, productId: number, now: Date): Promise<Product> {
  const row = requirePriced(await repo.findProductById(db, productId, site.storeId), `Product ${productId}`)
  const childRows = await repo.findProductsByIds(db, row.product.childrenIds, site.storeId)
  const order = new Map(row.product.childrenIds.map((id, index) => [id, index]))
  const children = childRows
    .filter((child) => child.price !== null)
    .sort((a, b) => (order.get(a.product.productId) ?? 0) - (order.get(b.product.productId) ?? 0))
    .map((child) => toProduct(child, site, now))
  return toProduct(row, site, now, children)
}

/** Customer-group prices (commerce §4): loaded only for a group id above 1, otherwise empty. */
export async function getGroupPrices(db: Db, site: SiteContext, groupId: number, productIds?: Array<number>) {
  if (!loadsCustomerGroupPrices(groupId)) return { prices: {} }
  const rows = await repo.findGroupPrices(db, groupId, site.storeId, productIds)
  return { prices: Object.fromEntries(rows.map((r) => [String(r.productId), r.price])) }
}

export async function getCompatibleProducts(db: Db, site: SiteContext, tag: string, group: string | undefined) {
  const rows = await repo.findCompatibleProducts(db, tag, group, site.storeId)
  return rows.map((r) => ({ sku: r.storeSku ?? r.sku, name: r.name, productId: r.productId }))
}

export async function getCategory(db: Db, categoryId: number): Promise<Category> {
  const row = await repo.findCategory(db, categoryId)
  if (!row) throw notFound(`Category ${categoryId}`)
  const children = await repo.findChildCategories(db, categoryId)
  return {
    categoryId: row.categoryId,
    parentId: row.parentId,
    name: row.name,
    url: row.urlKey,
    path: row.path,
    description: row.description,
    topLinks: row.topLinks,
    landingPageId: row.landingPageId,
    children,
  }
}

export async function getCategoryProducts(db: Db, site: SiteContext, categoryId: number, page: number, limit: number, now: Date) {
  if (!(await repo.findCategory(db, categoryId))) throw notFound(`Category ${categoryId}`)
  const { rows, total } = await repo.findCategoryProducts(db, categoryId, site.storeId, limit, (page - 1) * limit)
  return {
    products: rows.map((row) => toProductSummary(row, site, now)),
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
  const products = rows
    .filter((row) => row.price !== null && isAttributeFlagOn(row.product.attributes.rogue_promo_enabled))
    .map((row) => {
      const status = promoStatusOf(row.product.attributes, now) === 'active' ? ('active' as const) : ('missed' as const)
      const price = row.price?.promoPrice ?? row.price?.specialPrice ?? row.price?.price ?? 0
      const qty = promoQtyOf(row.product.attributes)
      return { productId: row.product.productId, status, price, qty: qty === undefined ? null : Math.trunc(qty) }
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
