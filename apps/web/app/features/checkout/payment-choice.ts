// Shell §4: changing the ship-to country reloads the payment methods and resets the order's payment
// type when it is no longer offered (the rulebook's paymentTypeAfterShipToChange); cards are the fallback.
import { paymentTypeAfterShipToChange } from '@ironhouse/domain'
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
