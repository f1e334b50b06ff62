// Listing defaults and filter rules (platform §5 Search and listing, §7, §9) and the home-path deal
// filtering (platform §2 Listing screens).
import type { PromoStatus } from '../pricing/promo.ts'
import { FIVE_FOR_FIVE_PROMOTION_VALUE } from './facets.ts'

/** Default number of products per listing page (platform §5, §9). */
export const LISTING_DEFAULT_PAGE_SIZE = 80
/** Facet values asked for per facet; unlimited on shoes and programming pages (platform §9). */
export const LISTING_FACET_MAX = 10
/** Suggestions asked for by search widgets (platform §7, §9). */
export const SEARCH_SUGGESTION_LIMITS = { trending_category: 10, category: 0, keyphrase: 10 } as const
/** Highest rating of the rating filter (platform §5). */
export const RATING_FILTER_MAX = 5
/** Value program_delivery is forced to in the app context (platform §5). */
export const APP_PROGRAM_DELIVERY_FILTER = 'Not Applicable'
/** Page prefixes with unlimited facets (platform §9: shoes and programming pages). */
export const UNLIMITED_FACET_PATH_PREFIXES = ['/shoes', '/iron-game-programming'] as const

/** The item count: the given number when it is a positive integer, otherwise 80 (platform §5). */
export function listingPageSize(requested?: number): number {
  return requested !== undefined && Number.isInteger(requested) && requested > 0 ? requested : LISTING_DEFAULT_PAGE_SIZE
}

/** Facet max for a listing path: 10, or undefined (unlimited) on shoes and programming pages (platform §9). */
export function listingFacetMax(pagePath: string): number | undefined {
  const path = pagePath.toLowerCase()
  const unlimited = UNLIMITED_FACET_PATH_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))
  return unlimited ? undefined : LISTING_FACET_MAX
}

/**
 * The search page number parsed from a string (platform §5): a whole number of 1 or more; anything
 * else ('', 'abc', '0', '-2', undefined) gives page 1. '2.7' reads as 2.
 */
export function parseSearchPageNumber(raw: string | null | undefined): number {
  const page = Number.parseInt((raw ?? '').trim(), 10)
  return Number.isFinite(page) && page >= 1 ? page : 1
}

/** All ratings from the lowest chosen up to 5 (platform §5): ['3'] → ['3', '4', '5']. */
export function expandRatingFilter(chosen: ReadonlyArray<string | number>): Array<string> {
  const ratings = chosen.map((r) => Math.floor(Number(r))).filter((r) => Number.isFinite(r) && r <= RATING_FILTER_MAX)
  if (ratings.length === 0) return []
  const lowest = Math.max(Math.min(...ratings), 0)
  return Array.from({ length: RATING_FILTER_MAX - lowest + 1 }, (_, i) => String(lowest + i))
}

/** Listing filters: facet key → chosen values. */
export type ListingFilters = Readonly<Record<string, ReadonlyArray<string>>>

/**
 * The filters sent to the search provider (platform §5): rating_summary expanded up to 5; the five
 * for five value (black_friday_dropship) removed from promotions when fiveforfive_enabled is off;
 * in the app context program_delivery forced to 'Not Applicable'. Empty filters are dropped.
 */
export function applyListingFilterRules(
  filters: ListingFilters,
  context: { fiveForFiveEnabled: boolean; inApp: boolean },
): Record<string, Array<string>> {
  const out: Record<string, Array<string>> = {}
  for (const [key, values] of Object.entries(filters)) {
    let kept = [...values]
    if (key === 'rating_summary') kept = expandRatingFilter(kept)
    if (key === 'promotions' && !context.fiveForFiveEnabled) kept = kept.filter((v) => v !== FIVE_FOR_FIVE_PROMOTION_VALUE)
    if (kept.length > 0) out[key] = kept
  }
  if (context.inApp) out.program_delivery = [APP_PROGRAM_DELIVERY_FILTER]
  return out
}


/**
 * On the home path '/', when the category contains hot-deals or hundo, keep only the products carrying
 * that promotion (platform §2): hot-deals keeps products whose promo status is active; hundo keeps the
 * listed hundo product ids. Elsewhere the list is unchanged. A category naming both is read as hot-deals.
 */
export function filterHomeDealProducts<TProduct extends { productId: number }>(
  products: ReadonlyArray<TProduct>,
  context: {
    path: string
    category: string
    promoStatusByProductId: Readonly<Record<number, PromoStatus>>
    hundoProductIds: ReadonlyArray<number>
  },
): Array<TProduct> {
  if (context.path !== '/') return [...products]
  const category = context.category.toLowerCase()
  if (category.includes('hot-deals')) {
    return products.filter((p) => context.promoStatusByProductId[p.productId] === 'active')
  }
  if (category.includes('hundo')) return products.filter((p) => context.hundoProductIds.includes(p.productId))
  return [...products]
}
