import { and, eq } from 'drizzle-orm'
import { productPrices, urlRewrites, type Db } from '@ironhouse/db'

export async function findRewrite(db: Db, url: string) {
  const rows = await db.select().from(urlRewrites).where(eq(urlRewrites.url, url)).limit(1)
  return rows[0]
}

export async function isProductSoldInStore(db: Db, productId: number, storeId: number): Promise<boolean> {
  const rows = await db
    .select({ productId: productPrices.productId })
    .from(productPrices)
    .where(and(eq(productPrices.productId, productId), eq(productPrices.storeId, storeId)))
    .limit(1)
  return rows.length > 0
}
