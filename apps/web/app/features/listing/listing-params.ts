// The state of a listing page lives in its URL (filters, sort, page: back, forward, reload and a
// shared link show the same list). This module reads that state and builds the search widget request
// (platform §5, §7) and the links that change it.
import type { SearchWidgetRequest } from '@ironhouse/contracts'
import { SEARCH_FACET_KEYS, type SearchFacetKey } from '@ironhouse/contracts/search-facets'
import {
  LISTING_DEFAULT_PAGE_SIZE,
  SEARCH_SUGGESTION_LIMITS,
  applyListingFilterRules,
  facetValueLabel,
  listingFacetMax,
  parseSearchPageNumber,
  ratingBucketLabel,
  type FacetMappingContext,
  type ListingFacet,
} from '@ironhouse/domain'

/** Query parameters that are not filters. */
export const RESERVED_PARAMS = ['q', 'sort', 'page'] as const
/** Most values of one filter read from a URL. */
const MAX_VALUES = 20
/** The highest page a listing URL may ask for (the search API's limit). */
export const MAX_LISTING_PAGE = 1000

export type SortOption = { value: string; label: string; sort: Array<{ name: 'featured' | 'relevance' | 'price' | 'name' | 'newest' | 'rating'; order: 'asc' | 'desc' }> }

/** Sort choices of listings (featured, price both ways, name, newest, rating). */
export const SORT_OPTIONS: ReadonlyArray<SortOption> = [
  { value: 'featured', label: 'Featured', sort: [{ name: 'featured', order: 'asc' }] },
  { value: 'relevance', label: 'Best Match', sort: [{ name: 'relevance', order: 'desc' }] },
  { value: 'price_asc', label: 'Price: Low to High', sort: [{ name: 'price', order: 'asc' }] },
  { value: 'price_desc', label: 'Price: High to Low', sort: [{ name: 'price', order: 'desc' }] },
  { value: 'name_asc', label: 'Name: A to Z', sort: [{ name: 'name', order: 'asc' }] },
  { value: 'name_desc', label: 'Name: Z to A', sort: [{ name: 'name', order: 'desc' }] },
  { value: 'newest', label: 'Newest', sort: [{ name: 'newest', order: 'desc' }] },
  { value: 'rating', label: 'Top Rated', sort: [{ name: 'rating', order: 'desc' }] },
]

export type ListingKind = 'category' | 'search'

/** The sort choices a listing offers: Best Match only on keyword searches, Featured only on category lists. */
export function sortOptionsFor(kind: ListingKind): Array<SortOption> {
  return SORT_OPTIONS.filter((o) => (kind === 'search' ? o.value !== 'featured' : o.value !== 'relevance'))
}

export type ListingState = {
  q: string
  sort: string
  page: number
  filters: Partial<Record<SearchFacetKey, Array<string>>>
}

/** Reads q, sort, page and the facet filters (one parameter per facet key, repeated for several values). */
export function readListingState(params: URLSearchParams, kind: ListingKind): ListingState {
  const filters: ListingState['filters'] = {}
  for (const key of SEARCH_FACET_KEYS) {
    const values = [...new Set(params.getAll(key).map((v) => v.trim()).filter((v) => v !== '' && v.length <= 200))].slice(0, MAX_VALUES)
    if (values.length > 0) filters[key] = values
  }
  const options = sortOptionsFor(kind)
  const sort = options.find((o) => o.value === params.get('sort'))?.value ?? options[0]?.value ?? 'featured'
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    sort,
    page: Math.min(parseSearchPageNumber(params.get('page')), MAX_LISTING_PAGE),
    filters,
  }
}

export type ListingRequestInput = {
  rfkid: string
  /** The page's path (category uri, or the current path of a search). */
  uri: string
  state: ListingState
  kind: ListingKind
  fiveForFiveEnabled: boolean
  inApp: boolean
  /** Filters the page adds on top of the shopper's (deals: promotions). */
  fixedFilters?: Partial<Record<SearchFacetKey, Array<string>>> | undefined
}

/** The search widget request of a listing page (platform §5, §7). */
export function listingRequest(input: ListingRequestInput): SearchWidgetRequest {
  const { state } = input
  const merged: Record<string, Array<string>> = { ...state.filters }
  for (const [key, values] of Object.entries(input.fixedFilters ?? {})) {
    if (!merged[key]?.length && values.length > 0) merged[key] = values
  }
  const filter = applyListingFilterRules(merged, { fiveForFiveEnabled: input.fiveForFiveEnabled, inApp: input.inApp })
  const max = listingFacetMax(input.uri)
  const request: SearchWidgetRequest = {
    widget: { rfkid: input.rfkid },
    n_item: LISTING_DEFAULT_PAGE_SIZE,
    page_number: state.page,
    context: { page: { uri: input.uri } },
    facet: max === undefined ? { all: true, total: true } : { all: true, total: true, max },
    filter: filter as SearchWidgetRequest['filter'],
    sort: { value: (SORT_OPTIONS.find((o) => o.value === state.sort) ?? SORT_OPTIONS[0])?.sort ?? [] },
    content: { product: {} },
  }
  if (input.kind === 'search') {
    request.query = { keyphrase: { value: [state.q] } }
    request.suggestion = {
      trending_category: { max: SEARCH_SUGGESTION_LIMITS.trending_category },
      category: { max: SEARCH_SUGGESTION_LIMITS.category },
      keyphrase: { max: SEARCH_SUGGESTION_LIMITS.keyphrase },
    }
  }
  return request
}

