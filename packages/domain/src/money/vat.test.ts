import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { exVatMinor, showsVatInclusivePrices, vatContainedMinor } from './vat.ts'

describe('VAT-inclusive display (commerce §9, shell §9)', () => {
  it('the euro and pound sites display VAT-inclusive prices; the others do not', () => {
    expect(showsVatInclusivePrices('EUR')).toBe(true)
    expect(showsVatInclusivePrices('GBR')).toBe(true)
    for (const code of ['USA', 'CAN', 'APO', 'AUS'] as const) expect(showsVatInclusivePrices(code)).toBe(false)
  })

  it.each([
    { gross: 12000, rate: 20, net: 10000, note: 'GB goods 20' },
    { gross: 11900, rate: 19, net: 10000, note: 'DE goods 19' },
    { gross: 12550, rate: 25.5, net: 10000, note: 'FI goods 25.5' },
    { gross: 10000, rate: 0, net: 10000, note: 'CH 0' },
    { gross: 999, rate: 23, net: 812, note: 'IE goods 23' },
  ])('ex-VAT of $gross at $rate % is $net ($note)', ({ gross, rate, net }) => {
    expect(exVatMinor(gross, rate)).toBe(net)
    expect(vatContainedMinor(gross, rate)).toBe(gross - net)
  })

  it('rejects a negative rate', () => {
    expect(() => exVatMinor(100, -1)).toThrow(RangeError)
  })

  it('property: ex-VAT is never above the gross amount and VAT plus net is the gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 0, max: 2700 }), (gross, rateBp) => {
        const rate = rateBp / 100
        const net = exVatMinor(gross, rate)
        expect(net).toBeLessThanOrEqual(gross)
        expect(net + vatContainedMinor(gross, rate)).toBe(gross)
      }),
    )
  })
})
