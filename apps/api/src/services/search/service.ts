import { sql } from 'drizzle-orm'
import type { Db } from '@ironhouse/db'
import { SEARCH_FACET_KEYS, SearchWidgetResponse, type SearchFacetKey, type SearchWidgetRequest } from '@ironhouse/contracts'
import {
  LOAD_TEST_CATEGORY_PATH,
  RECOMMENDATION_WIDGET_IDS,
  RECOMMENDATION_WIDGET_PAGE_SIZE,
  SEARCH_PREVIEW,
  featuredCategoryPath,
  isSearchResponseCacheable,
  listingPageSize,
  siteForPath,
  stripLocalePathPrefix,
} from '@ironhouse/domain'
import { AppError } from '../../lib/app-errors.ts'
import { TtlCache } from '../../lib/ttl-cache.ts'
import type { SiteContext } from '../../plugins/site.ts'
import type { SearchEngine } from './engine.ts'
import { rowsOf } from './index-refresh.ts'
import { keyphraseWords, normaliseKeyphrase, tsQueryText } from './keyphrase.ts'
import { cartProducts, forYouProducts, similarProducts } from './recommendations.ts'
import { productRecords } from './records.ts'
import type { ListingQuery, ListingResult } from './repo.ts'
import { categorySuggestions, keyphraseSuggestions, recordQuery, redirectFor, trendingCategories, type Phrase } from './suggestions.ts'

/** Widget ids of keyword search: the search page and the header preview (shell §7: 'search preview'). */
export const SEARCH_WIDGETS = ['search', SEARCH_PREVIEW.widget] as const
const RECOMMENDATION_WIDGETS: ReadonlyArray<string> = [RECOMMENDATION_WIDGET_IDS.forYou, RECOMMENDATION_WIDGET_IDS.similar, RECOMMENDATION_WIDGET_IDS.cart]

/** Platform §7, §9: responses of recommendation widgets, load tests and featured URIs live 1 hour. */
const RESPONSE_CACHE_MS = 60 * 60 * 1000

/** Display names of the facets (the storefront maps them: platform §3). */
export const FACET_DISPLAY_NAMES: Record<SearchFacetKey, string> = {
  category_l1: 'Department',
  category_l2: 'Category',
  category_l3: 'Subcategory',
  brand: 'Brand',
  pb: 'Price',
  is_salable: 'Availability',
  promotions: 'Promotions',
  rating_summary: 'Rating',
  color: 'Color',
  size: 'Size',
  duration: 'Duration',
  days_per_week: 'Days Per Week',
  program_delivery: 'Program Delivery',
}

export type SearchContext = { db: Db; site: SiteContext; now: Date; cache: TtlCache<SearchWidgetResponse>; engine: SearchEngine }

export function createResponseCache(): TtlCache<SearchWidgetResponse> {
  return new TtlCache<SearchWidgetResponse>(2000)
}

/** The listing path of a page uri: site and language prefixes removed, lower case, no trailing slash. */
export function listingPathOf(uri: string): string {
  let path = uri.trim()
  try {
    path = new URL(path, 'http://listing.invalid').pathname
  } catch {
    return ''
  }
  path = stripLocalePathPrefix(siteForPath(path).restPath).toLowerCase().replace(/\/+$/, '')
  return path === '' ? '/' : path
}

/** The category at a path, and whether it is the catalogue's root (a path of one id: the Shop category). */
async function categoryByPath(db: Db, path: string): Promise<{ id: number; root: boolean } | null> {
  const result = await db.execute(sql`select category_id, path from categories where lower(url_key) = ${path} limit 1`)
  const row = rowsOf(result)[0]
  return row === undefined ? null : { id: Number(row.category_id), root: !String(row.path ?? '').includes('/') }
}

async function productIdByPath(db: Db, path: string): Promise<number | null> {
  const result = await db.execute(sql`select product_id from products where lower(url_key) = ${path} limit 1`)
  const id = rowsOf(result)[0]?.product_id
  return id === undefined ? null : Number(id)
}

