// Facet mapping of the search response (platform §3 Facet).

/** A facet value as the search provider sends it. */
export type SearchProviderFacetValue = { text: string; count: number; id?: string }
/** A facet as the search provider sends it, keyed by facet name in the response. */
export type SearchProviderFacet = { display_name?: string; value: ReadonlyArray<SearchProviderFacetValue> }

/** A facet value as listings show it (platform §3). */
export type ListingFacetValue = { text: string; urlKey: string; count: number; id: string; label: string }
/** A facet as listings show it (platform §3). */
export type ListingFacet = { key: string; display_name: string; value: Array<ListingFacetValue> }

/** Labels of the promotions facet (platform §3). */
export const PROMOTION_FACET_LABELS = {
  made_in_usa: 'Made in USA',
  '3_ships_free': '3 Ships Free',
  rogue_closeout_and_sale: 'Closeout & Sale',
  hot_deal: 'Hot Deals',
  black_friday_dropship: '5 for 5',
  free_shipping: 'Free Shipping',
  rogue_hundo_enabled: 'Hundo',
} as const satisfies Record<string, string>

/** The promotions value shown only when the flag fiveforfive_enabled is on (platform §3, §5). */
export const FIVE_FOR_FIVE_PROMOTION_VALUE = 'black_friday_dropship'
/** Star buckets of the rating_summary facet, from 5 down to 2 (platform §3). */
export const RATING_FACET_STARS = [5, 4, 3, 2] as const
/** The page whose Category facet is labelled Brand (shell §2, platform §2). */
export const PROGRAMMING_LISTING_PATH = '/iron-game-programming'

export type FacetMappingContext = {
  /** The listing's path, e.g. '/iron-game-programming'. */
  pagePath: string
  /** The flag fiveforfive_enabled. */
  fiveForFiveEnabled: boolean
  /** Local currency for pb facets: symbol and how many local units one dollar buys. */
  currency?: { symbol: string; ratePerDollar: number } | undefined
}

/**
 * A facet's display name (platform §3): is_salable is Availability; names containing Category are cut
 * to the first word; on /iron-game-programming the Category facet is labelled Brand.
 */
export function facetDisplayName(key: string, displayName: string | undefined, pagePath: string): string {
  if (key === 'is_salable') return 'Availability'
  let name = displayName ?? key
  if (name.includes('Category')) name = name.trim().split(/\s+/)[0] ?? name
  if (name === 'Category' && pagePath.toLowerCase().replace(/\/+$/, '') === PROGRAMMING_LISTING_PATH) return 'Brand'
  return name
}

/** Numbers in a range text such as '100 - 200', '100-200' or '500+'. */
function rangeNumbers(text: string): Array<number> {
  return (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number)
}

function formatAmount(amount: number): string {
  const rounded = Math.round(amount * 100) / 100
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2)
}

/** A range label: '$100 - $200', or '$500+' for an open range; other texts unchanged. */
function rangeLabel(text: string, symbol: string, rate: number): string {
  const [low, high] = rangeNumbers(text)
  if (low === undefined) return text
  if (high === undefined) return `${symbol}${formatAmount(low * rate)}+`
  return `${symbol}${formatAmount(low * rate)} - ${symbol}${formatAmount(high * rate)}`
}

/** Price ranges are shown as dollar ranges (platform §3). */
export function priceRangeLabel(text: string): string {
  return rangeLabel(text, '$', 1)
}

/** Price-bucket (pb) facets convert dollar amounts to local currency (platform §3). */
export function priceBucketLabel(text: string, currency: { symbol: string; ratePerDollar: number }): string {
  return rangeLabel(text, currency.symbol, currency.ratePerDollar)
}

function isPriceBucketKey(key: string): boolean {
  return key === 'pb' || key.startsWith('pb_')
}

