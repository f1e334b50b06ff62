import { CARD_PROVIDER_PAYMENT_TYPE } from './payment-types.ts'

/** Commerce §9: default order: storeId 1, the initial card-gateway payment type, country US, mode fastest. */
export const DEFAULT_ORDER_SETTINGS = {
  storeId: 1,
  paymentType: CARD_PROVIDER_PAYMENT_TYPE,
  countryId: 'US',
  shippingMode: 'fastest',
} as const

/** The order totals of commerce §3, in cents. */
export type OrderTotalsMinor = {
  grandTotalIncludingTax: number
  grandTotalExcludingTax: number
  tax: number
  itemTax: number
  shippingTax: number
  shipping: number
  subtotal: number
  discount: number
  giftcards: number
  tariff: number
  /** The VAT taken off a reverse-charged order whose prices include it (ours; commerce §8 exempt buyers). */
  reverseCharged?: number
}

/** A new order before anything is added (commerce §3 Order, the fields with a default). */
export type OrderDraftDefaults = {
  status: 'new'
  storeId: number
  shippingMode: 'fastest' | 'fewestPackages'
  payment: { paymentType: string }
  shippingAddress: { countryId: string; street: Array<string> }
  billingAddress: { countryId: string; street: Array<string> }
  totals: OrderTotalsMinor
}

/** A new, empty order draft with the defaults of commerce §9. */
export function createDefaultOrderDraft(): OrderDraftDefaults {
  const { storeId, paymentType, countryId, shippingMode } = DEFAULT_ORDER_SETTINGS
  return {
    status: 'new',
    storeId,
    shippingMode,
    payment: { paymentType },
    shippingAddress: { countryId, street: [] },
    billingAddress: { countryId, street: [] },
    totals: {
      grandTotalIncludingTax: 0,
      grandTotalExcludingTax: 0,
      tax: 0,
      itemTax: 0,
      shippingTax: 0,
      shipping: 0,
      subtotal: 0,
      discount: 0,
      giftcards: 0,
      tariff: 0,
    },
  }
}

/** Commerce §4/§9: the order is saved locally 500 ms after a change. */
export const ORDER_LOCAL_SAVE_DELAY_MS = 500
/** Commerce §4/§9: a locally saved order expires after 12 hours. */
export const ORDER_LOCAL_EXPIRY_MS = 12 * 60 * 60 * 1000
/** Commerce §4/§9: placing an order takes at least 500 ms. */
export const ORDER_PLACE_MIN_DURATION_MS = 500

/** Commerce §4: whether a locally saved order has expired (12 hours after it was saved). Times in epoch ms. */
export function isLocalOrderExpired(savedAtMs: number, nowMs: number): boolean {
  return nowMs - savedAtMs >= ORDER_LOCAL_EXPIRY_MS
}

/** Commerce §4: how long the place step must still wait to take at least 500 ms. */
export function placeOrderRemainingWaitMs(startedAtMs: number, nowMs: number): number {
  return Math.max(0, ORDER_PLACE_MIN_DURATION_MS - (nowMs - startedAtMs))
}

/** Commerce §8: 'Order contains incompatible {type}(s) and product accessories'. */
export function incompatibleAccessoriesMessage(type: string): string {
  return `Order contains incompatible ${type}(s) and product accessories`
}

/** Platform §4: checkout steps for analytics. */
export const CHECKOUT_ANALYTICS_STEPS = { START: 1, SHIPPING: 2, PAYMENT: 3, REVIEW: 4 } as const satisfies Record<string, number>
