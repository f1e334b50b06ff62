import { eq, inArray } from 'drizzle-orm'
import { inventory, products, type Db } from '@ironhouse/db'

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

/** What shipping depends on, per product: weight, groups and attributes, and what is on hand. */
export async function findShippingProductFacts(db: Db, productIds: ReadonlyArray<number>): Promise<Array<ShippingProductFacts>> {
  if (productIds.length === 0) return []
  return db
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
    .where(inArray(products.productId, [...new Set(productIds)]))
}
