import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { SearchTokenResponse, SearchWidgetResponse } from '@ironhouse/contracts'
import { applyListingFilterRules, mapSearchFacets } from '@ironhouse/domain'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { rowsOf } from './index-refresh.ts'

// The rating_summary facet and the rating sort (platform §3 star buckets, §5 rating filter) on the
// demo store's review summaries (packages/demo-data products/ratings.ts).

let t: TestApp
let token = ''
/** Every listed product's rating as stored on the product (attributes.rating_summary), null when unrated. */
let ratings = new Map<number, number | null>()

beforeAll(async () => {
  t = await openTestApp()
  const res = await t.app.inject({ method: 'GET', url: '/svc_ssr/site/USA/rfktkn' })
  token = SearchTokenResponse.parse(res.json()).token
  await search(catalogue()) // the index is built before the first answer
  const rows = await t.db.db.execute(sql`
    select p.product_id, p.attributes->>'rating_summary' as rating
    from products p join search_products s on s.product_id = p.product_id
  `)
  ratings = new Map(rowsOf(rows).map((r) => [Number(r.product_id), r.rating === null ? null : Number(r.rating)]))
})
afterAll(async () => {
  await t.close()
})

async function search(body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/svc_search/api/search',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
  expect(res.statusCode, res.body).toBe(200)
  return SearchWidgetResponse.parse(res.json())
}

const idsOf = (r: SearchWidgetResponse) => r.content.product.value.map((p) => Number((p as { product_id: number }).product_id))
const whole = (id: number) => {
  const rating = ratings.get(id)
  return rating === null || rating === undefined ? null : Math.floor(rating)
}
/** The whole catalogue in featured order (platform §9 featured URI), every product on one page. */
const catalogue = (extra: Record<string, unknown> = {}) => ({
  widget: { rfkid: 'rfkid_10' },
  context: { page: { uri: '/na-featured' } },
  n_item: 200,
  facet: { all: true },
  ...extra,
})

describe('demo ratings (platform §3 rating_summary)', () => {
  it('listed demo products carry believable review summaries: most rated, from 1 to 5 stars, mostly 4 and up', () => {
    const values = [...ratings.values()]
    const rated = values.filter((v): v is number => v !== null)
    expect(rated.length / values.length).toBeGreaterThan(0.75)
    expect(rated.length).toBeLessThan(values.length) // some products have no reviews yet
    for (const r of rated) {
      expect(r).toBeGreaterThanOrEqual(1)
      expect(r).toBeLessThanOrEqual(5)
      expect(Math.round(r * 10) / 10).toBe(r)
    }
    expect(new Set(rated.map(Math.floor)).size).toBeGreaterThanOrEqual(4)
    expect(rated.filter((r) => r >= 4).length / rated.length).toBeGreaterThan(0.6)
  })
})

describe('rating_summary facet and filter (platform §3, §5)', () => {
  it('counts each whole star over the whole result set, as the products are rated', async () => {
    const all = await search(catalogue())
    const ids = idsOf(all)
    expect(ids.length).toBe(all.total_item)
    const expected = new Map<string, number>()
    for (const id of ids) {
      const stars = whole(id)
      if (stars !== null) expected.set(String(stars), (expected.get(String(stars)) ?? 0) + 1)
    }
    const facet = all.facet.rating_summary
    expect(facet?.display_name).toBe('Rating')
    expect(new Map(facet?.value.map((v) => [v.text, v.count]))).toEqual(expected)
  })

  it("maps to star buckets 5 down to 2 labelled '& Up' with urlKey rating − 1, each counting the ratings from its urlKey up", async () => {
    const all = await search(catalogue())
    const [rating] = mapSearchFacets(all.facet, ['rating_summary'], { pagePath: '/na-featured', fiveForFiveEnabled: false })
    const ids = idsOf(all)
    const atLeast = (n: number) => ids.filter((id) => (whole(id) ?? -1) >= n).length
    expect(rating?.value.map((v) => [v.label, v.urlKey, v.count])).toEqual([
      ['5 & Up', '4', atLeast(4)],
      ['4 & Up', '3', atLeast(3)],
      ['3 & Up', '2', atLeast(2)],
      ['2 & Up', '1', atLeast(1)],
    ])
    expect(atLeast(4)).toBeGreaterThan(0)
    expect(atLeast(1)).toBeGreaterThan(atLeast(4))
  })

  it('the rating filter includes every rating from the lowest chosen up to 5, and the total is the bucket count', async () => {
    const all = await search(catalogue())
    const [rating] = mapSearchFacets(all.facet, ['rating_summary'], { pagePath: '/na-featured', fiveForFiveEnabled: false })
    for (const bucket of rating?.value ?? []) {
      const filter = applyListingFilterRules({ rating_summary: [bucket.urlKey] }, { fiveForFiveEnabled: false, inApp: false })
      const narrowed = await search(catalogue({ filter }))
      expect(narrowed.total_item, bucket.label).toBe(bucket.count)
      for (const id of idsOf(narrowed)) expect(whole(id) ?? -1).toBeGreaterThanOrEqual(Number(bucket.urlKey))
    }
    // '4 & Up' (urlKey 3) and '5 & Up' (urlKey 4) chosen together: the lowest wins
    const both = applyListingFilterRules({ rating_summary: ['4', '3'] }, { fiveForFiveEnabled: false, inApp: false })
    expect(both.rating_summary).toEqual(['3', '4', '5'])
    expect((await search(catalogue({ filter: both }))).total_item).toBe(rating?.value.find((v) => v.urlKey === '3')?.count)
  })

  it('a keyword search counts its own matches only (the facet follows the result set)', async () => {
    const bars = await search({ widget: { rfkid: 'search' }, query: { keyphrase: { value: ['bar'] } }, n_item: 200, facet: { all: true } })
    const counted = (bars.facet.rating_summary?.value ?? []).reduce((sum, v) => sum + v.count, 0)
    expect(counted).toBe(idsOf(bars).filter((id) => whole(id) !== null).length)
    expect(counted).toBeLessThan((await search(catalogue())).total_item)
  })
})

describe('rating sort (platform §3 sorting)', () => {
  it('rating descending lists the best rated first and unrated products last; ascending the reverse order of the rated', async () => {
    const desc = idsOf(await search(catalogue({ sort: { value: [{ name: 'rating', order: 'desc' }] } })))
    const values = desc.map((id) => ratings.get(id) ?? null)
    const rated = values.filter((v): v is number => v !== null)
    expect(rated).toEqual([...rated].sort((a, b) => b - a))
    expect(values.slice(rated.length).every((v) => v === null)).toBe(true)
    expect(values[0]).toBe(Math.max(...rated))
    const asc = idsOf(await search(catalogue({ sort: { value: [{ name: 'rating', order: 'asc' }] } })))
    const ascRated = asc.map((id) => ratings.get(id) ?? null).filter((v): v is number => v !== null)
    expect(ascRated).toEqual([...ascRated].sort((a, b) => a - b))
  })
})
