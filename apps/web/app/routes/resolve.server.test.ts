import { describe, expect, it } from 'vitest'
import { ApiError } from '../platform/api.server.ts'
import { redirectFor, withRetries } from './resolve.server.ts'

const base = { entityType: 'redirect' as const, entityId: null, related: {} }

describe('redirectFor', () => {
  it('platform §2: an http target redirects the browser there with the entry status', () => {
    const res = redirectFor({ ...base, redirectTarget: 'https://elsewhere.test/catalog', redirectType: 301 }, '', '?a=1')
    expect(res?.status).toBe(301)
    expect(res?.headers.get('location')).toBe('https://elsewhere.test/catalog')
  })
  it('platform §2: a site target keeps the site prefix and the query', () => {
    const res = redirectFor({ ...base, redirectTarget: '/hot-deals', redirectType: 302 }, '/ca', '?x=1')
    expect(res?.status).toBe(302)
    expect(res?.headers.get('location')).toBe('/ca/hot-deals?x=1')
  })
  it('a target with its own query keeps it', () => {
    expect(redirectFor({ ...base, redirectTarget: '/deals?deal_type=hot_deal', redirectType: 301 }, '', '?x=1')?.headers.get('location')).toBe(
      '/deals?deal_type=hot_deal',
    )
  })
  it('no target, no redirect', () => {
    expect(redirectFor({ ...base, entityType: 'product', entityId: 1, redirectTarget: null, redirectType: null }, '', '')).toBeUndefined()
  })
})

describe('withRetries', () => {
  it('shell §2, §9: a failing load is retried at most 2 times (3 tries in all)', async () => {
    let tries = 0
    await expect(
      withRetries(async () => {
        tries++
        throw new ApiError(503, 'service_unavailable')
      }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(tries).toBe(3)
  })
  it('does not retry a not-found answer', async () => {
    let tries = 0
    await expect(
      withRetries(async () => {
        tries++
        throw new ApiError(404, 'not_found')
      }),
    ).rejects.toMatchObject({ status: 404 })
    expect(tries).toBe(1)
  })
  it('returns the first success', async () => {
    let tries = 0
    await expect(withRetries(async () => (++tries < 2 ? Promise.reject(new Error('x')) : 'ok'))).resolves.toBe('ok')
    expect(tries).toBe(2)
  })
})
