import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { CategoryProductsResponse, GroupPricesResponse, ProductResponse, ProductsResponse, type Product } from '@ironhouse/contracts'
import { productPrices } from '@ironhouse/db'
import { DEMO_IDS, PRICED_GROUPS } from '@ironhouse/demo-data'
import { addTestSignInRoute, getJson as getJsonOf, openTestApp, signedInCookies, type TestApp } from '../../../test/helpers.ts'
import { priceProducts } from './public.ts'

let t: TestApp
beforeAll(async () => {
  // the response micro-cache on, as in production, so the group tests see what it keeps
  t = await openTestApp({ responseCache: { maxTtlMs: 30_000, maxEntries: 1000 } }, addTestSignInRoute)
})
afterAll(async () => {
  await t.close()
})

async function productIn(storeId: number, id: number, complete = false): Promise<Product> {
  const { res, body } = await getJsonOf(t.app, `/svc_content/catalog/product/${complete ? 'complete/' : ''}${id}?storeId=${storeId}`)
  expect(res.statusCode).toBe(200)
  return ProductResponse.parse(body).product
}

async function storePrice(id: number, storeId: number) {
  const rows = await t.db.db.select().from(productPrices).where(eq(productPrices.productId, id))
  return rows.find((r) => r.storeId === storeId)
}

describe('every product answer carries the price the server decided (commerce §4, §9)', () => {
  it('an active promo is the final price on every site, in the store currency, with its status', async () => {
    for (const storeId of [1, 2, 5, 18, 34]) {
      const product = await productIn(storeId, DEMO_IDS.activePromo)
      const stored = await storePrice(DEMO_IDS.activePromo, storeId)
      expect(product.pricing).toMatchObject({ currency: product.currency, list: stored?.price, final: stored?.promoPrice, source: 'promo', hotDeal: true })
      expect(product.pricing.promo.status).toBe('active')
      expect(product.hasPromo).toBe(true)
    }
  })

  it('an exhausted promo quantity (0 left) is expired: the list price stands', async () => {
    const product = await productIn(1, DEMO_IDS.qtyExhaustedPromo)
    expect(product.pricing).toMatchObject({ final: product.price, source: 'list', hotDeal: false, promo: { status: 'expired', qty: 0 } })
    const limited = await productIn(1, DEMO_IDS.qtyLimitedPromo)
    expect(limited.pricing).toMatchObject({ source: 'promo', promo: { status: 'active', qty: 5 } })
  })

  it('a special price below list is the final price', async () => {
    const product = await productIn(2, DEMO_IDS.specialPrice)
    expect(product.special_price).not.toBeNull()
    expect(product.pricing).toMatchObject({ currency: 'CAD', final: product.special_price, source: 'special', vat: null })
  })

  it('shell §9: EUR and GBR answer the VAT-inclusive price with the excluding-VAT figure (IE 23 %, GB 20 %)', async () => {
    const eur = await productIn(5, DEMO_IDS.ohioBar)
    expect(eur.pricing.vat).toEqual({
      countryId: 'IE',
      ratePercent: 23,
      finalExcludingVat: Math.round((eur.pricing.final * 100) / 123),
      listExcludingVat: Math.round((eur.price * 100) / 123),
    })
    const gbr = await productIn(34, DEMO_IDS.ohioBar)
    expect(gbr.pricing.vat).toMatchObject({ countryId: 'GB', ratePercent: 20, finalExcludingVat: Math.round((gbr.pricing.final * 100) / 120) })
    expect((await productIn(18, DEMO_IDS.ohioBar)).pricing.vat).toBeNull()
  })

  it('money kept in US cents is answered in the store currency: option prices, gift card amounts, hundo, the promo attribute', async () => {
    const beltUsd = await productIn(1, DEMO_IDS.customOptions)
    const beltCad = await productIn(2, DEMO_IDS.customOptions)
    const usdPrices = beltUsd.customOptions.flatMap((o) => o.values.map((v) => v.price))
    expect(usdPrices.some((p) => p > 0)).toBe(true)
    expect(beltCad.customOptions.flatMap((o) => o.values.map((v) => v.price))).toEqual(usdPrices.map((p) => Math.round(p * 1.36)))

    const cardUsd = await productIn(1, DEMO_IDS.giftcardOpen)
    const cardGbp = await productIn(34, DEMO_IDS.giftcardOpen)
    expect(cardUsd.giftcardData).toMatchObject({ amounts: [5000, 10000], openAmountMin: 1000, openAmountMax: 100000 })
    expect(cardGbp.giftcardData).toMatchObject({ amounts: [4000, 8000], openAmountMin: 800, openAmountMax: 80000 })

    const hundoAud = await productIn(18, DEMO_IDS.hundo)
    expect(hundoAud.hundoPricing.map((tier) => tier.discountPerLb)).toEqual([8, 15, 23]) // 5, 10, 15 US cents × 1.52

    const promoEur = await productIn(5, DEMO_IDS.activePromo)
    expect(promoEur.attributes.rogue_promo_price).toBe(promoEur.pricing.promo.price)
  })

  it('configurable and grouped children are priced for the same store through the same function', async () => {
    const parent = await productIn(5, DEMO_IDS.configurable, true)
    const grouped = await productIn(5, DEMO_IDS.grouped, true)
    const children = [...(parent.children ?? []), ...(grouped.children ?? [])] as Array<Product>
    expect(children.length).toBeGreaterThan(0)
    for (const child of children) {
      expect(child.pricing).toMatchObject({ currency: 'EUR', list: child.price })
      expect(child.pricing.vat?.countryId).toBe('IE')
    }
  })

  it('category tiles carry the same decided prices as the product answer', async () => {
    const { body } = await getJsonOf(t.app, `/svc_content/catalog/category/${DEMO_IDS.categories.bars}/products?storeId=5&limit=200`)
    const tiles = CategoryProductsResponse.parse(body).products
    const tile = tiles.find((p) => p.productId === DEMO_IDS.activePromo)
    expect(tile?.pricing).toEqual((await productIn(5, DEMO_IDS.activePromo)).pricing)
    expect(tiles.every((p) => p.pricing.currency === 'EUR' && p.pricing.final <= p.pricing.list)).toBe(true)
  })
})

