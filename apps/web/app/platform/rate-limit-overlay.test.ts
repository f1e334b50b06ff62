import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as Overlay from './rate-limit-overlay.ts'

const show = vi.fn(async () => true)
vi.mock('./rate-limit-overlay.ts', async (original) => ({ ...(await original<typeof Overlay>()), showRateLimitOverlay: show, default: show }))

afterEach(() => {
  show.mockClear()
  vi.resetModules()
})

const heartbeat = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))

describe('platform §8 the rate-limit overlay (cf-modal)', () => {
  it('a 429 answered to a call of the browser API client loads the overlay; other failures do not', async () => {
    const { createBrowserApiClient } = await import('./api-client.ts')
    const statuses = [429, 500, 404]
    const api = createBrowserApiClient({ site: { code: 'USA', storeId: 1, prefix: '' } as never, fetch: async () => new Response('{"error":"rate_limited"}', { status: statuses.shift() ?? 200 }), online: () => true, appContext: () => null })
    await expect(api.get('/svc_customer/customer')).rejects.toMatchObject({ status: 429 })
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1))
    await expect(api.get('/svc_customer/customer')).rejects.toMatchObject({ status: 500 })
    await expect(api.get('/svc_customer/customer')).rejects.toMatchObject({ status: 404 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(show).toHaveBeenCalledTimes(1)
  })

  it('the store’s environment comes from its heartbeat once per page; one that does not answer reads as production', async () => {
    const { storeEnvironment } = await vi.importActual<typeof Overlay>('./rate-limit-overlay.ts')
    const staging = heartbeat({ hash: 'h', buildDate: 'd', environment: 'staging', features: {} })
    expect(await storeEnvironment(staging as unknown as typeof fetch)).toBe('staging')
    expect(await storeEnvironment(staging as unknown as typeof fetch)).toBe('staging')
    expect(staging).toHaveBeenCalledTimes(1)
    expect(staging).toHaveBeenCalledWith('/svc_ssr/heartbeat', expect.anything())
    vi.resetModules()
    const fresh = await vi.importActual<typeof Overlay>('./rate-limit-overlay.ts')
    expect(await fresh.storeEnvironment(heartbeat({}, 429) as unknown as typeof fetch)).toBe('production')
  })
})
