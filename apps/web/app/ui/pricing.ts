import { currencyForStore, formatPrice } from '@ironhouse/domain'
import type { CurrencyCode, PriceSource, PromoStatus, SiteCode } from '@ironhouse/domain'
import type { ProductPricing } from '@ironhouse/contracts'

/**
 * What formatting needs besides the product: the site's currency and display rules, and the hundo
 * product ids of the hot-deals feed (for the badge). Prices themselves are decided by the API
 * (`pricing` on every product and tile, docs/architecture.md "Prices"): the storefront only formats them.
 */
export type PricingContext = {
  siteCode: SiteCode
  currency: CurrencyCode
  hundoProductIds: Array<number>
}

/** The fields of a product (full or summary) a price view needs: the API's decided price. */
export type Priceable = {
  pricing: ProductPricing
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
      /** EUR and GBR show VAT-inclusive prices (shell §9). */
      vatInclusive: boolean
      /** The excluding-VAT figure of the final price on those sites (shell §9), else null. */
      excludingVat: string | null
    }

/** The store's currency for a site: store ids to currency (commerce §9), else the site's own record. */
export function currencyOfSite(site: { storeId: number; currency: string }): CurrencyCode {
  return currencyForStore(site.storeId) ?? (site.currency as CurrencyCode)
}

/** Quoted products show no price (platform §3); the API decides which are quoted. */
export function isQuotedProduct(product: Priceable): boolean {
  return product.pricing.quoted
}

/** The view of a price the API decided: formatted per site (Intl, shell §9), nothing recomputed. */
export function priceViewOf(item: Priceable, ctx: PricingContext): PriceView {
  const { pricing } = item
  if (pricing.quoted) return { kind: 'quote' }
  const interval = item.attributes.subscription_interval
  const format = (minor: number) =>
    formatPrice(minor, {
      currency: ctx.currency,
      siteCode: ctx.siteCode,
      subscriptionInterval: typeof interval === 'string' ? interval : null,
    })
  return {
    kind: 'price',
    finalMinor: pricing.final,
    listMinor: pricing.list,
    final: format(pricing.final),
    list: pricing.final < pricing.list ? format(pricing.list) : null,
    source: pricing.source,
    promoStatus: pricing.promo.status,
    hotDeal: pricing.hotDeal,
    vatInclusive: pricing.vat !== null,
    excludingVat: pricing.vat === null ? null : format(pricing.vat.finalExcludingVat),
  }
}

/** Formats a plain amount the API gave in the store's currency (options, gift card amounts, hundo savings), no suffix. */
export function formatMoney(minor: number, ctx: PricingContext): string {
  return formatPrice(minor, { currency: ctx.currency, siteCode: ctx.siteCode })
}

/** True when the hot-deals feed marks the product as hundo (platform §2). */
export function isHundo(productId: number, ctx: PricingContext): boolean {
  return ctx.hundoProductIds.includes(productId)
}
