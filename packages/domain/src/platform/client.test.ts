import { describe, expect, it } from 'vitest'
import {
  RATE_LIMIT_OVERLAY_ID,
  SEARCH_TOKEN_CACHE_MS,
  decideSearchTokenFetchRetry,
  decideSessionInitFailure,
  decideTokenExpiredRetry,
  isCacheEntryFresh,
  isSearchTokenValid,
  isSessionExtensionSuccessful,
  mobileAppQueryParams,
  needsHostmatch,
  normaliseApiClientError,
  servicePathForSite,
  sessionExtensionDelayMs,
  sessionRefreshBackoffMs,
  shouldShowRateLimitOverlay,
} from './client.ts'
import { SEARCH_RESPONSE_CACHE_MS, decideSearchFailure, isSearchResponseCacheable } from './search-failures.ts'

describe('platform §8 TOKEN_EXPIRED', () => {
  it('retries after 500 ms times the retry count and gives up after more than 3 retries', () => {
    expect([1, 2, 3, 4].map(decideTokenExpiredRetry)).toEqual([
      { kind: 'retry', delayMs: 500 },
      { kind: 'retry', delayMs: 1000 },
      { kind: 'retry', delayMs: 1500 },
      { kind: 'give-up' },
    ])
  })

  it("a server error 'Missing customer data' is treated as TOKEN_EXPIRED", () => {
    expect(normaliseApiClientError({ message: 'Missing customer data' }, 401))
      .toEqual({ type: 'TOKEN_EXPIRED', status: 401, code: 'TOKEN_EXPIRED', message: 'Missing customer data' })
    expect(normaliseApiClientError({ error: 'Missing customer data', code: 'X' }).code).toBe('X')
  })
})

describe('platform §8 unknown server error', () => {
  it('an unknown type becomes unknown_error with status default 500 and the server code kept', () => {
    expect(normaliseApiClientError({ type: 'weird_failure' })).toEqual({ type: 'unknown_error', status: 500, code: 'weird_failure' })
    expect(normaliseApiClientError({})).toEqual({ type: 'unknown_error', status: 500, code: 'unknown_error' })
    expect(normaliseApiClientError({ status: 502, code: 'E1' }).status).toBe(502)
  })

  it('known types are kept; callers may extend the known list', () => {
    expect(normaliseApiClientError({ type: 'TOKEN_EXPIRED' }, 401).type).toBe('TOKEN_EXPIRED')
    expect(normaliseApiClientError({ error: 'inventory_error' }, 400, ['inventory_error']))
      .toEqual({ type: 'inventory_error', status: 400, code: 'inventory_error' })
  })
})

describe('platform §8 session refresh failure', () => {
  it('waits min((failures*10)^2, 5000) ms', () => {
    expect([1, 2, 5, 7, 8, 100].map(sessionRefreshBackoffMs)).toEqual([100, 400, 2500, 4900, 5000, 5000])
  })
})

describe('platform §8 search failures', () => {
  it('browser_offline is thrown with no retry', () => {
    expect(decideSearchFailure({ type: 'browser_offline' }, 0)).toEqual({ kind: 'throw', type: 'browser_offline' })
  })

  it('no_response is not retried', () => {
    expect(decideSearchFailure({ type: 'no_response' }, 0)).toEqual({ kind: 'fail', type: 'no_response', cacheAsError: false })
  })

  it('errors including uri_not_found become category_not_found, no retry, cached as an error', () => {
    const expected = { kind: 'fail', type: 'category_not_found', cacheAsError: true }
    expect(decideSearchFailure({ type: 'search_error', errors: ['uri_not_found'] }, 0)).toEqual(expected)
    expect(decideSearchFailure({ type: 'category_not_found' }, 0)).toEqual(expected)
  })

  it('other failures are retried up to 3 times with delay 100 ms times attempt', () => {
    expect([0, 1, 2, 3].map((done) => decideSearchFailure({ type: 'http_500' }, done))).toEqual([
      { kind: 'retry', delayMs: 100 },
      { kind: 'retry', delayMs: 200 },
      { kind: 'retry', delayMs: 300 },
      { kind: 'fail', type: 'http_500', cacheAsError: false },
    ])
  })

  it('token fetch is retried up to 5 times with a doubling delay from 200 ms', () => {
    expect([1, 2, 3, 4, 5, 6].map(decideSearchTokenFetchRetry)).toEqual([
      { kind: 'retry', delayMs: 200 },
      { kind: 'retry', delayMs: 400 },
      { kind: 'retry', delayMs: 800 },
      { kind: 'retry', delayMs: 1600 },
      { kind: 'retry', delayMs: 3200 },
      { kind: 'give-up' },
    ])
  })

  it('a 429 outside production shows the rate-limit overlay (cf-modal)', () => {
    expect(RATE_LIMIT_OVERLAY_ID).toBe('cf-modal')
    expect(shouldShowRateLimitOverlay(429, 'staging')).toBe(true)
    expect(shouldShowRateLimitOverlay(429, 'production')).toBe(false)
    expect(shouldShowRateLimitOverlay(500, 'staging')).toBe(false)
  })
})

