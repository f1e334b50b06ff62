// The search provider from the server render: one client (token and response caches) per site, its
// calls made through the page's API client (in-process when the API serves the storefront).
import type { SearchWidgetRequest, SearchWidgetResponse } from '@ironhouse/contracts'
import type { ApiClient } from './api.server.ts'
import { createSearchClient, type SearchClient, type SearchTransport } from './search-client.ts'

const clients = new Map<string, SearchClient>()

function clientFor(siteCode: string): SearchClient {
  let client = clients.get(siteCode)
  if (!client) {
    // the server is always "online": offline handling is the browser's (platform §8)
    client = createSearchClient({ online: () => true })
    clients.set(siteCode, client)
  }
  return client
}

/** The API path of an absolute search API url (the server calls its own API in-process). */
function pathOf(url: string): string {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

export function serverSearchTransport(api: ApiClient): SearchTransport {
  return {
    token: async () => {
      const res = await api.raw('/svc_ssr/rfktkn', { method: 'GET', storeId: false })
      if (!res.ok) throw new Error(`token call answered ${res.status}`)
      return res.json()
    },
    post: async (url, token, body) => {
      const res = await api.raw(pathOf(url), {
        method: 'POST',
        storeId: false,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: res.status, body: await res.json().catch(() => undefined) }
    },
  }
}

/** One widget request from a loader. */
export function searchFromServer(api: ApiClient, request: SearchWidgetRequest): Promise<SearchWidgetResponse> {
  return clientFor(api.site.code).search(serverSearchTransport(api), request)
}