describe('priceProducts (the price function lists and checkout call)', () => {
  it('commerce §4: group prices only above group 1, in each store', async () => {
    const id = DEMO_IDS.groupPriced
    for (const storeId of [1, 5, 34]) {
      const guest = (await priceProducts(t.db.db, { storeId, groupId: 0, productIds: [id] })).get(id)
      const one = (await priceProducts(t.db.db, { storeId, groupId: 1, productIds: [id] })).get(id)
      expect(one).toEqual(guest)
      for (const group of PRICED_GROUPS) {
        const priced = (await priceProducts(t.db.db, { storeId, groupId: group.groupId, productIds: [id] })).get(id)
        const expected = Math.round(((guest?.list ?? 0) * (100 - group.percentOff)) / 100)
        expect(priced).toMatchObject({ groupPrice: expected, final: Math.min(expected, guest?.final ?? 0), source: 'customerGroup' })
      }
    }
  })

  it('applies an earned ticket the caller passes, and leaves out products the store does not sell', async () => {
    const id = DEMO_IDS.ohioBar
    const prices = await priceProducts(t.db.db, {
      storeId: 1,
      groupId: 0,
      productIds: [id, 424242],
      tickets: [{ productId: id, type: 'percent', value: 10, freeShipping: true }],
    })
    expect([...prices.keys()]).toEqual([id])
    const priced = prices.get(id)
    expect(priced).toMatchObject({ earnedDiscount: Math.round((priced?.list ?? 0) / 10), freeShipping: true })
    expect(priced?.final).toBe((priced?.list ?? 0) - (priced?.earnedDiscount ?? 0))
  })

  it('refuses an unknown store with unknown_site', async () => {
    await expect(priceProducts(t.db.db, { storeId: 3, groupId: 0, productIds: [DEMO_IDS.ohioBar] })).rejects.toMatchObject({ code: 'unknown_site' })
  })
})

const signedIn = (groupId: number) => signedInCookies(t.app, groupId)

const get = (url: string, cookies: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, cookies })

