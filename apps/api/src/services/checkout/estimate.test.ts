// The cart's shipping estimate (ours: docs/shipping.md "Estimate in the cart"): POST /svc_checkout/cart/estimate
// prices the shopper's own cart to a destination alone (country, region, postcode) as checkout's quote does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { CartEstimate, ErrorBody, OrderQuote } from '@ironhouse/contracts'
import { inventory } from '@ironhouse/db'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { testAddress } from '../../../test/place-order.ts'
import { shopper, type Shopper } from '../../../test/shopper.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
  await t.db.db.update(inventory).set({ qoh: 500 }).where(eq(inventory.productId, DEMO_IDS.ohioBar))
})
afterAll(async () => {
  await t.close()
})

async function cartOf(s: Shopper, items: ReadonlyArray<{ productId: number; qty: number }>): Promise<string> {
  const listId = ((await s.post('/svc_list/lists', { type: 'cart' })).body.list as { _id: string })._id
  expect((await s.post(`/svc_list/lists/${listId}/items`, { items })).status).toBe(200)
  return listId
}

describe('POST /svc_checkout/cart/estimate', () => {
  it('a cart shipped to Ohio 43201 costs what checkout quotes for a full address there: the first rate of each package and the tax on the order', async () => {
    const s = shopper(t.app)
    const listId = await cartOf(s, [{ productId: DEMO_IDS.ohioBar, qty: 2 }])
    const answer = await s.post('/svc_checkout/cart/estimate', { listId, storeId: 1, shippingAddress: { countryId: 'US', region: 'OH', postcode: '43201' } })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const estimate = CartEstimate.parse(answer.body)
    expect(estimate.needsShipping).toBe(true)
    expect(estimate.shipping.length).toBeGreaterThan(0)
    expect(estimate.shipping.every((rate) => rate.label !== '' && rate.rate >= 0)).toBe(true)
    expect(estimate.totals.shipping).toBe(estimate.shipping.reduce((sum, rate) => sum + rate.rate, 0))
    expect(estimate.totals.tax).toBeGreaterThan(0)
    expect(estimate.pricesIncludeTax).toBe(false)

    const quote = OrderQuote.parse((await s.post('/svc_checkout/order/quote', { listId, storeId: 1, email: 'estimate@example.com', shippingAddress: testAddress('estimate@example.com') })).body)
    expect(estimate.totals).toEqual(quote.totals)
    expect(estimate.shipping).toEqual(quote.shipping)
  })

  it('the region is read by name too, and another state costs its own shipping and tax', async () => {
    const s = shopper(t.app)
    const listId = await cartOf(s, [{ productId: DEMO_IDS.ohioBar, qty: 1 }])
    const estimate = async (shippingAddress: Record<string, string>) => CartEstimate.parse((await s.post('/svc_checkout/cart/estimate', { listId, storeId: 1, shippingAddress })).body)
    const ohio = await estimate({ countryId: 'US', region: 'Ohio', postcode: '43201' })
    const california = await estimate({ countryId: 'US', region: 'CA', postcode: '90012' })
    expect(california.totals.shipping).toBeGreaterThan(ohio.totals.shipping)
    expect(california.totals.tax).not.toBe(ohio.totals.tax)
  })

  it('bad input: a postcode not of the country\'s pattern or a missing state is a 400 invalid_shipping naming it; another shopper\'s cart 404; no country 400', async () => {
    const s = shopper(t.app)
    const listId = await cartOf(s, [{ productId: DEMO_IDS.ohioBar, qty: 1 }])
    const short = await s.post('/svc_checkout/cart/estimate', { listId, storeId: 1, shippingAddress: { countryId: 'US', region: 'OH', postcode: '432' } })
    expect(short.status).toBe(400)
    expect(ErrorBody.parse(short.body)).toMatchObject({ error: 'invalid_shipping', details: { problems: ['POSTCODE_INVALID'] } })
    const stateless = await s.post('/svc_checkout/cart/estimate', { listId, storeId: 1, shippingAddress: { countryId: 'US', postcode: '43201' } })
    expect(stateless.status).toBe(400)
    expect(ErrorBody.parse(stateless.body)).toMatchObject({ error: 'invalid_shipping', details: { problems: ['REGION_MISSING'] } })

    const stranger = await shopper(t.app).post('/svc_checkout/cart/estimate', { listId, storeId: 1, shippingAddress: { countryId: 'US', region: 'OH', postcode: '43201' } })
    expect(stranger.status).toBe(404)
    for (const body of [{ listId, storeId: 1 }, { listId, storeId: 1, shippingAddress: { countryId: 'USA' } }, { listId: 'not-a-list', storeId: 1, shippingAddress: { countryId: 'US' } }]) {
      const res = await s.post('/svc_checkout/cart/estimate', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(ErrorBody.parse(res.body).error).toBe('validation_error')
    }
  })
})
