import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CountriesResponse, GeoIpResponse, HeartbeatResponse, RegionsResponse, SitesResponse } from '@ironhouse/contracts'
import { buildApp, type App } from '../../app.ts'
import { getJson as getJsonOf, openTestApp, sameOriginHeaders, TEST_RELEASE, type TestApp } from '../../../test/helpers.ts'
import { createGeoLiteProvider, parseGeoIpOverrides, withOverrides } from './providers/geo-ip.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

const getJson = (url: string) => getJsonOf(t.app, url)

describe('/svc_ssr', () => {
  it('shell §3 countries carry alpha2, requireRegion and postcodeRegex', async () => {
    const countries = CountriesResponse.parse((await getJson('/svc_ssr/countries')).body).countries
    expect(countries.find((c) => c.alpha2 === 'US')).toMatchObject({ requireRegion: true })
  })

  it('shell §7 regions?countryCode= lists the regions of a country (any case); a bad code answers 400', async () => {
    const regions = RegionsResponse.parse((await getJson('/svc_ssr/regions?countryCode=us')).body).regions
    expect(regions.length).toBeGreaterThan(0)
    expect(regions.every((r) => r.countryCode === 'US')).toBe(true)
    expect((await getJson('/svc_ssr/regions?countryCode=1')).res.statusCode).toBe(400)
    expect((await getJson('/svc_ssr/regions')).res.statusCode).toBe(400)
  })

  it('shell §7 heartbeat: hash, buildDate and features, never cached', async () => {
    const { res, body } = await getJson('/svc_ssr/heartbeat')
    expect(res.headers['cache-control']).toBe('no-cache')
    const beat = HeartbeatResponse.parse(body)
    expect(beat).toMatchObject(TEST_RELEASE)
    expect(Object.keys(beat.features)).toContain('uk_site_enabled')
  })

  it('shell §1 sites: the six site records with their store ids', async () => {
    const sites = SitesResponse.parse((await getJson('/svc_ssr/sites')).body).sites
    expect(Object.fromEntries(sites.map((s) => [s.code, s.storeId]))).toEqual({ USA: 1, CAN: 2, APO: 4, EUR: 5, AUS: 18, GBR: 34 })
  })
})

describe('/svc_ssr/geoIp (shell §3 Geo result, §4 region confirmation, §7)', () => {
  let behindProxy: App
  let overridden: App
  beforeAll(async () => {
    behindProxy = await buildApp({ db: t.db, release: TEST_RELEASE, trustProxy: true })
    overridden = await buildApp({
      db: t.db,
      release: TEST_RELEASE,
      geoIp: withOverrides(createGeoLiteProvider(), parseGeoIpOverrides('127.0.0.1=DE, ::1=JP')),
    })
  })
  afterAll(async () => {
    await behindProxy.close()
    await overridden.close()
  })

  const geo = (app: App, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

  it('behind a trusted proxy: the forwarded client address decides (a German address → Germany, the /eu site)', async () => {
    const res = await geo(behindProxy, '/svc_ssr/geoIp?current=US&_force', { 'x-forwarded-for': '85.214.132.117' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(GeoIpResponse.parse(res.json())).toEqual({
      country: 'DE',
      name: 'Germany',
      current: 'US',
      currentName: 'United States',
      path: '/eu',
    })
  })

  it('IPv6 addresses are looked up too; Canada and Britain answer their own sites, current is upper-cased', async () => {
    const ca = GeoIpResponse.parse((await geo(behindProxy, '/svc_ssr/geoIp?current=gb', { 'x-forwarded-for': '24.48.0.1' })).json())
    expect(ca).toMatchObject({ country: 'CA', path: '/ca', current: 'GB', currentName: 'United Kingdom' })
    const us = GeoIpResponse.parse((await geo(behindProxy, '/svc_ssr/geoIp', { 'x-forwarded-for': '2001:4860:4860::8888' })).json())
    expect(us).toMatchObject({ country: 'US', path: '/', current: 'US' })
    const uk = GeoIpResponse.parse((await geo(behindProxy, '/svc_ssr/site/EUR/geoIp', { 'x-forwarded-for': '81.2.69.142' })).json())
    expect(uk).toMatchObject({ country: 'GB', path: '/uk', current: 'IE', currentName: 'Ireland' })
  })

  it('without TRUST_PROXY a forwarded header is ignored: the socket address (loopback) has no country, 204 and no body', async () => {
    const res = await geo(t.app, '/svc_ssr/geoIp?current=US', { 'x-forwarded-for': '85.214.132.117' })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('GEOIP_OVERRIDES fixes the country of listed addresses; a country no site ships to belongs to the main site', async () => {
    const de = GeoIpResponse.parse((await geo(overridden, '/svc_ssr/geoIp?current=US')).json())
    expect(de).toMatchObject({ country: 'DE', name: 'Germany', path: '/eu' })
    const jp = await overridden.inject({ method: 'GET', url: '/svc_ssr/geoIp?current=US', remoteAddress: '::1' })
    expect(GeoIpResponse.parse(jp.json())).toMatchObject({ country: 'JP', name: 'Japan', path: '/' })
  })

  it('a bad current country is a 400; malformed overrides stop the start with a clear message', async () => {
    expect((await geo(t.app, '/svc_ssr/geoIp?current=USA')).statusCode).toBe(400)
    expect((await geo(t.app, '/svc_ssr/geoIp?current=<b>')).json()).toMatchObject({ error: 'validation_error' })
    expect(() => parseGeoIpOverrides('localhost=DE')).toThrow(/GEOIP_OVERRIDES/)
    expect(() => parseGeoIpOverrides('127.0.0.1=Germany')).toThrow(/ip=COUNTRY/)
  })

  describe('platform §7 hostmatch: h and b, sent when the page URL does not start with the base URL', () => {
    const hostmatch = (payload: unknown, headers: Record<string, string> = sameOriginHeaders(t.app)) =>
      t.app.inject({ method: 'POST', url: '/svc_ssr/hostmatch', payload: payload as object, headers })

    it('answers match true for the host of a configured public origin, whatever the case', async () => {
      const base = t.app.publicOrigin('USA')
      const res = await hostmatch({ h: new URL(base).host.toUpperCase(), b: base })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toContain('no-store')
      expect(res.json()).toEqual({ match: true })
    })

    it('answers match false for another host, even when the request\'s Host header names that host', async () => {
      const base = t.app.publicOrigin('USA')
      const res = await hostmatch({ h: 'mirror.example.net', b: base }, { ...sameOriginHeaders(t.app), host: 'mirror.example.net' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ match: false })
    })

    it('a body without h is a 400 naming the field, never a 500', async () => {
      for (const payload of [{ b: 'https://x.example' }, { h: '', b: 'https://x.example' }, { h: 'x'.repeat(256), b: '' }]) {
        const res = await hostmatch(payload)
        expect(res.statusCode).toBe(400)
        expect(res.body).toMatch(/\bh\b/)
      }
    })
  })
})
