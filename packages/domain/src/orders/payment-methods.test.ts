import { describe, expect, it } from 'vitest'
import { paymentMethodsFor, paymentTypeAfterCountryChange } from './payment-methods.ts'

describe('payment methods by site and ship-to country', () => {
  it('cards everywhere, PayPal but not on APO, redirect methods only on EUR and GBR where they serve', () => {
    expect(paymentMethodsFor('USA', 'US')).toEqual(['scheme', 'paypal'])
    expect(paymentMethodsFor('APO', 'US')).toEqual(['scheme'])
    expect(paymentMethodsFor('EUR', 'NL')).toEqual(['scheme', 'paypal', 'ideal', 'trustly', 'paysafecard', 'klarna_paynow', 'klarna'])
    expect(paymentMethodsFor('EUR', 'at')).toContain('eps')
    expect(paymentMethodsFor('GBR', 'GB')).toEqual(['scheme', 'paypal', 'paysafecard', 'klarna', 'klarna_account'])
    expect(paymentMethodsFor('USA', 'NL')).toEqual(['scheme', 'paypal'])
  })

  it('commerce §7: changing the ship-to country resets a payment type no longer offered', () => {
    expect(paymentTypeAfterCountryChange('ideal', 'EUR', 'DE')).toBe('scheme')
    expect(paymentTypeAfterCountryChange('klarna', 'EUR', 'DE')).toBe('klarna')
    expect(paymentTypeAfterCountryChange('paypal', 'APO', 'US')).toBe('scheme')
  })
})
