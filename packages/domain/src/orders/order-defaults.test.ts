import { describe, expect, it } from 'vitest'
import {
  CHECKOUT_ANALYTICS_STEPS,
  ORDER_LOCAL_EXPIRY_MS,
  ORDER_LOCAL_SAVE_DELAY_MS,
  ORDER_PLACE_MIN_DURATION_MS,
  createDefaultOrderDraft,
  incompatibleAccessoriesMessage,
  isLocalOrderExpired,
  placeOrderRemainingWaitMs,
} from './order-defaults.ts'
import { SIDE_CART_MESSAGE_MS } from './side-cart.ts'

describe('commerce §9 default order', () => {
  it('is storeId 1, card-gateway payment, country US, shipping mode fastest', () => {
    const order = createDefaultOrderDraft()
    expect(order).toMatchObject({
      status: 'new',
      storeId: 1,
      payment: { paymentType: 'adyen' },
      shippingAddress: { countryId: 'US' },
      shippingMode: 'fastest',
    })
    expect(order.totals.grandTotalIncludingTax).toBe(0)
  })
})

describe('commerce §4/§9 local persistence and timing', () => {
  it('saves 500 ms after a change, expires after 12 hours, places in at least 500 ms, side-cart messages 6000 ms', () => {
    expect(ORDER_LOCAL_SAVE_DELAY_MS).toBe(500)
    expect(ORDER_LOCAL_EXPIRY_MS).toBe(43_200_000)
    expect(ORDER_PLACE_MIN_DURATION_MS).toBe(500)
    expect(SIDE_CART_MESSAGE_MS).toBe(6000)
  })

  it('expires a saved order 12 hours after saving', () => {
    const saved = Date.UTC(2026, 0, 1, 8)
    expect(isLocalOrderExpired(saved, saved + 12 * 3600_000 - 1)).toBe(false)
    expect(isLocalOrderExpired(saved, saved + 12 * 3600_000)).toBe(true)
  })

  it('waits out the rest of 500 ms when placing', () => {
    expect(placeOrderRemainingWaitMs(1000, 1200)).toBe(300)
    expect(placeOrderRemainingWaitMs(1000, 2000)).toBe(0)
  })
})

describe('commerce §8 and platform §4 messages and steps', () => {
  it("builds 'Order contains incompatible {type}(s) and product accessories'", () => {
    expect(incompatibleAccessoriesMessage('bar')).toBe('Order contains incompatible bar(s) and product accessories')
  })

  it('numbers the checkout analytics steps START 1, SHIPPING 2, PAYMENT 3, REVIEW 4', () => {
    expect(CHECKOUT_ANALYTICS_STEPS).toEqual({ START: 1, SHIPPING: 2, PAYMENT: 3, REVIEW: 4 })
  })
})
