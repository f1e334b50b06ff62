import { describe, expect, it } from 'vitest'
import { REDIRECT_PAYMENT_METHODS, isRedirectPaymentMethod, redirectPaymentMessage } from './redirect-methods.ts'

describe('commerce §9 redirect payment methods and §8 messages', () => {
  it('lists the nine redirect methods of the spec', () => {
    expect(REDIRECT_PAYMENT_METHODS).toEqual([
      'ideal', 'paysafecard', 'mobilepay', 'trustly', 'ebanking_fi', 'eps', 'klarna_paynow', 'klarna', 'klarna_account',
    ])
    expect(isRedirectPaymentMethod('scheme')).toBe(false)
  })

  it('sends bank methods to the bank', () => {
    for (const method of ['ideal', 'trustly', 'ebanking_fi', 'eps']) {
      expect(redirectPaymentMessage(method)).toBe('You will be redirected to your bank after reviewing your order')
    }
  })

  it('sends the others to the provider portal', () => {
    expect(redirectPaymentMessage('klarna_account')).toBe('You will be redirected to the Klarna portal after reviewing your order')
    expect(redirectPaymentMessage('mobilepay')).toBe('You will be redirected to the MobilePay portal after reviewing your order')
    expect(redirectPaymentMessage('paysafecard')).toBe('You will be redirected to the paysafecard portal after reviewing your order')
  })

  it('gives no message for other methods', () => {
    expect(redirectPaymentMessage('scheme')).toBeNull()
  })
})
