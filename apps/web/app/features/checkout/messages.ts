// What the shopper reads for each placement outcome key of commerce §8 (the keys are the spec's;
// the texts are ours: the spec leaves the wording to the store).
const MESSAGES: Readonly<Record<string, string>> = {
  giftcard_balance_error: 'A gift card could not be used: it has no balance left or does not exist. We removed your gift cards; please add them again.',
  order_already_published: 'This order was already placed.',
  inventory_error: 'Some items are no longer available in the quantity you chose. Please review your cart.',
  invalid_shipping: 'Please check your shipping address.',
  invalid_billing: 'Please check your billing address.',
  wrong_shipping_rate: 'Shipping rates have changed. Please review the shipping method and try again.',
  wrong_product_price: 'Prices have changed since you started checking out. Please review your order and try again.',
  wrong_tax_total: 'The tax on your order has changed. Please review your order and try again.',
  cvv_required: 'Please enter the security code of your card.',
  paypal_amount_mismatch: 'The order total changed after PayPal approved it. Please approve the new amount.',
  payment_error: 'Your payment was not accepted. Please check your details or use another payment method.',
  three_ds: 'Your card’s verification did not complete. Please try again or use another card.',
  subscription_agree_missing: 'Please agree to the subscription terms to place this order.',
  empty_cart: 'Your cart is empty.',
}

const PAYMENT_REASONS: Readonly<Record<string, string>> = {
  card_declined: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  cvv_required: MESSAGES.cvv_required ?? '',
  three_ds_failed: MESSAGES.three_ds ?? '',
  three_ds_timeout: MESSAGES.three_ds ?? '',
  invalid_number: 'The card number is not valid.',
  invalid_cvc: 'The security code is not valid.',
}

/** The message for a placement outcome key; a payment error names its reason when the gateway gave one. */
export function placementMessage(key: string, serverMessage: string): string {
  if (key === 'payment_error' && PAYMENT_REASONS[serverMessage]) return `${PAYMENT_REASONS[serverMessage]} ${MESSAGES.payment_error}`
  if (PAYMENT_REASONS[key]) return PAYMENT_REASONS[key] ?? ''
  return MESSAGES[key] ?? (serverMessage || 'Your order could not be placed. Please try again.')
}