function requestedFacets(request: SearchWidgetRequest): Array<SearchFacetKey> {
  const facet = request.facet
  if (!facet) return []
  if (facet.all) return [...SEARCH_FACET_KEYS]
  return SEARCH_FACET_KEYS.filter((key) => key in facet)
}

function facetFilters(request: SearchWidgetRequest): ListingQuery['filters'] {
  const out: ListingQuery['filters'] = {}
  for (const key of SEARCH_FACET_KEYS) {
    const values = request.filter?.[key]
    if (values && values.length > 0) out[key] = values
  }
  return out
}

function productIdFilter(request: SearchWidgetRequest): Array<number> {
  return (request.filter?.product_id ?? []).map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647)
}

function emptyResponse(rfkid: string, url: string, page: number): SearchWidgetResponse {
  return {
    content: { product: { n_item: 0, value: [], total_item: 0 } },
    facet: {},
    facet_names: [],
    page_number: page,
    total_page: 0,
    total_item: 0,
    url,
    widget: { rfkid },
  }
}

async function buildResponse(
  ctx: SearchContext,
  rfkid: string,
  url: string,
  page: number,
  pageSize: number,
  listing: ListingResult,
  facetKeys: ReadonlyArray<SearchFacetKey>,
): Promise<SearchWidgetResponse> {
  const records = await productRecords(ctx.db, listing.hits.map((h) => h.productId), ctx.site, ctx.now, ctx.engine.records)
  const facet: SearchWidgetResponse['facet'] = {}
  for (const key of facetKeys) {
    const value = listing.facets.filter((f) => f.key === key).map((f) => ({ text: f.text, count: f.count, id: f.text }))
    facet[key] = { display_name: FACET_DISPLAY_NAMES[key], value }
  }
  return {
    content: { product: { n_item: records.length, value: records, total_item: listing.total } },
    facet,
    facet_names: [...facetKeys],
    page_number: page,
    total_page: pageSize > 0 ? Math.ceil(listing.total / pageSize) : 0,
    total_item: listing.total,
    url,
    widget: { rfkid },
  }
}

function listingQuery(ctx: SearchContext, request: SearchWidgetRequest, pageSize: number, page: number): ListingQuery {
  return {
    storeId: ctx.site.storeId,
    tsQuery: null,
    keyphrase: '',
    fuzzy: false,
    categoryId: null,
    productIds: null,
    excludeIds: [],
    filters: facetFilters(request),
    sort: request.sort?.value ?? [],
    limit: pageSize,
    offset: (page - 1) * pageSize,
    facets: requestedFacets(request),
    facetMax: request.facet?.max ?? null,
  }
}

async function searchWidget(ctx: SearchContext, request: SearchWidgetRequest, rfkid: string, url: string): Promise<SearchWidgetResponse> {
  const preview = rfkid === SEARCH_PREVIEW.widget
  const raw = (request.query?.keyphrase?.value ?? []).join(' ')
  const keyphrase = normaliseKeyphrase(raw)
  const words = keyphraseWords(keyphrase)
  const pageSize = preview ? (request.n_item ?? SEARCH_PREVIEW.itemsPerPreview) : listingPageSize(request.n_item)
  const page = request.page_number ?? 1
  const base = { ...listingQuery(ctx, request, pageSize, page), keyphrase, tsQuery: tsQueryText(words) }
  let listing = await ctx.engine.listing(base, ctx.now)
  // typo tolerance: nothing in full text, so names that look like the keyphrase (trigram similarity)
  if (listing.total === 0 && keyphrase.length >= 3) listing = await ctx.engine.listing({ ...base, tsQuery: null, fuzzy: true }, ctx.now)
  const response = await buildResponse(ctx, rfkid, url, page, pageSize, listing, base.facets)
  const suggestion: Record<string, Array<Phrase>> = {}
  const asked = request.suggestion ?? {}
  if (asked.keyphrase) suggestion.keyphrase = await keyphraseSuggestions(ctx.db, ctx.site.code, keyphrase, asked.keyphrase.max ?? 10)
  if (asked.category) suggestion.category = await categorySuggestions(ctx.db, keyphrase, asked.category.max ?? 0)
  if (asked.trending_category) suggestion.trending_category = await trendingCategories(ctx.db, ctx.site.code, asked.trending_category.max ?? 10)
  if (Object.keys(suggestion).length > 0) response.suggestion = suggestion
  const redirect = await redirectFor(ctx.db, keyphrase)
  if (redirect) response.redirect_url = redirect
  // the search page (not the preview, which sees every keystroke) teaches did-you-mean
  if (!preview && page === 1) recordQuery(ctx.db, ctx.site.code, keyphrase, listing.total)
  return response
}

