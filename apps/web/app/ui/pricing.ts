import {
  QUOTED_WHEN_UNPRICED_PRODUCT_ID,
  currencyForStore,
  customerPriceOf,
  formatPrice,
  isHotDeal,
  promoStatusOf,
  showsVatInclusivePrices,
  toMinor,
} from '@ironhouse/domain'
import type { CurrencyCode, PriceSource, PromoStatus, SiteCode } from '@ironhouse/domain'

/** A promo as GET /svc_content/hot/active lists it (commerce §3 Promo); price in minor units. */
export type HotPromo = { productId: number; status: 'active' | 'missed'; price: number; qty: number | null }

/**
 * Everything a price needs besides the product. Built once per request by the loader and sent to the
 * browser, so server and client render the same text (the promo clock is `now`, not the client's).
 */
export type PricingContext = {
  siteCode: SiteCode
  currency: CurrencyCode
  /** ISO time the page was priced at. */
  now: string
  promos: Array<HotPromo>
  hundoProductIds: Array<number>
  /** Customer group id: 0 for guests (shell §3). Group prices arrive with accounts. */
  groupId: number
  /** Customer-group prices by product id (commerce §4: only loaded for group id above 1). */
  groupPrices: Record<string, number>
}

/** Product 91377 is quoted when its price is zero or not a number (platform §3). */
export function isQuotedProduct(product: { productId: number; price: number }): boolean {
  return product.productId === QUOTED_WHEN_UNPRICED_PRODUCT_ID && !(product.price > 0)
}

/** The fields of a product (full or summary) a price needs. Money is in minor units. */
export type Priceable = {
  productId: number
  price: number
  special_price: number | null
  attributes: Record<string, unknown>
}

export type PriceView =
  | { kind: 'quote' }
  | {
      kind: 'price'
      finalMinor: number
      listMinor: number
      /** Formatted final price, e.g. '$295.00' or '$19.99/mo'. */
      final: string
      /** Formatted list price when the final price is below it (shown struck through). */
      list: string | null
      source: PriceSource
      promoStatus: PromoStatus
      hotDeal: boolean
      /** EUR and GBR show VAT-inclusive prices (commerce §9). */
      vatInclusive: boolean
    }

/** The store's currency for a site: store ids to currency (commerce §9), else the site's own record. */
export function currencyOfSite(site: { storeId: number; currency: string }): CurrencyCode {
  return currencyForStore(site.storeId) ?? (site.currency as CurrencyCode)
}

/**
 * Promo price in minor units: the hot-deals feed (minor units) first, else the product attribute
 * rogue_promo_price, which the API gives in minor units for the store (a decimal string is the
 * catalogue's major-unit form and is converted).
 */
function promoPriceOf(item: Priceable, ctx: PricingContext): number | null {
  const fromFeed = ctx.promos.find((p) => p.productId === item.productId)
  if (fromFeed) return fromFeed.price
  const raw = item.attributes.rogue_promo_price
  if (typeof raw === 'number' && Number.isInteger(raw)) return raw
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return toMinor(Number(raw))
  return null
}

/**
 * Price of a product for this shopper (commerce §4 customer price precedence, via @ironhouse/domain):
 * the lowest of active promo, group price and special price when below list, formatted per site.
 */
export function priceViewOf(item: Priceable, ctx: PricingContext, quoted = false): PriceView {
  if (quoted) return { kind: 'quote' }
  const promoStatus = promoStatusOf(item.attributes, new Date(ctx.now))
  const price = customerPriceOf({
    listPriceMinor: item.price,
    specialPriceMinor: item.special_price,
    promo: { status: promoStatus, priceMinor: promoPriceOf(item, ctx) },
    customerGroupPriceMinor: ctx.groupPrices[String(item.productId)] ?? null,
    groupId: ctx.groupId,
  })
  const interval = item.attributes.subscription_interval
  const format = (minor: number) =>
    formatPrice(minor, {
      currency: ctx.currency,
      siteCode: ctx.siteCode,
      subscriptionInterval: typeof interval === 'string' ? interval : null,
    })
  return {
    kind: 'price',
    finalMinor: price.priceMinor,
    listMinor: item.price,
    final: format(price.priceMinor),
    list: price.source === 'list' ? null : format(item.price),
    source: price.source,
    promoStatus,
    hotDeal: isHotDeal(promoStatus),
    vatInclusive: showsVatInclusivePrices(ctx.siteCode),
  }
}

/** Formats a plain amount (options, gift card amounts, hundo savings) per site, no suffix. */
export function formatMoney(minor: number, ctx: PricingContext): string {
  return formatPrice(minor, { currency: ctx.currency, siteCode: ctx.siteCode })
}

/** True when the hot-deals feed marks the product as hundo (platform §2). */
export function isHundo(productId: number, ctx: PricingContext): boolean {
  return ctx.hundoProductIds.includes(productId)
}
