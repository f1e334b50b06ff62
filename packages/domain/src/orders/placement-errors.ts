// Commerce §8: what the product does when placing an order fails, as data for the shell to run.

export type PlacementErrorInput = {
  /** The error field of the response. */
  error: string
  message?: string | ReadonlyArray<string> | null
  paymentType?: string | null
  adyenType?: string | null
}

export type PlacementErrorAction = {
  /** The message key to show (a translation key, e.g. wrong_shipping_rate). */
  messageKey: string
  /** Extra lines shown with the message (invalid_billing / invalid_shipping list their errors). */
  details: ReadonlyArray<string>
  reload: 'none' | 'cart' | 'itemPrices'
  forceRefresh: 'shipping' | 'tax' | null
  removeGiftCards: boolean
  /** order_already_published: fetch the existing order and compare totals (see alreadyPublishedOutcome). */
  fetchExistingOrder: boolean
  /** inventory_error: after reloading the cart, decide with inventoryErrorOutcome. */
  checkInventory: boolean
  /** Clear the PayPal token and the authorized amount. */
  clearPayPalToken: boolean
  /** Any other code is logged. */
  log: boolean
  /** After any placement error the page scrolls smoothly to the top. */
  scrollToTop: true
}

const GIFT_CARD_ERRORS: ReadonlyArray<string> = ['giftcard_balance_error', 'giftcard_not_exist']
const ADDRESS_ERRORS: ReadonlyArray<string> = ['invalid_billing', 'invalid_shipping']

/** Commerce §8: the codes that reload item prices and then force a shipping or tax refresh. */
export const PRICE_RELOAD_ERRORS = [
  'wrong_tax_total',
  'wrong_discount',
  'wrong_grandtotal',
  'wrong_payment_amount',
  'shipping_rate',
  'wrong_shipping_total',
  'wrong_shipping_rate',
  'shipping_method_not_found',
  'shipping_method_not_valid',
  'wrong_product_price',
  'pickup_disabled',
] as const

const SHOWN_AS_WRONG_SHIPPING_RATE: ReadonlyArray<string> = [
  'shipping_rate',
  'wrong_shipping_total',
  'wrong_shipping_rate',
  'shipping_method_not_found',
  'shipping_method_not_valid',
  'pickup_disabled',
]
const SHOWN_AS_WRONG_PRODUCT_PRICE: ReadonlyArray<string> = ['wrong_discount', 'wrong_grandtotal', 'wrong_payment_amount']

function messageLines(message: PlacementErrorInput['message']): Array<string> {
  if (message === null || message === undefined) return []
  const lines = typeof message === 'string' ? message.split(/[\n;]/) : [...message]
  return lines.map((line) => line.trim()).filter((line) => line.length > 0)
}

function action(messageKey: string, changes: Partial<Omit<PlacementErrorAction, 'messageKey' | 'scrollToTop'>> = {}): PlacementErrorAction {
  return {
    messageKey,
    details: [],
    reload: 'none',
    forceRefresh: null,
    removeGiftCards: false,
    fetchExistingOrder: false,
    checkInventory: false,
    clearPayPalToken: false,
    log: false,
    ...changes,
    scrollToTop: true,
  }
}

/** Commerce §8: the action for an order placement error. */
export function placementErrorAction(input: PlacementErrorInput): PlacementErrorAction {
  const code = input.error
  const lines = messageLines(input.message)
  if (GIFT_CARD_ERRORS.includes(code)) return action('giftcard_balance_error', { removeGiftCards: true })
  if (code === 'order_already_published') return action('order_already_published', { fetchExistingOrder: true })
  if (code === 'inventory_error') return action('inventory_error', { reload: 'cart', checkInventory: true })
  if (ADDRESS_ERRORS.includes(code)) return action(code, { details: lines })
  if ((PRICE_RELOAD_ERRORS as ReadonlyArray<string>).includes(code)) {
    const messageKey = SHOWN_AS_WRONG_SHIPPING_RATE.includes(code)
      ? 'wrong_shipping_rate'
      : SHOWN_AS_WRONG_PRODUCT_PRICE.includes(code)
        ? 'wrong_product_price'
        : code
    const forceRefresh = code.includes('ship') ? 'shipping' : code.includes('tax') ? 'tax' : null
    return action(messageKey, { reload: 'itemPrices', forceRefresh })
  }
  if (lines.includes('cvv_required')) return action('cvv_required')
  if (code === 'payment_error') {
    const isPayPal = input.paymentType === 'paypal' || input.adyenType === 'paypal'
    if (isPayPal && lines.includes('amount_mismatch')) return action('paypal_amount_mismatch', { clearPayPalToken: true })
    return action('payment_error')
  }
  return action(code, { log: true })
}

/** Commerce §8: a 3-D Secure timeout or error shows three_ds. */
export function threeDsFailureAction(): PlacementErrorAction {
  return action('three_ds')
}

/**
 * Commerce §8 order_already_published: if the existing order's grand total equals ours, treat it as
 * success; otherwise show order_already_published.
 */
export function alreadyPublishedOutcome(existingGrandTotal: number, orderGrandTotal: number): 'success' | 'order_already_published' {
  return existingGrandTotal === orderGrandTotal ? 'success' : 'order_already_published'
}

export type InventoryErrorOutcome =
  | { kind: 'outOfStockModal' }
  | { kind: 'perSku'; skus: ReadonlyArray<string> }
  | { kind: 'generic' }

/**
 * Commerce §8 inventory_error, after the cart was reloaded: the out-of-stock modal when out-of-stock
 * items exist; else one error per cart SKU found in the message; else a generic one. SKUs are found
 * by matching the cart's own SKUs as whole words (case-insensitive).
 */
export function inventoryErrorOutcome(input: {
  message: string | null | undefined
  cartSkus: ReadonlyArray<string>
  hasOutOfStockItems: boolean
}): InventoryErrorOutcome {
  if (input.hasOutOfStockItems) return { kind: 'outOfStockModal' }
  const message = (input.message ?? '').toUpperCase()
  const found = [...new Set(input.cartSkus)].filter((sku) => {
    const escaped = sku.toUpperCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return sku.length > 0 && new RegExp(`(^|[^A-Z0-9-])${escaped}($|[^A-Z0-9-])`).test(message)
  })
  return found.length > 0 ? { kind: 'perSku', skus: found } : { kind: 'generic' }
}
