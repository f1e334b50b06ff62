// The search provider from the browser: one client per site for the page's life (response cache; the
// token is the site's, shared with the event sender, search-event.browser.ts), the token fetched
// through the page's API client, the search API reached at its absolute url (a third party's address
// in the provider's world: it answers CORS).
import type { SearchWidgetRequest, SearchWidgetResponse } from '@ironhouse/contracts'
import type { BrowserApiClient } from './api-client.ts'
import { createSearchClient, type SearchClient } from './search-client.ts'
import { browserSearchTransport, searchTokensFor } from './search-event.browser.ts'

const clients = new Map<string, SearchClient>()

function clientFor(api: BrowserApiClient): SearchClient {
  let client = clients.get(api.site.code)
  if (!client) {
    client = createSearchClient({ tokens: searchTokensFor(api) })
    clients.set(api.site.code, client)
  }
  return client
}

/** One widget request from the browser (preview, recommendations, listing refreshes). */
export function searchFromBrowser(api: BrowserApiClient, request: SearchWidgetRequest): Promise<SearchWidgetResponse> {
  return clientFor(api).search(browserSearchTransport(api), request)
}
