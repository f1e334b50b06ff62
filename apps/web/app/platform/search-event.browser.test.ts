import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BrowserApiClient } from './api-client.ts'
import { sendSearchEvent } from './search-event.browser.ts'
import { searchFromBrowser } from './search.browser.ts'

const HOUR = 3_600_000
type Sent = { url: string; init: RequestInit }

/** A page's API client that answers the token call, and a fetch that records the event API's requests. */
function page(siteCode: string, answers: Array<number> = []) {
  let tokenCalls = 0
  const api = {
    site: { code: siteCode },
    get: async (path: string) => {
      if (path !== '/svc_ssr/rfktkn') throw new Error(`unexpected ${path}`)
      tokenCalls += 1
      return { apiUrl: 'https://search.example/api', eventApiUrl: 'https://search.example/event', token: `tok${tokenCalls}`, expires: Date.now() + HOUR }
    },
  } as unknown as BrowserApiClient
  const sent: Array<Sent> = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init })
    const status = answers.shift() ?? 200
    const body = url.endsWith('/api') ? { content: { product: { n_item: 0, value: [], total_item: 0 } }, facet: {}, facet_names: [], page_number: 1, total_page: 0, total_item: 0, url: '', widget: { rfkid: 'rfkid_31' } } : {}
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return { api, sent, tokenCalls: () => tokenCalls }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the browser event sender (platform §6, §7)', () => {
  it('POSTs the event as JSON to the event API with the bearer token, without cookies unless asked', async () => {
    const p = page('USA')
    const body = { type: 'view', name: 'page', value: { uri: '/the-ohio-bar' }, t: 1, t0: 1, user_id: 'v-1', app_type: 'browser' }
    await sendSearchEvent(p.api, body)
    await sendSearchEvent(p.api, { ...body, type: 'user', name: 'info' }, true)
    expect(p.sent.map((s) => s.url)).toEqual(['https://search.example/event', 'https://search.example/event'])
    expect(p.sent[0]?.init).toEqual({
      method: 'POST',
      headers: { authorization: 'Bearer tok1', 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    })
    expect(p.sent[1]?.init.credentials).toBe('same-origin')
    // one token for both
    expect(p.tokenCalls()).toBe(1)
  })

  it('a 401 fetches a new token once and sends the event again with it', async () => {
    const p = page('CAN', [401])
    await sendSearchEvent(p.api, { type: 'view', name: 'page', value: { uri: '/' } })
    expect(p.sent.map((s) => (s.init.headers as Record<string, string>).authorization)).toEqual(['Bearer tok1', 'Bearer tok2'])
  })

  it('the search client uses the token the events fetched (one token per site for the page)', async () => {
    const p = page('AUS')
    await sendSearchEvent(p.api, { type: 'view', name: 'page', value: { uri: '/' } })
    await searchFromBrowser(p.api, { widget: { rfkid: 'rfkid_31' } })
    expect(p.sent.map((s) => s.url)).toEqual(['https://search.example/event', 'https://search.example/api'])
    expect(p.tokenCalls()).toBe(1)
  })
})
