import { describe, expect, it } from 'vitest'
import { siteFromPath, sitePath } from './site.ts'

describe('siteFromPath', () => {
  it.each([
    ['/', 'USA', '/'],
    ['/cart', 'USA', '/cart'],
    ['/ca/cart', 'CAN', '/cart'],
    ['/apo', 'APO', '/'],
    ['/eu/shoes', 'EUR', '/shoes'],
    ['/uk/login', 'GBR', '/login'],
    ['/au/', 'AUS', '/'],
    ['/cart/ca', 'USA', '/cart/ca'],
  ])('shell §1 site prefixes: %s belongs to %s with rest %s', (path, code, rest) => {
    const site = siteFromPath(path)
    expect(site.code).toBe(code)
    expect(site.restPath).toBe(rest)
  })
  it('gives each site its store id (commerce §9)', () => {
    expect(siteFromPath('/uk').storeId).toBe(34)
    expect(siteFromPath('/au/x').storeId).toBe(18)
  })
})

describe('sitePath', () => {
  it('prefixes site-relative paths and maps home to the bare prefix', () => {
    expect(sitePath('/ca', '/cart')).toBe('/ca/cart')
    expect(sitePath('/ca', '/')).toBe('/ca')
    expect(sitePath('', '/cart')).toBe('/cart')
    expect(sitePath('/ca', 'mailto:a@b.c')).toBe('mailto:a@b.c')
  })
})
