import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { CategoryProductsResponse, ErrorBody, SearchBatchResponse, SearchTokenResponse, SearchWidgetResponse } from '@ironhouse/contracts'
import { CATEGORY_IDS, DEMO_IDS, PRODUCT_IDS } from '@ironhouse/demo-data'
import { mapSearchProduct, type SearchProviderProduct } from '@ironhouse/domain'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
let token = ''
beforeAll(async () => {
  t = await openTestApp()
  token = await tokenFor('USA')
})
afterAll(async () => {
  await t.close()
})

async function tokenFor(site: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/svc_ssr/site/${site}/rfktkn?ts=1` })
  expect(res.statusCode).toBe(200)
  return SearchTokenResponse.parse(res.json()).token
}

async function post(body: unknown, bearer: string | null = token, url = '/svc_search/api/search') {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (bearer !== null) headers.authorization = `Bearer ${bearer}`
  return t.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) })
}

async function search(body: Record<string, unknown>, bearer: string = token) {
  const res = await post(body, bearer)
  expect(res.statusCode, res.body).toBe(200)
  return SearchWidgetResponse.parse(res.json())
}

const keyword = (value: string, extra: Record<string, unknown> = {}) => ({
  widget: { rfkid: 'search' },
  query: { keyphrase: { value: [value] } },
  ...extra,
})

type Rec = { product_id: number; name: string; price: number | null; final_price: number | null; categories: Array<string> }
const recordsOf = (r: SearchWidgetResponse) => r.content.product.value as unknown as Array<Rec>

describe('tokens (platform §4, §7)', () => {
  it('GET /svc_ssr/site/{site}/rfktkn answers absolute urls, a token and an expiry about an hour ahead', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc_ssr/site/EUR/rfktkn?ts=123' })
    const body = SearchTokenResponse.parse(res.json())
    expect(body.apiUrl).toMatch(/^https?:\/\/[^/]+\/svc_search\/api\/search$/)
    expect(body.eventApiUrl).toMatch(/^https?:\/\/[^/]+\/svc_search\/api\/event$/)
    expect(body.expires - Date.now()).toBeGreaterThan(59 * 60_000)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('the search API answers a browser at any origin (CORS; the token is the credential, so no CSRF check)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/svc_search/api/search',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: 'http://127.0.0.1:1234', 'sec-fetch-site': 'cross-site' },
      payload: JSON.stringify({ widget: { rfkid: 'search' }, query: { keyphrase: { value: ['bar'] } } }),
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['access-control-allow-origin']).toBe('*')
  })

  it('never builds the urls from the Host header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc_ssr/rfktkn', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } })
    expect(JSON.stringify(res.json())).not.toContain('evil.example')
  })

  it('the search and event APIs answer 401 without a token, with a forged one and with an expired one', async () => {
    const forged = `${token.slice(0, -4)}AAAA`
    const [, site, , nonce, sig] = token.split('.')
    const expired = `v1.${site}.${Date.now() - 1000}.${nonce}.${sig}`
    for (const bearer of [null, 'nonsense', forged, expired]) {
      const res = await post(keyword('bar'), bearer)
      expect(res.statusCode).toBe(401)
      expect(ErrorBody.parse(res.json()).error).toBe('unauthorized')
      const event = await post({ type: 'view', name: 'pdp', value: {} }, bearer, '/svc_search/api/event')
      expect(event.statusCode).toBe(401)
    }
  })
})

describe('search API (platform §3, §7)', () => {
  it('answers the §3 shape for a keyword search, exact name matches first', async () => {
    const r = await search(keyword('ohio bar', { n_item: 10, facet: { all: true, max: 10 } }))
    expect(r.widget.rfkid).toBe('search')
    expect(r.page_number).toBe(1)
    expect(r.total_item).toBeGreaterThan(0)
    expect(r.content.product.total_item).toBe(r.total_item)
    expect(r.total_page).toBe(Math.ceil(r.total_item / 10))
    expect(recordsOf(r)[0]?.product_id).toBe(DEMO_IDS.ohioBar)
    expect(r.facet_names).toContain('brand')
    expect(r.facet.is_salable?.display_name).toBe('Availability')
  })

  it('accepts the SDK form { data: … } and batched widgets', async () => {
    const wrapped = await search({ data: keyword('ohio bar', { n_item: 5 }) })
    const bare = await search(keyword('ohio bar', { n_item: 5 }))
    expect(recordsOf(wrapped).map((p) => p.product_id)).toEqual(recordsOf(bare).map((p) => p.product_id))
    const res = await post({
      data: {
        context: { page: { uri: '/weightlifting-bars-plates/bars' } },
        n_item: 3,
        widget: { items: [{ widget: { rfkid: 'rfkid_10' } }, { widget: { rfkid: 'search' }, query: { keyphrase: { value: ['plates'] } } }] },
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    const batch = SearchBatchResponse.parse(res.json())
    expect(batch.widgets.map((w) => w.widget.rfkid)).toEqual(['rfkid_10', 'search'])
    expect(batch.widgets[0]?.total_item).toBeGreaterThan(0)
  })

  it('counts facets over the whole result set, and a filter narrows the total to its count', async () => {
    const all = await search(keyword('bar', { n_item: 2, facet: { all: true } }))
    const brands = all.facet.brand?.value ?? []
    expect(brands.reduce((sum, v) => sum + v.count, 0)).toBe(all.total_item)
    const first = brands[0]
    if (!first) throw new Error('no brand facet')
    const narrowed = await search(keyword('bar', { n_item: 2, facet: { all: true }, filter: { brand: { value: [first.text] } } }))
    expect(narrowed.total_item).toBe(first.count)
    // the brand facet still counts the other brands (several values of one facet can be chosen)
    expect(narrowed.facet.brand?.value.length).toBe(brands.length)
  })

  it("the promotions facet's 3 Ships Free lists the products of the offer's shipping group (3_FREE_ALL, free_3, cart_free), as shipping honours it", async () => {
    const all = await search(keyword('', { n_item: 100, facet: { all: true } }))
    const threeShipsFree = all.facet.promotions?.value.find((value) => value.text === '3_ships_free')
    const rows = await t.db.db.execute(sql`
      select count(*)::int as n from products
      where visibility = 4 and (attributes->>'free_3' = '1' or attributes->>'cart_free' = '1' or attributes->>'shipperhq_shipping_group' like '%3_FREE_ALL%')`)
    const inOffer = (rows.rows[0] as { n: number }).n
    expect(inOffer).toBeGreaterThan(0)
    expect(threeShipsFree?.count).toBe(inOffer)
    const listed = recordsOf(await search(keyword('', { n_item: 100, filter: { promotions: { value: ['3_ships_free'] } } })))
    expect(listed.map((record) => record.product_id)).toContain(DEMO_IDS.shippingGroups['3_FREE_ALL'])
    expect(listed).toHaveLength(inOffer)
  })

  it('pages without overlap, in a stable order', async () => {
    const p1 = await search(keyword('bar', { n_item: 3, page_number: 1 }))
    const p2 = await search(keyword('bar', { n_item: 3, page_number: 2 }))
    const ids1 = recordsOf(p1).map((p) => p.product_id)
    const ids2 = recordsOf(p2).map((p) => p.product_id)
    expect(ids1).toHaveLength(3)
    expect(ids2.filter((id) => ids1.includes(id))).toEqual([])
  })

  it('sorts by price both ways', async () => {
    const asc = recordsOf(await search(keyword('bar', { n_item: 50, sort: { value: [{ name: 'price', order: 'asc' }] } })))
    const prices = asc.map((p) => p.final_price ?? Infinity)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const desc = recordsOf(await search(keyword('bar', { n_item: 50, sort: { value: [{ name: 'price', order: 'desc' }] } })))
    expect(desc[0]?.final_price).toBe(Math.max(...prices.filter(Number.isFinite)))
  })

  it('synonyms: barbell finds bars', async () => {
    const r = await search(keyword('barbell'))
    expect(recordsOf(r).some((p) => p.product_id === DEMO_IDS.ohioBar)).toBe(true)
  })

  it('typos: ohoi bar still finds the Ohio Bar, and did-you-mean offers phrases', async () => {
    const r = await search(keyword('ohio barr', { suggestion: { keyphrase: { max: 10 } } }))
    expect(recordsOf(r).some((p) => p.product_id === DEMO_IDS.ohioBar)).toBe(true)
    const phrases = (r.suggestion?.keyphrase ?? []).map((p) => p.text.toLowerCase())
    expect(phrases.some((p) => p.includes('ohio bar'))).toBe(true)
    const two = await search(keyword('ohio barr', { suggestion: { keyphrase: { max: 2 } } }))
    expect(two.suggestion?.keyphrase).toHaveLength(2)
  })

  it("an apostrophe joins its word: women's finds the Women's Ohio Bar and did-you-mean offers 'womens ohio bar', never 'women s'", async () => {
    const r = await search(keyword("women's ohio", { suggestion: { keyphrase: { max: 10 } } }))
    expect(recordsOf(r).some((p) => p.product_id === PRODUCT_IDS.womensOhioBar)).toBe(true)
    const phrases = (r.suggestion?.keyphrase ?? []).map((p) => p.text)
    expect(phrases).toContain('womens ohio bar')
    expect(phrases.filter((p) => /\bwomen s\b/.test(p))).toEqual([])
  })

  it('a merchandised keyphrase answers its redirect_url with the results', async () => {
    const r = await search(keyword('Gift  Card'))
    expect(r.redirect_url).toBe('/gift-guide/gift-cards')
    expect((await search(keyword('ohio bar'))).redirect_url).toBeUndefined()
  })

  it('rfkid_10 lists a category by uri; an unknown uri gives uri_not_found', async () => {
    const bars = await search({ widget: { rfkid: 'rfkid_10' }, context: { page: { uri: '/weightlifting-bars-plates/bars' } }, facet: { all: true } })
    expect(bars.total_item).toBeGreaterThan(0)
    for (const p of recordsOf(bars)) expect(p.categories).toContain('Bars')
    const missing = await search({ widget: { rfkid: 'rfkid_10' }, context: { page: { uri: '/no-such-category' } } })
    expect(missing.errors?.map((e) => e.code)).toEqual(['uri_not_found'])
    expect(missing.total_item).toBe(0)
  })

  it('the Shop category, the catalogue root, lists every product the featured URI lists (it listed none)', async () => {
    const shop = await search({ widget: { rfkid: 'rfkid_10' }, context: { page: { uri: '/shop' } } })
    const all = await search({ widget: { rfkid: 'rfkid_10' }, context: { page: { uri: '/na-featured' } } })
    expect(shop.errors ?? []).toEqual([])
    expect(shop.total_item).toBeGreaterThan(100)
    expect(shop.total_item).toBe(all.total_item)
  })

  it("a featured URI lists the site's whole catalogue on its own site only: another site's is an unknown category (platform §9)", async () => {
    const eur = await tokenFor('EUR')
    const featured = (uri: string, bearer: string) => search({ widget: { rfkid: 'rfkid_10' }, context: { page: { uri } } }, bearer)
    expect((await featured('/na-featured', token)).total_item).toBeGreaterThan(0)
    expect((await featured('/featured-eu', eur)).total_item).toBeGreaterThan(0)
    for (const [uri, bearer] of [['/na-featured', eur], ['/featured-au', eur], ['/featured-eu', token]] as const) {
      const other = await featured(uri, bearer)
      expect(other.errors?.map((e) => e.code), uri).toEqual(['uri_not_found'])
      expect(other.total_item).toBe(0)
    }
  })

  it('bad input is a 4xx or a sane empty result, never a 500', async () => {
    const cases: Array<[unknown, number]> = [
      [{ widget: { rfkid: 'search' }, n_item: 100000 }, 400],
      [{ widget: { rfkid: 'search' }, page_number: -1 }, 400],
      [{ widget: { rfkid: 'search' }, sort: { value: [{ name: 'drop table', order: 'asc' }] } }, 400],
      [{ widget: { rfkid: 'search' }, filter: { secret: ['x'] } }, 400],
      [{ widget: { rfkid: 'rfkid_999' } }, 400],
      [keyword('x'.repeat(5000)), 400],
      ['not json at all', 400],
      // the SDK's { data } form with no request in it (platform §7 Payload shape; it was a 500 unknown_error)
      [{ data: null }, 400],
      [{ data: { widget: { items: [null] } } }, 400],
      [{ data: { widget: { items: [{ widget: { rfkid: 'search' } }, null] } } }, 400],
    ]
    for (const [body, status] of cases) {
      const res = await post(body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status)
    }
    for (const q of ["'; drop table products; --", 'a & b | !c <-> d', '(((', '.*+?^${}()|[]\\', ':*', '%_%']) {
      const res = await post(keyword(q))
      expect(res.statusCode, q).toBe(200)
    }
  })
})

describe('a legacy product remapped to a newer one is not listed (platform §3: 1119665 shows as 1119420)', () => {
  const LEGACY_NAME = 'Color Training Bumper Set (Legacy)'
  const category = (uri: string, extra: Record<string, unknown> = {}) =>
    search({ widget: { rfkid: 'rfkid_10' }, context: { page: { uri } }, n_item: 200, facet: { all: true }, ...extra })
  /** The tiles a storefront shows: the records mapped as the listing maps them (the remap included), one per product. */
  const tilesOf = (r: SearchWidgetResponse) =>
    new Set((r.content.product.value as unknown as Array<SearchProviderProduct>).map((record) => mapSearchProduct(record, 'USA').productId))

  it('a category counts the tiles it shows (it counted the legacy copy: one more than its tiles), and sorting by name Z–A never shows the legacy name', async () => {
    const barsAndPlates = await category('/weightlifting-bars-plates', { sort: { value: [{ name: 'name', order: 'desc' }] } })
    expect(barsAndPlates.total_item).toBe(tilesOf(barsAndPlates).size)
    expect(recordsOf(barsAndPlates).map((p) => p.name)).not.toContain(LEGACY_NAME)
    expect(recordsOf(barsAndPlates).map((p) => p.product_id)).toContain(DEMO_IDS.remapTo)
  })

  it("the Category facet's Plates counts what the Plates page lists, and the Plates page its tiles", async () => {
    const barsAndPlates = await category('/weightlifting-bars-plates')
    const plates = await category('/weightlifting-bars-plates/plates')
    expect(plates.total_item).toBe(tilesOf(plates).size)
    expect(barsAndPlates.facet.category_l2?.value.find((value) => value.text === 'Plates')?.count).toBe(plates.total_item)
  })

  it('search finds the new product once, not its legacy copy', async () => {
    const found = await search(keyword('color training bumper set', { n_item: 20 }))
    expect(recordsOf(found).map((p) => p.product_id)).toEqual([DEMO_IDS.remapTo])
    expect(found.total_item).toBe(1)
  })

  it("a content page's category tab (the catalogue's own listing) leaves it out as the index does", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/svc_content/catalog/category/${CATEGORY_IDS.plates}/products?limit=200` })
    expect(res.statusCode).toBe(200)
    const tab = CategoryProductsResponse.parse(res.json())
    expect(tab.products.map((p) => p.productId)).not.toContain(DEMO_IDS.remapFrom)
    expect(tab.total).toBe(tab.products.length)
  })
})

