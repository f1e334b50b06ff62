// The API client's error catalogue (platform §8) and session upkeep (platform §4, shell §4) as pure
// decisions. The client in apps/web performs the waits, fetches and refreshes these functions choose.
// The search layer's own decisions (its retries and its answer cache) are in search-failures.ts, apart
// from these, which every page's API client reads (a module goes whole into a browser chunk).

/** Retry step after an expired token: wait 500 ms × the retry count (platform §8). */
export const TOKEN_EXPIRED_RETRY_STEP_MS = 500
/** An expired-token call is given up after more than this many retries (platform §8). */
export const TOKEN_EXPIRED_MAX_RETRIES = 3
/** The server error message treated like TOKEN_EXPIRED (platform §8). */
export const MISSING_CUSTOMER_DATA_MESSAGE = 'Missing customer data'
/** Cap of the back-off after a failed session refresh (platform §8). */
export const SESSION_REFRESH_BACKOFF_CAP_MS = 5000
/** Search-token fetch is retried up to 5 times (platform §8). */
export const SEARCH_TOKEN_FETCH_MAX_RETRIES = 5
/** First token-fetch retry delay; it doubles on each retry (growth not shown in the spec: our choice). */
export const SEARCH_TOKEN_FETCH_BASE_DELAY_MS = 200
/** A search token is valid while its expiry is more than 1 minute ahead (platform §4, §9). */
export const SEARCH_TOKEN_VALIDITY_MARGIN_MS = 60_000
/** Search tokens are cached 15 minutes (platform §7, §9). */
export const SEARCH_TOKEN_CACHE_MS = 15 * 60_000
/** Session extension runs 45 s before expiry (shell §4, §9). */
export const SESSION_EXTENSION_LEAD_MS = 45_000
/** Session initialisation tries twice, then falls back to logged out (shell §4). */
export const SESSION_INIT_MAX_TRIES = 2
/** Status given to an error whose status is unknown (platform §8). */
export const UNKNOWN_ERROR_DEFAULT_STATUS = 500
/** The overlay shown for a CDN 429 outside production (platform §8). */
export const RATE_LIMIT_OVERLAY_ID = 'cf-modal'

/** Error types the API client itself raises or recognises (platform §8). */
export const API_CLIENT_ERROR_TYPES = [
  'TOKEN_EXPIRED',
  'browser_offline',
  'no_response',
  'category_not_found',
  'unknown_error',
] as const
export type ApiClientErrorType = (typeof API_CLIENT_ERROR_TYPES)[number]

/** A server error body as the client reads it. */
export type ServerErrorBody = { type?: string; error?: string; code?: string; message?: string; status?: number }

/** The normalised error every caller of the API client receives. */
export type ApiClientError = { type: string; status: number; code: string; message?: string }

/**
 * Normalises a server error (platform §8): 'Missing customer data' counts as TOKEN_EXPIRED; a type
 * not in `knownTypes` becomes unknown_error; status defaults to 500; the code defaults to the
 * server's own type so the original is not lost.
 */
export function normaliseApiClientError(
  body: ServerErrorBody,
  httpStatus?: number,
  knownTypes: ReadonlyArray<string> = API_CLIENT_ERROR_TYPES,
): ApiClientError {
  const rawType = body.type ?? body.error
  const status = httpStatus ?? body.status ?? UNKNOWN_ERROR_DEFAULT_STATUS
  const base = body.message === undefined ? {} : { message: body.message }
  if (body.message === MISSING_CUSTOMER_DATA_MESSAGE || rawType === MISSING_CUSTOMER_DATA_MESSAGE) {
    return { ...base, type: 'TOKEN_EXPIRED', status, code: body.code ?? 'TOKEN_EXPIRED' }
  }
  const type = rawType !== undefined && knownTypes.includes(rawType) ? rawType : 'unknown_error'
  return { ...base, type, status, code: body.code ?? rawType ?? 'unknown_error' }
}

export type RetryDecision = { kind: 'retry'; delayMs: number } | { kind: 'give-up' }

/**
 * After TOKEN_EXPIRED: refresh the session and retry after 500 ms × retry count; give up after more
 * than 3 retries (platform §8). `retryCount` is the number of the retry about to run (1, 2, 3, …).
 */
