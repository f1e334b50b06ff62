import { describe, expect, it } from 'vitest'
import { SearchError, createSearchClient, type SearchTransport } from './search-client.ts'

const HOUR = 3_600_000
const answer = (rfkid: string, extra: Record<string, unknown> = {}) => ({
  content: { product: { n_item: 0, value: [], total_item: 0 } },
  facet: {},
  facet_names: [],
  page_number: 1,
  total_page: 0,
  total_item: 0,
  url: '',
  widget: { rfkid },
  ...extra,
})

function fakeTransport(options: { tokenFailures?: number; answers?: Array<{ status: number; body: unknown }>; expiresIn?: number; now: () => number }) {
  const calls = { token: 0, post: 0 }
  let failures = options.tokenFailures ?? 0
  const transport: SearchTransport = {
    token: async () => {
      calls.token += 1
      if (failures > 0) {
        failures -= 1
        throw new Error('down')
      }
      return { apiUrl: 'http://x/svc_search/api/search', eventApiUrl: 'http://x/svc_search/api/event', token: `t${calls.token}`, expires: options.now() + (options.expiresIn ?? HOUR) }
    },
    post: async () => {
      calls.post += 1
      return options.answers?.shift() ?? { status: 200, body: answer('search') }
    },
  }
  return { transport, calls }
}

function harness() {
  let clock = 1_000_000
  const sleeps: Array<number> = []
  const client = createSearchClient({ now: () => clock, sleep: async (ms) => void sleeps.push(ms), online: () => true })
  return { client, sleeps, now: () => clock, advance: (ms: number) => (clock += ms) }
}

describe('search tokens (platform §4, §8)', () => {
  it('a token is reused while it expires more than 1 minute ahead and is younger than 15 minutes', async () => {
    const h = harness()
    const { transport, calls } = fakeTransport({ now: h.now })
    await h.client.search(transport, { widget: { rfkid: 'search' } })
    h.advance(14 * 60_000)
    await h.client.search(transport, { widget: { rfkid: 'search' } })
    expect(calls.token).toBe(1)
    h.advance(2 * 60_000)
    await h.client.search(transport, { widget: { rfkid: 'search' } })
    expect(calls.token).toBe(2)
  })

  it('a token expiring within a minute is refreshed', async () => {
    const h = harness()
    const { transport, calls } = fakeTransport({ now: h.now, expiresIn: 90_000 })
    await h.client.search(transport, { widget: { rfkid: 'search' } })
    h.advance(31_000)
    await h.client.search(transport, { widget: { rfkid: 'search' } })
    expect(calls.token).toBe(2)
  })

  it('the token fetch is retried up to 5 times with a growing delay', async () => {
    const h = harness()
    const { transport } = fakeTransport({ now: h.now, tokenFailures: 5 })
    await h.client.search(transport, { widget: { rfkid: 'search' } })
    expect(h.sleeps).toEqual([200, 400, 800, 1600, 3200])
    const h2 = harness()
    const broken = fakeTransport({ now: h2.now, tokenFailures: 6 })
    await expect(h2.client.search(broken.transport, { widget: { rfkid: 'search' } })).rejects.toMatchObject({ type: 'token_unavailable' })
  })
})

describe('search failures (platform §8)', () => {
  it('other failures are retried up to 3 times, 100 ms × attempt', async () => {
    const h = harness()
    const fail = { status: 503, body: { error: 'service_unavailable' } }
    const { transport, calls } = fakeTransport({ now: h.now, answers: [fail, fail, fail, fail] })
    await expect(h.client.search(transport, { widget: { rfkid: 'search' } })).rejects.toBeInstanceOf(SearchError)
    expect(h.sleeps).toEqual([100, 200, 300])
    expect(calls.post).toBe(4)
  })

  it('uri_not_found becomes category_not_found: not retried, and cached as an error', async () => {
    const h = harness()
    const missing = { status: 200, body: answer('rfkid_10', { errors: [{ code: 'uri_not_found', message: 'x' }] }) }
    const { transport, calls } = fakeTransport({ now: h.now, answers: [missing] })
    const request = { widget: { rfkid: 'rfkid_10' }, context: { page: { uri: '/nope' } } }
    await expect(h.client.search(transport, request)).rejects.toMatchObject({ type: 'category_not_found' })
    await expect(h.client.search(transport, request)).rejects.toMatchObject({ type: 'category_not_found' })
    expect(calls.post).toBe(1)
    expect(h.sleeps).toEqual([])
  })

  it('offline in the browser: browser_offline, no retry', async () => {
    const client = createSearchClient({ online: () => false, sleep: async () => undefined })
    const { transport, calls } = fakeTransport({ now: Date.now })
    await expect(client.search(transport, { widget: { rfkid: 'search' } })).rejects.toMatchObject({ type: 'browser_offline' })
    expect(calls.post).toBe(0)
  })

  it('a 401 fetches a new token once and retries', async () => {
    const h = harness()
    const { transport, calls } = fakeTransport({ now: h.now, answers: [{ status: 401, body: { error: 'unauthorized' } }] })
    await h.client.search(transport, { widget: { rfkid: 'search' } })
    expect(calls.token).toBe(2)
  })
})

describe('response cache (platform §7, §9)', () => {
  it('recommendation widgets are cached 1 hour; search widgets are not', async () => {
    const h = harness()
    const { transport, calls } = fakeTransport({ now: h.now })
    await h.client.search(transport, { widget: { rfkid: 'rfkid_31' } })
    await h.client.search(transport, { widget: { rfkid: 'rfkid_31' } })
    expect(calls.post).toBe(1)
    h.advance(HOUR)
    await h.client.search(transport, { widget: { rfkid: 'rfkid_31' } })
    expect(calls.post).toBe(2)
    await h.client.search(transport, { widget: { rfkid: 'search' } })
    await h.client.search(transport, { widget: { rfkid: 'search' } })
    expect(calls.post).toBe(4)
  })

  it('category listings are cached for featured URIs and the load-test category only', async () => {
    const h = harness()
    const { transport, calls } = fakeTransport({ now: h.now })
    for (const uri of ['/na-featured', '/na-featured', '/new-gear', '/new-gear', '/shoes', '/shoes', '/gear/new-gear', '/gear/new-gear']) {
      await h.client.search(transport, { widget: { rfkid: 'rfkid_10' }, context: { page: { uri } } })
    }
    // the load-test category is the path /new-gear itself, as the server reads it
    expect(calls.post).toBe(6)
  })
})
