import { describe, expect, it } from 'vitest'
import {
  facetDisplayName,
  facetValueLabel,
  mapSearchFacet,
  mapSearchFacets,
  priceBucketLabel,
  priceRangeLabel,
  ratingBucketLabel,
  ratingFacetBuckets,
} from './facets.ts'

const ctx = { pagePath: '/weightlifting-bars-plates', fiveForFiveEnabled: true }
const v = (text: string, count = 1) => ({ text, count })

describe('platform §3 facet display names', () => {
  it('is_salable is shown as Availability', () => {
    expect(facetDisplayName('is_salable', 'Is Salable', '/')).toBe('Availability')
  })

  it('names containing Category are cut to the first word', () => {
    expect(facetDisplayName('category_l2', 'Category Level 2', '/shoes')).toBe('Category')
    expect(facetDisplayName('shoe_cat', 'Shoe Category', '/shoes')).toBe('Shoe')
    expect(facetDisplayName('color', undefined, '/shoes')).toBe('color')
  })

  it("/iron-game-programming's Category facet is labelled Brand", () => {
    expect(facetDisplayName('category', 'Category Names', '/iron-game-programming')).toBe('Brand')
    expect(facetDisplayName('category', 'Category Names', '/Iron-Game-Programming/')).toBe('Brand')
  })
})

describe('platform §3 facet value labels', () => {
  it('price ranges are shown as dollar ranges', () => {
    expect(priceRangeLabel('100 - 200')).toBe('$100 - $200')
    expect(priceRangeLabel('0-49.99')).toBe('$0 - $49.99')
    expect(priceRangeLabel('500+')).toBe('$500+')
    expect(priceRangeLabel('Other')).toBe('Other')
    expect(facetValueLabel('price', '100-200', ctx)).toBe('$100 - $200')
  })

  it('pb facets convert dollar amounts to local currency', () => {
    expect(priceBucketLabel('100 - 200', { symbol: '€', ratePerDollar: 0.92 })).toBe('€92 - €184')
    expect(facetValueLabel('pb', '10-20', { ...ctx, currency: { symbol: 'C$', ratePerDollar: 1.375 } })).toBe('C$13.75 - C$27.50')
    expect(facetValueLabel('pb_usd', '10-20', ctx)).toBe('$10 - $20')
  })

  it('is_salable 0 means Out of Stock, otherwise In Stock', () => {
    expect(facetValueLabel('is_salable', '0', ctx)).toBe('Out of Stock')
    expect(facetValueLabel('is_salable', '1', ctx)).toBe('In Stock')
  })

  it.each([
    ['made_in_usa', 'Made in USA'],
    ['3_ships_free', '3 Ships Free'],
    ['rogue_closeout_and_sale', 'Closeout & Sale'],
    ['hot_deal', 'Hot Deals'],
    ['black_friday_dropship', '5 for 5'],
    ['free_shipping', 'Free Shipping'],
    ['rogue_hundo_enabled', 'Hundo'],
    ['something_new', 'something_new'],
  ])('promotion %s is labelled %s', (text, label) => {
    expect(facetValueLabel('promotions', text, ctx)).toBe(label)
  })

  it('other facets keep their text', () => {
    expect(facetValueLabel('color', 'Black', ctx)).toBe('Black')
  })
})

