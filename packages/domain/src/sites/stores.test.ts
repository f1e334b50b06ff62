import { describe, expect, it } from 'vitest'
import {
  applySkuPrefix,
  brandSetForSiteId,
  currencyForStore,
  featuredCategoryPath,
  skuPrefixForStore,
  stripSkuPrefix,
} from './stores.ts'
import { SITES } from './sites.ts'

describe('store currencies (commerce §9)', () => {
  it.each([
    [1, 'USD'],
    [2, 'CAD'],
    [4, 'USD'],
    [5, 'EUR'],
    [18, 'AUD'],
    [34, 'GBP'],
  ] as const)('store %i sells in %s', (storeId, currency) => {
    expect(currencyForStore(storeId)).toBe(currency)
  })

  it('an unknown store has no currency', () => {
    expect(currencyForStore(3)).toBeUndefined()
  })

  it('the SITES table agrees with the store currency table', () => {
    for (const site of Object.values(SITES)) expect(currencyForStore(site.storeId)).toBe(site.currency)
  })
})

describe('SKU prefixes (commerce §9: stores 5 and 34 prefix EU-, store 18 prefixes AU-)', () => {
  it.each([
    [5, 'EU-'],
    [34, 'EU-'],
    [18, 'AU-'],
    [1, ''],
    [2, ''],
    [4, ''],
  ] as const)('store %i uses prefix "%s"', (storeId, prefix) => {
    expect(skuPrefixForStore(storeId)).toBe(prefix)
  })

  it('applies the prefix once and leaves unprefixed stores alone', () => {
    expect(applySkuPrefix('OB86', 5)).toBe('EU-OB86')
    expect(applySkuPrefix('EU-OB86', 34)).toBe('EU-OB86')
    expect(applySkuPrefix('OB86', 18)).toBe('AU-OB86')
    expect(applySkuPrefix('OB86', 1)).toBe('OB86')
  })

  it('strips EU- or AU- whatever the store, and nothing else', () => {
    expect(stripSkuPrefix('EU-OB86')).toBe('OB86')
    expect(stripSkuPrefix('AU-OB86')).toBe('OB86')
    expect(stripSkuPrefix('OB86-EU-')).toBe('OB86-EU-')
    expect(stripSkuPrefix(applySkuPrefix('RA0595', 18))).toBe('RA0595')
  })
})

describe('brand sets (shell §1: 1 US, 2 Canada, 3 APO, 4 Europe, 14 and 18 Australia)', () => {
  it.each([
    [1, 'US'],
    [2, 'Canada'],
    [3, 'APO'],
    [4, 'Europe'],
    [14, 'Australia'],
    [18, 'Australia'],
  ] as const)('site id %i is brand set %s', (siteId, brandSet) => {
    expect(brandSetForSiteId(siteId)).toBe(brandSet)
  })

  it('other site ids have no brand set', () => {
    expect(brandSetForSiteId(34)).toBeUndefined()
  })

  it('every site in the SITES table points at a brand set', () => {
    for (const site of Object.values(SITES)) expect(brandSetForSiteId(site.brandSetId)).toBeDefined()
  })
})

describe('featured category path (platform §9)', () => {
  it.each([
    ['AUS', 'featured-au'],
    ['EUR', 'featured-eu'],
    ['GBR', 'featured-eu'],
    ['USA', 'na-featured'],
    ['CAN', 'na-featured'],
    ['APO', 'na-featured'],
  ] as const)('%s uses %s', (code, path) => {
    expect(featuredCategoryPath(code)).toBe(path)
  })
})
