import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { computeTax, type TaxQuery } from './compute-tax.ts'
import { VAT_RATES_BY_COUNTRY } from './vat-rates.ts'
import { isEoriNumberWellFormed, isVatNumberWellFormed, normalizeVatNumber, vatNumberCountry } from './vat-number.ts'

const base: TaxQuery = { countryId: 'US', region: 'OH', lines: [], shippingAmount: 0, pricesIncludeTax: false, sellerCountryId: 'US' }
const goods = (amount: number, id = 'a') => ({ id, amount, taxClass: 'goods' as const })

describe('computeTax: the VAT table of commerce §9', () => {
  // every row of the spec's table, each class: 100.00 net taxed at the row's figure
  const rows = Object.entries(VAT_RATES_BY_COUNTRY)
  it.each(rows)('%s charges its goods / food / ebook rates on 100.00', (country, rates) => {
    for (const taxClass of ['goods', 'food', 'ebook'] as const) {
      const quote = computeTax({ ...base, countryId: country, region: null, sellerCountryId: 'IE', lines: [{ id: 'x', amount: 10_000, taxClass }] })
      expect(quote.totalTaxAmount).toBe(Math.round(rates[taxClass] * 100))
      expect(quote.lines[0]?.ratePercent).toBe(rates[taxClass])
    }
  })

  it('spec figures: FI goods 25.5 %, IE food 13.5 %, FR ebook 5.5 %, SI food 9.5 %', () => {
    const at = (countryId: string, taxClass: 'goods' | 'food' | 'ebook') =>
      computeTax({ ...base, countryId, region: null, sellerCountryId: 'IE', lines: [{ id: 'x', amount: 10_000, taxClass }] }).totalTaxAmount
    expect(at('FI', 'goods')).toBe(2550)
    expect(at('IE', 'food')).toBe(1350)
    expect(at('FR', 'ebook')).toBe(550)
    expect(at('SI', 'food')).toBe(950)
    expect(at('CH', 'goods')).toBe(0)
    expect(at('GB', 'ebook')).toBe(0)
  })

  it('Portugal overrides: Madeira 22/12/5 and Azores 16/9/4, postcode read before the dash', () => {
    const pt = (postcode: string, taxClass: 'goods' | 'food' | 'ebook') =>
      computeTax({ ...base, countryId: 'PT', region: null, postcode, sellerCountryId: 'IE', lines: [{ id: 'x', amount: 10_000, taxClass }] }).totalTaxAmount
    expect([pt('9000-123', 'goods'), pt('9000-123', 'food'), pt('9000-123', 'ebook')]).toEqual([2200, 1200, 500])
    expect([pt('9500-321', 'goods'), pt('9500-321', 'food'), pt('9500-321', 'ebook')]).toEqual([1600, 900, 400])
    expect(pt('1000-001', 'goods')).toBe(2300)
  })

  it('VAT-inclusive prices (EUR and GBR sites): the tax is the VAT the amount contains', () => {
    const quote = computeTax({ ...base, countryId: 'GB', region: null, sellerCountryId: 'GB', pricesIncludeTax: true, lines: [goods(12_000)], shippingAmount: 1_200 })
    expect(quote.itemTax).toBe(2_000)
    expect(quote.shipping.taxAmount).toBe(200)
    expect(quote.totalTaxAmount).toBe(2_200)
    expect(quote.summary).toEqual([{ label: 'VAT (GB)', taxAmount: 2_200 }])
  })

  it('a well-formed VAT number of another EU member state than the seller reverse-charges the order', () => {
    const quote = computeTax({ ...base, countryId: 'DE', region: null, sellerCountryId: 'IE', vatNumber: 'DE 123 456 789', lines: [goods(10_000)], shippingAmount: 1_000 })
    expect(quote.totalTaxAmount).toBe(0)
    expect(quote.vatResponse).toEqual({ valid: true, exempt: true })
    expect(quote.summary).toEqual([])
    const inclusive = computeTax({ ...base, countryId: 'DE', region: null, sellerCountryId: 'IE', pricesIncludeTax: true, vatNumber: 'DE123456789', lines: [goods(11_900)] })
    expect(inclusive.reverseChargedAmount).toBe(1_900)
  })

  it('a VAT number is charged VAT in the seller country, and a malformed one is reported invalid', () => {
    const domestic = computeTax({ ...base, countryId: 'IE', region: null, sellerCountryId: 'IE', vatNumber: 'IE1234567T', lines: [goods(10_000)] })
    expect(domestic.vatResponse).toEqual({ valid: true, exempt: false })
    expect(domestic.totalTaxAmount).toBe(2_300)
    const bad = computeTax({ ...base, countryId: 'DE', region: null, sellerCountryId: 'IE', vatNumber: 'DE12', lines: [goods(10_000)] })
    expect(bad.vatResponse).toEqual({ valid: false, exempt: false })
    expect(bad.totalTaxAmount).toBe(1_900)
    const foreign = computeTax({ ...base, countryId: 'DE', region: null, sellerCountryId: 'IE', vatNumber: 'FR12345678901', lines: [goods(10_000)] })
    expect(foreign.vatResponse).toEqual({ valid: true, exempt: false })
  })
})

