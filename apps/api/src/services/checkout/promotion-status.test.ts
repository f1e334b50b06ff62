// commerce §7 POST /svc_checkout/promotion/status: the five-for-five offer an email has left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { PromotionStatusResponse } from '@ironhouse/contracts'
import { tableRateProvider } from '../shipping/providers/rate-provider.ts'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { shopper } from '../../../test/shopper.ts'
import { fiveForFiveRedemptions, insertOrder, nextOrderNumber } from './repo.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

/** An order of `email` shipped with these rates (what placing records in orders.shipping). */
async function orderOf(email: string, shipping: Array<Record<string, unknown>>, status = 'payment_complete') {
  await insertOrder(t.db.db, {
    orderNumber: await nextOrderNumber(t.db.db),
    listId: randomUUID(),
    storeId: 1,
    currency: 'USD',
    guestId: 'g',
    email,
    status,
    shippingMode: 'fastest',
    items: [],
    totals: {},
    grandTotal: 0,
    billingAddress: {},
    shipping,
    payment: {},
  })
}

const FIVE = { shippingCode: 'ups_ground', packageNumber: 1, rate: 500, label: '5 for 5: UPS Ground', carrier: 'ups', promotion: 'five_for_five' }
const PLAIN = { shippingCode: 'ups_ground', packageNumber: 1, rate: 1995, label: 'UPS Ground', carrier: 'ups' }

describe('POST /svc_checkout/promotion/status (commerce §7)', () => {
  const status = async (email: string, storeId = 1) => {
    const res = await shopper(t.app).post(`/svc_checkout/promotion/status?storeId=${storeId}`, { email })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return PromotionStatusResponse.parse(res.body)
  }

  it('an email with no offer orders has the whole allowance, 2; the offer is off while fiveforfive_enabled is off', async () => {
    expect(await status('new-lifter@example.com')).toEqual({ fiveShipForFive: false, fiveShipForFiveRemaining: 2 })
  })

  it('each order shipped at the offer rate uses one, whatever the case of the email; plain rates and refused payments do not', async () => {
    const email = `five-${Date.now()}@example.com`
    await orderOf(email, [PLAIN])
    await orderOf(email, [FIVE], 'payment_error')
    expect((await status(email)).fiveShipForFiveRemaining).toBe(2)
    await orderOf(email.toUpperCase(), [PLAIN, { ...FIVE, packageNumber: 2 }])
    expect((await status(email)).fiveShipForFiveRemaining).toBe(1)
    await orderOf(email, [FIVE])
    expect(await status(email)).toEqual({ fiveShipForFive: false, fiveShipForFiveRemaining: 0 })
    expect(await fiveForFiveRedemptions(t.db.db, ` ${email.toUpperCase()} `)).toBe(2)
  })

  it('a body without an email is a 400', async () => {
    const res = await shopper(t.app).post('/svc_checkout/promotion/status', {})
    expect(res.status).toBe(400)
  })
})

describe('the five-for-five rate (commerce §6, §7)', () => {
  const item = (fiveForFive: boolean) => ({
    id: 'line-1',
    productId: 1,
    qty: 1,
    weightLb: 20,
    shippingGroups: [],
    pickupDisabled: null,
    shipDirect: false,
    freeShipping: false,
    threeShipsFree: false,
    fiveForFive,
    vendor: 'the maker',
    virtual: false,
    availableNow: true,
  })
  const query = (allow5for5: boolean, fiveForFive = true) => ({
    siteCode: 'USA' as const,
    destination: { countryId: 'US', region: 'OH', postcode: '43201', city: 'Columbus' },
    mode: 'fastest' as const,
    allow5for5,
    items: [item(fiveForFive)],
  })

  it('a package of offer products ships standard at 5.00, marked five_for_five; without the allowance, or with other products, at the table rate', async () => {
    const offered = await tableRateProvider.rates(query(true))
    const plain = await tableRateProvider.rates(query(false))
    const mixed = await tableRateProvider.rates(query(true, false))
    if (!offered.ok || !plain.ok || !mixed.ok) throw new Error('no rates')
    const standard = offered.rates.find((rate) => rate.promotion === 'five_for_five')
    expect(standard).toMatchObject({ rate: 500, label: expect.stringMatching(/^5 for 5: /) })
    expect(plain.rates.find((rate) => rate.shippingCode === standard?.shippingCode)?.rate).toBeGreaterThan(500)
    expect(plain.rates.some((rate) => rate.promotion !== undefined)).toBe(false)
    // one day is a day: 'UPS Next Day Air (1 business day)'
    expect(plain.rates.find((rate) => rate.shippingCode === 'ups_nextday')?.label).toBe('UPS Next Day Air (1 business day)')
    expect(mixed.rates.some((rate) => rate.promotion !== undefined)).toBe(false)
  })
})
