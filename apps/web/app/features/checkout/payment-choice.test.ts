import { describe, expect, it } from 'vitest'
import { approvalAfterGiftCardChange, orderPaymentOf, paymentAfterMethodsLoaded } from './payment-choice.ts'
import type { MethodsAnswer } from './checkout-client.ts'

const netherlands: MethodsAnswer = {
  paymentMethods: [
    { type: 'scheme', name: 'Credit or debit card' },
    { type: 'paypal', name: 'PayPal' },
    { type: 'ideal', name: 'iDEAL' },
  ],
  storedPaymentMethods: [{ storedPaymentMethodId: '7', transactionToken: 't', brand: 'visa', last4: '1111', isDefault: true, expired: false, cardExpMonth: 12, cardExpYear: 2030 }],
}
const germany: MethodsAnswer = { ...netherlands, paymentMethods: netherlands.paymentMethods.filter((method) => method.type !== 'ideal') }

describe('shell §4: the payment type after the ship-to country changes', () => {
  it('iDEAL chosen for the Netherlands resets to cards when the order ships to Germany', () => {
    expect(paymentAfterMethodsLoaded('ideal', netherlands)).toBe('ideal')
    expect(paymentAfterMethodsLoaded('ideal', germany)).toBe('card')
  })
  it('a method still offered stays: cards, PayPal, a saved card that has not expired', () => {
    expect(paymentAfterMethodsLoaded('paypal', germany)).toBe('paypal')
    expect(paymentAfterMethodsLoaded('card', germany)).toBe('card')
    expect(paymentAfterMethodsLoaded('stored:7', germany)).toBe('stored:7')
  })
  it('a saved card that expired, or one no longer listed, resets to cards', () => {
    const expired = { ...germany, storedPaymentMethods: germany.storedPaymentMethods.map((method) => ({ ...method, expired: true })) }
    expect(paymentAfterMethodsLoaded('stored:7', expired)).toBe('card')
    expect(paymentAfterMethodsLoaded('stored:8', germany)).toBe('card')
  })
})

describe('commerce §4: read-only PayPal payment and gift cards', () => {
  it('a PayPal approval makes the payment the card-provider type with adyenType paypal', () => {
    expect(orderPaymentOf({ token: 'pay_abc', amount: 12_345 })).toEqual({ paymentType: 'adyen', adyenType: 'paypal', transactionToken: 'pay_abc', authorizedPayPalAmount: 12_345 })
    expect(orderPaymentOf(null)).toEqual({ paymentType: 'adyen' })
  })
  it('a gift card added while PayPal approved the payment resets it: the approval is dropped', () => {
    expect(approvalAfterGiftCardChange({ token: 'pay_abc', amount: 12_345 })).toBeNull()
  })
  it('without an approval there is nothing to reset', () => {
    expect(approvalAfterGiftCardChange(null)).toBeNull()
  })
})
