import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, ShippingRatesResponse } from '@ironhouse/contracts'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { tableRateProvider, type ShippingRateProvider } from './providers/rate-provider.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

const ohio = { countryId: 'US', region: 'OH', postcode: '43215', city: 'Columbus', address1: '545 E 5th Ave' }

async function rates(payload: unknown) {
  const res = await t.app.inject({ method: 'POST', url: '/svc_shipping/shipping/rates/get', payload: payload as object })
  return { res, body: res.json() as unknown }
}

async function ok(payload: unknown) {
  const { res, body } = await rates(payload)
  expect(res.statusCode, JSON.stringify(body)).toBe(200)
  return ShippingRatesResponse.parse(body)
}

const rateOf = (answer: ShippingRatesResponse, code: string, packageNumber = 1) =>
  answer.rates.find((rate) => rate.shippingCode === code && rate.packageNumber === packageNumber)?.rate

describe('POST /svc_shipping/shipping/rates/get (commerce §7)', () => {
  it('rates a 44 lb bar to Ohio by weight for each UPS service, with pickup "Pick-up in Columbus, OH"', async () => {
    const answer = await ok({ storeId: 1, shippingAddress: ohio, items: [{ productId: DEMO_IDS.ohioBar, qty: 1, listItemId: 'a' }] })
    expect(rateOf(answer, 'ups_ground')).toBe(995 + 45 * 44)
    expect(rateOf(answer, 'ups_2day')).toBe(2495 + 110 * 44)
    expect(rateOf(answer, 'ups_nextday')).toBe(4495 + 190 * 44)
    expect(answer.rates.find((rate) => rate.shippingCode === 'pickup_pickup')).toMatchObject({ rate: 0, label: 'Pick-up in Columbus, OH', carrier: 'pickup' })
    expect(answer.split).toBe(false)
    expect(answer.transactionId).toMatch(/^shq_/)
    for (const rate of answer.rates) expect(rate.carrier.length).toBeGreaterThan(0)
  })

  it('farther zones cost more: the same bar to California is twice the Ohio ground rate', async () => {
    const answer = await ok({ storeId: 1, shippingAddress: { ...ohio, region: 'CA', postcode: '90001' }, items: [{ productId: DEMO_IDS.ohioBar, qty: 1 }] })
    expect(rateOf(answer, 'ups_ground')).toBe(2 * (995 + 45 * 44))
  })

  it('a state by its name (as the address book stores it) or id rates as its code; a state the country does not have is a 400', async () => {
    const items = [{ productId: DEMO_IDS.ohioBar, qty: 1 }]
    const byCode = rateOf(await ok({ storeId: 1, shippingAddress: { ...ohio, region: 'CA', postcode: '90001' }, items }), 'ups_ground')
    expect(rateOf(await ok({ storeId: 1, shippingAddress: { ...ohio, region: 'California', postcode: '90001' }, items }), 'ups_ground')).toBe(byCode)
    expect(rateOf(await ok({ storeId: 1, shippingAddress: { ...ohio, region: undefined, regionId: 36 }, items }), 'ups_ground')).toBe(995 + 45 * 44)
    const { res, body } = await rates({ storeId: 1, shippingAddress: { ...ohio, region: 'Narnia' }, items })
    expect(res.statusCode).toBe(400)
    expect(body).toMatchObject({ error: 'validation_error', message: 'Unknown state or region for US: Narnia' })
  })

  it('a dropship item ships in its own package from its maker, and pickup is not offered', async () => {
    const answer = await ok({
      storeId: 1,
      shippingAddress: ohio,
      items: [
        { productId: DEMO_IDS.ohioBar, qty: 1, listItemId: 'bar' },
        { productId: DEMO_IDS.shippingGroups.DROPSHIP, qty: 1, listItemId: 'log' },
      ],
    })
    expect(answer.split).toBe(true)
    expect(answer.packages.map((pkg) => [pkg.kind, pkg.itemIds])).toEqual([
      ['parcel', ['bar']],
      ['dropship', ['log']],
    ])
    expect(answer.rates.some((rate) => rate.shippingCode === 'pickup_pickup')).toBe(false)
  })

  it('fastest ships the freight rig and the bar apart; fewestPackages puts both on the freight truck', async () => {
    const items = [
      { productId: DEMO_IDS.shippingGroups.DROPSHIP_FREIGHT, qty: 1, listItemId: 'rig' },
      { productId: DEMO_IDS.ohioBar, qty: 1, listItemId: 'bar' },
    ]
    const fastest = await ok({ storeId: 1, shippingAddress: ohio, items, allowSplit: true })
    expect(fastest.shippingMode).toBe('fastest')
    expect(fastest.packages.map((pkg) => pkg.kind)).toEqual(['freight', 'parcel'])
    const fewest = await ok({ storeId: 1, shippingAddress: ohio, items, allowSplit: false })
    expect(fewest.shippingMode).toBe('fewestPackages')
    expect(fewest.packages).toHaveLength(1)
    expect(rateOf(fewest, 'freight_ltl')).toBe(14_900 + 35 * (410 + 44))
  })

  it('commerce §5: 3_FREE_ALL ships free, except on APO', async () => {
    const usa = await ok({ storeId: 1, shippingAddress: ohio, items: [{ productId: DEMO_IDS.shippingGroups['3_FREE_ALL'], qty: 3 }] })
    expect(rateOf(usa, 'ups_ground')).toBe(0)
    expect(usa.rates.find((rate) => rate.shippingCode === 'ups_ground')?.label).toMatch(/^Free Shipping/)
    const apo = await ok({ storeId: 4, shippingAddress: { countryId: 'US', region: 'AE', postcode: '09001', city: 'APO' }, items: [{ productId: DEMO_IDS.shippingGroups['3_FREE_ALL'], qty: 3 }] })
    expect(rateOf(apo, 'usps_priority')).toBe(1_495 + 95 * 1)
  })

  it('commerce §5: GB allows only fewestPackages, whatever the request asks', async () => {
    const answer = await ok({ storeId: 34, shippingAddress: { countryId: 'GB', region: 'London', postcode: 'SW1A 1AA', city: 'London' }, items: [{ productId: DEMO_IDS.ohioBar, qty: 1 }], allowSplit: true, shippingMode: 'fastest' })
    expect(answer.shippingMode).toBe('fewestPackages')
    expect(answer.availableModes).toEqual(['fewestPackages'])
  })

  it('commerce §5: heavy-direct items block pickup on EUR; other items may be picked up in Rotterdam', async () => {
    const nl = { countryId: 'NL', postcode: '3011 AA', city: 'Rotterdam' }
    const bar = await ok({ storeId: 5, shippingAddress: nl, items: [{ productId: DEMO_IDS.ohioBar, qty: 1 }] })
    expect(bar.rates.find((rate) => rate.shippingCode === 'pickup_pickup')?.label).toBe('Pick-up in Rotterdam, South Holland')
    const direct = await ok({ storeId: 5, shippingAddress: nl, items: [{ productId: DEMO_IDS.shipDirect, qty: 1 }] })
    expect(direct.rates.some((rate) => rate.shippingCode === 'pickup_pickup')).toBe(false)
  })

  it('programs ship nothing: no rates and no packages', async () => {
    const answer = await ok({ storeId: 1, shippingAddress: ohio, items: [{ productId: DEMO_IDS.program, qty: 1 }] })
    expect(answer).toMatchObject({ rates: [], packages: [], split: false })
  })

  it("an address without the state its country needs is named as such (not 'does not ship to US'); a country the site does not serve still is", async () => {
    const { region: _region, ...noRegion } = ohio
    const missing = await rates({ storeId: 1, shippingAddress: noRegion, items: [{ productId: DEMO_IDS.ohioBar, qty: 1 }] })
    expect(missing.res.statusCode).toBe(400)
    expect(ErrorBody.parse(missing.body)).toMatchObject({ error: 'validation_error', message: 'A state or region is needed to ship to US', details: { fields: { region: 'Please choose a state or region' } } })
    const abroad = await rates({ storeId: 1, shippingAddress: { countryId: 'FR', postcode: '75001', city: 'Paris' }, items: [{ productId: DEMO_IDS.ohioBar, qty: 1 }] })
    expect(ErrorBody.parse(abroad.body).message).toBe('The USA site does not ship to FR')
  })

  it('commerce §8: no shipping address is a 400 "No shipping address provided"; bad input is a 400', async () => {
    const missing = await rates({ storeId: 1, items: [{ productId: DEMO_IDS.ohioBar, qty: 1 }] })
    expect(missing.res.statusCode).toBe(400)
    expect(ErrorBody.parse(missing.body).message).toBe('No shipping address provided')
    for (const payload of [
      { storeId: 1, shippingAddress: { countryId: 'FR' }, items: [{ productId: DEMO_IDS.ohioBar, qty: 1 }] },
      { storeId: 1, shippingAddress: ohio, items: [{ productId: DEMO_IDS.ohioBar, qty: 0 }] },
      { storeId: 1, shippingAddress: ohio, items: [{ productId: DEMO_IDS.ohioBar, qty: 1.5 }] },
      { storeId: 1, shippingAddress: ohio, items: [{ productId: 2_147_483_648, qty: 1 }] },
      { storeId: 1, shippingAddress: ohio, items: [{ productId: 999_999, qty: 1 }] },
      { storeId: 1, shippingAddress: ohio, items: [] },
      { storeId: 99, shippingAddress: ohio, items: [{ productId: DEMO_IDS.ohioBar, qty: 1 }] },
      { storeId: 1, shippingAddress: { ...ohio, city: 'Col\u0000umbus' }, items: [{ productId: DEMO_IDS.ohioBar, qty: 1 }] },
    ]) {
      const { res, body } = await rates(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(ErrorBody.safeParse(body).success).toBe(true)
    }
  })
})

describe('a rate provider is held to commerce §5 (rates need a shippingCode, a rate and a carrier)', () => {
  /** The built-in tables plus what a careless rate service might answer: rates missing a part. */
  const careless: ShippingRateProvider = {
    name: 'careless',
    rates: async (query) => {
      const answer = await tableRateProvider.rates(query)
      if (!answer.ok) return answer
      const base = { label: 'Broken', packageNumber: 1, transactionId: answer.transactionId }
      // a third party's JSON: the types cannot vouch for it
      const broken = [
        { ...base, shippingCode: 'ups_ground_unpriced', rate: null, carrier: 'ups' },
        { ...base, shippingCode: 'no_carrier', rate: 500, carrier: '' },
        { ...base, shippingCode: '', rate: 500, carrier: 'ups' },
      ] as unknown as typeof answer.rates
      return { ...answer, rates: [...answer.rates, ...broken] }
    },
  }

  it('the rates answer leaves out the incomplete rates and keeps the others', async () => {
    const other = await openTestApp({ shippingRates: careless })
    try {
      const payload = { storeId: 1, shippingAddress: ohio, items: [{ productId: DEMO_IDS.ohioBar, qty: 1, listItemId: 'a' }] }
      const res = await other.app.inject({ method: 'POST', url: '/svc_shipping/shipping/rates/get', payload })
      expect(res.statusCode, res.body).toBe(200)
      const answer = ShippingRatesResponse.parse(res.json())
      expect(answer.rates.map((rate) => rate.shippingCode)).toEqual(['ups_ground', 'ups_2day', 'ups_nextday', 'pickup_pickup'])
      expect(answer.rates).toEqual((await ok(payload)).rates)
    } finally {
      await other.close()
    }
  })
})
