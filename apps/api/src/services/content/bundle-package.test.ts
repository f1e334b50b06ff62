// A bundle's package is priced by the server as the cart prices it (commerce §5): the product page shows
// the server's figure, and adding that choice to a cart charges the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BundlePackage, ListResponse, ProductResponse, type Product } from '@ironhouse/contracts'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { addTestSignIn, TEST_SIGN_IN_PATH } from '../../../test/email-sign-in.ts'
import { shopper, type Shopper } from '../../../test/shopper.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp({}, addTestSignIn)
})
afterAll(async () => {
  await t.close()
})

const P = DEMO_IDS.products
const BUNDLE = DEMO_IDS.bundle
// the demo package (packages/demo-data products/special.ts): barbell (Ohio Bar default), plates × 2,
// optional collars (Pro Collars default), and the free gym towel
const BARBELL = 160101
const PLATES = 160102
const COLLARS = 160103
const TOWEL = 160104

async function complete(s: Shopper, query: string) {
  const res = await s.get(`/svc_content/catalog/product/complete/${BUNDLE}${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return ProductResponse.parse(res.body)
}

/** What a cart charges for one package of that choice: a new cart, the line's unit price. */
async function cartPrice(s: Shopper, storeId: number, children: Array<{ productId: number; qty: number; option: number }>): Promise<number> {
  const created = await s.post(`/svc_list/lists?storeId=${storeId}`, { type: 'quote' })
  expect(created.status).toBe(200)
  const listId = ListResponse.parse(created.body).list._id
  const items = [
    {
      productId: BUNDLE,
      qty: 1,
      children: [
        ...children.map((child) => ({ productId: child.productId, qty: child.qty, metadata: { bundleOptionId: child.option } })),
        { productId: P.freeGymTowel, qty: 1, price: 0, metadata: { freeBundleOptionId: TOWEL } },
      ],
    },
  ]
  const added = await s.post(`/svc_list/lists/${listId}/items?storeId=${storeId}`, { items })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  const line = ListResponse.parse(added.body).list.items.find((item) => item.productId === BUNDLE)
  return line?.price ?? Number.NaN
}

describe('a bundle package priced on the server (commerce §5)', () => {
  it("the complete product names the default choice's package and what each value adds; the cart charges that package", async () => {
    const s = shopper(t.app)
    const { product, package: pkg } = await complete(s, '?storeId=1')
    expect(pkg?.choice).toEqual([P.ohioBar, P.echoBumperPlates, P.proCollars])
    const children = (product.children ?? []) as Array<Product>
    const priceOf = (id: number) => children.find((child) => child.productId === id)?.pricing.final ?? Number.NaN
    const plates = product.bundleOptions.find((option) => option.id === PLATES)?.values.find((value) => value.productId === P.echoBumperPlates)
    // a value adds its child's price times its default quantity (2 pairs of plates)
    expect(plates?.adds).toBe(priceOf(P.echoBumperPlates) * 2)
    expect(pkg?.pricing?.final).toBe(priceOf(P.ohioBar) + priceOf(P.echoBumperPlates) * 2 + priceOf(P.proCollars))
    const charged = await cartPrice(s, 1, [
      { productId: P.ohioBar, qty: 1, option: BARBELL },
      { productId: P.echoBumperPlates, qty: 2, option: PLATES },
      { productId: P.proCollars, qty: 1, option: COLLARS },
    ])
    expect(charged).toBe(pkg?.pricing?.final)
  })

  it("a chosen package (b) for a group-2 customer on the euro site: the server's price is the cart's, with the excluding-VAT figure", async () => {
    const s = shopper(t.app)
    expect((await s.post(TEST_SIGN_IN_PATH, { email: `bundle-${Date.now()}@example.com`, groupId: 2 })).status).toBe(200)
    // the Ohio Bar has a group-2 price (docs/demo-store.md)
    const b = `${P.ohioBar}-${P.hgBumperPlates}-${P.hgCollars}`
    const answer = await s.get(`/svc_content/catalog/product/${BUNDLE}/package?storeId=5&b=${b}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual((await complete(s, `?storeId=5&b=${b}`)).package)
    const pkg = BundlePackage.parse(answer.body)
    expect(pkg.choice).toEqual([P.ohioBar, P.hgBumperPlates, P.hgCollars])
    expect(pkg.pricing?.currency).toBe('EUR')
    expect(pkg.pricing?.vat?.finalExcludingVat).toBeLessThan(pkg.pricing?.final ?? 0)
    const charged = await cartPrice(s, 5, [
      { productId: P.ohioBar, qty: 1, option: BARBELL },
      { productId: P.hgBumperPlates, qty: 2, option: PLATES },
      { productId: P.hgCollars, qty: 1, option: COLLARS },
    ])
    expect(charged).toBe(pkg.pricing?.final)
    // a guest's package of the same choice is the store's price: the group's is not shared
    const guest = BundlePackage.parse((await shopper(t.app).get(`/svc_content/catalog/product/${BUNDLE}/package?storeId=5&b=${b}`)).body)
    expect(guest.pricing?.final).toBeGreaterThan(pkg.pricing?.final ?? 0)
  })

  it('a choice without collars (the optional option left at None) is priced without them, as the cart charges it', async () => {
    const s = shopper(t.app)
    const b = `${P.trainingBar}-${P.echoBumperPlates}`
    const pkg = BundlePackage.parse((await s.get(`/svc_content/catalog/product/${BUNDLE}/package?storeId=1&b=${b}`)).body)
    expect(pkg.choice).toEqual([P.trainingBar, P.echoBumperPlates])
    const withCollars = BundlePackage.parse((await s.get(`/svc_content/catalog/product/${BUNDLE}/package?storeId=1&b=${b}-${P.proCollars}`)).body)
    expect(pkg.pricing?.final).toBeLessThan(withCollars.pricing?.final ?? 0)
    const charged = await cartPrice(s, 1, [
      { productId: P.trainingBar, qty: 1, option: BARBELL },
      { productId: P.echoBumperPlates, qty: 2, option: PLATES },
    ])
    expect(charged).toBe(pkg.pricing?.final)
    // a choice that names no value of a required option still takes its default
    const plates = BundlePackage.parse((await s.get(`/svc_content/catalog/product/${BUNDLE}/package?storeId=1&b=${P.hgBumperPlates}`)).body)
    expect(plates.choice).toEqual([P.ohioBar, P.hgBumperPlates])
  })

  it('a b that cannot be read reads as no choice (the defaults); a product that is not a bundle is a 400', async () => {
    const s = shopper(t.app)
    const odd = BundlePackage.parse((await s.get(`/svc_content/catalog/product/${BUNDLE}/package?b=999999-abc`)).body)
    expect(odd.choice).toEqual([P.ohioBar, P.echoBumperPlates, P.proCollars])
    const simple = await s.get(`/svc_content/catalog/product/${P.ohioBar}/package`)
    expect(simple.status).toBe(400)
    expect(simple.body).toMatchObject({ error: 'validation_error', message: 'Only a bundle has a package price' })
  })
})
