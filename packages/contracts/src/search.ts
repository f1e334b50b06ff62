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

/** POST {eventApiUrl}: type, name, value, t, t0, user_id, app_type (platform §7). */
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
export type SearchEventRequest = z.infer<typeof SearchEventRequest>
export const SearchEventResponse = z.object({ accepted: z.literal(true) })
