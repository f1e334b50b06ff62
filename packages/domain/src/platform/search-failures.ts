// The search layer's decisions (platform §7, §8): what a failed search does and which answers are
// cached. Only the browser's search client reads them, which a page fetches with its first widget call;
// the API client's own decisions are in client.ts.

/** Search failures other than offline / no reply / unknown category are retried up to 3 times (platform §8). */
export const SEARCH_MAX_RETRIES = 3
/** Search retry delay: 100 ms × attempt (platform §8). */
export const SEARCH_RETRY_STEP_MS = 100
/** Cacheable search responses are kept 1 hour (platform §7, §9). */
export const SEARCH_RESPONSE_CACHE_MS = 60 * 60_000

export type SearchFailure = { type: string; errors?: ReadonlyArray<string> }

export type SearchFailureDecision =
  | { kind: 'throw'; type: 'browser_offline' }
  | { kind: 'fail'; type: string; cacheAsError: boolean }
  | { kind: 'retry'; delayMs: number }

/**
 * What the search layer does after a failure (platform §8): browser_offline is thrown, no retry;
 * no_response is not retried; search errors including uri_not_found become category_not_found, not
 * retried, cached as an error; any other failure is retried up to 3 times after 100 ms × attempt.
 * `retriesDone` counts the retries already made.
 */
export function decideSearchFailure(failure: SearchFailure, retriesDone: number): SearchFailureDecision {
  if (failure.type === 'browser_offline') return { kind: 'throw', type: 'browser_offline' }
  if (failure.type === 'no_response') return { kind: 'fail', type: 'no_response', cacheAsError: false }
  if (failure.type === 'category_not_found' || failure.errors?.includes('uri_not_found')) {
    return { kind: 'fail', type: 'category_not_found', cacheAsError: true }
  }
  if (retriesDone >= SEARCH_MAX_RETRIES) return { kind: 'fail', type: failure.type, cacheAsError: false }
  return { kind: 'retry', delayMs: SEARCH_RETRY_STEP_MS * (retriesDone + 1) }
}

export type SearchWidgetKind = 'category' | 'search' | 'other'

/**
 * Search responses are cached for 1 hour for widgets other than category and search, for load
 * tests, and for featured URIs (platform §7). Featured URIs contain 'featured' (na-featured,
 * featured-au, featured-eu, platform §9).
 */
export function isSearchResponseCacheable(request: {
  widgetKind: SearchWidgetKind
  isLoadTest: boolean
  uri: string
}): boolean {
  return request.widgetKind === 'other' || request.isLoadTest || request.uri.includes('featured')
}
