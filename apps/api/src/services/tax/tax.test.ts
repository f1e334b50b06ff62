import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, TaxRatesResponse } from '@ironhouse/contracts'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { tableTaxProvider, type TaxProvider } from './providers/tax-provider.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

async function fetchTax(payload: unknown) {
  const res = await t.app.inject({ method: 'POST', url: '/svc_tax/tax/rates/fetch', payload: payload as object })
  return { res, body: res.json() as unknown }
}

const ohio = { countryId: 'US', region: 'OH', postcode: '43215', city: 'Columbus', street: ['545 E 5th Ave'] }

describe('POST /svc_tax/tax/rates/fetch (commerce §7)', () => {
  it('US: Ohio sales tax on goods and on shipping, with a summary line and a total', async () => {
    const { res, body } = await fetchTax({
      storeId: 1,
      shippingAddress: ohio,
      shippingAmount: 2_000,
      items: [{ productId: DEMO_IDS.ohioBar, qty: 1, rowTotal: 29_500, listItemId: 'l1' }],
    })
    expect(res.statusCode).toBe(200)
    const tax = TaxRatesResponse.parse(body)
    expect(tax.itemTax).toBe(1_696) // 295.00 × 5.75 % = 16.9625
    expect(tax.shipping.taxAmount).toBe(115)
    expect(tax.totalTaxAmount).toBe(1_811)
    expect(tax.summary).toEqual([{ label: 'Sales Tax (OH 5.75%)', taxAmount: 1_811 }])
    expect(tax.lines[0]).toMatchObject({ id: 'l1', productId: DEMO_IDS.ohioBar, ratePercent: 5.75 })
  })

  it('a state named as the address book keeps it ("Ohio", any case) or by its id is taxed as its code; an unknown one is a 400, not a tax-free order', async () => {
    const order = { storeId: 1, shippingAmount: 2_000, items: [{ productId: DEMO_IDS.ohioBar, qty: 1, rowTotal: 29_500 }] }
    for (const named of [{ region: 'Ohio' }, { region: ' ohio ' }, { regionId: 36 }, { regionId: 'oh' }]) {
      const { res, body } = await fetchTax({ ...order, shippingAddress: { ...ohio, region: undefined, ...named } })
      expect(res.statusCode, JSON.stringify(named)).toBe(200)
      expect(TaxRatesResponse.parse(body).summary, JSON.stringify(named)).toEqual([{ label: 'Sales Tax (OH 5.75%)', taxAmount: 1_811 }])
    }
    const { res, body } = await fetchTax({ ...order, shippingAddress: { ...ohio, region: 'Ohioo' } })
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(body)).toMatchObject({ error: 'validation_error', message: 'Unknown state or region for US: Ohioo' })
  })

  it('gift cards are not taxed and programs take the e-book rate (Germany 7 %)', async () => {
    const { body } = await fetchTax({
      storeId: 5,
      shippingAddress: { countryId: 'DE', postcode: '10115', city: 'Berlin' },
      items: [
        { productId: DEMO_IDS.giftcardFixed, qty: 1, rowTotal: 5_000 },
        { productId: DEMO_IDS.program, qty: 1, rowTotal: 10_700 },
      ],
    })
    const tax = TaxRatesResponse.parse(body)
    expect(tax.pricesIncludeTax).toBe(true)
    expect(tax.lines.map((line) => line.ratePercent)).toEqual([0, 7])
    expect(tax.totalTaxAmount).toBe(700) // VAT contained in 107.00 at 7 %
  })

  it('commerce §8: a valid VAT number of another member state makes the EUR order tax exempt; a bad one sets valid false', async () => {
    const order = { storeId: 5, shippingAddress: { countryId: 'FR', postcode: '75001', city: 'Paris' }, items: [{ productId: DEMO_IDS.ohioBar, qty: 1, rowTotal: 36_000 }] }
    const exempt = TaxRatesResponse.parse((await fetchTax({ ...order, vatNumber: 'FR12345678901' })).body)
    expect(exempt).toMatchObject({ totalTaxAmount: 0, vatResponse: { valid: true, exempt: true }, reverseChargedAmount: 6_000 })
    const invalid = TaxRatesResponse.parse((await fetchTax({ ...order, vatNumber: 'FR1' })).body)
    expect(invalid).toMatchObject({ totalTaxAmount: 6_000, vatResponse: { valid: false, exempt: false } })
  })

  it('commerce §9: Madeira and Azores postcodes take the Portugal overrides', async () => {
    const order = (postcode: string) => ({ storeId: 5, shippingAddress: { countryId: 'PT', postcode }, items: [{ productId: DEMO_IDS.ohioBar, qty: 1, rowTotal: 12_200 }] })
    expect(TaxRatesResponse.parse((await fetchTax(order('9000-018'))).body).lines[0]?.ratePercent).toBe(22)
    expect(TaxRatesResponse.parse((await fetchTax(order('9500-150'))).body).lines[0]?.ratePercent).toBe(16)
    expect(TaxRatesResponse.parse((await fetchTax(order('1100-148'))).body).lines[0]?.ratePercent).toBe(23)
  })

  it('bad input is a 400 with the error body: unknown store, unknown product, bad country, negative amounts', async () => {
    const good = { storeId: 1, shippingAddress: ohio, items: [{ productId: DEMO_IDS.ohioBar, qty: 1, rowTotal: 100 }] }
    for (const payload of [
      { ...good, storeId: 3 },
      { ...good, items: [{ productId: 999_999_999, qty: 1, rowTotal: 100 }] },
      { ...good, shippingAddress: { countryId: 'USA' } },
      { ...good, shippingAmount: -1 },
      { ...good, items: [{ productId: DEMO_IDS.ohioBar, qty: 1, rowTotal: 1.5 }] },
      { ...good, vatNumber: 'DE\u0000' },
    ]) {
      const { res, body } = await fetchTax(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(ErrorBody.safeParse(body).success).toBe(true)
    }
    const text = await t.app.inject({ method: 'POST', url: '/svc_tax/tax/rates/fetch', payload: 'not json', headers: { 'content-type': 'text/plain' } })
    expect([400, 415]).toContain(text.statusCode)
  })
})

describe('a tax provider is held to commerce §8 (tax without a total amount is an error)', () => {
  /** The built-in tables, except that the answer has lost its total, as a broken tax service's might. */
  const totalless: TaxProvider = {
    name: 'totalless',
    quote: async (query) => ({ ...(await tableTaxProvider.quote(query)), totalTaxAmount: null as unknown as number }),
  }

  it('answers 503 service_unavailable naming the problem, never a 500 or a tax-free order', async () => {
    const other = await openTestApp({ tax: totalless })
    try {
      const payload = { storeId: 1, shippingAddress: ohio, shippingAmount: 2_000, items: [{ productId: DEMO_IDS.ohioBar, qty: 1, rowTotal: 29_500 }] }
      const res = await other.app.inject({ method: 'POST', url: '/svc_tax/tax/rates/fetch', payload })
      expect(res.statusCode, res.body).toBe(503)
      const body = ErrorBody.parse(res.json())
      expect(body.error).toBe('service_unavailable')
      expect(body.message).toContain('TAX_TOTAL_MISSING')
    } finally {
      await other.close()
    }
  })
})