describe('computeTax: sales tax outside the VAT table', () => {
  it('US: the state rate on goods, and on shipping only where the state taxes it', () => {
    const ohio = computeTax({ ...base, lines: [goods(10_000)], shippingAmount: 2_000 })
    expect(ohio.itemTax).toBe(575)
    expect(ohio.shipping.taxAmount).toBe(115)
    expect(ohio.summary).toEqual([{ label: 'Sales Tax (OH 5.75%)', taxAmount: 690 }])
    const california = computeTax({ ...base, region: 'CA', lines: [goods(10_000)], shippingAmount: 2_000 })
    expect(california.totalTaxAmount).toBe(725)
    expect(computeTax({ ...base, region: 'OR', lines: [goods(10_000)] }).totalTaxAmount).toBe(0)
    expect(computeTax({ ...base, region: 'AE', lines: [goods(10_000)] }).totalTaxAmount).toBe(0)
  })

  it('Canada by province, Australia GST, elsewhere none', () => {
    expect(computeTax({ ...base, countryId: 'CA', region: 'ON', lines: [goods(10_000)], shippingAmount: 1_000 }).totalTaxAmount).toBe(1_430)
    expect(computeTax({ ...base, countryId: 'CA', region: 'QC', lines: [goods(10_000)] }).totalTaxAmount).toBe(1_498)
    expect(computeTax({ ...base, countryId: 'AU', region: 'QLD', lines: [goods(10_000)], shippingAmount: 1_000 }).totalTaxAmount).toBe(1_100)
    expect(computeTax({ ...base, countryId: 'JP', region: null, lines: [goods(10_000)] })).toMatchObject({ totalTaxAmount: 0, summary: [] })
  })

  it('gift cards are exempt, and shipping is untaxed when nothing taxable ships', () => {
    const quote = computeTax({ ...base, lines: [{ id: 'gc', amount: 5_000, taxClass: 'exempt' }], shippingAmount: 1_000 })
    expect(quote.totalTaxAmount).toBe(0)
  })

  it('the hundo discount lowers the goods base, spread over the goods lines', () => {
    const quote = computeTax({ ...base, lines: [goods(10_000, 'a'), goods(30_000, 'b'), { id: 'e', amount: 1_000, taxClass: 'ebook' }], hundoDiscount: 4_000 })
    expect(quote.lines.map((line) => line.taxableAmount)).toEqual([9_000, 27_000, 1_000])
    expect(quote.itemTax).toBe(Math.round(9_000 * 0.0575) + Math.round(27_000 * 0.0575) + Math.round(1_000 * 0.0575))
  })

  it('property: the total is the sum of the line and shipping taxes, never negative', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 8 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1_000_000 }), (amounts, shipping, hundo) => {
        const quote = computeTax({ ...base, lines: amounts.map((amount, i) => goods(amount, String(i))), shippingAmount: shipping, hundoDiscount: hundo })
        expect(quote.totalTaxAmount).toBe(quote.itemTax + quote.shipping.taxAmount)
        expect(quote.totalTaxAmount).toBeGreaterThanOrEqual(0)
        const taxable = quote.lines.reduce((sum, line) => sum + line.taxableAmount, 0)
        expect(taxable).toBe(Math.max(0, amounts.reduce((a, b) => a + b, 0) - Math.min(hundo, amounts.reduce((a, b) => a + b, 0))))
      }),
    )
  })
})

describe('VAT and EORI number formats', () => {
  it('accepts each country format, with or without prefix, spaces and dots', () => {
    expect(isVatNumberWellFormed('ATU12345678', 'AT')).toBe(true)
    expect(isVatNumberWellFormed('123456789', 'GR')).toBe(true)
    expect(normalizeVatNumber('123456789', 'GR')).toBe('EL123456789')
    expect(vatNumberCountry('EL123456789', 'DE')).toBe('GR')
    expect(vatNumberCountry('XI123456789', 'GB')).toBe('GB')
    expect(isVatNumberWellFormed('NL123456789B01', 'NL')).toBe(true)
    expect(isVatNumberWellFormed('GB 123 4567 89', 'GB')).toBe(true)
    expect(isVatNumberWellFormed('CHE-123.456.789 MWST', 'CH')).toBe(true)
    expect(isVatNumberWellFormed('NL123456789', 'NL')).toBe(false)
    expect(isVatNumberWellFormed('ZZ123', 'ZZ')).toBe(false)
  })

  it('EORI: GB and 12 digits, or a country code and up to 15 characters', () => {
    expect(isEoriNumberWellFormed('GB123456789012')).toBe(true)
    expect(isEoriNumberWellFormed('GB12345')).toBe(false)
    expect(isEoriNumberWellFormed('DE1234567')).toBe(true)
    expect(isEoriNumberWellFormed('D1')).toBe(false)
  })
})