/** The label of one facet value (platform §3). Unknown promotion values keep their text. */
export function facetValueLabel(key: string, text: string, context: FacetMappingContext): string {
  if (key === 'is_salable') return text === '0' ? 'Out of Stock' : 'In Stock'
  if (key === 'price') return priceRangeLabel(text)
  if (isPriceBucketKey(key)) return priceBucketLabel(text, context.currency ?? { symbol: '$', ratePerDollar: 1 })
  if (key === 'promotions') return (PROMOTION_FACET_LABELS as Record<string, string>)[text] ?? text
  return text
}

function numeric(value: ListingFacetValue): number {
  const n = Number.parseFloat(value.text)
  return Number.isNaN(n) ? Number.POSITIVE_INFINITY : n
}

/**
 * Star buckets of rating_summary (platform §3): 5 down to 2, labelled '{n} & Up', urlKey n − 1. A
 * bucket counts the raw values at or above its urlKey (the rating filter includes everything from
 * the lowest chosen up to 5, platform §5); empty buckets are left out (our choice).
 */
/** The label of a rating bucket by its urlKey (a digit, the stars less one: '4' is '5 & Up'); null for any other key. */
export function ratingBucketLabel(urlKey: string): string | null {
  return /^\d$/.test(urlKey) ? `${Number(urlKey) + 1} & Up` : null
}

export function ratingFacetBuckets(values: ReadonlyArray<SearchProviderFacetValue>): Array<ListingFacetValue> {
  return RATING_FACET_STARS.map((stars) => {
    const urlKey = String(stars - 1)
    const count = values
      .filter((v) => Number.parseFloat(v.text) >= stars - 1)
      .reduce((sum, v) => sum + v.count, 0)
    return { text: String(stars), urlKey, count, id: urlKey, label: ratingBucketLabel(urlKey) ?? '' }
  }).filter((bucket) => bucket.count > 0)
}

/** The low end of a price range's text ('100 - 250' → 100, '2500+' → 2500); a text with no number sorts last. */
function rangeLow(value: ListingFacetValue): number {
  return rangeNumbers(value.text)[0] ?? Number.POSITIVE_INFINITY
}

/**
 * Sorts values (platform §3): availability descending; duration and days_per_week ascending numerically.
 * Price ranges (price and pb) run from the cheapest up (not shown: ours; the provider answers them by
 * count, which put $250 - $500 above $0 - $25); other facets keep the provider's order.
 */
function sortFacetValues(key: string, values: Array<ListingFacetValue>): Array<ListingFacetValue> {
  if (key === 'is_salable') return [...values].sort((a, b) => numeric(b) - numeric(a))
  if (key === 'duration' || key === 'days_per_week') return [...values].sort((a, b) => numeric(a) - numeric(b))
  if (key === 'price' || isPriceBucketKey(key)) return [...values].sort((a, b) => rangeLow(a) - rangeLow(b) || 0)
  return values
}

/** Maps one facet (platform §3): display name, value labels, the 5 for 5 gate, sorting, rating buckets. */
export function mapSearchFacet(key: string, facet: SearchProviderFacet, context: FacetMappingContext): ListingFacet {
  const display_name = facetDisplayName(key, facet.display_name, context.pagePath)
  if (key === 'rating_summary') return { key, display_name, value: ratingFacetBuckets(facet.value) }
  const values = facet.value
    .filter((v) => !(key === 'promotions' && v.text === FIVE_FOR_FIVE_PROMOTION_VALUE && !context.fiveForFiveEnabled))
    .map((v) => ({ text: v.text, urlKey: v.text, count: v.count, id: v.id ?? v.text, label: facetValueLabel(key, v.text, context) }))
  return { key, display_name, value: sortFacetValues(key, values) }
}

/**
 * Maps the response's facets in the order of facet_names (platform §3 Search response); facets named
 * but absent, and facets left with no values, are dropped.
 */
export function mapSearchFacets(
  facets: Readonly<Record<string, SearchProviderFacet>>,
  facetNames: ReadonlyArray<string>,
  context: FacetMappingContext,
): Array<ListingFacet> {
  return facetNames.flatMap((key) => {
    const facet = facets[key]
    if (!facet) return []
    const mapped = mapSearchFacet(key, facet, context)
    return mapped.value.length > 0 ? [mapped] : []
  })
}
