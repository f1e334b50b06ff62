import { describe, expect, it } from 'vitest'
import { SITES, SITE_CODES, hasLiveChat, isSiteCode, siteByCode, siteByStoreId, siteCodeOfStore, siteForPath } from './sites.ts'

describe('SITES table', () => {
  it('holds the six sites USA, CAN, APO, EUR, GBR and AUS (platform §1)', () => {
    expect([...SITE_CODES]).toEqual(['USA', 'CAN', 'APO', 'EUR', 'GBR', 'AUS'])
    expect(Object.keys(SITES)).toEqual([...SITE_CODES])
  })

  it.each([
    { code: 'USA', storeId: 1, currency: 'USD', prefix: '' },
    { code: 'CAN', storeId: 2, currency: 'CAD', prefix: '/ca' },
    { code: 'APO', storeId: 4, currency: 'USD', prefix: '/apo' },
    { code: 'EUR', storeId: 5, currency: 'EUR', prefix: '/eu' },
    { code: 'GBR', storeId: 34, currency: 'GBP', prefix: '/uk' },
    { code: 'AUS', storeId: 18, currency: 'AUD', prefix: '/au' },
  ] as const)('commerce §9: $code sells from store $storeId in $currency under "$prefix"', (row) => {
    const site = SITES[row.code]
    expect(site.storeId).toBe(row.storeId)
    expect(site.currency).toBe(row.currency)
    expect(site.pathPrefix).toBe(row.prefix)
  })

  it('shell §6: live chat is available only on USA, CAN and APO', () => {
    expect(SITE_CODES.filter(hasLiveChat)).toEqual(['USA', 'CAN', 'APO'])
  })

  it('every site has a default country and at least one locale', () => {
    for (const site of Object.values(SITES)) {
      expect(site.defaultCountry).toMatch(/^[A-Z]{2}$/)
      expect(site.locales.length).toBeGreaterThan(0)
    }
  })
})

describe('siteByCode / siteByStoreId / isSiteCode', () => {
  it('finds a site by its code and rejects unknown or lower-case codes', () => {
    expect(siteByCode('GBR')?.storeId).toBe(34)
    expect(siteByCode('gbr')).toBeUndefined()
    expect(siteByCode('MEX')).toBeUndefined()
    expect(isSiteCode(5)).toBe(false)
  })

  it('finds the site of a store id (APO is store 4)', () => {
    expect(siteByStoreId(4)?.code).toBe('APO')
    expect(siteByStoreId(3)).toBeUndefined()
  })
})

describe('siteForPath (shell §1: sites other than USA may carry a path prefix)', () => {
  it.each([
    { path: '/', site: 'USA', rest: '/' },
    { path: '/shoes', site: 'USA', rest: '/shoes' },
    { path: 'shoes', site: 'USA', rest: '/shoes' },
    { path: '/ca', site: 'CAN', rest: '/' },
    { path: '/ca/', site: 'CAN', rest: '/' },
    { path: '/ca/shoes', site: 'CAN', rest: '/shoes' },
    { path: '/apo/cart', site: 'APO', rest: '/cart' },
    { path: '/eu/weightlifting-bars-plates/bars', site: 'EUR', rest: '/weightlifting-bars-plates/bars' },
    { path: '/UK/cart', site: 'GBR', rest: '/cart' },
    { path: '/au', site: 'AUS', rest: '/' },
    { path: '/australia', site: 'USA', rest: '/australia' },
    { path: '/cart/ca', site: 'USA', rest: '/cart/ca' },
  ])('$path is $site with rest $rest', ({ path, site, rest }) => {
    const found = siteForPath(path)
    expect(found.site.code).toBe(site)
    expect(found.restPath).toBe(rest)
    expect(found.lang).toBeUndefined()
  })

  it('takes a language segment of one of the site locales after the prefix', () => {
    expect(siteForPath('/eu/de/shoes')).toEqual({ site: SITES.EUR, restPath: '/shoes', lang: 'de' })
    expect(siteForPath('/ca/fr')).toEqual({ site: SITES.CAN, restPath: '/', lang: 'fr' })
  })

  it('does not take the default language or an unknown one as a language segment', () => {
    expect(siteForPath('/eu/en/shoes')).toEqual({ site: SITES.EUR, restPath: '/en/shoes' })
    expect(siteForPath('/uk/de/shoes')).toEqual({ site: SITES.GBR, restPath: '/de/shoes' })
  })
})

describe('siteCodeOfStore', () => {
  it("the code of the store's site; USA for a store id that is none of ours", () => {
    expect([1, 2, 4, 5, 18, 34, 99].map(siteCodeOfStore)).toEqual(['USA', 'CAN', 'APO', 'EUR', 'AUS', 'GBR', 'USA'])
  })
})
