import type { productGroupPrices, productPrices } from '@ironhouse/db'
import type { ProductDraft } from './products/draft.ts'

export type ProductPriceRow = typeof productPrices.$inferInsert
export type ProductGroupPriceRow = typeof productGroupPrices.$inferInsert

/** The pricing stores (commerce §9: 1 USD, 2 CAD, 4 USD, 5 EUR, 18 AUD, 34 GBP). */
export const STORES: ReadonlyArray<{ storeId: number; currency: string; rate: number; skuPrefix: string }> = [
  { storeId: 1, currency: 'USD', rate: 1, skuPrefix: '' },
  { storeId: 2, currency: 'CAD', rate: 1.36, skuPrefix: '' },
  { storeId: 4, currency: 'USD', rate: 1, skuPrefix: '' },
  { storeId: 5, currency: 'EUR', rate: 0.93, skuPrefix: 'EU-' },
  { storeId: 18, currency: 'AUD', rate: 1.52, skuPrefix: 'AU-' },
  { storeId: 34, currency: 'GBP', rate: 0.8, skuPrefix: 'EU-' },
]

/** Customer groups with their own prices (commerce §4: loaded only for group ids above 1). */
export const PRICED_GROUPS: ReadonlyArray<{ groupId: number; percentOff: number }> = [
  { groupId: 2, percentOff: 5 },
  { groupId: 3, percentOff: 10 },
]

/**
 * A USD amount in cents converted to a store's currency: USD stores keep it; others multiply by the
 * fixed demo rate and end the price in .99 (rounded up to a whole unit, less one cent). 0 stays 0.
 */
export function convertPrice(usdCents: number, rate: number): number {
  if (usdCents <= 0) return 0
  if (rate === 1) return usdCents
  const whole = Math.ceil((usdCents * rate) / 100)
  return Math.max(1, whole * 100 - 1)
}

/** A discounted price stays strictly below the list price after conversion. */
function below(listPrice: number, usd: number | null, rate: number): number | null {
  if (usd === null) return null
  const converted = convertPrice(usd, rate)
  return converted < listPrice ? converted : Math.max(0, listPrice - 100)
}

export function generatePrices(drafts: ReadonlyArray<ProductDraft>): {
  productPrices: Array<ProductPriceRow>
  productGroupPrices: Array<ProductGroupPriceRow>
} {
  const prices: Array<ProductPriceRow> = []
  const groupPrices: Array<ProductGroupPriceRow> = []
  for (const d of drafts) {
    const { productId, sku } = d.row
    for (const store of STORES) {
      const price = convertPrice(d.priceUsd, store.rate)
      prices.push({
        productId,
        storeId: store.storeId,
        sku: `${store.skuPrefix}${sku}`,
        price,
        specialPrice: below(price, d.specialUsd, store.rate),
        promoPrice: below(price, d.promoUsd, store.rate),
      })
      if (d.groupPriced && price > 0) {
        for (const group of PRICED_GROUPS) {
          groupPrices.push({
            productId,
            storeId: store.storeId,
            groupId: group.groupId,
            price: Math.round((price * (100 - group.percentOff)) / 100),
          })
        }
      }
    }
  }
  return { productPrices: prices, productGroupPrices: groupPrices }
}
