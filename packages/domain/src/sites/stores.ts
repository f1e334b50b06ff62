import type { CurrencyCode } from '../money/minor.ts'
import type { BrandSet, SiteCode } from './sites.ts'

/** Store id to currency (commerce §9). */
export const STORE_CURRENCIES: Readonly<Record<number, CurrencyCode>> = {
  1: 'USD',
  2: 'CAD',
  4: 'USD',
  5: 'EUR',
  18: 'AUD',
  34: 'GBP',
}

/** The currency of a store id; undefined for a store the spec does not name. */
export function currencyForStore(storeId: number): CurrencyCode | undefined {
  return STORE_CURRENCIES[storeId]
}

/** SKU prefixes by store id (commerce §9: stores 5 and 34 prefix EU-, store 18 prefixes AU-). */
export const SKU_PREFIXES: Readonly<Record<number, string>> = { 5: 'EU-', 34: 'EU-', 18: 'AU-' }

const ALL_SKU_PREFIXES = ['EU-', 'AU-'] as const

/** The SKU prefix a store uses ('' when none). */
export function skuPrefixForStore(storeId: number): string {
  return SKU_PREFIXES[storeId] ?? ''
}

/** The store's SKU for a base SKU; a SKU already carrying the prefix is returned unchanged. */
export function applySkuPrefix(sku: string, storeId: number): string {
  const prefix = skuPrefixForStore(storeId)
  return prefix === '' || sku.startsWith(prefix) ? sku : prefix + sku
}

/** The base SKU: removes a leading EU- or AU- prefix (whatever the store). */
export function stripSkuPrefix(sku: string): string {
  const prefix = ALL_SKU_PREFIXES.find((p) => sku.startsWith(p))
  return prefix ? sku.slice(prefix.length) : sku
}

/** Site ids to brand sets (shell §1, commerce §9, platform §9: 1 US, 2 Canada, 3 APO, 4 Europe, 14 and 18 Australia). */
export const BRAND_SETS: Readonly<Record<number, BrandSet>> = {
  1: 'US',
  2: 'Canada',
  3: 'APO',
  4: 'Europe',
  14: 'Australia',
  18: 'Australia',
}

/** The brand set of a site id; undefined for other ids. */
export function brandSetForSiteId(siteId: number): BrandSet | undefined {
  return BRAND_SETS[siteId]
}

/** Featured category path by site (platform §9: AUS featured-au, EUR and GBR featured-eu, others na-featured). */
export function featuredCategoryPath(siteCode: SiteCode): 'featured-au' | 'featured-eu' | 'na-featured' {
  if (siteCode === 'AUS') return 'featured-au'
  if (siteCode === 'EUR' || siteCode === 'GBR') return 'featured-eu'
  return 'na-featured'
}