export function decideTokenExpiredRetry(retryCount: number): RetryDecision {
  if (retryCount > TOKEN_EXPIRED_MAX_RETRIES) return { kind: 'give-up' }
  return { kind: 'retry', delayMs: TOKEN_EXPIRED_RETRY_STEP_MS * retryCount }
}

/** Wait after `failures` failed session refreshes: min((failures × 10)², 5000) ms (platform §8). */
export function sessionRefreshBackoffMs(failures: number): number {
  return Math.min((failures * 10) ** 2, SESSION_REFRESH_BACKOFF_CAP_MS)
}

/**
 * Token fetch retry after `failedTries` failures (platform §8: up to 5 retries, growth not shown).
 * Our growth: 200 ms × 2^(n−1) before retry n, so 200, 400, 800, 1600, 3200 ms; then give up.
 */
export function decideSearchTokenFetchRetry(failedTries: number): RetryDecision {
  if (failedTries > SEARCH_TOKEN_FETCH_MAX_RETRIES) return { kind: 'give-up' }
  return { kind: 'retry', delayMs: SEARCH_TOKEN_FETCH_BASE_DELAY_MS * 2 ** (failedTries - 1) }
}

/** A CDN 429 outside production shows the rate-limit overlay (platform §8). */
export function shouldShowRateLimitOverlay(status: number, environment: string): boolean {
  return status === 429 && environment !== 'production'
}

/** Reads a token expiry given as epoch milliseconds or an ISO date string. */
function expiryMs(expires: number | string): number {
  return typeof expires === 'number' ? expires : Date.parse(expires)
}

/** A search token is valid when its expiry is more than 1 minute ahead of now (platform §4). */
export function isSearchTokenValid(token: { expires: number | string }, now: number): boolean {
  const at = expiryMs(token.expires)
  return Number.isFinite(at) && at - now > SEARCH_TOKEN_VALIDITY_MARGIN_MS
}

/** Whether a cached entry written at `storedAt` is still fresh after `maxAgeMs`. */
export function isCacheEntryFresh(storedAt: number, maxAgeMs: number, now: number): boolean {
  return now - storedAt < maxAgeMs
}

/** Milliseconds until the session extension should run: 45 s before expiry, never negative (shell §4). */
export function sessionExtensionDelayMs(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - SESSION_EXTENSION_LEAD_MS - now)
}

/** Extending a session succeeded only when the response carries a nonzero cg (shell §5). */
export function isSessionExtensionSuccessful(response: { cg?: number | string | null }): boolean {
  return response.cg !== undefined && response.cg !== null && Number(response.cg) !== 0
}

export type SessionInitDecision = { kind: 'retry' } | { kind: 'logged-out' }

/** Session initialisation tries twice, then treats the visitor as logged out (shell §4, §8). */
export function decideSessionInitFailure(failedTries: number): SessionInitDecision {
  return failedTries < SESSION_INIT_MAX_TRIES ? { kind: 'retry' } : { kind: 'logged-out' }
}

/**
 * A service path with the site segment inserted (platform §7): when a language path exists and the
 * site is not USA, '/site/{code}' follows the service name. '/svc_list/lists' → '/svc_list/site/EUR/lists'.
 */
export function servicePathForSite(path: string, siteCode: string, hasLanguagePath: boolean): string {
  if (!hasLanguagePath || siteCode === 'USA') return path
  const match = /^(\/svc_[a-z_]+)(\/.*)?$/.exec(path)
  if (!match) return path
  return `${match[1]}/site/${siteCode}${match[2] ?? ''}`
}

/** The hostmatch call is sent when the page URL does not start with the base URL (platform §7). */
export function needsHostmatch(pageUrl: string, baseUrl: string): boolean {
  return !pageUrl.startsWith(baseUrl)
}

/** Query parameters added to calls made inside the native app (platform §7, shell §7). */
export function mobileAppQueryParams(app: { version: string; platform?: string }): Record<string, string> {
  return { isMobileApp: 'true', mobileAppVersion: app.version, mobileAppPlatform: app.platform ?? 'ios' }
}
