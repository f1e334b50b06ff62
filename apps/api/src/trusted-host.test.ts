import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPublicOrigins } from '@ironhouse/contracts'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../test/helpers.ts'
import { stubBuild } from '../test/storefront-stub/build.ts'

const clientDir = fileURLToPath(new URL('../test/storefront-stub/client', import.meta.url))
const origins = readPublicOrigins(
  { PUBLIC_ORIGIN: 'https://www.ironhouse.example', PUBLIC_ORIGIN_EUR: 'https://eu.ironhouse.example' },
  { port: 3000, production: true },
)
const storefront = { build: stubBuild, clientDir, pageCache: { ttlMs: 60_000, maxEntries: 50 } }

let direct: TestApp
let proxied: TestApp
beforeAll(async () => {
  direct = await openTestApp({ storefront, publicOrigins: origins })
  proxied = await openTestApp({ storefront, publicOrigins: origins, trustProxy: true })
})
afterAll(async () => {
  await direct.close()
  await proxied.close()
})

const page = (t: TestApp, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('trust only configuration (issue 6 §5)', () => {
  it('ignores X-Forwarded-Host without TRUST_PROXY: the page sees the Host it was sent to, and no proxy header', async () => {
    const res = await page(direct, `/events/moderator?id=${DEMO_IDS.ohioBar}&quiet`, { host: 'www.ironhouse.example', 'x-forwarded-host': 'm2.ironhouse.example' })
    expect(res.json()).toMatchObject({ host: 'www.ironhouse.example', forwardedHost: null })
  })

  it('reads X-Forwarded-Host when TRUST_PROXY says a proxy stands in front', async () => {
    const res = await page(proxied, `/events/moderator?id=${DEMO_IDS.ohioBar}&quiet`, { host: '10.0.0.7:3000', 'x-forwarded-host': 'm2.ironhouse.example' })
    expect(res.json()).toMatchObject({ host: 'm2.ironhouse.example' })
  })

  it('builds the page URL on the configured origin of the site, never on a Host of evil.example', async () => {
    const usa = (await page(direct, `/shoes?id=${DEMO_IDS.ohioBar}&quiet&h=1`, { host: 'evil.example' })).json()
    expect(usa.origin).toBe('https://www.ironhouse.example')
    expect(usa.publicOrigins).toMatchObject({ USA: 'https://www.ironhouse.example', EUR: 'https://eu.ironhouse.example' })
    const eur = (await page(direct, `/eu/shoes?id=${DEMO_IDS.ohioBar}&quiet&h=1`, { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).json()
    expect(eur.origin).toBe('https://eu.ironhouse.example')
    // only the admin rule sees the host; nothing the page builds URLs from carries it
    expect(JSON.stringify([usa.origin, usa.publicOrigins, eur.origin, eur.publicOrigins])).not.toContain('evil.example')
  })

  it('never serves a page rendered for an admin host to a plain request (the cache key knows the difference)', async () => {
    const url = `/order-manager-quote?id=${DEMO_IDS.ohioBar}&quiet`
    const admin = await page(proxied, url, { host: 'lb.internal', 'x-forwarded-host': 'm2.ironhouse.example' })
    expect(admin.json().host).toBe('m2.ironhouse.example')
    const plain = await page(proxied, url, { host: 'www.ironhouse.example' })
    expect(plain.headers['x-cache']).toBeUndefined()
    expect(plain.json().host).toBe('www.ironhouse.example')
    // a forged X-Forwarded-Host without TRUST_PROXY cannot place an admin render in the cache either
    const forged = await page(direct, url, { host: 'www.ironhouse.example', 'x-forwarded-host': 'm2.ironhouse.example' })
    expect(forged.json().host).toBe('www.ironhouse.example')
  })

  it('shares one cached guest page across Host headers that see the same page', async () => {
    const url = `/shoes?id=${DEMO_IDS.ohioBar}&quiet&h=2`
    const first = await page(direct, url, { host: 'www.ironhouse.example' })
    const second = await page(direct, url, { host: 'evil.example' })
    expect(second.headers['x-cache']).toBe('hit')
    expect(second.json().renders).toBe(first.json().renders)
    expect(second.body).not.toContain('evil.example')
  })
})

describe('readPublicOrigins (docs/operations.md)', () => {
  it('defaults every site to http://localhost:{PORT}, and lets one site override', () => {
    expect(readPublicOrigins({}, { port: 3456, production: false }).GBR).toBe('http://localhost:3456')
    const some = readPublicOrigins({ PUBLIC_ORIGIN: 'https://shop.example/', PUBLIC_ORIGIN_GBR: 'https://uk.shop.example' }, { port: 3000, production: true })
    expect(some).toMatchObject({ USA: 'https://shop.example', CAN: 'https://shop.example', GBR: 'https://uk.shop.example' })
  })

  it('refuses a path, a non-URL, and plain http in production (localhost excepted)', () => {
    const read = (value: string, production = true) => () => readPublicOrigins({ PUBLIC_ORIGIN: value }, { port: 3000, production })
    expect(read('https://shop.example/store')).toThrow(/origin only/)
    expect(read('shop.example')).toThrow(/absolute URL/)
    expect(read('http://shop.example')).toThrow(/https in production/)
    expect(read('http://shop.example', false)()).toMatchObject({ USA: 'http://shop.example' })
    expect(read('http://localhost:8080')()).toMatchObject({ AUS: 'http://localhost:8080' })
  })
})
