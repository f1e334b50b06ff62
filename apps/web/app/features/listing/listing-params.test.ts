import { describe, expect, it } from 'vitest'
import { mapSearchFacets } from '@ironhouse/domain'
import { chosenFilters, clearFiltersHref, listingRequest, readListingState, shownFacets, sortOptionsFor, toggleFilterHref } from './listing-params.ts'
import { dealCategoryPath, dealPromotions, dealTypeOf, offeredDealTypes } from './deals.ts'

const stateOf = (qs: string, kind: 'category' | 'search' = 'category') => readListingState(new URLSearchParams(qs), kind)

describe('listing state in the URL (platform §5)', () => {
  it('reads several values of one facet, the sort and the page; unknown keys are not filters', () => {
    const state = stateOf('brand=Ironhouse&brand=Kilo+Forge&color=Red&sort=price_desc&page=3&secret=1')
    expect(state.filters).toEqual({ brand: ['Ironhouse', 'Kilo Forge'], color: ['Red'] })
    expect(state.sort).toBe('price_desc')
    expect(state.page).toBe(3)
  })

  it('the page number is parsed from a string: 1 for anything else, capped', () => {
    expect(stateOf('page=abc').page).toBe(1)
    expect(stateOf('page=0').page).toBe(1)
    expect(stateOf('page=99999999').page).toBe(1000)
  })

  it('an unknown sort falls back to Featured on categories and Best Match on searches', () => {
    expect(stateOf('sort=drop').sort).toBe('featured')
    expect(stateOf('sort=drop&q=bar', 'search').sort).toBe('relevance')
    expect(sortOptionsFor('search').map((o) => o.value)).not.toContain('featured')
  })

  it('toggling a value adds or removes it and goes back to page 1; Clear all keeps q and sort', () => {
    const params = new URLSearchParams('q=bar&brand=Ironhouse&sort=name_asc&page=4')
    expect(toggleFilterHref(params, 'brand', 'Kilo Forge')).toBe('?q=bar&sort=name_asc&brand=Ironhouse&brand=Kilo+Forge')
    expect(toggleFilterHref(params, 'brand', 'Ironhouse')).toBe('?q=bar&sort=name_asc')
    expect(clearFiltersHref(params)).toBe('?q=bar&sort=name_asc')
  })
})

describe('the widget request of a listing (platform §5, §7, §9)', () => {
  const base = { rfkid: 'rfkid_10', uri: '/weightlifting-bars-plates', kind: 'category' as const, fiveForFiveEnabled: false, inApp: false }

  it('80 items, the page, facet max 10, the sort of the URL, the category uri', () => {
    const request = listingRequest({ ...base, state: stateOf('page=2&sort=price_asc') })
    expect(request).toMatchObject({
      widget: { rfkid: 'rfkid_10' },
      n_item: 80,
      page_number: 2,
      context: { page: { uri: '/weightlifting-bars-plates' } },
      facet: { all: true, max: 10 },
      sort: { value: [{ name: 'price', order: 'asc' }] },
    })
  })

  it('facets are unlimited on shoes and programming pages', () => {
    expect(listingRequest({ ...base, uri: '/shoes', state: stateOf('') }).facet).toEqual({ all: true, total: true })
    expect(listingRequest({ ...base, uri: '/iron-game-programming', state: stateOf('') }).facet?.max).toBeUndefined()
  })

  it('the rating filter includes every rating from the lowest chosen up to 5', () => {
    expect(listingRequest({ ...base, state: stateOf('rating_summary=3') }).filter).toEqual({ rating_summary: ['3', '4', '5'] })
  })

  it('5 for 5 is removed while fiveforfive_enabled is off, kept when on', () => {
    const state = stateOf('promotions=black_friday_dropship&promotions=made_in_usa')
    expect(listingRequest({ ...base, state }).filter).toEqual({ promotions: ['made_in_usa'] })
    expect(listingRequest({ ...base, state, fiveForFiveEnabled: true }).filter).toEqual({ promotions: ['black_friday_dropship', 'made_in_usa'] })
  })

  it('in the app, program_delivery is forced to Not Applicable', () => {
    expect(listingRequest({ ...base, inApp: true, state: stateOf('program_delivery=Online') }).filter).toEqual({ program_delivery: ['Not Applicable'] })
  })

  it('a keyword search carries the keyphrase and the suggestion limits (trending 10, category 0, keyphrase 10)', () => {
    const request = listingRequest({ ...base, rfkid: 'search', kind: 'search', state: stateOf('q=ohio+bar', 'search') })
    expect(request.query).toEqual({ keyphrase: { value: ['ohio bar'] } })
    expect(request.suggestion).toEqual({ trending_category: { max: 10 }, category: { max: 0 }, keyphrase: { max: 10 } })
  })
})