describe('the customer group comes from the session (commerce §4)', () => {
  it('group-prices: ?groupId=2 without a session gets nothing; a group-2 session gets its prices whatever the query says', async () => {
    const url = `/svc_content/catalog/product/group-prices?productIds=${DEMO_IDS.groupPriced}`
    const anonymous = await get(`${url}&groupId=2`)
    expect(anonymous.statusCode).toBe(200)
    expect(anonymous.json()).toEqual({ prices: {} })
    expect(anonymous.headers['cache-control']).toBe('private, no-cache')
    const groupOne = await signedIn(1)
    expect((await get(`${url}&groupId=2`, groupOne)).json()).toEqual({ prices: {} })
    const groupTwo = await signedIn(2)
    const list = (await productIn(1, DEMO_IDS.groupPriced)).price
    const prices = GroupPricesResponse.parse((await get(`${url}&groupId=3`, groupTwo)).json()).prices
    expect(prices).toEqual({ [DEMO_IDS.groupPriced]: Math.round((list * 95) / 100) })
  })

  it('a product answer for a group-2 session carries its group price, privately; a guest and group 1 keep the public guest price', async () => {
    const url = `/svc_content/catalog/product/${DEMO_IDS.groupPriced}?storeId=5`
    const guest = await get(url)
    expect(guest.headers['cache-control']).toBe('public, max-age=300')
    const guestPricing = ProductResponse.parse(guest.json()).product.pricing
    expect(guestPricing).toMatchObject({ source: 'list', groupPrice: null })

    const groupTwo = await get(url, await signedIn(2))
    expect(groupTwo.headers['x-cache']).toBeUndefined() // never the guest's cached answer
    expect(groupTwo.headers['cache-control']).toBe('private, no-cache')
    const expected = Math.round((guestPricing.list * 95) / 100)
    expect(groupTwo.headers['x-cache-scope']).toBe('group')
    expect(ProductResponse.parse(groupTwo.json()).product.pricing).toMatchObject({ final: expected, source: 'customerGroup', groupPrice: expected })

    // kept under the group's key only (decision 006): another group-2 shopper gets it from the cache...
    const otherGroupTwo = await get(url, await signedIn(2))
    expect(otherGroupTwo.headers['x-cache']).toBe('hit')
    expect(ProductResponse.parse(otherGroupTwo.json()).product.pricing).toMatchObject({ final: expected, source: 'customerGroup' })
    // ...and a guest and a group-1 customer get the guest price again, never the group-2 one
    for (const cookies of [{}, await signedIn(1)]) {
      const again = await get(url, cookies)
      expect(again.headers['x-cache']).toBe('hit')
      expect(ProductResponse.parse(again.json()).product.pricing).toEqual(guestPricing)
    }
  })

  it('several products in one read for a group-2 session carry the group price, privately, as the single read does', async () => {
    const url = `/svc_content/catalog/products?ids=${DEMO_IDS.activePromo},${DEMO_IDS.groupPriced}&storeId=5`
    const groupTwo = await signedIn(2)
    const answer = await get(url, groupTwo)
    expect(answer.headers['cache-control']).toBe('private, no-cache')
    const [promo, grouped] = ProductsResponse.parse(answer.json()).products
    const single = async (id: number) => ProductResponse.parse((await get(`/svc_content/catalog/product/${id}?storeId=5`, groupTwo)).json()).product.pricing
    expect(grouped?.pricing).toMatchObject({ source: 'customerGroup' })
    expect(grouped?.pricing).toEqual(await single(DEMO_IDS.groupPriced))
    expect(promo?.pricing).toEqual(await single(DEMO_IDS.activePromo))
    // a guest never gets the group-2 answer
    const guest = ProductsResponse.parse((await get(url)).json()).products
    expect(guest.find((p) => p.productId === DEMO_IDS.groupPriced)?.pricing).toMatchObject({ source: 'list', groupPrice: null })
  })

  it('category tiles for a group-3 session carry the group-3 price', async () => {
    const url = `/svc_content/catalog/category/${DEMO_IDS.categories.bars}/products?limit=200`
    const tile = async (cookies: Record<string, string>) =>
      CategoryProductsResponse.parse((await get(url, cookies)).json()).products.find((p) => p.productId === DEMO_IDS.groupPriced)?.pricing
    const guest = await tile({})
    const groupThree = await tile(await signedIn(3))
    expect(groupThree).toMatchObject({ source: 'customerGroup', final: Math.round(((guest?.list ?? 0) * 90) / 100) })
    expect(await tile({})).toEqual(guest)
  })
})
