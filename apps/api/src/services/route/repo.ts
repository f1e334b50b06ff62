import { and, eq, sql } from 'drizzle-orm'
import { productPrices, urlRewrites, type Db } from '@ironhouse/db'
import { prepared } from '../../lib/prepared.ts'

// every uncached page of a path the route table does not know resolves it here: prepared statements
const rewriteByUrl = (db: Db) =>
  prepared(db, 'ironhouse_rewrite_by_url', () =>
    db.select().from(urlRewrites).where(eq(urlRewrites.url, sql.placeholder('url'))).limit(1).prepare('ironhouse_rewrite_by_url'),
  )

const soldInStore = (db: Db) =>
  prepared(db, 'ironhouse_product_sold_in_store', () =>
    db
      .select({ productId: productPrices.productId })
      .from(productPrices)
      .where(and(eq(productPrices.productId, sql.placeholder('productId')), eq(productPrices.storeId, sql.placeholder('storeId'))))
      .limit(1)
      .prepare('ironhouse_product_sold_in_store'),
  )

export async function findRewrite(db: Db, url: string) {
  const rows = await rewriteByUrl(db).execute({ url })
  return rows[0]
}

export async function isProductSoldInStore(db: Db, productId: number, storeId: number): Promise<boolean> {
  const rows = await soldInStore(db).execute({ productId, storeId })
  return rows.length > 0
}