async function categoryWidget(ctx: SearchContext, request: SearchWidgetRequest, rfkid: string, url: string): Promise<SearchWidgetResponse> {
  const path = listingPathOf(request.context?.page?.uri ?? '')
  const pageSize = listingPageSize(request.n_item)
  const page = request.page_number ?? 1
  // platform §9: the site's own featured URI lists its whole catalogue in featured order; another
  // site's featured URI is no category of this site
  const featured = path === `/${featuredCategoryPath(ctx.site.code)}`
  const category = featured ? null : await categoryByPath(ctx.db, path)
  if (!featured && category === null) {
    // platform §8: the storefront turns uri_not_found into category_not_found and caches it
    return { ...emptyResponse(rfkid, url, page), errors: [{ code: 'uri_not_found', message: `No category at '${path}'` }] }
  }
  // the catalogue's root (the Shop category) holds every product: it lists them all, as featured does
  const categoryId = category === null || category.root ? null : category.id
  const query = { ...listingQuery(ctx, request, pageSize, page), categoryId }
  const sort = query.sort.length > 0 ? query.sort : [{ name: 'featured' as const, order: 'asc' as const }]
  return buildResponse(ctx, rfkid, url, page, pageSize, await ctx.engine.listing({ ...query, sort }, ctx.now), query.facets)
}

async function recommendationWidget(ctx: SearchContext, request: SearchWidgetRequest, rfkid: string, url: string): Promise<SearchWidgetResponse> {
  const pageSize = request.n_item ?? RECOMMENDATION_WIDGET_PAGE_SIZE
  const page = request.page_number ?? 1
  const want = pageSize * page
  const site = ctx.site.code
  let ids: Array<number>
  if (rfkid === RECOMMENDATION_WIDGET_IDS.similar) {
    const given = productIdFilter(request)[0] ?? (await productIdByPath(ctx.db, listingPathOf(request.context?.page?.uri ?? '')))
    ids = given === null ? [] : await similarProducts(ctx.db, site, given, ctx.site.storeId, want)
  } else if (rfkid === RECOMMENDATION_WIDGET_IDS.cart) {
    ids = await cartProducts(ctx.db, site, productIdFilter(request), want)
  } else {
    ids = await forYouProducts(ctx.db, site, request.context?.user?.user_id, want)
  }
  const pageIds = ids.slice((page - 1) * pageSize, page * pageSize)
  const records = await productRecords(ctx.db, pageIds, ctx.site, ctx.now)
  return {
    ...emptyResponse(rfkid, url, page),
    content: { product: { n_item: records.length, value: records, total_item: ids.length } },
    total_item: ids.length,
    total_page: pageSize > 0 ? Math.ceil(ids.length / pageSize) : 0,
  }
}

type WidgetKind = 'search' | 'category' | 'recommendation'

