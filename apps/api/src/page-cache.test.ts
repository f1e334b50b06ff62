import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../test/helpers.ts'
import { stubBuild } from '../test/storefront-stub/build.ts'

const clientDir = fileURLToPath(new URL('../test/storefront-stub/client', import.meta.url))

let t: TestApp
beforeAll(async () => {
  t = await openTestApp({ storefront: { build: stubBuild, clientDir, pageCache: { ttlMs: 60_000, maxEntries: 10 } } })
})
afterAll(async () => {
  await t.close()
})

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('guest page micro-cache', () => {
  it('serves a guest page again without rendering it', async () => {
    const url = `/guest-page?id=${DEMO_IDS.ohioBar}&quiet`
    const first = await page(url)
    const second = await page(url)
    expect(first.statusCode).toBe(200)
    expect(second.headers['x-cache']).toBe('hit')
    expect(second.json().renders).toBe(first.json().renders)
    expect(second.headers['content-type']).toBe('application/json')
  })

  it('renders every time for a shopper with cookies (a session or a cart)', async () => {
    const url = `/guest-page?id=${DEMO_IDS.ohioBar}&quiet`
    const withCookie = await page(url, { cookie: 'ih_session=abc' })
    expect(withCookie.headers['x-cache']).toBeUndefined()
    const again = await page(url, { cookie: 'ih_session=abc' })
    expect(again.json().renders).toBeGreaterThan(withCookie.json().renders)
    // nor may a shared cache in front of the store keep it (the account menu is the shopper's own)
    expect(again.headers['cache-control']).toBe('private, no-store')
    expect((await page(url)).headers['cache-control']).toBeUndefined()
  })

  it('never keeps a page that sets a cookie or is not a 200', async () => {
    const setsCookie = `/cookie-page?id=${DEMO_IDS.ohioBar}`
    await page(setsCookie)
    expect((await page(setsCookie)).headers['x-cache']).toBeUndefined()
    await page('/teapot?quiet')
    const teapot = await page('/teapot?quiet')
    expect(teapot.statusCode).toBe(418)
    expect(teapot.headers['x-cache']).toBeUndefined()
  })

  it('keeps each URL and host apart', async () => {
    const a = await page(`/guest-page?id=${DEMO_IDS.ohioBar}&quiet&v=a`)
    const b = await page(`/guest-page?id=${DEMO_IDS.ohioBar}&quiet&v=b`)
    expect(b.headers['x-cache']).toBeUndefined()
    expect(b.json().renders).toBeGreaterThan(a.json().renders)
    const otherHost = await t.app.inject({ method: 'GET', url: `/guest-page?id=${DEMO_IDS.ohioBar}&quiet&v=a`, headers: { host: 'm2.ironhouse.example' } })
    expect(otherHost.headers['x-cache']).toBeUndefined()
  })
})
