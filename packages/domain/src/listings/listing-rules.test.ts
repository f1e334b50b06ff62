import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  SEARCH_SUGGESTION_LIMITS,
  applyListingFilterRules,
  expandRatingFilter,
  filterHomeDealProducts,
  listingFacetMax,
  listingPageSize,
  parseSearchPageNumber,
} from './listing-rules.ts'

describe('platform §5 listing defaults', () => {
  it('the item count defaults to 80, or the given number', () => {
    expect(listingPageSize()).toBe(80)
    expect(listingPageSize(24)).toBe(24)
    expect(listingPageSize(0)).toBe(80)
    expect(listingPageSize(2.5)).toBe(80)
  })

  it('platform §9: facet max 10, unlimited for shoes and programming pages', () => {
    expect(listingFacetMax('/weightlifting-bars-plates')).toBe(10)
    expect(listingFacetMax('/shoes')).toBeUndefined()
    expect(listingFacetMax('/shoes/lifting-shoes')).toBeUndefined()
    expect(listingFacetMax('/iron-game-programming')).toBeUndefined()
    expect(listingFacetMax('/shoestring')).toBe(10)
    expect(SEARCH_SUGGESTION_LIMITS).toEqual({ trending_category: 10, category: 0, keyphrase: 10 })
  })

  it.each([
    ['2', 2], ['  7 ', 7], ['2.7', 2], ['', 1], ['abc', 1], ['0', 1], ['-3', 1],
  ] as const)('search page number %j parses to %i', (raw, page) => {
    expect(parseSearchPageNumber(raw)).toBe(page)
  })

  it('a missing page number is page 1', () => {
    expect(parseSearchPageNumber(undefined)).toBe(1)
    expect(parseSearchPageNumber(null)).toBe(1)
  })

  it('property: the parsed page number is always a whole number of at least 1', () => {
    fc.assert(fc.property(fc.option(fc.string()), (raw) => {
      const page = parseSearchPageNumber(raw)
      expect(Number.isInteger(page) && page >= 1).toBe(true)
    }))
  })
})

describe('platform §5 filter rules', () => {
  it('rating filter: all ratings from the lowest chosen up to 5 are included', () => {
    expect(expandRatingFilter(['3'])).toEqual(['3', '4', '5'])
    expect(expandRatingFilter(['4', '2'])).toEqual(['2', '3', '4', '5'])
    expect(expandRatingFilter([5])).toEqual(['5'])
    expect(expandRatingFilter([])).toEqual([])
    expect(expandRatingFilter(['x', '9'])).toEqual([])
    expect(expandRatingFilter(['-1'])).toEqual(['0', '1', '2', '3', '4', '5'])
  })

  it('the five for five filter is removed when fiveforfive_enabled is off', () => {
    const filters = { promotions: ['black_friday_dropship', 'hot_deal'], color: ['Black'] }
    expect(applyListingFilterRules(filters, { fiveForFiveEnabled: false, inApp: false }))
      .toEqual({ promotions: ['hot_deal'], color: ['Black'] })
    expect(applyListingFilterRules({ promotions: ['black_friday_dropship'] }, { fiveForFiveEnabled: false, inApp: false })).toEqual({})
    expect(applyListingFilterRules(filters, { fiveForFiveEnabled: true, inApp: false })).toEqual(filters)
  })

  it("in the app context program_delivery is forced to 'Not Applicable'", () => {
    expect(applyListingFilterRules({ program_delivery: ['Online'] }, { fiveForFiveEnabled: true, inApp: true }))
      .toEqual({ program_delivery: ['Not Applicable'] })
    expect(applyListingFilterRules({}, { fiveForFiveEnabled: true, inApp: true })).toEqual({ program_delivery: ['Not Applicable'] })
  })

  it('the rating filter is expanded in the filters sent', () => {
    expect(applyListingFilterRules({ rating_summary: ['3'] }, { fiveForFiveEnabled: true, inApp: false }))
      .toEqual({ rating_summary: ['3', '4', '5'] })
  })
})

describe('platform §2 home path hot deals and hundo', () => {
  const products = [{ productId: 1 }, { productId: 2 }, { productId: 3 }]
  const context = { promoStatusByProductId: { 1: 'active', 2: 'expired' } as const, hundoProductIds: [3] }

  it('on / with a hot-deals category only products with an active promo are kept', () => {
    expect(filterHomeDealProducts(products, { ...context, path: '/', category: '/deals/hot-deals' })).toEqual([{ productId: 1 }])
  })

  it('on / with a hundo category only the hundo product ids are kept', () => {
    expect(filterHomeDealProducts(products, { ...context, path: '/', category: 'Hundo' })).toEqual([{ productId: 3 }])
  })

  it('elsewhere, or for other categories, the list is unchanged', () => {
    expect(filterHomeDealProducts(products, { ...context, path: '/deals', category: 'hot-deals' })).toEqual(products)
    expect(filterHomeDealProducts(products, { ...context, path: '/', category: 'new-gear' })).toEqual(products)
  })
})
