import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { adConversions, affiliateSales, categories, customers, emailMarketingCarts, emailMarketingPurchases, orders, productCategories, products, sites, type Executor } from '@ironhouse/db'
import type { ConsentState } from '@ironhouse/domain'

/** The site's cookie settings (platform §6: they override the per-site consent default). */
export async function siteCookieSettings(db: Executor, siteCode: string): Promise<Partial<ConsentState> | undefined> {
  const [row] = await db.select({ cookieSettings: sites.cookieSettings }).from(sites).where(eq(sites.code, siteCode))
  return row?.cookieSettings ?? undefined
}

export async function customerEmail(db: Executor, customerId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId))
  return row?.email
}

export async function findOrder(db: Executor, orderNumber: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber))
  return row
}

/** What the affiliate exclusions read of a product: its attributes (manufacturer, the excluded flag) and hundo tiers. */
export async function productFacts(db: Executor, productIds: ReadonlyArray<number>) {
  if (productIds.length === 0) return new Map<number, { attributes: Record<string, unknown>; hundo: boolean }>()
  const rows = await db.select({ productId: products.productId, attributes: products.attributes, hundoPricing: products.hundoPricing }).from(products).where(inArray(products.productId, [...productIds]))
  return new Map(rows.map((r) => [r.productId, { attributes: r.attributes, hundo: r.hundoPricing.length > 0 }]))
}

/** The names of each product's categories (platform §7 items.categories), in the catalogue's order. */
export async function categoryNames(db: Executor, productIds: ReadonlyArray<number>): Promise<Map<number, Array<string>>> {
  const names = new Map<number, Array<string>>()
  if (productIds.length === 0) return names
  const rows = await db
    .select({ productId: productCategories.productId, name: categories.name })
    .from(productCategories)
    .innerJoin(categories, eq(categories.categoryId, productCategories.categoryId))
    .where(inArray(productCategories.productId, [...productIds]))
    .orderBy(asc(productCategories.productId), asc(productCategories.position), asc(categories.categoryId))
  for (const row of rows) names.set(row.productId, [...(names.get(row.productId) ?? []), row.name])
  return names
}

/** Sales per affiliate code: how many, and their amount per currency. */
export async function affiliateSummaries(db: Executor) {
  return db
    .select({
      affiliateCode: affiliateSales.affiliateCode,
      currency: affiliateSales.currency,
      sales: sql<number>`count(*)::int`,
      amount: sql<number>`sum(${affiliateSales.amount})::bigint`.mapWith(Number),
      lastSaleAt: sql<string>`max(${affiliateSales.createdAt})`,
    })
    .from(affiliateSales)
    .groupBy(affiliateSales.affiliateCode, affiliateSales.currency)
    .orderBy(asc(affiliateSales.affiliateCode), asc(affiliateSales.currency))
}

export async function affiliateSalesOf(db: Executor, code: string, limit: number, offset: number) {
  const rows = await db.select().from(affiliateSales).where(eq(affiliateSales.affiliateCode, code)).orderBy(desc(affiliateSales.createdAt), desc(affiliateSales.id)).limit(limit).offset(offset)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(affiliateSales).where(eq(affiliateSales.affiliateCode, code))
  return { rows, count: count?.n ?? 0 }
}

export async function emailMarketingOf(db: Executor, email: string) {
  const [cart] = await db.select().from(emailMarketingCarts).where(eq(emailMarketingCarts.email, email))
  const purchases = await db.select().from(emailMarketingPurchases).where(eq(emailMarketingPurchases.email, email)).orderBy(desc(emailMarketingPurchases.createdAt), desc(emailMarketingPurchases.id)).limit(100)
  return { cart, purchases }
}

export async function recentAdConversions(db: Executor, limit: number, offset: number, storeId?: number) {
  const where = storeId === undefined ? undefined : and(eq(adConversions.storeId, storeId))
  return db.select().from(adConversions).where(where).orderBy(desc(adConversions.createdAt), desc(adConversions.id)).limit(limit).offset(offset)
}
