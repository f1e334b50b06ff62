// Shell §4: changing the ship-to country reloads the payment methods and resets the order's payment
// type when it is no longer offered (the rulebook's paymentTypeAfterShipToChange); cards are the fallback.
// Commerce §4: a gift card added while PayPal approved the payment (read-only) resets that payment.
import { CARD_PROVIDER_PAYMENT_TYPE, paymentAfterGiftCardAdded, paymentTypeAfterShipToChange, type OrderPaymentView } from '@ironhouse/domain'
import type { MethodsAnswer } from './checkout-client.ts'

/** The checkout's value of each offered method: 'card' for cards, 'stored:{id}' for a saved card, else the method's type. */
export function offeredPayments(methods: MethodsAnswer): Array<string> {
  return [
    ...methods.storedPaymentMethods.filter((method) => !method.expired).map((method) => `stored:${method.storedPaymentMethodId}`),
    ...methods.paymentMethods.map((method) => (method.type === 'scheme' ? 'card' : method.type)),
  ]
}

/** The payment to keep once the methods for the (new) country are loaded: the chosen one if still offered, else cards. */
export function paymentAfterMethodsLoaded(current: string, methods: MethodsAnswer): string {
  const decision = paymentTypeAfterShipToChange(current, offeredPayments(methods), 'card')
  return decision.reset ? (decision.paymentType ?? 'card') : current
}

/** A PayPal payment approved before placing (commerce §3 transactionToken and authorizedPayPalAmount). */
export type PayPalApproval = { token: string; amount: number }

/**
 * Commerce §3 Order.payment as the checkout holds it: a PayPal approval makes it the card-provider
 * type with adyenType paypal, which commerce §4 calls read-only.
 */
export function orderPaymentOf(approval: PayPalApproval | null): OrderPaymentView {
  return approval
    ? { paymentType: CARD_PROVIDER_PAYMENT_TYPE, adyenType: 'paypal', transactionToken: approval.token, authorizedPayPalAmount: approval.amount }
    : { paymentType: CARD_PROVIDER_PAYMENT_TYPE }
}

/**
 * Commerce §4: adding a gift card while the payment is read-only resets that payment
 * (paymentAfterGiftCardAdded): the PayPal approval, made for the total before the card, is dropped and
 * the shopper approves the new total. Ours: taking a card off changes the total too, and does the same.
 */
export function approvalAfterGiftCardChange(approval: PayPalApproval | null): PayPalApproval | null {
  const payment = orderPaymentOf(approval)
  return paymentAfterGiftCardAdded(payment) === payment ? approval : null
}
