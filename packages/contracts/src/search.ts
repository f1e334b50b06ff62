import { z } from 'zod'
import { PlainText } from './common.ts'
import { SEARCH_FACET_KEYS } from './search-facets.ts'

// The search and recommendation protocol (platform §3, §4, §7): the token call, the search API and
// the event API. The provider's JavaScript SDK sends the same request wrapped in { data: … } and may
// batch widgets (data.widget.items); docs/api.md describes both forms.

/** GET /svc_ssr/site/{site}/rfktkn (optional ?ts): absolute API urls, the token and its expiry (epoch ms). */
export const SearchTokenResponse = z.object({
  apiUrl: z.string(),
  eventApiUrl: z.string(),
  token: z.string(),
  expires: z.number().int(),
})
export type SearchTokenResponse = z.infer<typeof SearchTokenResponse>
export const SearchTokenQuery = z.object({ ts: z.string().max(32).optional() }).loose()

/** Most items one answer may carry, and the deepest page (a clear 400 beyond; docs/api.md). */
export const SEARCH_MAX_N_ITEM = 200
export const SEARCH_MAX_PAGE_NUMBER = 1000
/** Longest keyphrase read (characters); longer ones are a 400. */
export const SEARCH_MAX_KEYPHRASE_LENGTH = 200

export { SEARCH_FACET_KEYS, type SearchFacetKey } from './search-facets.ts'

/** Filter keys: the facets, and product_id (the product of similar, the cart's products of cart recommendations). */
export const SEARCH_FILTER_KEYS = [...SEARCH_FACET_KEYS, 'product_id'] as const
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number]

/** Sort names (featured, price both ways, name, newest, rating). */
export const SEARCH_SORT_NAMES = ['featured', 'relevance', 'price', 'name', 'newest', 'rating'] as const
export type SearchSortName = (typeof SEARCH_SORT_NAMES)[number]

const FilterText = PlainText.max(200)
/** A filter: the provider's { value: [...] } form, a list, or one value. */
const FilterValue = z.union([
  z.object({ value: z.array(FilterText).max(50) }).transform((f) => f.value),
  z.array(FilterText).max(50),
  FilterText.transform((v) => [v]),
])

const Max = z.object({ max: z.coerce.number().int().min(0).max(50) }).partial()

/** The fields of one widget request (platform §7). Unknown fields are ignored, as the provider does. */
export const SearchWidgetRequest = z
  .object({
    n_item: z.coerce.number().int().min(0).max(SEARCH_MAX_N_ITEM),
    page_number: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_NUMBER),
    content: z.object({ product: z.object({ field: z.array(PlainText.max(64)).max(50).optional() }).loose().optional() }).loose(),
    context: z
      .object({
        page: z.object({ uri: PlainText.max(500).optional() }).loose().optional(),
        user: z.object({ user_id: PlainText.max(128).optional() }).loose().optional(),
      })
      .loose(),
    widget: z.object({ rfkid: PlainText.min(1).max(64) }).loose(),
    facet: z
      .object({ total: z.boolean().optional(), all: z.boolean().optional(), max: z.coerce.number().int().min(0).max(1000).optional() })
      .loose(),
    filter: z.partialRecord(z.enum(SEARCH_FILTER_KEYS), FilterValue),
    query: z
      .object({
        keyphrase: z
          .object({
            value: z.union([PlainText.max(SEARCH_MAX_KEYPHRASE_LENGTH).transform((v) => [v]), z.array(PlainText.max(SEARCH_MAX_KEYPHRASE_LENGTH)).max(5)]),
          })
          .partial()
          .optional(),
      })
      .loose(),
    sort: z.object({
      value: z.array(z.object({ name: z.enum(SEARCH_SORT_NAMES), order: z.enum(['asc', 'desc']).default('asc') })).max(3),
    }),
    suggestion: z.object({ trending_category: Max, category: Max, keyphrase: Max }).partial(),
  })
  .partial()
  .loose()
export type SearchWidgetRequest = z.infer<typeof SearchWidgetRequest>

/** A product record of the search response (the fields of packages/domain SearchProviderProduct). */
export const SearchProductRecord = z.record(z.string(), z.unknown())

export const SearchFacetValue = z.object({ text: z.string(), count: z.number().int(), id: z.string() })
export const SearchFacet = z.object({ display_name: z.string(), value: z.array(SearchFacetValue) })
export const SearchPhrase = z.object({ text: z.string(), url: z.string().optional(), id: z.string().optional() })

