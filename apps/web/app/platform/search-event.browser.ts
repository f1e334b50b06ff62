// The search provider's event API from the browser (platform §6, §7), apart from the search client
// (search.browser.ts, fetched with the first widget call): every page sends a page-view event, and
// this is all it takes (the token and one POST). Both share one token per site for the page's life.
import type { BrowserApiClient } from './api-client.ts'
import { createSearchTokens, postSearchEvent, type SearchTokens, type SearchTransport } from './search-token.ts'

const tokens = new Map<string, SearchTokens>()

/** The site's search token cache, shared by the event sender and the search client. */
export function searchTokensFor(api: BrowserApiClient): SearchTokens {
  let found = tokens.get(api.site.code)
  if (!found) {
    found = createSearchTokens()
    tokens.set(api.site.code, found)
  }
  return found
}

/**
 * The browser's transport. Calls carry no cookies (a provider's credential is its token), except the
 * user info event, which carries the session when the event API is the page's own origin: that is
 * how the API knows the customer is really signed in (docs/search.md).
 */
export function browserSearchTransport(api: BrowserApiClient, credentials: RequestCredentials = 'omit'): SearchTransport {
  return {
    token: () => api.get('/svc_ssr/rfktkn'),
    post: async (url, token, body) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        credentials,
      })
      return { status: res.status, body: await res.json().catch(() => undefined) }
    },
  }
}

/** One event to the provider's event API; `withSession` sends the page's cookies to a same-origin API. */
export function sendSearchEvent(api: BrowserApiClient, body: Record<string, unknown>, withSession = false): Promise<void> {
  return postSearchEvent(searchTokensFor(api), browserSearchTransport(api, withSession ? 'same-origin' : 'omit'), body)
}
