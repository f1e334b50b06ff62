import { eq, sql } from 'drizzle-orm'
import { inventory, products, type Db, type Executor } from '@ironhouse/db'
import { prepared } from '../../lib/prepared.ts'

export type ShippingProductFacts = {
  productId: number
  type: string
  isProgram: boolean
  weight: number
  shipDirect: boolean
  attributes: Record<string, unknown>
  giftcardData: Record<string, unknown> | null
  qoh: number | null
  backorder: boolean | null
}

/** The facts query of a database, built once: every rates call, quote and placement reads it. */
const factsQuery = (db: Db) =>
  prepared(db, 'ironhouse_shipping_product_facts', () =>
    (db as unknown as Executor)
      .select({
        productId: products.productId,
        type: products.type,
        isProgram: products.isProgram,
        weight: products.weight,
        shipDirect: products.shipDirect,
        attributes: products.attributes,
        giftcardData: products.giftcardData,
        qoh: inventory.qoh,
        backorder: inventory.backorder,
      })
      .from(products)
      .leftJoin(inventory, eq(inventory.productId, products.productId))
      .where(sql`${products.productId} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('ironhouse_shipping_product_facts'),
  )

/**
 * What shipping depends on, per product: weight, groups and attributes, and what is on hand (also
 * what tax and checkout read of a product: one prepared statement for all of them).
 */
export async function findShippingProductFacts(db: Db, productIds: ReadonlyArray<number>): Promise<Array<ShippingProductFacts>> {
  if (productIds.length === 0) return []
  return factsQuery(db).execute({ ids: [...new Set(productIds)] })
}