/** The search response of one widget (platform §3 Search response; suggestions and redirect_url, shell §3). */
export const SearchWidgetResponse = z.object({
  content: z.object({
    product: z.object({ n_item: z.number().int(), value: z.array(SearchProductRecord), total_item: z.number().int() }),
  }),
  facet: z.record(z.string(), SearchFacet),
  facet_names: z.array(z.string()),
  page_number: z.number().int(),
  total_page: z.number().int(),
  total_item: z.number().int(),
  url: z.string(),
  widget: z.object({ rfkid: z.string() }),
  suggestion: z.record(z.string(), z.array(SearchPhrase)).optional(),
  redirect_url: z.string().optional(),
  errors: z.array(z.object({ code: z.string(), message: z.string() })).optional(),
})
export type SearchWidgetResponse = z.infer<typeof SearchWidgetResponse>
/** The SDK form's batched answer: one response per widget, in the order asked. */
export const SearchBatchResponse = z.object({ widgets: z.array(SearchWidgetResponse) })

/** Event types of the event API (platform §6). */
export const SEARCH_EVENT_TYPES = ['user', 'a2c', 'a2w', 'view', 'widget', 'order', 'status'] as const

/**
 * The names of the event types that have fixed ones (platform §6: user info, view page, view pdp,
 * widget appear and click, order confirm); a2c, a2w and status take any name (the list or button).
 */
export const SEARCH_EVENT_NAMES: Partial<Record<(typeof SEARCH_EVENT_TYPES)[number], ReadonlyArray<string>>> = {
  user: ['info'],
  view: ['page', 'pdp'],
  widget: ['appear', 'click'],
  order: ['confirm'],
}

/** Product ids named by an event's value: product_id, productId or products[].id (ids or digit strings), at most 100. */
export function searchEventProductIds(value: Record<string, unknown>): Array<number> {
  const out = new Set<number>()
  const add = (v: unknown) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : Number.NaN
    if (Number.isInteger(n) && n > 0 && n <= 2_147_483_647) out.add(n)
  }
  add(value.product_id)
  add(value.productId)
  const products = value.products
  if (Array.isArray(products)) {
    for (const p of products.slice(0, 100)) {
      if (p && typeof p === 'object') {
        const record = p as Record<string, unknown>
        add(record.id ?? record.product_id ?? record.productId)
      } else add(p)
    }
  }
  return [...out].slice(0, 100)
}

/** An order number as the event names it (our IH100000001, or a provider's plain id). */
const EVENT_ORDER_ID = /^[A-Za-z0-9-]{1,40}$/

/**
 * POST {eventApiUrl}: type, name, value, t, t0, user_id, app_type (platform §7). What each event
 * must carry (docs/search.md): view pdp, a2c, a2w and widget click a product id; widget events the
 * widget's rfkid; view page the page's uri; order confirm the order_id. Anything else is a 400.
 */
export const SearchEventRequest = z
  .object({
    type: z.enum(SEARCH_EVENT_TYPES),
    name: PlainText.min(1).max(64),
    value: z.record(z.string(), z.unknown()).default({}),
    t: z.coerce.number().int().nonnegative().optional(),
    t0: z.coerce.number().int().nonnegative().optional(),
    user_id: PlainText.max(128).optional(),
    app_type: z.enum(['native', 'browser']).optional(),
  })
  .loose()
  .superRefine((event, ctx) => {
    const names = SEARCH_EVENT_NAMES[event.type]
    if (names && !names.includes(event.name)) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: `a ${event.type} event is named ${names.join(' or ')}` })
      return
    }
    const value = event.value
    const needsProduct = event.type === 'a2c' || event.type === 'a2w' || (event.type === 'view' && event.name === 'pdp') || (event.type === 'widget' && event.name === 'click')
    if (needsProduct && searchEventProductIds(value).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'names no product (value.product_id or value.products[].id)' })
    }
    if (event.type === 'widget' && (typeof value.rfkid !== 'string' || !/^[A-Za-z0-9_ -]{1,64}$/.test(value.rfkid))) {
      ctx.addIssue({ code: 'custom', path: ['value', 'rfkid'], message: 'a widget event names its widget (value.rfkid)' })
    }
    if (event.type === 'view' && event.name === 'page' && (typeof value.uri !== 'string' || value.uri.length === 0 || value.uri.length > 2048)) {
      ctx.addIssue({ code: 'custom', path: ['value', 'uri'], message: 'a view page event names the page (value.uri)' })
    }
    if (event.type === 'order' && (typeof value.order_id !== 'string' || !EVENT_ORDER_ID.test(value.order_id))) {
      ctx.addIssue({ code: 'custom', path: ['value', 'order_id'], message: 'an order confirm event names the order (value.order_id)' })
    }
  })
export type SearchEventRequest = z.infer<typeof SearchEventRequest>
export const SearchEventResponse = z.object({ accepted: z.literal(true) })
