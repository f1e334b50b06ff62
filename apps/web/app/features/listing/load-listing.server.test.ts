import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../platform/api.server.ts'
import { loadListing } from './load-listing.server.ts'

const EMPTY_ANSWER = {
  content: { product: { n_item: 0, value: [], total_item: 0 } },
  facet: {},
  facet_names: [],
  page_number: 1,
  total_page: 0,
  total_item: 0,
  url: '/iron-game-programming',
  widget: { rfkid: 'rfkid_10' },
}

/** A page request's API client whose search API answers an empty list, keeping the filters it was sent. */
function pageApi(pageUrl: string, cookie?: string) {
  const filters: Array<unknown> = []
  const fetchImpl = async (path: string, init?: RequestInit) => {
    if (path.includes('/rfktkn')) {
      const token = { apiUrl: 'http://localhost/svc_search/api/search', eventApiUrl: 'http://localhost/svc_search/api/event', token: 't', expires: Date.now() + 3_600_000 }
      return Response.json(token)
    }
    if (path.startsWith('/svc_search/api/search')) {
      filters.push((JSON.parse(String(init?.body)) as { filter?: unknown }).filter)
      return Response.json(EMPTY_ANSWER)
    }
    return Response.json({ features: {} })
  }
  const request = new Request(pageUrl, cookie === undefined ? {} : { headers: { cookie } })
  const api = createApiClient({ site: { code: 'USA', storeId: 1, prefix: '' }, request, fetchImpl })
  return { api, url: new URL(pageUrl), filters }
}

const load = (api: ReturnType<typeof pageApi>['api'], url: URL) =>
  loadListing({ api, url, kind: 'category', rfkid: 'rfkid_10', uri: '/iron-game-programming', fiveForFiveEnabled: false })

describe('the app filter of a listing (platform §5: in the app context program_delivery is forced to Not Applicable)', () => {
  it('the app flag in a cookie counts as in the URL (platform §7: the native app is detected by URL or cookie parameters)', async () => {
    const byCookie = pageApi('http://localhost/iron-game-programming', 'lang=en; isMobileApp=true; mobileAppVersion=3.3.0')
    await load(byCookie.api, byCookie.url)
    expect(byCookie.filters).toEqual([{ program_delivery: ['Not Applicable'] }])

    const byUrl = pageApi('http://localhost/iron-game-programming?isMobileApp=1')
    await load(byUrl.api, byUrl.url)
    expect(byUrl.filters).toEqual([{ program_delivery: ['Not Applicable'] }])
  })

  it('a browser (no app flag, or the flag off) sends the shopper’s filters only', async () => {
    const browser = pageApi('http://localhost/iron-game-programming', 'lang=en')
    await load(browser.api, browser.url)
    const off = pageApi('http://localhost/iron-game-programming', 'isMobileApp=false')
    await load(off.api, off.url)
    expect([...browser.filters, ...off.filters]).toEqual([{}, {}])
  })
})