describe('/deals (shell §2)', () => {
  it('deal_type picks the promotions; without one every deal is listed', () => {
    expect(dealPromotions(dealTypeOf('hot-deals', false))).toEqual(['hot_deal'])
    expect(dealPromotions(dealTypeOf('nonsense', false))).toContain('rogue_closeout_and_sale')
  })

  it('platform §5: 5 for 5 is a deal type only while fiveforfive_enabled is on; while it is off the page lists every deal', () => {
    expect(dealTypeOf('5-for-5', true)?.label).toBe('5 for 5')
    expect(dealTypeOf('5-for-5', false)).toBeUndefined()
    expect(offeredDealTypes(false).map((d) => d.value)).not.toContain('5-for-5')
    expect(offeredDealTypes(true).map((d) => d.value)).toContain('5-for-5')
  })

  it('category is read as a path, anything else is ignored', () => {
    expect(dealCategoryPath('weightlifting-bars-plates/bars')).toBe('/weightlifting-bars-plates/bars')
    expect(dealCategoryPath("'; drop")).toBeNull()
    expect(dealCategoryPath(null)).toBeNull()
  })
})

describe('mapped products are listed once', () => {
  it('1119665 remapped to 1119420 next to 1119420 itself shows one tile (platform §3)', async () => {
    const { mapSearchProduct } = await import('@ironhouse/domain')
    const { mapSearchProducts } = await import('./listing-params.ts')
    const records = [{ product_id: 1119420, name: 'Set' }, { product_id: 1119665, name: 'Legacy set' }, { product_id: 1001, name: 'Bar' }]
    expect(mapSearchProducts(records, (r) => mapSearchProduct(r as { product_id: number }, 'USA')).map((p) => p.productId)).toEqual([1119420, 1001])
  })
})

describe('the facets a listing shows (shell §2, platform §3)', () => {
  const answer = {
    category_l2: { display_name: 'Category', value: [{ text: 'Iron Conditioning', count: 2 }, { text: 'Ironhouse Strength', count: 2 }] },
    brand: { display_name: 'Brand', value: [{ text: 'Ironhouse', count: 4 }] },
  }
  const names = (pagePath: string) => shownFacets(mapSearchFacets(answer, ['category_l2', 'brand'], { pagePath, fiveForFiveEnabled: false })).map((f) => [f.key, f.display_name])

  it('on /iron-game-programming the Category facet is Brand, and the manufacturer facet is left out: one group named Brand', () => {
    expect(names('/iron-game-programming')).toEqual([['category_l2', 'Brand']])
  })

  it('elsewhere both show under their own names', () => {
    expect(names('/shoes')).toEqual([
      ['category_l2', 'Category'],
      ['brand', 'Brand'],
    ])
  })
})

describe('the chips of the chosen filters (platform §3, §5)', () => {
  const mapping = (fiveForFiveEnabled: boolean) => ({ pagePath: '/shoes', fiveForFiveEnabled })
  const chips = (qs: string, fiveForFiveEnabled: boolean, inApp = false) =>
    chosenFilters(stateOf(qs), [], mapping(fiveForFiveEnabled), inApp).map((chip) => `${chip.key}:${chip.label}`)

  it('5 for 5 is shown only when fiveforfive_enabled is on: no chip while the flag is off (the list is not filtered by it)', () => {
    expect(chips('promotions=black_friday_dropship&promotions=made_in_usa', false)).toEqual(['promotions:Made in USA'])
    expect(chips('promotions=black_friday_dropship&promotions=made_in_usa', true)).toEqual(['promotions:5 for 5', 'promotions:Made in USA'])
  })

  it("inside the app program_delivery is forced to Not Applicable: the shopper's App is no chip", () => {
    expect(chips('program_delivery=App&color=Red', false, true)).toEqual(['color:Red'])
    expect(chips('program_delivery=App&color=Red', false, false)).toEqual(['color:Red', 'program_delivery:App'])
  })

  it('a rating is a chip when it names a range up to 5 (4 reads 5 & Up, urlKey rating − 1), not past 5', () => {
    expect(chips('rating_summary=4', false)).toEqual(['rating_summary:5 & Up'])
    expect(chips('rating_summary=9', false)).toEqual([])
  })
})
