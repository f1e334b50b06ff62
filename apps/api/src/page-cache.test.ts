import { fileURLToPath } from 'node:url'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { addTestSignInRoute, openTestApp, signedInCookies, type TestApp } from '../test/helpers.ts'
import { SESSION_COOKIE } from './plugins/session.ts'
import { stubBuild } from '../test/storefront-stub/build.ts'

const clientDir = fileURLToPath(new URL('../test/storefront-stub/client', import.meta.url))

let t: TestApp
beforeAll(async () => {
  t = await openTestApp(
    {
      storefront: { build: stubBuild, clientDir, pageCache: { ttlMs: 60_000, maxEntries: 50 } },
      responseCache: { maxTtlMs: 30_000, maxEntries: 1000 },
    },
    addTestSignInRoute,
  )
})
afterAll(async () => {
  await t.close()
})

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })
const cookieOf = (cookies: Record<string, string>) => Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ')
type StubPage = { renders: number; highContrast: boolean; shopperClass: { groupId: number } | null; session?: unknown; api: { product: { pricing: { final: number; source: string } } } }
const body = (res: { json: () => unknown }) => res.json() as StubPage

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

  it('never keeps a page that sets a cookie or is not a 200', async () => {
    const setsCookie = `/cookie-page?id=${DEMO_IDS.ohioBar}`
    await page(setsCookie)
    expect((await page(setsCookie)).headers['x-cache']).toBeUndefined()
    await page('/teapot?quiet')
    const teapot = await page('/teapot?quiet')
    expect(teapot.statusCode).toBe(418)
    expect(teapot.headers['x-cache']).toBeUndefined()
  })

  it('sends a kept page compressed as the client accepts, from the bytes compressed when it was kept, and plain to a client that accepts none', async () => {
    const url = `/guest-page?id=${DEMO_IDS.ohioBar}&quiet&v=encoded`
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    const first = await page(url, browser)
    const again = await page(url, browser)
    for (const res of [first, again]) {
      expect(res.headers['content-encoding']).toBe('br')
      expect(res.headers.vary).toBe('accept-encoding')
      // a whole kept buffer with its length, not a stream compressed for this request
      expect(res.headers['content-length']).toBe(String(res.rawPayload.byteLength))
      expect(res.headers['transfer-encoding']).toBeUndefined()
    }
    expect(again.headers['x-cache']).toBe('hit')
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    const plain = JSON.parse(brotliDecompressSync(again.rawPayload).toString()) as StubPage
    expect(plain.renders).toBe((JSON.parse(brotliDecompressSync(first.rawPayload).toString()) as StubPage).renders)

    const gzip = await page(url, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect((JSON.parse(gunzipSync(gzip.rawPayload).toString()) as StubPage).renders).toBe(plain.renders)
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await page(url, accept === undefined ? {} : { 'accept-encoding': accept })
      expect(res.headers['x-cache']).toBe('hit')
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.json()).toEqual(plain)
    }
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

describe('pages for shoppers with cookies: one render per class of shoppers (decision 006)', () => {
  const url = (extra: string, path = '/class-page') => `${path}?id=${DEMO_IDS.groupPriced}&quiet&${extra}`

  it('renders once for every guest with cookies (a session, a cart, any cookie) and serves it again, privately', async () => {
    const first = await page(url('a'), { cookie: `${SESSION_COOKIE}=not-a-session` })
    expect(first.headers['x-cache']).toBeUndefined()
    expect(body(first).shopperClass).toEqual({ groupId: 0 })
    expect(first.headers['cache-control']).toBe('private, no-store')
    for (const cookie of [`${SESSION_COOKIE}=not-a-session`, 'ih_visit=bench', `${SESSION_COOKIE}=another; other=1`]) {
      const again = await page(url('a'), { cookie })
      expect(again.headers['x-cache']).toBe('hit')
      expect(body(again).renders).toBe(body(first).renders)
      // no shared cache in front of the store may keep it: it is a class's page, not everyone's
      expect(again.headers['cache-control']).toBe('private, no-store')
    }
    // a visitor without cookies has pages of their own (no class)
    const visitor = await page(url('a'))
    expect(visitor.headers['x-cache']).toBeUndefined()
    expect(body(visitor).shopperClass).toBeNull()
  })

  it('keeps each customer group apart: group 2 gets its price, a guest and group 1 never do', async () => {
    const groupTwo = body(await page(url('b'), { cookie: cookieOf(await signedInCookies(t.app, 2)) }))
    expect(groupTwo.shopperClass).toEqual({ groupId: 2 })
    expect(groupTwo.api.product.pricing.source).toBe('customerGroup')
    const otherGroupTwo = await page(url('b'), { cookie: cookieOf(await signedInCookies(t.app, 2)) })
    expect(otherGroupTwo.headers['x-cache']).toBe('hit')
    expect(body(otherGroupTwo).api.product.pricing).toEqual(groupTwo.api.product.pricing)
    for (const [cookie, groupId] of [['ih_visit=1', 0], [cookieOf(await signedInCookies(t.app, 1)), 1]] as const) {
      const other = await page(url('b'), { cookie })
      expect(other.headers['x-cache']).toBeUndefined()
      expect(body(other).shopperClass).toEqual({ groupId })
      expect(body(other).api.product.pricing.source).not.toBe('customerGroup')
      expect(body(other).api.product.pricing.final).toBeGreaterThan(groupTwo.api.product.pricing.final)
    }
  })

  it('a forged group in a cookie changes nothing: the group is the session store’s', async () => {
    const forged = await page(url('b'), { cookie: 'ih_visit=1; cg=2; groupId=2; customer_group=2' })
    expect(body(forged).shopperClass).toEqual({ groupId: 0 })
    expect(body(forged).api.product.pricing.source).not.toBe('customerGroup')
  })

  it('the native app’s flag cookie is part of the class (platform §7: a listing in the app leaves programs out); a browser never gets the app’s page', async () => {
    const browser = await page(url('app'), { cookie: 'ih_visit=1' })
    const app = await page(url('app'), { cookie: 'ih_visit=1; isMobileApp=true' })
    expect(app.headers['x-cache']).toBeUndefined()
    expect(body(app).renders).toBeGreaterThan(body(browser).renders)
    const appAgain = await page(url('app'), { cookie: 'ih_visit=1; isMobileApp=%74rue' })
    expect(appAgain.headers['x-cache']).toBe('hit')
    expect(body(appAgain).renders).toBe(body(app).renders)
    const flagOff = await page(url('app'), { cookie: 'ih_visit=1; isMobileApp=false' })
    expect(flagOff.headers['x-cache']).toBe('hit')
    expect(body(flagOff).renders).toBe(body(browser).renders)
  })

  it('the high-contrast cookie is part of the class (shell §9): a high-contrast page never reaches a shopper without the cookie, nor a standard page one with it', async () => {
    const standard = await page(url('hc'), { cookie: 'ih_visit=1' })
    expect(body(standard).highContrast).toBe(false)
    const contrast = await page(url('hc'), { cookie: 'ih_visit=1; highContrast=1' })
    expect(contrast.headers['x-cache']).toBeUndefined()
    expect(body(contrast).highContrast).toBe(true)
    expect(body(contrast).renders).toBeGreaterThan(body(standard).renders)
    // each shopper then gets the kept page of their own scheme, in either order
    for (const [cookie, on] of [['ih_visit=1; highContrast=1', true], ['ih_visit=2', false], ['highContrast=%31; ih_visit=3', true], ['highContrast=0', false], ['highContrast=true', false]] as const) {
      const again = await page(url('hc'), { cookie })
      expect(again.headers['x-cache'], cookie).toBe('hit')
      expect(body(again).highContrast, cookie).toBe(on)
      expect(body(again).renders, cookie).toBe(body(on ? contrast : standard).renders)
    }
  })

  it('the saved consent choice is part of the class; an enormous one renders for the shopper alone', async () => {
    const a = await page(url('c'), { cookie: 'cookiePreferences=%7B%22marketing%22%3Atrue%7D' })
    const b = await page(url('c'), { cookie: 'cookiePreferences=%7B%22marketing%22%3Afalse%7D' })
    expect(b.headers['x-cache']).toBeUndefined()
    expect(body(b).renders).toBeGreaterThan(body(a).renders)
    expect((await page(url('c'), { cookie: 'cookiePreferences=%7B%22marketing%22%3Atrue%7D' })).headers['x-cache']).toBe('hit')
    const enormous = { cookie: `cookiePreferences=${'x'.repeat(4000)}` }
    const first = await page(url('c'), enormous)
    const second = await page(url('c'), enormous)
    expect(first.statusCode).toBe(200)
    expect(body(first).shopperClass).toBeNull()
    expect(body(second).renders).toBeGreaterThan(body(first).renders)
  })

  it('a page built from an answer of the shopper (their session) is rendered for them alone, and never kept', async () => {
    const cookies = await signedInCookies(t.app, 2)
    const first = await page(url('personal', '/personal-page'), { cookie: cookieOf(cookies) })
    expect(first.statusCode).toBe(200)
    expect(body(first).shopperClass).toBeNull()
    expect(body(first).session).toMatchObject({ groupId: 2 })
    const second = await page(url('personal', '/personal-page'), { cookie: cookieOf(cookies) })
    expect(second.headers['x-cache']).toBeUndefined()
    expect(body(second).renders).toBeGreaterThan(body(first).renders)
    expect(body(second).shopperClass).toBeNull()
    // another shopper's read of that page is theirs too
    const guest = body(await page(url('personal', '/personal-page'), { cookie: 'ih_visit=1' }))
    expect(guest.session).toMatchObject({ groupId: 0 })
    // the path is known to be personal now: whatever its query, it is rendered per shopper straight away
    expect(body(await page(url('other', '/personal-page'), { cookie: 'ih_visit=1' })).shopperClass).toBeNull()
  })

  it('a loader that marks the page personal gets it rendered for the shopper alone', async () => {
    const first = await page(url('mark', '/marked-page'), { cookie: 'ih_visit=1' })
    const second = await page(url('mark', '/marked-page'), { cookie: 'ih_visit=1' })
    expect(body(first).shopperClass).toBeNull()
    expect(second.headers['x-cache']).toBeUndefined()
    expect(body(second).renders).toBeGreaterThan(body(first).renders)
  })

  it('malformed, enormous, expired and ended sessions get the guest class, never a 500', async () => {
    const cookies = await signedInCookies(t.app, 2)
    await t.app.inject({ method: 'POST', url: '/svc_session/session/logout', cookies })
    for (const cookie of [
      cookieOf(cookies), // the session was ended on the server
      `${SESSION_COOKIE}=%%%; ;;=; =x; ${SESSION_COOKIE}`,
      `${SESSION_COOKIE}=${'A'.repeat(8000)}`,
      `${SESSION_COOKIE}=\u0000\uFFFF`,
    ]) {
      const res = await page(url('d'), { cookie })
      expect(res.statusCode).toBe(200)
      expect(body(res).shopperClass).toEqual({ groupId: 0 })
      expect(body(res).api.product.pricing.source).not.toBe('customerGroup')
    }
  })
})

describe('with the page cache off (PAGE_CACHE_TTL_MS=0): the same pages, none kept', () => {
  let off: TestApp
  beforeAll(async () => {
    off = await openTestApp({ storefront: { build: stubBuild, clientDir, pageCache: { ttlMs: 0, maxEntries: 50 } } }, addTestSignInRoute)
  })
  afterAll(async () => {
    await off.close()
  })
  const get = (url: string, cookie?: string) => off.app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } })
  const url = (extra: string, path = '/class-page') => `${path}?id=${DEMO_IDS.groupPriced}&quiet&${extra}`

  it('a signed-in shopper gets the page of their class, rendered on every request and never served to another group', async () => {
    const groupTwo = await get(url('off'), cookieOf(await signedInCookies(off.app, 2)))
    expect(body(groupTwo).shopperClass).toEqual({ groupId: 2 })
    expect(body(groupTwo).api.product.pricing.source).toBe('customerGroup')
    expect(groupTwo.headers['cache-control']).toBe('private, no-store')
    const again = await get(url('off'), cookieOf(await signedInCookies(off.app, 2)))
    expect(again.headers['x-cache']).toBeUndefined()
    expect(body(again).renders).toBeGreaterThan(body(groupTwo).renders)
    const groupOne = body(await get(url('off'), cookieOf(await signedInCookies(off.app, 1))))
    expect(groupOne.shopperClass).toEqual({ groupId: 1 })
    expect(groupOne.api.product.pricing.source).not.toBe('customerGroup')
    expect(groupOne.api.product.pricing.final).toBeGreaterThan(body(groupTwo).api.product.pricing.final)
    const visitor = await get(url('off'))
    expect(body(visitor).shopperClass).toBeNull()
    expect(visitor.headers['x-cache']).toBeUndefined()
  })

  it('a page about the shopper is still rendered for them alone', async () => {
    const first = body(await get(url('personal', '/personal-page'), cookieOf(await signedInCookies(off.app, 2))))
    expect(first.shopperClass).toBeNull()
    expect(first.session).toMatchObject({ groupId: 2 })
    expect(body(await get(url('personal', '/personal-page'), 'ih_visit=1')).session).toMatchObject({ groupId: 0 })
  })
})
