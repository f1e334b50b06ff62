import {
  exVatMinor,
  finalCustomerPriceOf,
  isHotDeal,
  isQuotedProduct,
  loadsCustomerGroupPrices,
  promoQtyOf,
  promoStatusOf,
  roundHalfAwayFromZero,
  showsVatInclusivePrices,
  SITES,
  vatRatePercent,
  type EarnedDiscount,
} from '@ironhouse/domain'
import type { ProductPricing } from '@ironhouse/contracts'
import type { SiteContext } from '../../plugins/site.ts'
import { taxClassOf } from '../tax/public.ts'
import type { PricedProductRow, ProductRow } from './repo.ts'

/**
 * US cents → the store's currency, for the money the catalogue keeps once per product in US cents
 * (option prices, gift card amounts and open-amount limits, hundo per-pound discounts, the promo
 * attribute). List, special, promo and group prices are per store in product_prices and are never
 * converted. The rates are the catalogue's own (the ones its per-store prices were set with;
 * docs/architecture.md "Prices"); a store missing here is priced as USD.
 */
export const CATALOGUE_USD_RATES: Readonly<Record<number, number>> = { 1: 1, 2: 1.36, 4: 1, 5: 0.93, 18: 1.52, 34: 0.8 }

/** An amount kept in US cents, in minor units of the store's currency (rounded half away from zero). */
export function storeAmount(usdCents: number, storeId: number): number {
  const rate = CATALOGUE_USD_RATES[storeId] ?? 1
  return rate === 1 ? usdCents : roundHalfAwayFromZero(usdCents * rate)
}

/** A gift card face value (a listed amount or an open-amount limit): converted, then a whole currency unit. */
export function storeFaceValue(usdCents: number, storeId: number): number {
  const rate = CATALOGUE_USD_RATES[storeId] ?? 1
  return rate === 1 ? usdCents : roundHalfAwayFromZero((usdCents * rate) / 100) * 100
}

/** An earned-ticket discount of a customer for one product (commerce §3 Ticket); fixed values in store minor units. */
export type EarnedTicket = EarnedDiscount & { productId: number }

export type PricingInputs = {
  site: SiteContext
  groupId: number
  now: Date
  /** Group prices of the store by product id (loaded only for a group above 1). */
  groupPrices: ReadonlyMap<number, number>
  tickets: ReadonlyArray<EarnedTicket>
}

/** The VAT-inclusive display of the EUR and GBR sites (shell §9): the excluding-VAT figures at the site country's rate. */
function vatDisplay(product: ProductRow, site: SiteContext, finalMinor: number, listMinor: number): ProductPricing['vat'] {
  if (!showsVatInclusivePrices(site.code)) return null
  const countryId = SITES[site.code].defaultCountry
  const taxClass = taxClassOf(product)
  const ratePercent = taxClass === 'exempt' ? 0 : (vatRatePercent({ countryId, taxClass }) ?? 0)
  return { countryId, ratePercent, finalExcludingVat: exVatMinor(finalMinor, ratePercent), listExcludingVat: exVatMinor(listMinor, ratePercent) }
}

/**
 * The price of one catalogue row for a store, group and moment (commerce §4): promo status and quantity
 * from the attributes, the store's promo price, the precedence rule of packages/domain (lowest of active
 * promo, group price above group 1, special; only below list), then the best earned ticket. `promoFrom`
 * is the row whose promo applies: a configurable child's parent (the promo is kept on the parent).
 */
export function decidePrice(row: PricedProductRow, inputs: PricingInputs, promoFrom: PricedProductRow = row): ProductPricing {
  const { product } = row
  const list = row.price?.price ?? 0
  const special = row.price?.specialPrice ?? null
  const status = promoStatusOf(promoFrom.product.attributes, inputs.now)
  const promoPrice = promoFrom.price?.promoPrice ?? null
  const qty = promoQtyOf(promoFrom.product.attributes) ?? row.inventory?.promoQty ?? undefined
  const groupPrice = loadsCustomerGroupPrices(inputs.groupId) ? (inputs.groupPrices.get(product.productId) ?? null) : null
  const tickets = inputs.tickets.filter((ticket) => ticket.productId === product.productId)
  const decided = finalCustomerPriceOf(
    {
      listPriceMinor: list,
      specialPriceMinor: special,
      promo: { status, priceMinor: promoPrice },
      customerGroupPriceMinor: groupPrice,
      groupId: inputs.groupId,
    },
    tickets,
  )
  return {
    currency: inputs.site.currency,
    list,
    final: decided.priceMinor,
    source: decided.source,
    special,
    groupPrice,
    promo: { status, price: promoPrice, qty: qty === undefined ? null : Math.trunc(qty) },
    earnedDiscount: decided.discountMinor,
    freeShipping: decided.freeShipping,
    hotDeal: isHotDeal(status),
    quoted: isQuotedProduct(product.productId, list),
    vat: vatDisplay(product, inputs.site, decided.priceMinor, list),
  }
}
