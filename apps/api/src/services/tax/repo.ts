import { sql } from 'drizzle-orm'
import { products, type Db, type Executor } from '@ironhouse/db'
import { prepared } from '../../lib/prepared.ts'

export type TaxProductFacts = { productId: number; type: string; isProgram: boolean; attributes: Record<string, unknown> }

/** The facts query of a database, built once (a prepared statement: every tax call reads it). */
const factsQuery = (db: Db) =>
  prepared(db, 'ironhouse_tax_product_facts', () =>
    (db as unknown as Executor)
      .select({ productId: products.productId, type: products.type, isProgram: products.isProgram, attributes: products.attributes })
      .from(products)
      .where(sql`${products.productId} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('ironhouse_tax_product_facts'),
  )

/** What the tax class of each product depends on. */
export async function findTaxProductFacts(db: Db, productIds: ReadonlyArray<number>): Promise<Array<TaxProductFacts>> {
  if (productIds.length === 0) return []
  return factsQuery(db).execute({ ids: [...new Set(productIds)] })
}