describe('the index follows the catalogue', () => {
  it('a renamed product is found by its new name', async () => {
    await t.db.db.execute(sql`update products set name = 'Zanzibar Squat Wedge' where product_id = ${DEMO_IDS.ohioBar}`)
    const r = await search(keyword('zanzibar'))
    expect(recordsOf(r).map((p) => p.product_id)).toEqual([DEMO_IDS.ohioBar])
    await t.db.db.execute(sql`update products set name = 'The Ohio Bar' where product_id = ${DEMO_IDS.ohioBar}`)
  })

  it('searches arriving together share the freshness check, and each sees a change committed before it arrived', async () => {
    const first = Array.from({ length: 10 }, () => search(keyword('ohio bar', { n_item: 3 })))
    await t.db.db.execute(sql`update products set name = 'Quokka Deadlift Bar' where product_id = ${DEMO_IDS.ohioBar}`)
    const after = Array.from({ length: 10 }, () => search(keyword('quokka', { n_item: 3 })))
    for (const r of await Promise.all(first)) expect(r.total_item).toBeGreaterThan(0)
    for (const r of await Promise.all(after)) expect(recordsOf(r).map((p) => p.product_id)).toEqual([DEMO_IDS.ohioBar])
    await t.db.db.execute(sql`update products set name = 'The Ohio Bar' where product_id = ${DEMO_IDS.ohioBar}`)
  })
})

describe('event API (platform §6, §7)', () => {
  it('stores events and "for you" reads them', async () => {
    const res = await post({ type: 'view', name: 'pdp', value: { product_id: DEMO_IDS.ohioBar }, user_id: 'visitor-1' }, token, '/svc_search/api/event')
    expect(res.statusCode).toBe(202)
    const forYou = await search({ widget: { rfkid: 'rfkid_32' }, context: { user: { user_id: 'visitor-1' } }, n_item: 12 })
    expect(forYou.content.product.n_item).toBeGreaterThan(0)
    expect(recordsOf(forYou).some((p) => p.categories.includes('Bars'))).toBe(true)
  })
})
