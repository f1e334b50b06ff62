import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify, { type FastifyRequest } from 'fastify'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { createApiFetch } from './storefront.ts'
import { openTestApp, TEST_RELEASE, type TestApp } from '../test/helpers.ts'
import { stubBuild } from '../test/storefront-stub/build.ts'

const clientDir = fileURLToPath(new URL('../test/storefront-stub/client', import.meta.url))

let t: TestApp
beforeAll(async () => {
  t = await openTestApp({ storefront: { build: stubBuild, clientDir } })
})
afterAll(async () => {
  await t.close()
})

describe('storefront mount', () => {
  it('renders non-API paths through React Router, passing apiFetch, requestId and release in the load context', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/some/page?id=${DEMO_IDS.ohioBar}`, headers: { 'x-request-id': 'page-1' } })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ path: '/some/page', apiStatus: 200, requestId: 'page-1', release: TEST_RELEASE })
    expect(body.api.product).toMatchObject({ productId: DEMO_IDS.ohioBar, storeId: 5, currency: 'EUR' })
  })

  it('collapses double slashes with a 301, keeping the query (platform §2)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '//Old-Ohio-(Bar)//x?utm_source=mail' })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/Old-Ohio-(Bar)/x?utm_source=mail')
  })

  it('keeps the status and every set-cookie header of the rendered response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/teapot' })
    expect(res.statusCode).toBe(418)
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/'])
  })

  it('apiFetch hands API errors to the loader as they are (404 not_found)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/p?id=424242' })
    expect(res.json()).toMatchObject({ apiStatus: 404, api: { error: 'not_found' } })
  })

  it('apiFetch forwards the page cookies and request id, and sends bodies of other methods', async () => {
    const app = Fastify()
    app.post('/svc_echo/echo', async (request) => ({ cookie: request.headers.cookie, id: request.headers['x-request-id'], body: request.body }))
    const page = { id: 'page-7', headers: { cookie: 'lang=en; country=US' } } as unknown as FastifyRequest
    const apiFetch = createApiFetch(app, page)
    const res = await apiFetch('/svc_echo/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ qty: 2 }) })
    expect(await res.json()).toEqual({ cookie: 'lang=en; country=US', id: 'page-7', body: { qty: 2 } })
    await app.close()
  })

  it('apiFetch forwards the shopper\'s Sec-GPC (platform §6: the marketing consumers a page\'s call reaches see it)', async () => {
    const app = Fastify()
    app.get('/svc_echo/gpc', async (request) => ({ gpc: request.headers['sec-gpc'] ?? null }))
    const withGpc = createApiFetch(app, { id: 'page-8', headers: { 'sec-gpc': '1' } } as unknown as FastifyRequest)
    expect(await (await withGpc('/svc_echo/gpc', { method: 'GET' })).json()).toEqual({ gpc: '1' })
    const without = createApiFetch(app, { id: 'page-9', headers: {} } as unknown as FastifyRequest)
    expect(await (await without('/svc_echo/gpc', { method: 'GET' })).json()).toEqual({ gpc: null })
    await app.close()
  })

  it('serves built assets: /assets/* immutable for a year, other files for an hour', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/entry-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const robots = await t.app.inject({ method: 'GET', url: '/humans.txt' })
    expect(robots.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('API prefixes are never rendered as pages: an unknown /svc_* path answers JSON 404', async () => {
    for (const url of ['/svc_nothing/here', '/api/nothing', '/media/catalog/a/b/c.jpg', '/media/other/x.jpg']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ error: 'not_found', status: 404 })
    }
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' })
  })
})