describe('platform §3 facet mapping and sorting', () => {
  it('5 for 5 is shown only when fiveforfive_enabled is on', () => {
    const facet = { display_name: 'Promotions', value: [v('black_friday_dropship'), v('hot_deal')] }
    expect(mapSearchFacet('promotions', facet, ctx).value.map((x) => x.label)).toEqual(['5 for 5', 'Hot Deals'])
    expect(mapSearchFacet('promotions', facet, { ...ctx, fiveForFiveEnabled: false }).value.map((x) => x.label)).toEqual(['Hot Deals'])
  })

  it('availability sorts descending', () => {
    const facet = { value: [v('0', 3), v('1', 9)] }
    expect(mapSearchFacet('is_salable', facet, ctx)).toEqual({
      key: 'is_salable',
      display_name: 'Availability',
      value: [
        { text: '1', urlKey: '1', count: 9, id: '1', label: 'In Stock' },
        { text: '0', urlKey: '0', count: 3, id: '0', label: 'Out of Stock' },
      ],
    })
  })

  it('duration and days_per_week sort ascending numerically', () => {
    const facet = { value: [v('12 weeks'), v('4 weeks'), v('8 weeks'), v('open')] }
    expect(mapSearchFacet('duration', facet, ctx).value.map((x) => x.text)).toEqual(['4 weeks', '8 weeks', '12 weeks', 'open'])
    expect(mapSearchFacet('days_per_week', { value: [v('5'), v('3'), v('10')] }, ctx).value.map((x) => x.text)).toEqual(['3', '5', '10'])
  })

  it('price ranges (pb and price) run from the cheapest up, whatever their counts (they came by count); other facets keep their order', () => {
    const byCount = { display_name: 'Price', value: [v('250 - 500', 9), v('0 - 25', 7), v('2500+', 5), v('50 - 100', 4), v('1000 - 2500', 2)] }
    expect(mapSearchFacet('pb', byCount, ctx).value.map((x) => x.label)).toEqual(['$0 - $25', '$50 - $100', '$250 - $500', '$1000 - $2500', '$2500+'])
    const euro = { ...ctx, currency: { symbol: '€', ratePerDollar: 0.92 } }
    expect(mapSearchFacet('pb', byCount, euro).value.map((x) => x.text)).toEqual(['0 - 25', '50 - 100', '250 - 500', '1000 - 2500', '2500+'])
    expect(mapSearchFacet('price', { value: [v('100-200', 3), v('0-49.99', 1), v('Other', 8)] }, ctx).value.map((x) => x.label)).toEqual([
      '$0 - $49.99',
      '$100 - $200',
      'Other',
    ])
    expect(mapSearchFacet('brand', { value: [v('Ironhouse', 9), v('Atlas', 2)] }, ctx).value.map((x) => x.text)).toEqual(['Ironhouse', 'Atlas'])
  })

  it("rating_summary builds star buckets 5 down to 2 labelled '& Up' with urlKey rating − 1", () => {
    const raw = [v('4', 10), v('3', 5), v('2', 2), v('1', 1)]
    expect(ratingFacetBuckets(raw)).toEqual([
      { text: '5', urlKey: '4', count: 10, id: '4', label: '5 & Up' },
      { text: '4', urlKey: '3', count: 15, id: '3', label: '4 & Up' },
      { text: '3', urlKey: '2', count: 17, id: '2', label: '3 & Up' },
      { text: '2', urlKey: '1', count: 18, id: '1', label: '2 & Up' },
    ])
    expect(ratingFacetBuckets([v('2', 4)]).map((b) => b.label)).toEqual(['3 & Up', '2 & Up'])
    expect(mapSearchFacet('rating_summary', { display_name: 'Rating', value: raw }, ctx).value).toHaveLength(4)
  })

  it('maps facets in facet_names order, dropping absent and empty facets', () => {
    const facets = {
      color: { display_name: 'Color', value: [v('Black', 2)] },
      promotions: { display_name: 'Promotions', value: [v('black_friday_dropship')] },
    }
    const mapped = mapSearchFacets(facets, ['missing', 'promotions', 'color'], { ...ctx, fiveForFiveEnabled: false })
    expect(mapped.map((f) => f.key)).toEqual(['color'])
    expect(mapped[0]?.value[0]).toEqual({ text: 'Black', urlKey: 'Black', count: 2, id: 'Black', label: 'Black' })
  })

  it('keeps the provider id when given', () => {
    expect(mapSearchFacet('color', { value: [{ text: 'Red', count: 1, id: 'facet_red' }] }, ctx).value[0]?.id).toBe('facet_red')
  })
})

describe('platform §3 rating bucket labels', () => {
  it("labels a bucket by its urlKey, the stars less one ('4' is '5 & Up'); anything but one digit has none", () => {
    expect(ratingBucketLabel('4')).toBe('5 & Up')
    expect(ratingBucketLabel('1')).toBe('2 & Up')
    expect(ratingBucketLabel('45')).toBeNull()
    expect(ratingBucketLabel('x')).toBeNull()
  })
})
