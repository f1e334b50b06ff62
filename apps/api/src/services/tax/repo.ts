import { sql } from 'drizzle-orm'
import { products, type Db, type Executor } from '@ironhouse/db'

export type TaxProductFacts = { productId: number; type: string; isProgram: boolean; attributes: Record<string, unknown> }

/** The facts query of a database, built once (a prepared statement: every tax call reads it). */
function buildFactsQuery(db: Db) {
  return (db as unknown as Executor)
    .select({ productId: products.productId, type: products.type, isProgram: products.isProgram, attributes: products.attributes })
    .from(products)
    .where(sql`${products.productId} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('ironhouse_tax_product_facts')
}
const factsQueries = new WeakMap<object, ReturnType<typeof buildFactsQuery>>()

/** What the tax class of each product depends on. */
export async function findTaxProductFacts(db: Db, productIds: ReadonlyArray<number>): Promise<Array<TaxProductFacts>> {
  if (productIds.length === 0) return []
  let query = factsQueries.get(db)
  if (!query) {
    query = buildFactsQuery(db)
    factsQueries.set(db, query)
  }
  return query.execute({ ids: [...new Set(productIds)] })
}