/** The widget's id and kind; an unknown widget id is a 400. */
function widgetOf(request: SearchWidgetRequest): { rfkid: string; kind: WidgetKind } {
  const rfkid = request.widget?.rfkid
  if (!rfkid) throw new AppError('validation_error', 'widget.rfkid is required')
  if ((SEARCH_WIDGETS as ReadonlyArray<string>).includes(rfkid)) return { rfkid, kind: 'search' }
  if (rfkid === RECOMMENDATION_WIDGET_IDS.category) return { rfkid, kind: 'category' }
  if (RECOMMENDATION_WIDGETS.includes(rfkid)) return { rfkid, kind: 'recommendation' }
  throw new AppError('validation_error', `Unknown widget '${rfkid}'`)
}

/** Platform §7, §9: whether the answer is kept 1 hour (recommendations, the load-test category, featured URIs). */
function keptAnHour(request: SearchWidgetRequest, kind: WidgetKind): boolean {
  const path = listingPathOf(request.context?.page?.uri ?? '')
  return isSearchResponseCacheable({
    widgetKind: kind === 'recommendation' ? 'other' : kind,
    isLoadTest: path === LOAD_TEST_CATEGORY_PATH,
    uri: path,
  })
}

/** Computes a widget's answer from the index as it is now (call after ctx.engine.sync()). */
function computeWidget(ctx: SearchContext, request: SearchWidgetRequest, rfkid: string, kind: WidgetKind): Promise<SearchWidgetResponse> {
  const url = request.context?.page?.uri ?? ''
  if (kind === 'search') return searchWidget(ctx, request, rfkid, url)
  if (kind === 'category') return categoryWidget(ctx, request, rfkid, url)
  return recommendationWidget(ctx, request, rfkid, url)
}

/** Answers one widget request (platform §7). An unknown widget id is a 400. */
export async function runWidget(ctx: SearchContext, request: SearchWidgetRequest): Promise<SearchWidgetResponse> {
  const { rfkid, kind } = widgetOf(request)
  // "for you" depends on the shopper: its cache key carries the user id
  const key = keptAnHour(request, kind) ? `${ctx.site.code}:${JSON.stringify(request)}` : null
  const cached = key === null ? undefined : ctx.cache.get(key)
  if (cached) return cached
  // the index follows the catalogue: dirty products rebuilt, the in-process copy brought up to date
  await ctx.engine.sync()
  const response = await computeWidget(ctx, request, rfkid, kind)
  if (key !== null) ctx.cache.set(key, response, RESPONSE_CACHE_MS)
  return response
}

/** What a remembered search answer notes: the keyphrase and its match count, to count the query again. */
type SearchNote = { keyphrase: string; total: number } | null

/** The search page's first page counts its keyphrase for did-you-mean (searchWidget); the preview does not. */
function countedQuery(request: SearchWidgetRequest, rfkid: string, response: SearchWidgetResponse): SearchNote {
  if (rfkid !== 'search' || (request.page_number ?? 1) !== 1) return null
  return { keyphrase: normaliseKeyphrase((request.query?.keyphrase?.value ?? []).join(' ')), total: response.total_item }
}

/**
 * A keyword or category listing's answer as sent (JSON checked against the response schema), or null
 * for the other widgets (runWidget answers them). The same request again gets the same text while the
 * catalogue, the promo windows and a minute allow (SearchEngine.rememberedAnswer, docs/search.md
 * "Remembered work"): no product records, prices or serialisation per request.
 */
export async function listingAnswerJson(ctx: SearchContext, request: SearchWidgetRequest): Promise<string | null> {
  const { rfkid, kind } = widgetOf(request)
  if (kind === 'recommendation' || keptAnHour(request, kind)) return null
  await ctx.engine.sync()
  const key = `${ctx.site.code}:${JSON.stringify(request)}`
  const known = ctx.engine.rememberedAnswer(key, ctx.now)
  if (known) {
    const note = known.note as SearchNote
    if (note) recordQuery(ctx.db, ctx.site.code, note.keyphrase, note.total)
    return known.json
  }
  const response = await computeWidget(ctx, request, rfkid, kind)
  const json = JSON.stringify(SearchWidgetResponse.parse(response))
  ctx.engine.rememberAnswer(key, json, countedQuery(request, rfkid, response), ctx.now)
  return json
}
