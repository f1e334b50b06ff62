import { describe, expect, it } from 'vitest'
import { NO_SHIPPING_ADDRESS_MESSAGE, acceptShippingRates, canRequestShippingRates, isAcceptableShippingRate } from './rates.ts'

describe('commerce §5: shipping rate acceptance', () => {
  it('accepts a rate with shippingCode, a non-null rate and a carrier (a 0 rate counts)', () => {
    expect(isAcceptableShippingRate({ shippingCode: 'ups_ground', rate: 0, carrier: 'ups' })).toBe(true)
  })

  it('refuses a rate missing any of the three', () => {
    expect(isAcceptableShippingRate({ shippingCode: '', rate: 1299, carrier: 'ups' })).toBe(false)
    expect(isAcceptableShippingRate({ shippingCode: 'ups_ground', rate: null, carrier: 'ups' })).toBe(false)
    expect(isAcceptableShippingRate({ shippingCode: 'ups_ground', rate: 1299, carrier: null })).toBe(false)
    expect(isAcceptableShippingRate({ shippingCode: 'ups_ground', rate: Number.NaN, carrier: 'ups' })).toBe(false)
  })

  it('keeps the acceptable rates in order', () => {
    const rates = acceptShippingRates([
      { shippingCode: 'a', rate: 100, carrier: 'ups' },
      { shippingCode: 'b', rate: null, carrier: 'ups' },
      { shippingCode: 'c', rate: 200, carrier: 'fedex' },
    ])
    expect(rates.map((rate) => rate.shippingCode)).toEqual(['a', 'c'])
  })

  it("needs a shipping address to request rates ('No shipping address provided')", () => {
    expect(NO_SHIPPING_ADDRESS_MESSAGE).toBe('No shipping address provided')
    expect(canRequestShippingRates(null)).toBe(false)
    expect(canRequestShippingRates(undefined)).toBe(false)
    expect(canRequestShippingRates({ countryId: 'US' })).toBe(true)
  })
})
