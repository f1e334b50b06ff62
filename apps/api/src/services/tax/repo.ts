import { inArray } from 'drizzle-orm'
import { products, type Db } from '@ironhouse/db'

export type TaxProductFacts = { productId: number; type: string; isProgram: boolean; attributes: Record<string, unknown> }

/** What the tax class of each product depends on. */
export async function findTaxProductFacts(db: Db, productIds: ReadonlyArray<number>): Promise<Array<TaxProductFacts>> {
  if (productIds.length === 0) return []
  return db
    .select({ productId: products.productId, type: products.type, isProgram: products.isProgram, attributes: products.attributes })
    .from(products)
    .where(inArray(products.productId, [...new Set(productIds)]))
}
