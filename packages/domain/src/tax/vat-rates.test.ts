import { describe, expect, it } from 'vitest'
import {
  VAT_RATES_BY_COUNTRY,
  isVatCountry,
  portugalVatRegion,
  postcodeBeforeDash,
  vatRatePercent,
} from './vat-rates.ts'

describe('commerce §9 VAT table', () => {
  it('holds the goods / food / ebook rows of the spec', () => {
    expect(VAT_RATES_BY_COUNTRY.AT).toEqual({ goods: 20, food: 10, ebook: 10 })
    expect(VAT_RATES_BY_COUNTRY.FI).toEqual({ goods: 25.5, food: 14, ebook: 14 })
    expect(VAT_RATES_BY_COUNTRY.FR).toEqual({ goods: 20, food: 10, ebook: 5.5 })
    expect(VAT_RATES_BY_COUNTRY.GB).toEqual({ goods: 20, food: 20, ebook: 0 })
    expect(VAT_RATES_BY_COUNTRY.IE).toEqual({ goods: 23, food: 13.5, ebook: 9 })
    expect(VAT_RATES_BY_COUNTRY.RO).toEqual({ goods: 19, food: 9, ebook: 19 })
    expect(VAT_RATES_BY_COUNTRY.SI).toEqual({ goods: 22, food: 9.5, ebook: 5 })
  })

  it('spreads a single figure over all three classes', () => {
    for (const [country, percent] of [['CY', 19], ['DK', 25], ['GR', 24], ['HU', 27], ['LT', 21], ['LV', 21], ['SK', 23], ['FO', 25]] as const) {
      expect(VAT_RATES_BY_COUNTRY[country]).toEqual({ goods: percent, food: percent, ebook: percent })
    }
  })

  it('gives 0 for CH, AD, AX, GI, IS, LI and SM', () => {
    for (const country of ['CH', 'AD', 'AX', 'GI', 'IS', 'LI', 'SM'] as const) {
      expect(VAT_RATES_BY_COUNTRY[country]).toEqual({ goods: 0, food: 0, ebook: 0 })
    }
  })

  it('shares the TR, UA row 24/6/0', () => {
    expect(VAT_RATES_BY_COUNTRY.TR).toEqual({ goods: 24, food: 6, ebook: 0 })
    expect(VAT_RATES_BY_COUNTRY.UA).toEqual(VAT_RATES_BY_COUNTRY.TR)
  })

  it('has exactly the 40 countries of the table', () => {
    expect(Object.keys(VAT_RATES_BY_COUNTRY)).toHaveLength(40)
    expect(isVatCountry('US')).toBe(false)
    expect(isVatCountry('toString')).toBe(false)
  })
})

describe('commerce §9 rate lookup', () => {
  it('looks up by country and tax class', () => {
    expect(vatRatePercent({ countryId: 'DE', taxClass: 'ebook' })).toBe(7)
    expect(vatRatePercent({ countryId: 'de', taxClass: 'goods' })).toBe(19)
    expect(vatRatePercent({ countryId: 'PT', postcode: '1100-148', taxClass: 'ebook' })).toBe(6)
  })

  it('gives null outside the table', () => {
    expect(vatRatePercent({ countryId: 'US', taxClass: 'goods' })).toBeNull()
  })
})

describe('commerce §9 Portugal overrides', () => {
  it('uses the part before the dash', () => {
    expect(postcodeBeforeDash('9000-018')).toBe('9000')
    expect(postcodeBeforeDash(' 9500 ')).toBe('9500')
  })

  it('Madeira (postcodes 9000-9499): goods 22, food 12, ebook 5', () => {
    expect(vatRatePercent({ countryId: 'PT', postcode: '9000-018', taxClass: 'goods' })).toBe(22)
    expect(vatRatePercent({ countryId: 'PT', postcode: '9400-100', taxClass: 'food' })).toBe(12)
    expect(vatRatePercent({ countryId: 'PT', postcode: '9499', taxClass: 'ebook' })).toBe(5)
  })

  it('Azores (postcodes 9500-9999): goods 16, food 9, ebook 4', () => {
    expect(vatRatePercent({ countryId: 'PT', postcode: '9500-150', taxClass: 'goods' })).toBe(16)
    expect(vatRatePercent({ countryId: 'PT', postcode: '9980-024', taxClass: 'food' })).toBe(9)
    expect(vatRatePercent({ countryId: 'PT', postcode: '9999', taxClass: 'ebook' })).toBe(4)
  })

  it('falls back to the region name when the postcode is not a Portuguese one', () => {
    expect(portugalVatRegion('', 'Região Autónoma da Madeira')).toBe('madeira')
    expect(portugalVatRegion(null, 'Açores')).toBe('azores')
    expect(portugalVatRegion('x', 'PT-20')).toBe('azores')
    expect(portugalVatRegion(undefined, 'Lisboa')).toBe('mainland')
    expect(portugalVatRegion(undefined, undefined)).toBe('mainland')
  })

  it('lets a Portuguese postcode decide over the region name', () => {
    expect(portugalVatRegion('1100-148', 'Madeira')).toBe('mainland')
    expect(portugalVatRegion('8999-999', undefined)).toBe('mainland')
  })
})
