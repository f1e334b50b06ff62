import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { SEARCH_FACET_KEYS, SearchTokenResponse, SearchWidgetResponse, type SearchFacetKey, type SearchSortName } from '@ironhouse/contracts'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { searchEngineFor, type SearchEngine } from './engine.ts'
import { rowsOf } from './index-refresh.ts'
import { keyphraseWords, normaliseKeyphrase, tsQueryText } from './keyphrase.ts'
import { buildMemoryIndex } from './memory-index.ts'
import { rankRows } from './memory-query.ts'
import { findListing, type ListingQuery } from './repo.ts'
import { parseTsQuery } from './tsquery.ts'

// The in-process index must answer exactly as the SQL engine (repo.ts) does: the same page of
// products in the same order, the same total and the same facet counts (docs/search.md).

let t: TestApp
let engine: SearchEngine
beforeAll(async () => {
  t = await openTestApp()
  const found = searchEngineFor(t.db.db)
  if (!found) throw new Error('the search service registered no engine')
  engine = found
  await engine.sync() // the demo store's products are indexed
  await engine.whenReady()
  await engine.sync()
})
afterAll(async () => {
  await t.close()
})

function query(keyphrase: string, extra: Partial<ListingQuery> = {}): ListingQuery {
  const normalised = normaliseKeyphrase(keyphrase)
  return {
    storeId: 1,
    tsQuery: normalised === '' ? null : tsQueryText(keyphraseWords(normalised)),
    keyphrase: normalised,
    fuzzy: false,
    categoryId: null,
    productIds: null,
    excludeIds: [],
    filters: {},
    sort: [],
    limit: 24,
    offset: 0,
    facets: [...SEARCH_FACET_KEYS],
    facetMax: 10,
    ...extra,
  }
}

async function bothEngines(q: ListingQuery) {
  const fromSql = await findListing(t.db.db, q)
  const fromMemory = await engine.listing(q, new Date())
  return { fromSql, fromMemory }
}

async function column(statement: ReturnType<typeof sql>): Promise<Array<string>> {
  return rowsOf(await t.db.db.execute(statement)).map((r) => String(Object.values(r)[0]))
}

describe('the in-process index answers as PostgreSQL does', () => {
  it('is built and answers listings', () => {
    expect(engine.ready).toBe(true)
  })

  it('keyword searches: same products, order, total and facet counts for every word of the catalogue', async () => {
    const brands = await column(sql`select distinct brand from search_products where brand is not null order by 1`)
    const categories = await column(sql`select distinct unnest(category_l2 || category_l3) from search_products order by 1`)
    const words = await column(sql`select distinct w from search_products, unnest(string_to_array(lower(name), ' ')) w where length(w) > 2 order by 1 limit 80`)
    const phrases = [
      ...brands,
      ...categories,
      ...words,
      'bar',
      'ohio bar',
      'the ohio bar',
      'barbell',
      'kb',
      'rower',
      'squat',
      'squat rack',
      'shirt',
      'program',
      'ba',
      'the',
      'plate bar',
      "'; drop table products; --",
      'a & b | !c <-> d',
    ]
    expect(phrases.length).toBeGreaterThan(40)
    for (const phrase of phrases) {
      const { fromSql, fromMemory } = await bothEngines(query(phrase))
      expect(fromMemory, phrase).toEqual(fromSql)
    }
  })

  it('every sort both ways, pages, and filters of every facet: same answers', async () => {
    const sorts: Array<SearchSortName> = ['featured', 'relevance', 'price', 'name', 'newest', 'rating']
    for (const phrase of ['bar', 'plate', 'hoodie', '']) {
      for (const name of sorts) {
        for (const order of ['asc', 'desc'] as const) {
          for (const offset of [0, 24]) {
            const q = query(phrase, { sort: [{ name, order }], offset })
            const { fromSql, fromMemory } = await bothEngines(q)
            expect(fromMemory, `${phrase} ${name} ${order} ${offset}`).toEqual(fromSql)
          }
        }
      }
      // one filter per facet value, then two facets at once (several values of one facet are ORed)
      const all = await findListing(t.db.db, query(phrase, { facetMax: null }))
      const byKey = new Map<SearchFacetKey, Array<string>>()
      for (const f of all.facets) byKey.set(f.key, [...(byKey.get(f.key) ?? []), f.text])
      for (const [key, values] of byKey) {
        for (const value of values.slice(0, 4)) {
          const q = query(phrase, { filters: { [key]: [value] } as ListingQuery['filters'] })
          const { fromSql, fromMemory } = await bothEngines(q)
          expect(fromMemory, `${phrase} ${key}=${value}`).toEqual(fromSql)
          expect(fromSql.total).toBeGreaterThan(0)
        }
      }
      const [firstKey, secondKey] = [...byKey.keys()]
      if (firstKey && secondKey) {
        const filters = { [firstKey]: (byKey.get(firstKey) ?? []).slice(0, 2), [secondKey]: (byKey.get(secondKey) ?? []).slice(0, 1), brand: ['No Such Brand'] }
        const q = query(phrase, { filters: filters as ListingQuery['filters'], sort: [{ name: 'price', order: 'desc' }] })
        const { fromSql, fromMemory } = await bothEngines(q)
        expect(fromMemory).toEqual(fromSql)
      }
    }
  })

  it('category listings (featured order), other stores and unknown values: same answers', async () => {
    const categoryIds = (await column(sql`select category_id from categories order by category_id limit 40`)).map(Number)
    for (const categoryId of categoryIds) {
      const q = query('', { categoryId, sort: [{ name: 'featured', order: 'asc' }] })
      const { fromSql, fromMemory } = await bothEngines(q)
      expect(fromMemory, `category ${categoryId}`).toEqual(fromSql)
    }
    for (const storeId of [1, 2, 3, 4, 99]) {
      const { fromSql, fromMemory } = await bothEngines(query('bar', { storeId, sort: [{ name: 'price', order: 'asc' }] }))
      expect(fromMemory, `store ${storeId}`).toEqual(fromSql)
    }
    const { fromSql, fromMemory } = await bothEngines(query('bar', { filters: { color: ['No Such Colour'], pb: ['7 - 8'] } }))
    expect(fromMemory).toEqual(fromSql)
    expect(fromMemory.total).toBe(0)
  })
})

