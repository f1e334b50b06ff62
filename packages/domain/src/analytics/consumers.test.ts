import { describe, expect, it } from 'vitest'
import { affiliateExclusionOf, affiliateSale, reviewProviderItems, reviewsHidden } from './consumers.ts'

const plain = { productId: 1, sku: 'BAR-1', qty: 2, price: 29500 }

describe('platform §6 Affiliate tracker: sale registration exclusions', () => {
  it('includes a plain item', () => {
    expect(affiliateExclusionOf(plain, 0)).toBeNull()
  })

  it('excludes items with a special price below list price', () => {
    expect(affiliateExclusionOf({ ...plain, specialPrice: 25000 }, 0)).toBe('specialPrice')
    expect(affiliateExclusionOf({ ...plain, specialPrice: 29500 }, 0)).toBeNull()
  })

  it('excludes items with a promo', () => {
    expect(affiliateExclusionOf({ ...plain, hasPromo: true }, 0)).toBe('promo')
  })

  it('excludes items carrying the excluded attribute', () => {
    expect(affiliateExclusionOf({ ...plain, attributes: { affiliate_excluded: '1' } }, 0)).toBe('excludedAttribute')
    expect(affiliateExclusionOf({ ...plain, attributes: { affiliate_excluded: 'true' } }, 0)).toBe('excludedAttribute')
    expect(affiliateExclusionOf({ ...plain, attributes: { affiliate_excluded: '0' } }, 0)).toBeNull()
  })

  it("excludes manufacturer 'Concept 2'", () => {
    expect(affiliateExclusionOf({ ...plain, manufacturer: 'Concept 2' }, 0)).toBe('manufacturer')
    expect(affiliateExclusionOf({ ...plain, manufacturer: 'Ironhouse,concept2' }, 0)).toBe('manufacturer')
    expect(affiliateExclusionOf({ ...plain, manufacturer: 'Ironhouse' }, 0)).toBeNull()
  })

  it('excludes hundo-grouped items only when a discount exists', () => {
    expect(affiliateExclusionOf({ ...plain, hundoGrouped: true }, 1500)).toBe('hundoWithDiscount')
    expect(affiliateExclusionOf({ ...plain, hundoGrouped: true }, 0)).toBeNull()
  })

  it('registers the included items and their amount', () => {
    const sale = affiliateSale([plain, { ...plain, sku: 'C2', manufacturer: 'Concept 2' }], 0)
    expect(sale.items.map((i) => i.sku)).toEqual(['BAR-1'])
    expect(sale.amount).toBe(59000)
  })
})

describe('platform §6 Review provider: skips products with hidden reviews', () => {
  it('skips hidden-review products and sends each product once', () => {
    const items = [plain, { ...plain, productId: 2, attributes: { hide_reviews: 1 } }, { ...plain, qty: 1 }]
    expect(reviewProviderItems(items)).toEqual([plain])
  })
  it('hide_reviews on (true, 1, "1", "yes") hides a product\'s reviews; off, absent or "0" does not', () => {
    for (const on of [true, 1, '1', 'yes', 'True']) expect(reviewsHidden({ hide_reviews: on })).toBe(true)
    for (const off of [false, 0, '0', 'no', null]) expect(reviewsHidden({ hide_reviews: off })).toBe(false)
    expect(reviewsHidden({})).toBe(false)
    expect(reviewsHidden(undefined)).toBe(false)
  })
})
