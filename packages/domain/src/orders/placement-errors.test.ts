import { describe, expect, it } from 'vitest'
import {
  PRICE_RELOAD_ERRORS,
  alreadyPublishedOutcome,
  inventoryErrorOutcome,
  placementErrorAction,
  threeDsFailureAction,
} from './placement-errors.ts'

describe('commerce §8 placement error catalogue', () => {
  it('giftcard_balance_error and giftcard_not_exist remove all gift cards and show giftcard_balance_error', () => {
    for (const error of ['giftcard_balance_error', 'giftcard_not_exist']) {
      expect(placementErrorAction({ error })).toMatchObject({ messageKey: 'giftcard_balance_error', removeGiftCards: true })
    }
  })

  it('order_already_published fetches the existing order and compares grand totals', () => {
    expect(placementErrorAction({ error: 'order_already_published' })).toMatchObject({ fetchExistingOrder: true })
    expect(alreadyPublishedOutcome(12999, 12999)).toBe('success')
    expect(alreadyPublishedOutcome(12999, 13999)).toBe('order_already_published')
  })

  it('inventory_error reloads the cart, then shows the modal, one error per SKU, or a generic one', () => {
    expect(placementErrorAction({ error: 'inventory_error' })).toMatchObject({ reload: 'cart', checkInventory: true })
    expect(inventoryErrorOutcome({ message: 'x', cartSkus: ['BAR-1'], hasOutOfStockItems: true })).toEqual({ kind: 'outOfStockModal' })
    expect(
      inventoryErrorOutcome({ message: 'Not enough stock for bar-1, PLATE-25', cartSkus: ['BAR-1', 'PLATE-25', 'PLATE-2', 'BAR-1'], hasOutOfStockItems: false }),
    ).toEqual({ kind: 'perSku', skus: ['BAR-1', 'PLATE-25'] })
    expect(inventoryErrorOutcome({ message: null, cartSkus: ['BAR-1', ''], hasOutOfStockItems: false })).toEqual({ kind: 'generic' })
  })

  it('invalid_billing and invalid_shipping show the list of errors from the message', () => {
    expect(placementErrorAction({ error: 'invalid_billing', message: 'postcode is required\ncity is required' })).toMatchObject({
      messageKey: 'invalid_billing',
      details: ['postcode is required', 'city is required'],
    })
    expect(placementErrorAction({ error: 'invalid_shipping', message: ['region is required'] }).details).toEqual(['region is required'])
  })

  it('the price errors reload item prices and show the mapped message', () => {
    const expected: Record<string, [string, 'shipping' | 'tax' | null]> = {
      wrong_tax_total: ['wrong_tax_total', 'tax'],
      wrong_discount: ['wrong_product_price', null],
      wrong_grandtotal: ['wrong_product_price', null],
      wrong_payment_amount: ['wrong_product_price', null],
      shipping_rate: ['wrong_shipping_rate', 'shipping'],
      wrong_shipping_total: ['wrong_shipping_rate', 'shipping'],
      wrong_shipping_rate: ['wrong_shipping_rate', 'shipping'],
      shipping_method_not_found: ['wrong_shipping_rate', 'shipping'],
      shipping_method_not_valid: ['wrong_shipping_rate', 'shipping'],
      wrong_product_price: ['wrong_product_price', null],
      pickup_disabled: ['wrong_shipping_rate', null],
    }
    expect(Object.keys(expected)).toEqual([...PRICE_RELOAD_ERRORS])
    for (const [error, [messageKey, forceRefresh]] of Object.entries(expected)) {
      expect(placementErrorAction({ error })).toMatchObject({ messageKey, forceRefresh, reload: 'itemPrices' })
    }
  })

  it('message cvv_required shows cvv_required', () => {
    expect(placementErrorAction({ error: 'payment_error', message: 'cvv_required' }).messageKey).toBe('cvv_required')
  })

  it('payment_error with amount_mismatch on PayPal shows paypal_amount_mismatch and clears the token', () => {
    expect(placementErrorAction({ error: 'payment_error', message: 'amount_mismatch', paymentType: 'adyen', adyenType: 'paypal' })).toMatchObject({
      messageKey: 'paypal_amount_mismatch',
      clearPayPalToken: true,
    })
    expect(placementErrorAction({ error: 'payment_error', message: 'amount_mismatch', paymentType: 'paypal' }).messageKey).toBe(
      'paypal_amount_mismatch',
    )
  })

  it('payment_error otherwise shows payment_error', () => {
    expect(placementErrorAction({ error: 'payment_error', message: 'amount_mismatch', paymentType: 'adyen' })).toMatchObject({
      messageKey: 'payment_error',
      clearPayPalToken: false,
    })
  })

  it('any other code is logged and shown by its own code', () => {
    expect(placementErrorAction({ error: 'captcha_failed' })).toMatchObject({ messageKey: 'captcha_failed', log: true })
  })

  it('a 3-D Secure timeout or error shows three_ds', () => {
    expect(threeDsFailureAction().messageKey).toBe('three_ds')
  })

  it('always scrolls to the top', () => {
    for (const error of ['giftcard_not_exist', 'inventory_error', 'wrong_tax_total', 'payment_error', 'x']) {
      expect(placementErrorAction({ error }).scrollToTop).toBe(true)
    }
  })
})