function hrefOf(params: URLSearchParams): string {
  const text = params.toString()
  return text === '' ? '?' : `?${text}`
}

/** The link that adds or removes one facet value (back to page 1). */
export function toggleFilterHref(current: URLSearchParams, key: string, value: string): string {
  const params = new URLSearchParams(current)
  const values = params.getAll(key)
  params.delete(key)
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value]
  for (const v of next) params.append(key, v)
  params.delete('page')
  return hrefOf(params)
}

/** The link that removes every filter (the query and the sort stay). */
export function clearFiltersHref(current: URLSearchParams): string {
  const params = new URLSearchParams()
  for (const key of RESERVED_PARAMS) {
    const value = current.get(key)
    if (value !== null && key !== 'page') params.set(key, value)
  }
  return hrefOf(params)
}

/**
 * Search records mapped as platform §3 says, once each: the remap of 1119665 to 1119420 can put the
 * same product twice in one answer, and a list shows it once.
 */
export function mapSearchProducts<T extends { productId: number }>(records: ReadonlyArray<unknown>, map: (record: unknown) => T): Array<T> {
  const seen = new Set<number>()
  return records.map(map).filter((p) => (seen.has(p.productId) ? false : (seen.add(p.productId), true)))
}

/** A filter the shopper chose (in the URL), as its removable chip shows it. */
export type ChosenFilter = { key: string; urlKey: string; label: string; facet: string }

/**
 * Whether a value of the URL reaches the search request once the filter rules of platform §5 are
 * applied: 5 for 5 is dropped while fiveforfive_enabled is off, the app's program_delivery replaces
 * the shopper's, a rating counts when it names a range up to 5.
 */
function isAppliedFilter(key: string, urlKey: string, rules: { fiveForFiveEnabled: boolean; inApp: boolean }): boolean {
  const sent = applyListingFilterRules({ [key]: [urlKey] }, rules)[key] ?? []
  return key === 'rating_summary' ? sent.length > 0 : sent.includes(urlKey)
}

/**
 * Every filter value of the URL that the listing applies, labelled as its facet shows it (platform
 * §3), so each can be removed and Clear all is offered whatever the answer counted. A facet counts its
 * values with the other facets' filters, so a combination that matches nothing (Out of Stock and Made
 * in USA) can leave a chosen value, or its whole facet, out of the answer: then the value is labelled
 * by the domain's rules (a rating bucket '{n} & Up' with urlKey n − 1) and the facet's name is not
 * known. A value the rules of platform §5 take out of the request (5 for 5 while fiveforfive_enabled
 * is off; inside the app, a program_delivery other than Not Applicable) is no chip: the list is not
 * filtered by it.
 */
export function chosenFilters(state: ListingState, facets: ReadonlyArray<ListingFacet>, context: FacetMappingContext, inApp = false): Array<ChosenFilter> {
  const rules = { fiveForFiveEnabled: context.fiveForFiveEnabled, inApp }
  return Object.entries(state.filters).flatMap(([key, values]) => {
    const facet = facets.find((f) => f.key === key)
    return (values ?? []).filter((urlKey) => isAppliedFilter(key, urlKey, rules)).map((urlKey) => {
      const shown = facet?.value.find((v) => v.urlKey === urlKey)
      const stars = key === 'rating_summary' ? ratingBucketLabel(urlKey) : null
      return { key, urlKey, label: shown?.label ?? stars ?? facetValueLabel(key, urlKey, context), facet: facet?.display_name ?? '' }
    })
  })
}

/**
 * The facets a listing shows: on the page whose Category facet is labelled Brand (/iron-game-programming,
 * shell §2, platform §3) the manufacturer facet, also named Brand, is left out, so the filters never
 * hold two groups of one name (there the program lines are the brands; the manufacturer is the store).
 */
export function shownFacets(facets: Array<ListingFacet>): Array<ListingFacet> {
  const relabelled = facets.some((f) => f.key !== 'brand' && f.display_name === 'Brand')
  return relabelled ? facets.filter((f) => f.key !== 'brand') : facets
}
