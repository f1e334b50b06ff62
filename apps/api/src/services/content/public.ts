import { currencyForStore, loadsCustomerGroupPrices, siteByStoreId } from '@ironhouse/domain'
import type { ProductPricing } from '@ironhouse/contracts'
import type { Executor } from '@ironhouse/db'
import { AppError } from '../../lib/app-errors.ts'
import type { SiteContext } from '../../plugins/site.ts'
import { decidePrice, type EarnedTicket } from './pricing.ts'
import * as repo from './repo.ts'

export type { EarnedTicket } from './pricing.ts'
export type { PricedProductRow } from './repo.ts'
export { storeAmount, storeFaceValue } from './pricing.ts'
export { storeMoneyOf } from './product-mapper.ts'
export { getProductBySku } from './service.ts'

export type PriceProductsInput = {
  /** The store that sells (1 USD, 2 CAD, 4 USD, 5 EUR, 18 AUD, 34 GBP; commerce §9). */
  storeId: number
  /** The customer group of the session: 0 guest, 1 no group prices, above 1 group prices (commerce §4). */
  groupId: number
  /** The pricing moment (promo windows); default now. */
  now?: Date | undefined
  /** The customer's earned tickets (commerce §3 Ticket); none for a guest. */
  tickets?: ReadonlyArray<EarnedTicket> | undefined
  /**
   * The group's prices of the products by product id, already read by the caller (the list service's
   * catalogue cache, docs/lists.md); absent: read here for a group above 1.
   */
  groupPrices?: ReadonlyMap<number, number> | undefined
} & (
  | { /** Products to load and price. */ productIds: ReadonlyArray<number> }
  | { /** Products already loaded for this store (content's own reads). */ products: ReadonlyArray<repo.PricedProductRow> }
)

/** The site context of a store id (code, store, currency); an unknown store is a 400 unknown_site. */
export function siteOfStore(storeId: number): SiteContext {
  const site = siteByStoreId(storeId)
  if (!site) throw new AppError('unknown_site', `Unknown store id '${storeId}'`)
  return { code: site.code, storeId, currency: currencyForStore(storeId) ?? site.currency }
}

/**
 * THE price function of the store (docs/architecture.md "Prices"): every answer with a price — product,
 * listing tiles, bundle and configurable children, group prices, and later list and checkout totals —
 * goes through it. For each product it decides, on the server: the store's currency, the customer
 * group's price (group above 1 only), promo status and quantity, the special price, the precedence of
 * commerce §4 (packages/domain customerPriceOf), the best earned ticket, and on the EUR and GBR sites
 * the excluding-VAT figures of the VAT-inclusive price. Products without a price in the store are not
 * sold there and are absent from the answer.
 */
export async function priceProducts(executor: Executor, input: PriceProductsInput): Promise<Map<number, ProductPricing>> {
  const site = siteOfStore(input.storeId)
  const rows = 'products' in input ? input.products : await repo.findProductsByIds(executor, input.productIds, input.storeId)
  const sold = rows.filter((row) => row.price !== null)
  const parents = await promoParentsOf(executor, sold, input.storeId)
  const ids = sold.map((row) => row.product.productId)
  const groupPrices = new Map<number, number>(input.groupPrices ?? [])
  if (loadsCustomerGroupPrices(input.groupId) && ids.length > 0 && input.groupPrices === undefined) {
    for (const r of await repo.findGroupPrices(executor, input.groupId, input.storeId, ids)) groupPrices.set(r.productId, r.price)
  }
  const inputs = { site, groupId: input.groupId, now: input.now ?? new Date(), groupPrices, tickets: input.tickets ?? [] }
  return new Map(sold.map((row) => [row.product.productId, decidePrice(row, inputs, parents.get(parentIdOf(row) ?? -1))]))
}

/** A configurable child's parent id (attributes.parent_id), whose promo prices it; null for any other product. */
export function parentIdOf(row: Pick<repo.PricedProductRow, 'product'>): number | null {
  const id = row.product.attributes.parent_id
  return typeof id === 'number' && Number.isInteger(id) ? id : null
}

/**
 * The parents of the configurable children among the rows, by id (those not among the rows are loaded):
 * a child carries no promo of its own, its parent's promo applies to it (docs/architecture.md "Prices").
 */
async function promoParentsOf(executor: Executor, rows: ReadonlyArray<repo.PricedProductRow>, storeId: number): Promise<Map<number, repo.PricedProductRow>> {
  const wanted = new Set(rows.flatMap((row) => parentIdOf(row) ?? []))
  if (wanted.size === 0) return new Map()
  const byId = new Map(rows.map((row) => [row.product.productId, row]))
  const missing = [...wanted].filter((id) => !byId.has(id))
  for (const row of missing.length > 0 ? await repo.findProductsByIds(executor, missing, storeId) : []) byId.set(row.product.productId, row)
  return new Map([...wanted].flatMap((id) => {
    const parent = byId.get(id)
    return parent ? [[id, parent] as const] : []
  }))
}