describe('platform §4 search tokens and caches', () => {
  const now = Date.UTC(2025, 0, 1)

  it('a token is valid only when it expires more than 1 minute ahead', () => {
    expect(isSearchTokenValid({ expires: now + 60_001 }, now)).toBe(true)
    expect(isSearchTokenValid({ expires: now + 60_000 }, now)).toBe(false)
    expect(isSearchTokenValid({ expires: new Date(now + 120_000).toISOString() }, now)).toBe(true)
    expect(isSearchTokenValid({ expires: 'not a date' }, now)).toBe(false)
  })

  it('platform §9: token cache 15 minutes, search response cache 1 hour', () => {
    expect(SEARCH_TOKEN_CACHE_MS).toBe(900_000)
    expect(SEARCH_RESPONSE_CACHE_MS).toBe(3_600_000)
    expect(isCacheEntryFresh(now, SEARCH_TOKEN_CACHE_MS, now + 899_999)).toBe(true)
    expect(isCacheEntryFresh(now, SEARCH_TOKEN_CACHE_MS, now + 900_000)).toBe(false)
  })

  it('platform §7: responses are cacheable for other widgets, load tests and featured URIs', () => {
    expect(isSearchResponseCacheable({ widgetKind: 'other', isLoadTest: false, uri: '/shoes' })).toBe(true)
    expect(isSearchResponseCacheable({ widgetKind: 'category', isLoadTest: true, uri: '/new-gear' })).toBe(true)
    expect(isSearchResponseCacheable({ widgetKind: 'category', isLoadTest: false, uri: '/na-featured' })).toBe(true)
    expect(isSearchResponseCacheable({ widgetKind: 'search', isLoadTest: false, uri: '/search' })).toBe(false)
  })
})

describe('shell §4 session upkeep', () => {
  it('session extension is scheduled 45 seconds before expiry', () => {
    expect(sessionExtensionDelayMs(100_000, 0)).toBe(55_000)
    expect(sessionExtensionDelayMs(40_000, 0)).toBe(0)
  })

  it('extending a session requires a nonzero cg', () => {
    expect(isSessionExtensionSuccessful({ cg: 4 })).toBe(true)
    expect(isSessionExtensionSuccessful({ cg: '0' })).toBe(false)
    expect(isSessionExtensionSuccessful({ cg: null })).toBe(false)
    expect(isSessionExtensionSuccessful({})).toBe(false)
  })

  it('session initialisation tries twice, then falls back to logged out', () => {
    expect(decideSessionInitFailure(1)).toEqual({ kind: 'retry' })
    expect(decideSessionInitFailure(2)).toEqual({ kind: 'logged-out' })
  })
})

describe('platform §7 call shapes', () => {
  it('inserts /site/{code} after the service name when a language path exists and the site is not USA', () => {
    expect(servicePathForSite('/svc_list/lists', 'EUR', true)).toBe('/svc_list/site/EUR/lists')
    expect(servicePathForSite('/svc_ssr', 'GBR', true)).toBe('/svc_ssr/site/GBR')
    expect(servicePathForSite('/svc_list/lists', 'USA', true)).toBe('/svc_list/lists')
    expect(servicePathForSite('/svc_list/lists', 'EUR', false)).toBe('/svc_list/lists')
    expect(servicePathForSite('/api/features/x', 'EUR', true)).toBe('/api/features/x')
  })

  it('hostmatch is sent when the page URL does not start with the base URL', () => {
    expect(needsHostmatch('https://m.ironhouse.com/x', 'https://www.ironhouse.com')).toBe(true)
    expect(needsHostmatch('https://www.ironhouse.com/x', 'https://www.ironhouse.com')).toBe(false)
  })

  it('mobile-app calls add isMobileApp, mobileAppVersion and mobileAppPlatform (platform default ios)', () => {
    expect(mobileAppQueryParams({ version: '3.3.0' }))
      .toEqual({ isMobileApp: 'true', mobileAppVersion: '3.3.0', mobileAppPlatform: 'ios' })
    expect(mobileAppQueryParams({ version: '3.2.5', platform: 'android' }).mobileAppPlatform).toBe('android')
  })
})
