import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError, apiPath, createApiClient, isNotFound, readLoadContext } from './api.server.ts'

const USA = { code: 'USA', storeId: 1, prefix: '' }
const EUR = { code: 'EUR', storeId: 5, prefix: '/eu' }

describe('apiPath', () => {
  it('platform §7 site segment: USA calls keep the plain service path and carry storeId', () => {
    expect(apiPath('/svc_content/cms/page/homepage_2015', USA)).toBe('/svc_content/cms/page/homepage_2015?storeId=1')
  })
  it('platform §7 site segment: a non-USA site with a path inserts /site/{code} after the service name', () => {
    expect(apiPath('/svc_list/lists', EUR)).toBe('/svc_list/site/EUR/lists?storeId=5')
    expect(apiPath('/svc_route/route?url=/shoes', EUR)).toBe('/svc_route/site/EUR/route?url=%2Fshoes&storeId=5')
  })
  it('leaves non-service paths (the flag service) alone', () => {
    expect(apiPath('/api/features/sdk-ironhouse-storefront', EUR)).toBe('/api/features/sdk-ironhouse-storefront')
  })
  it('adds query values and skips undefined ones', () => {
    expect(apiPath('/svc_x/y', USA, { query: { a: 1, b: undefined }, storeId: false })).toBe('/svc_x/y?a=1')
  })
})

describe('createApiClient', () => {
  const Schema = z.object({ ok: z.boolean() })
  it('parses a 2xx answer with the contract schema', async () => {
    const api = createApiClient({ site: USA, fetchImpl: async () => Response.json({ ok: true }) })
    await expect(api.get('/svc_x/y', Schema)).resolves.toEqual({ ok: true })
  })
  it('maps a 404 error body into ApiError not_found', async () => {
    const api = createApiClient({
      site: USA,
      fetchImpl: async () => Response.json({ error: 'not_found', message: 'No page', status: 404 }, { status: 404 }),
    })
    const error = await api.get('/svc_x/y', Schema).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(isNotFound(error)).toBe(true)
    expect((error as ApiError).error).toBe('not_found')
  })
  it('maps a network failure to 503 service_unavailable', async () => {
    const api = createApiClient({ site: USA, fetchImpl: async () => Promise.reject(new Error('down')) })
    await expect(api.get('/svc_x/y', Schema)).rejects.toMatchObject({ status: 503, error: 'service_unavailable' })
  })
  it('treats a body that breaks the contract as an invalid response', async () => {
    const api = createApiClient({ site: USA, fetchImpl: async () => Response.json({ ok: 'yes' }) })
    await expect(api.get('/svc_x/y', Schema)).rejects.toMatchObject({ status: 502, error: 'invalid_response' })
  })
  it('uses the load context apiFetch and forwards the shopper cookie', async () => {
    const seen: Array<{ path: string; cookie: string | null }> = []
    const context = {
      requestId: 'r1',
      release: { hash: 'h', buildDate: 'd' },
      apiFetch: async (path: string, init?: RequestInit) => {
        seen.push({ path, cookie: new Headers(init?.headers).get('cookie') })
        return Response.json({ ok: true })
      },
    }
    const request = new Request('http://local.test/', { headers: { cookie: 'sid=1' } })
    const api = createApiClient({ context: readLoadContext(context), request, site: EUR })
    await api.get('/svc_session/session', Schema)
    expect(seen).toEqual([{ path: '/svc_session/site/EUR/session?storeId=5', cookie: 'sid=1' }])
  })
})
