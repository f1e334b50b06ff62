import { describe, expect, it } from 'vitest'
import { currencyLocaleFor, formatPrice } from './format.ts'

describe('formatPrice (shell §9, platform §9: en-US unless the site is EUR or GBR)', () => {
  it.each([
    { siteCode: 'USA', currency: 'USD', expected: '$1,234.50' },
    { siteCode: 'APO', currency: 'USD', expected: '$1,234.50' },
    { siteCode: 'CAN', currency: 'CAD', expected: 'CA$1,234.50' },
    { siteCode: 'AUS', currency: 'AUD', expected: 'A$1,234.50' },
    { siteCode: 'EUR', currency: 'EUR', expected: '€1,234.50' },
    { siteCode: 'GBR', currency: 'GBP', expected: '£1,234.50' },
  ] as const)('$siteCode formats 123450 minor $currency as $expected', ({ siteCode, currency, expected }) => {
    expect(formatPrice(123450, { siteCode, currency })).toBe(expected)
  })

  it('uses en-IE for EUR, en-GB for GBR and en-US elsewhere', () => {
    expect(currencyLocaleFor('EUR')).toBe('en-IE')
    expect(currencyLocaleFor('GBR')).toBe('en-GB')
    expect(currencyLocaleFor('CAN')).toBe('en-US')
  })

  it('a subscription interval of Month displays as /mo', () => {
    expect(formatPrice(2999, { siteCode: 'USA', currency: 'USD', subscriptionInterval: 'Month' })).toBe('$29.99/mo')
  })

  it('other or empty subscription intervals add no suffix', () => {
    expect(formatPrice(2999, { siteCode: 'USA', currency: 'USD', subscriptionInterval: 'Year' })).toBe('$29.99')
    expect(formatPrice(2999, { siteCode: 'USA', currency: 'USD', subscriptionInterval: null })).toBe('$29.99')
  })

  it('the excluding-VAT option takes the VAT out on EUR and GBR (GB goods 20 %)', () => {
    expect(formatPrice(12000, { siteCode: 'GBR', currency: 'GBP', excludingVatRatePercent: 20 })).toBe('£100.00')
    expect(formatPrice(11900, { siteCode: 'EUR', currency: 'EUR', excludingVatRatePercent: 19 })).toBe('€100.00')
  })

  it('the excluding-VAT option has no effect on sites that show prices without VAT', () => {
    expect(formatPrice(12000, { siteCode: 'USA', currency: 'USD', excludingVatRatePercent: 20 })).toBe('$120.00')
  })
})
