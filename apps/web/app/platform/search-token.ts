// The search provider's token and event call (platform §4, §7, §8), shared by the search client
// (search-client.ts) and the browser's event sender (search-event.browser.ts), which a page loads
// without the search client: the token fetched from /svc_ssr/rfktkn (valid while it expires more than
// 1 minute ahead, cached 15 minutes, the fetch retried up to 5 times with a growing delay), and one
// event POSTed to the event API with it (a 401 fetches a new token once). The decisions are the
// domain's (packages/domain platform/client.ts); this module performs them.
import type { SearchTokenResponse } from '@ironhouse/contracts'
import { SEARCH_TOKEN_CACHE_MS, decideSearchTokenFetchRetry, isCacheEntryFresh, isSearchTokenValid } from '@ironhouse/domain'
import { readSearchToken } from './shapes.ts'

/** How a client reaches the token call and the search API (the server in-process, the browser by fetch). */
export type SearchTransport = {
  token(): Promise<unknown>
  /** POST a JSON body to the search API url with the token; resolves with status and parsed body. */
  post(url: string, token: string, body: unknown): Promise<{ status: number; body: unknown }>
}

/** A search that failed for good (platform §8 types: category_not_found, browser_offline, no_response, …). */
export class SearchError extends Error {
  readonly type: string
  constructor(type: string, message = type) {
    super(message)
    this.type = type
  }
}

export type SearchTokens = {
  /** The cached token while it is valid, else a new one (one fetch at a time); `force` always fetches. */
  current(transport: SearchTransport, force?: boolean): Promise<SearchTokenResponse>
}

export type SearchTokenOptions = {
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

export function createSearchTokens(options: SearchTokenOptions = {}): SearchTokens {
  const sleep = options.sleep ?? defaultSleep
  const now = options.now ?? Date.now
  let token: { value: SearchTokenResponse; storedAt: number } | null = null
  let tokenFetch: Promise<SearchTokenResponse> | null = null

  async function fetchToken(transport: SearchTransport): Promise<SearchTokenResponse> {
    for (let failed = 0; ; ) {
      try {
        return readSearchToken(await transport.token())
      } catch (error) {
        failed += 1
        const decision = decideSearchTokenFetchRetry(failed)
        if (decision.kind === 'give-up') throw new SearchError('token_unavailable', error instanceof Error ? error.message : 'token fetch failed')
        await sleep(decision.delayMs)
      }
    }
  }

  return {
    async current(transport, force = false) {
      const at = now()
      if (!force && token && isCacheEntryFresh(token.storedAt, SEARCH_TOKEN_CACHE_MS, at) && isSearchTokenValid(token.value, at)) {
        return token.value
      }
      tokenFetch ??= fetchToken(transport).finally(() => {
        tokenFetch = null
      })
      const value = await tokenFetch
      token = { value, storedAt: now() }
      return value
    },
  }
}

/**
 * One POST with the site's token to the URL the token names (`apiUrl` for searches, `eventApiUrl` for
 * events); a 401 fetches a new token once and sends again. Resolves with the last answer.
 */
export async function postWithToken(
  tokens: SearchTokens,
  transport: SearchTransport,
  urlOf: (auth: SearchTokenResponse) => string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  const auth = await tokens.current(transport)
  const answer = await transport.post(urlOf(auth), auth.token, body)
  if (answer.status !== 401) return answer
  const fresh = await tokens.current(transport, true)
  return transport.post(urlOf(fresh), fresh.token, body)
}

/** POSTs one event to the event API (platform §6, §7); failures are the caller's to ignore. */
export async function postSearchEvent(tokens: SearchTokens, transport: SearchTransport, body: Record<string, unknown>): Promise<void> {
  await postWithToken(tokens, transport, (auth) => auth.eventApiUrl, body)
}
