// The search provider's client (platform §4, §7, §8), shared by the server render and the browser:
// the token (search-token.ts), the search call (Bearer token,
// retried 3 times at 100 ms × attempt; uri_not_found becomes category_not_found, cached as an error
// and not retried), and the 1-hour response cache for the cases platform §7 lists. The decisions are
// the domain's (packages/domain platform/client.ts); this module performs them.
import type { SearchWidgetRequest, SearchWidgetResponse as WidgetResponse } from '@ironhouse/contracts'
import { LOAD_TEST_CATEGORY_PATH, SEARCH_RESPONSE_CACHE_MS, decideSearchFailure, isCacheEntryFresh, isSearchResponseCacheable } from '@ironhouse/domain'
import { readSearchBatch, readSearchWidget } from './search-shapes.ts'
import { SearchError, createSearchTokens, postSearchEvent, postWithToken, type SearchTokens, type SearchTransport } from './search-token.ts'

export { SearchError, type SearchTransport } from './search-token.ts'

export type SearchClientOptions = {
  sleep?: (ms: number) => Promise<void>
  now?: () => number
  online?: () => boolean
  /** The token cache (the browser shares one per site with its event sender); a new one by default. */
  tokens?: SearchTokens
}

type Cached = { storedAt: number; response?: WidgetResponse; error?: SearchError }

function widgetKindOf(rfkid: string): 'category' | 'search' | 'other' {
  if (rfkid === 'rfkid_10') return 'category'
  if (rfkid === 'search' || rfkid === 'search preview') return 'search'
  return 'other'
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

export type SearchClient = {
  search(transport: SearchTransport, request: SearchWidgetRequest): Promise<WidgetResponse>
  /** Several widgets in one call (the SDK's batched form); each answer is checked like search(). */
  batch(transport: SearchTransport, shared: SearchWidgetRequest, items: Array<SearchWidgetRequest>): Promise<Array<WidgetResponse>>
  /** POST one event to the event API (platform §6, §7); failures are the caller's to ignore. */
  event(transport: SearchTransport, body: Record<string, unknown>): Promise<void>
}

export function createSearchClient(options: SearchClientOptions = {}): SearchClient {
  const sleep = options.sleep ?? defaultSleep
  const now = options.now ?? Date.now
  const online = options.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false)
  const tokens = options.tokens ?? createSearchTokens({ sleep, now })
  const responses = new Map<string, Cached>()

  /** One POST to the search API with the token (a 401 fetches a new token once); a failed answer throws. */
  async function post(transport: SearchTransport, body: unknown): Promise<unknown> {
    const answer = await postWithToken(tokens, transport, (auth) => auth.apiUrl, body)
    if (answer.status < 200 || answer.status > 299) {
      const code = (answer.body as { error?: unknown } | undefined)?.error
      throw new SearchError(typeof code === 'string' ? code : `http_${answer.status}`)
    }
    return answer.body
  }

  async function withRetries<T>(attempt: () => Promise<T>, check: (value: T) => void): Promise<T> {
    for (let retries = 0; ; retries += 1) {
      let failure: { type: string; errors?: Array<string> }
      try {
        if (!online()) throw new SearchError('browser_offline')
        const value = await attempt()
        check(value)
        return value
      } catch (error) {
        // the token fetch has had its own retries (platform §8): the search gives up with it
        if (error instanceof SearchError && error.type === 'token_unavailable') throw error
        failure = error instanceof SearchError ? { type: error.type } : { type: 'no_response' }
        if (error instanceof SearchError && error.type === 'category_not_found') failure.errors = ['uri_not_found']
      }
      const decision = decideSearchFailure(failure, retries)
      if (decision.kind === 'throw') throw new SearchError(decision.type)
      if (decision.kind === 'fail') throw new SearchError(decision.type)
      await sleep(decision.delayMs)
    }
  }

  function checkErrors(response: WidgetResponse): void {
    if (response.errors?.some((e) => e.code === 'uri_not_found')) throw new SearchError('category_not_found')
  }

  function cacheKeyOf(request: SearchWidgetRequest): string | null {
    const rfkid = request.widget?.rfkid ?? ''
    const uri = request.context?.page?.uri ?? ''
    const path = uri.split(/[?#]/)[0] ?? ''
    const cacheable = isSearchResponseCacheable({ widgetKind: widgetKindOf(rfkid), isLoadTest: path === LOAD_TEST_CATEGORY_PATH, uri: path })
    return cacheable || widgetKindOf(rfkid) === 'category' ? JSON.stringify(request) : null
  }

  function fromCache(key: string | null): Cached | undefined {
    if (key === null) return undefined
    const entry = responses.get(key)
    if (!entry) return undefined
    if (isCacheEntryFresh(entry.storedAt, SEARCH_RESPONSE_CACHE_MS, now())) return entry
    responses.delete(key)
    return undefined
  }

  function remember(key: string | null, entry: Cached, request: SearchWidgetRequest): void {
    if (key === null) return
    // category answers are kept only as errors (category_not_found); other cacheable ones whole
    if (entry.response && widgetKindOf(request.widget?.rfkid ?? '') === 'category' && !isCacheableAnswer(request)) return
    if (responses.size > 500) responses.delete(responses.keys().next().value ?? '')
    responses.set(key, entry)
  }

  function isCacheableAnswer(request: SearchWidgetRequest): boolean {
    const path = (request.context?.page?.uri ?? '').split(/[?#]/)[0] ?? ''
    return isSearchResponseCacheable({ widgetKind: 'category', isLoadTest: path === LOAD_TEST_CATEGORY_PATH, uri: path })
  }

  return {
    async search(transport, request) {
      const key = cacheKeyOf(request)
      const cached = fromCache(key)
      if (cached?.error) throw cached.error
      if (cached?.response) return cached.response
      try {
        const response = await withRetries(async () => readSearchWidget(await post(transport, request)), checkErrors)
        remember(key, { storedAt: now(), response }, request)
        return response
      } catch (error) {
        if (error instanceof SearchError && error.type === 'category_not_found') remember(key, { storedAt: now(), error }, request)
        throw error
      }
    },
    event(transport, body) {
      return postSearchEvent(tokens, transport, body)
    },
    async batch(transport, shared, items) {
      const body = { data: { ...shared, widget: { items } } }
      const answer = await withRetries(async () => readSearchBatch(await post(transport, body)), () => undefined)
      return answer.widgets
    },
  }
}
