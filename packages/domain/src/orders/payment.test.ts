import { describe, expect, it } from 'vitest'
import {
  CARD_PROVIDER_PAYMENT_TYPE,
  applyGiftCardsToTotal,
  giftCardAppliedAmount,
  giftCardsCoverOrder,
  isPaymentReadOnly,
  isPaymentValid,
  paymentAfterGiftCardAdded,
} from './payment.ts'

describe('commerce §4 Payment validity', () => {
  it('is valid for a free redemption, a zero grand total or a transaction token', () => {
    expect(isPaymentValid({ freeRedemption: true, grandTotal: 4999, transactionToken: null })).toBe(true)
    expect(isPaymentValid({ freeRedemption: false, grandTotal: 0, transactionToken: undefined })).toBe(true)
    expect(isPaymentValid({ freeRedemption: false, grandTotal: 4999, transactionToken: 'tok_1' })).toBe(true)
    expect(isPaymentValid({ freeRedemption: false, grandTotal: 4999, transactionToken: '' })).toBe(false)
  })

  it('gift cards cover the order when gift cards are above zero and the grand total is zero', () => {
    expect(giftCardsCoverOrder({ giftcards: 5000, grandTotal: 0 })).toBe(true)
    expect(giftCardsCoverOrder({ giftcards: 0, grandTotal: 0 })).toBe(false)
    expect(giftCardsCoverOrder({ giftcards: 5000, grandTotal: 100 })).toBe(false)
  })
})

describe('commerce §4: read-only PayPal payment', () => {
  const paypal = { paymentType: CARD_PROVIDER_PAYMENT_TYPE, adyenType: 'paypal', transactionToken: 'tok' }

  it('is read-only for the card-provider type with adyenType paypal', () => {
    expect(isPaymentReadOnly(paypal)).toBe(true)
    expect(isPaymentReadOnly({ paymentType: CARD_PROVIDER_PAYMENT_TYPE, adyenType: 'scheme' })).toBe(false)
    expect(isPaymentReadOnly({ paymentType: 'paypal', adyenType: 'paypal' })).toBe(false)
  })

  it('resets the payment when a gift card is added while read-only', () => {
    expect(paymentAfterGiftCardAdded(paypal)).toEqual({ paymentType: CARD_PROVIDER_PAYMENT_TYPE })
    const card = { paymentType: CARD_PROVIDER_PAYMENT_TYPE, adyenType: 'scheme', transactionToken: 'tok' }
    expect(paymentAfterGiftCardAdded(card)).toBe(card)
  })
})

describe('commerce §5: gift card amount applied', () => {
  it('is limited to the balance and the remaining total', () => {
    expect(giftCardAppliedAmount(5000, 12999)).toBe(5000)
    expect(giftCardAppliedAmount(5000, 2999)).toBe(2999)
    expect(giftCardAppliedAmount(5000, 0)).toBe(0)
    expect(giftCardAppliedAmount(5000, -10)).toBe(0)
  })

  it('applies several cards in order against the total', () => {
    expect(applyGiftCardsToTotal([{ code: 'A', balance: 5000 }, { code: 'B', balance: 5000 }, { code: 'C', balance: 100 }], 7500)).toEqual({
      giftcards: [
        { code: 'A', balance: 5000, amount: 5000 },
        { code: 'B', balance: 5000, amount: 2500 },
        { code: 'C', balance: 100, amount: 0 },
      ],
      remaining: 0,
    })
  })
})
