// The search provider from the browser: one client per site for the page's life (token and response
// caches), the token fetched through the page's API client, the search API reached at its absolute
// url (a third party's address in the provider's world: it answers CORS).
import type { SearchWidgetRequest, SearchWidgetResponse } from '@ironhouse/contracts'
import type { BrowserApiClient } from './api-client.ts'
import { createSearchClient, type SearchClient, type SearchTransport } from './search-client.ts'

const clients = new Map<string, SearchClient>()

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

function clientFor(api: BrowserApiClient): SearchClient {
  let client = clients.get(api.site.code)
  if (!client) {
    client = createSearchClient()
    clients.set(api.site.code, client)
  }
  return client
}

/** One widget request from the browser (preview, recommendations, listing refreshes). */
export function searchFromBrowser(api: BrowserApiClient, request: SearchWidgetRequest): Promise<SearchWidgetResponse> {
  return clientFor(api).search(browserSearchTransport(api), request)
}

/** One event to the provider's event API; `withSession` sends the page's cookies to a same-origin API. */
export function sendSearchEvent(api: BrowserApiClient, body: Record<string, unknown>, withSession = false): Promise<void> {
  return clientFor(api).event(browserSearchTransport(api, withSession ? 'same-origin' : 'omit'), body)
}
