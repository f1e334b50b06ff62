import { GroupPricesResponse, type SearchFacetKey } from '@ironhouse/contracts'
import {
  currencyForStore,
  currencyLocaleFor,
  mapSearchFacets,
  mapSearchProduct,
  searchPreviewPhrases,
  type ListingFacet,
  type SearchPhrase,
  type SearchProduct,
  type SearchProviderProduct,
  type SiteCode,
} from '@ironhouse/domain'
import type { ApiClient } from '../../platform/api.server.ts'
import { serverFlagOn } from '../../platform/page.server.ts'
import { SearchError } from '../../platform/search-client.ts'
import { searchFromServer } from '../../platform/search.server.ts'
import { siteFromPath } from '../../platform/site.ts'
import { customerPricesPath, needsCustomerPrices, withCustomerPrices } from './customer-prices.ts'
import { chosenFilters, listingRequest, shownFacets, mapSearchProducts, readListingState, type ChosenFilter, type ListingKind, type ListingState } from './listing-params.ts'

export type ListingData = {
  kind: ListingKind
  products: Array<SearchProduct>
  facets: Array<ListingFacet>
  /** The filters of the URL, each removable (with Clear all) even when the answer's facets left it out. */
  chosen: Array<ChosenFilter>
  total: number
  page: number
  totalPages: number
  state: ListingState
  /** The page's query string, kept by pagination and filter links. */
  query: string
  siteCode: SiteCode
  currency: string
  prefix: string
  /** Did-you-mean phrases of a keyword search (or Shop By when there are none). */
  phrases: { heading: 'Did You Mean' | 'Shop By'; phrases: Array<SearchPhrase> } | null
  /** The category does not exist for the search provider (platform §8 category_not_found). */
  notFound: boolean
  /** A merchandised keyphrase's target (the answer's redirect_url, shell §3, §4), else null. */
  redirectUrl: string | null
}

export type LoadListingInput = {
  api: ApiClient
  url: URL
  kind: ListingKind
  rfkid: string
  /** The listing uri sent to the provider (a category path, or the page path). */
  uri: string
  fixedFilters?: Partial<Record<SearchFacetKey, Array<string>>> | undefined
  /** fiveforfive_enabled when the page has read it already (/deals); else read here. */
  fiveForFiveEnabled?: boolean | undefined
}

/**
 * The tiles priced for the shopper's customer group (customer-prices.ts): one group-prices call when the
 * group may have prices of its own; a failed call leaves the store's prices (the product page and the
 * cart still charge the customer's).
 */
async function priceForShopper(api: ApiClient, products: Array<SearchProduct>): Promise<Array<SearchProduct>> {
  const path = needsCustomerPrices(api.shopperGroup) ? customerPricesPath(products) : null
  if (path === null) return products
  const answer = await api.get(path, GroupPricesResponse, { storeId: true }).catch(() => ({ prices: {} }))
  return withCustomerPrices(products, answer.prices)
}

/** The currency symbol of a site's store, for the pb facet labels (amounts are in that currency). */
function currencySymbol(siteCode: SiteCode, currency: string): string {
  const parts = new Intl.NumberFormat(currencyLocaleFor(siteCode), { style: 'currency', currency }).formatToParts(0)
  return parts.find((p) => p.type === 'currency')?.value ?? '$'
}

/**
 * One page of a listing from the search provider, mapped as platform §3 says (products and facets)
 * with the filter rules of platform §5. The first page is rendered on the server from this.
 */
export async function loadListing(input: LoadListingInput): Promise<ListingData> {
  const { api, url, kind } = input
  const ref = siteFromPath(url.pathname)
  const state = readListingState(url.searchParams, kind)
  const fiveForFiveEnabled = input.fiveForFiveEnabled ?? (await serverFlagOn({ url, ref, api, entry: undefined, host: '' }, 'fiveforfive_enabled').catch(() => false))
  // the app flag of the page URL or a cookie (platform §7), as the API client read it from the request
  const inApp = api.appContext !== null
  const request = listingRequest({ rfkid: input.rfkid, uri: input.uri, state, kind, fiveForFiveEnabled, inApp, fixedFilters: input.fixedFilters })
  const currency = currencyForStore(ref.storeId) ?? 'USD'
  const query = new URLSearchParams(url.searchParams)
  query.delete('page')
  const base = {
    kind,
    state,
    query: query.toString(),
    siteCode: ref.code,
    currency,
    prefix: ref.prefix,
  }
  let response
  try {
    response = await searchFromServer(api, request)
  } catch (error) {
    if (error instanceof SearchError && error.type === 'category_not_found') {
      return { ...base, products: [], facets: [], chosen: [], total: 0, page: state.page, totalPages: 0, phrases: null, notFound: true, redirectUrl: null }
    }
    throw error
  }
  const products = await priceForShopper(
    api,
    mapSearchProducts(response.content.product.value, (record) => mapSearchProduct(record as SearchProviderProduct, ref.code)),
  )
  const mapping = {
    pagePath: ref.restPath,
    fiveForFiveEnabled,
    // our pb buckets are already in the site's currency: the rate is 1
    currency: { symbol: currencySymbol(ref.code, currency), ratePerDollar: 1 },
  }
  const facets = shownFacets(mapSearchFacets(response.facet, response.facet_names, mapping))
  const suggestion = response.suggestion
  const phrases = kind === 'search' && suggestion ? searchPreviewPhrases(suggestion) : null
  return {
    ...base,
    products,
    facets,
    chosen: chosenFilters(state, facets, mapping, inApp),
    total: response.total_item,
    page: response.page_number,
    totalPages: response.total_page,
    phrases: phrases && phrases.phrases.length > 0 ? phrases : null,
    notFound: false,
    redirectUrl: response.redirect_url ?? null,
  }
}

