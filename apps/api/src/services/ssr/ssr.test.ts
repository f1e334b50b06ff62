import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CountriesResponse, HeartbeatResponse, RegionsResponse, SitesResponse } from '@ironhouse/contracts'
import { getJson as getJsonOf, openTestApp, TEST_RELEASE, type TestApp } from '../../../test/helpers.ts'

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
