import { affiliateSales, type Executor } from '@ironhouse/db'

/** A sale as the affiliate tracker registers it (platform §6): the included lines and their amount. */
export type AffiliateSaleRecord = {
  affiliateCode: string
  orderNumber: string
  storeId: number
  currency: string
  /** Unit list price × qty of the included lines, minor units (affiliateSale). */
  amount: number
  orderDiscount: number
  items: Array<{ productId: number; sku: string; qty: number; price: number }>
  /** The lines left out, with why (affiliateExclusionOf). */
  excluded: Array<{ productId: number; sku: string; qty: number; reason: string }>
}

/** The seam to an affiliate network's sale registration. */
export type AffiliateTracker = {
  readonly name: string
  registerSale: (db: Executor, sale: AffiliateSaleRecord) => Promise<void>
}

/**
 * The built-in tracker: each sale is a row of affiliate_sales, read by the operator per affiliate
 * (GET /svc_marketing/operator/affiliates). One sale per order, however often it is registered.
 */
export const builtInAffiliateTracker: AffiliateTracker = {
  name: 'built-in',
  registerSale: async (db, sale) => {
    await db.insert(affiliateSales).values(sale).onConflictDoNothing({ target: affiliateSales.orderNumber })
  },
}