describe('ts_rank', () => {
  it('the in-process rank of every matching product equals PostgreSQL ts_rank, to the last bit of float4', async () => {
    const index = await buildMemoryIndex(t.db.db)
    for (const text of ['(bar:*)', '(ohio) & (bar:*)', '(rower:* | rower | row)', '(plate) & (bumper:* | bumper)', '(the:*) & (hoodie:*)', '(plate:*) | (bar)']) {
      const expected = rowsOf(
        await t.db.db.execute(sql`select product_id, ts_rank(doc, to_tsquery('english', ${text}))::float8 as rank
          from search_products where doc @@ to_tsquery('english', ${text}) order by product_id`),
      ).map((r) => [Number(r.product_id), Number(r.rank)])
      expect(expected.length, text).toBeGreaterThan(0)
      const normalised = rowsOf(await t.db.db.execute(sql`select to_tsquery('english', ${text})::text as q`))[0]?.q
      const tree = parseTsQuery(String(normalised))
      if (!tree) throw new Error(`unparsed ${String(normalised)}`)
      const slots = expected.map(([id]) => index.slotOf.get(id as number) as number)
      const rowOf = new Int32Array(index.slots).fill(-1)
      slots.forEach((slot, row) => (rowOf[slot] = row))
      const ranks = rankRows(index, tree, rowOf, slots.length)
      expect(expected.map(([id], row) => [id, ranks?.[row]]), text).toEqual(expected)
    }
  })
})

