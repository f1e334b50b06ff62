// Search tiles are priced by the store's one price function (priceProducts), like the product page;
// the cart widget (rfkid_4) the cart page shows answers products that are not in the cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchTokenResponse, SearchWidgetResponse } from '@ironhouse/contracts'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

type Rec = { product_id: number; price: number | null; final_price: number | null; related: Array<{ product_id: number; price: number | null; final_price: number | null }> }

async function widget(site: string, body: Record<string, unknown>): Promise<Array<Rec>> {
  const token = SearchTokenResponse.parse((await t.app.inject({ method: 'GET', url: `/svc_ssr/site/${site}/rfktkn?ts=1` })).json()).token
  const res = await t.app.inject({
    method: 'POST',
    url: '/svc_search/api/search',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ n_item: 48, ...body }),
  })
  expect(res.statusCode, res.body).toBe(200)
  return SearchWidgetResponse.parse(res.json()).content.product.value as unknown as Array<Rec>
}

async function productPricing(site: string, productId: number): Promise<{ list: number; final: number }> {
  const prefix = site === 'USA' ? '' : `/site/${site}`
  const res = await t.app.inject({ method: 'GET', url: `/svc_content${prefix}/catalog/product/${productId}` })
  expect(res.statusCode).toBe(200)
  return (res.json() as { product: { pricing: { list: number; final: number } } }).product.pricing
}

describe('search tiles are priced as the product page prices them (priceProducts)', () => {
  it.each(['USA', 'CAN', 'GBR'])('on %s: price and final_price of every tile and colour are the product answer’s list and final', async (site) => {
    const records = await widget(site, { widget: { rfkid: 'search' }, query: { keyphrase: { value: ['ironhouse'] } } })
    expect(records.length).toBeGreaterThan(3)
    const tiles = records.flatMap((record) => [record, ...record.related])
    expect(tiles.length).toBeGreaterThan(records.length)
    for (const tile of tiles) {
      const pricing = await productPricing(site, tile.product_id)
      expect([tile.product_id, Math.round((tile.price ?? 0) * 100), Math.round((tile.final_price ?? 0) * 100)]).toEqual([tile.product_id, pricing.list, pricing.final])
    }
    const hot = await productPricing('USA', DEMO_IDS.products.heavyTee)
    expect(hot.final).toBeLessThan(hot.list)
  })

  it('a promo-priced product (the Heavyweight Tee, active promo 2400) shows its promo as final_price 24', async () => {
    const records = await widget('USA', { widget: { rfkid: 'search' }, query: { keyphrase: { value: ['heavyweight tee'] } } })
    const tee = records.find((r) => r.product_id === DEMO_IDS.products.heavyTee)
    expect(tee).toMatchObject({ price: 32, final_price: 24 })
  })
})

describe('search tiles carry the product\'s rating (docs/reviews.md)', () => {
  it('a rated product\'s record has its rating_summary and review_count as the product record keeps them; a product without reviews has neither', async () => {
    const records = (await widget('USA', { widget: { rfkid: 'search' }, query: { keyphrase: { value: ['ohio bar'] } } })) as unknown as Array<Rec & { rating_summary?: number; review_count?: number }>
    const ohio = records.find((r) => r.product_id === DEMO_IDS.products.ohioBar)
    const product = (await t.app.inject({ method: 'GET', url: `/svc_content/catalog/product/${DEMO_IDS.products.ohioBar}` })).json() as { product: { attributes: Record<string, unknown> } }
    expect(ohio).toMatchObject({ rating_summary: product.product.attributes.rating_summary, review_count: product.product.attributes.review_count })
    expect(ohio?.review_count).toBeGreaterThan(0)
    const clips = (await widget('USA', { widget: { rfkid: 'search' }, query: { keyphrase: { value: ['titan spring clips'] } } })).find((r) => r.product_id === 200013)
    expect(clips).toBeDefined()
    expect(clips).not.toHaveProperty('rating_summary')
    expect(clips).not.toHaveProperty('review_count')
  })
})

describe('the cart widget (rfkid_4) of the cart page', () => {
  it('answers products other than the cart’s own', async () => {
    const cart: Array<number> = [DEMO_IDS.products.ohioBar, DEMO_IDS.products.echoBumperPlates]
    const records = await widget('USA', { widget: { rfkid: 'rfkid_4' }, n_item: 12, filter: { product_id: cart.map(String) } })
    expect(records.length).toBeGreaterThan(0)
    expect(records.filter((r) => cart.includes(r.product_id))).toEqual([])
  })
})
