import type { SiteCode } from '../sites/sites.ts'
import type { CurrencyCode } from './minor.ts'
import { fromMinor } from './minor.ts'
import { exVatMinor, showsVatInclusivePrices } from './vat.ts'

/**
 * Number-format locale per site. The spec fixes en-US "unless the site is EUR or GBR" (shell §9,
 * platform §9) and leaves those two open: we use en-IE for EUR (English, euro sign before the amount,
 * comma thousands) and en-GB for GBR (docs/rules/money-sites-pricing-stock-catalog.md).
 */
export function currencyLocaleFor(siteCode: SiteCode): string {
  if (siteCode === 'EUR') return 'en-IE'
  if (siteCode === 'GBR') return 'en-GB'
  return 'en-US'
}

export type FormatPriceOptions = {
  currency: CurrencyCode
  siteCode: SiteCode
  /** Product attribute subscription_interval: 'Month' appends '/mo' (shell §9). */
  subscriptionInterval?: string | null
  /**
   * VAT rate (percent) to take out of the amount for the excluding-VAT view. Applies only on sites that
   * show VAT-inclusive prices; elsewhere the amount is shown as given.
   */
  excludingVatRatePercent?: number
}

// Building an Intl.NumberFormat costs far more than using one: keep one per locale and currency.
const formatters = new Map<string, Intl.NumberFormat>()

function currencyFormatter(locale: string, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}|${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency })
    formatters.set(key, formatter)
  }
  return formatter
}

const SUBSCRIPTION_SUFFIXES: Readonly<Record<string, string>> = { Month: '/mo' }

/** Formats a price held in minor units for display, per the site's locale and display rules. */
export function formatPrice(amountMinor: number, options: FormatPriceOptions): string {
  const { currency, siteCode, subscriptionInterval, excludingVatRatePercent } = options
  const shown =
    excludingVatRatePercent !== undefined && showsVatInclusivePrices(siteCode)
      ? exVatMinor(amountMinor, excludingVatRatePercent)
      : amountMinor
  const text = currencyFormatter(currencyLocaleFor(siteCode), currency).format(fromMinor(shown))
  const suffix = subscriptionInterval ? (SUBSCRIPTION_SUFFIXES[subscriptionInterval] ?? '') : ''
  return text + suffix
}