describe('the in-process index follows the catalogue', () => {
  async function searchApi(body: Record<string, unknown>) {
    const tokenRes = await t.app.inject({ method: 'GET', url: '/svc_ssr/site/USA/rfktkn' })
    const { token } = SearchTokenResponse.parse(tokenRes.json())
    const res = await t.app.inject({
      method: 'POST',
      url: '/svc_search/api/search',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })
    expect(res.statusCode, res.body).toBe(200)
    return SearchWidgetResponse.parse(res.json())
  }
  const ids = (r: SearchWidgetResponse) => r.content.product.value.map((p) => (p as { product_id: number }).product_id)

  it('a changed price reorders the price sort at once (free: ties with the quoted product, the lower id first)', async () => {
    const body = { widget: { rfkid: 'search' }, n_item: 5, query: { keyphrase: { value: ['bar'] } }, sort: { value: [{ name: 'price', order: 'asc' }] } }
    expect(ids(await searchApi(body))[0]).not.toBe(DEMO_IDS.ohioBar)
    await t.db.db.execute(sql`update product_prices set price = 0, special_price = null, promo_price = null where product_id = ${DEMO_IDS.ohioBar}`)
    const after = await searchApi(body)
    expect(ids(after)[0]).toBe(DEMO_IDS.ohioBar)
    expect(after.content.product.value[0]?.final_price).toBe(0)
    const q = query('bar', { sort: [{ name: 'price', order: 'asc' }] })
    const { fromSql, fromMemory } = await bothEngines(q)
    expect(fromMemory).toEqual(fromSql)
  })

  it('a hidden product leaves the results, a renamed one is found by its new name', async () => {
    await t.db.db.execute(sql`update products set visibility = 1 where product_id = ${DEMO_IDS.ohioBar}`)
    expect(ids(await searchApi({ widget: { rfkid: 'search' }, query: { keyphrase: { value: ['ohio bar'] } } }))).not.toContain(DEMO_IDS.ohioBar)
    await t.db.db.execute(sql`update products set visibility = 4, name = 'Quetzal Training Bar' where product_id = ${DEMO_IDS.ohioBar}`)
    expect(ids(await searchApi({ widget: { rfkid: 'search' }, query: { keyphrase: { value: ['quetzal'] } } }))).toEqual([DEMO_IDS.ohioBar])
    const { fromSql, fromMemory } = await bothEngines(query('quetzal bar'))
    expect(fromMemory).toEqual(fromSql)
    expect(fromMemory.hits[0]?.productId).toBe(DEMO_IDS.ohioBar)
  })

  it('a remembered answer lasts only until a promo window opens (hot_deal counts move with the clock)', async () => {
    const opens = new Date(Date.now() + 60 * 60_000)
    const closes = new Date(Date.now() + 2 * 60 * 60_000)
    const promo = { rogue_promo_enabled: '1', rogue_promo_from_date: opens.toISOString(), rogue_promo_to_date: closes.toISOString() }
    await t.db.db.execute(sql`update products set attributes = attributes || ${JSON.stringify(promo)}::jsonb where product_id = ${DEMO_IDS.ohioBar}`)
    await engine.sync()
    const q = query('bar', { facets: ['promotions'], facetMax: null })
    const hotDeals = (r: { facets: Array<{ text: string; count: number }> }) => r.facets.find((f) => f.text === 'hot_deal')?.count ?? 0
    const before = await engine.listing(q, new Date())
    expect(await engine.listing(q, new Date())).toBe(before) // remembered
    const during = await engine.listing(q, new Date(opens.getTime() + 1000))
    expect(hotDeals(during)).toBe(hotDeals(before) + 1)
    const after = await engine.listing(q, new Date(closes.getTime() + 1000))
    expect(hotDeals(after)).toBe(hotDeals(before))
  })

  it('a remembered product record is read again after its price changes (another request shows the new price)', async () => {
    const price = (r: SearchWidgetResponse) => r.content.product.value.find((p) => (p as { product_id: number }).product_id === DEMO_IDS.ohioBar)?.final_price
    const body = (n: number) => ({ widget: { rfkid: 'search' }, n_item: n, query: { keyphrase: { value: ['ohio'] } } })
    const before = price(await searchApi(body(10)))
    expect(before).toEqual(expect.any(Number))
    await t.db.db.execute(sql`update product_prices set price = 12345, special_price = null, promo_price = null where product_id = ${DEMO_IDS.ohioBar} and store_id = 1`)
    expect(price(await searchApi(body(11)))).toBe(123.45)
  })

  it('a finished answer (the JSON sent) is kept until products change, the next promo window edge, or a minute', async () => {
    const now = new Date()
    const opens = new Date(now.getTime() + 30_000)
    const promo = { rogue_promo_enabled: '1', rogue_promo_from_date: opens.toISOString(), rogue_promo_to_date: new Date(opens.getTime() + 3_600_000).toISOString() }
    await t.db.db.execute(sql`update products set attributes = attributes || ${JSON.stringify(promo)}::jsonb where product_id = ${DEMO_IDS.ohioBar}`)
    await engine.sync()
    engine.rememberAnswer('bar', '{"n":1}', { keyphrase: 'bar', total: 1 }, now)
    expect(engine.rememberedAnswer('bar', now)).toMatchObject({ json: '{"n":1}', note: { keyphrase: 'bar', total: 1 } })
    expect(engine.rememberedAnswer('bar', new Date(opens.getTime() - 1))?.json).toBe('{"n":1}')
    expect(engine.rememberedAnswer('bar', opens)).toBeUndefined() // the promo price starts: made again
    await t.db.db.execute(
      sql`update products set attributes = attributes - 'rogue_promo_enabled' - 'rogue_promo_from_date' - 'rogue_promo_to_date' where product_id = ${DEMO_IDS.ohioBar}`,
    )
    await engine.sync()
    expect(engine.rememberedAnswer('bar', now)).toBeUndefined() // a product changed: every answer dropped
    engine.rememberAnswer('bar', '{"n":2}', null, now)
    expect(engine.rememberedAnswer('bar', new Date(now.getTime() + 59_999))?.json).toBe('{"n":2}')
    expect(engine.rememberedAnswer('bar', new Date(now.getTime() + 60_000))).toBeUndefined() // suggestions age: a minute at most
  })

  it('a second process (another engine over the same database) catches up from the change log', async () => {
    const { SearchEngine } = await import('./engine.ts')
    const other = new SearchEngine(t.db.db, 'memory')
    await other.whenReady()
    await t.db.db.execute(sql`update products set name = 'Zephyr Squat Wedge' where product_id = ${DEMO_IDS.ohioBar}`)
    await engine.sync() // this process rebuilds the row and logs it
    await other.sync() // the other one only reads the log
    const q = query('zephyr')
    expect((await other.listing(q, new Date())).hits.map((h) => h.productId)).toEqual([DEMO_IDS.ohioBar])
    expect(await other.listing(q, new Date())).toEqual(await findListing(t.db.db, q))
    other.close()
  })
})
