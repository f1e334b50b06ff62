import { CARD_PROVIDER_PAYMENT_TYPE } from './payment-types.ts'

export { CARD_PROVIDER_PAYMENT_TYPE }

/** Commerce §3 Order.payment, the fields the payment rules read. */
export type OrderPaymentView = {
  paymentType?: string | null
  adyenType?: string | null
  transactionToken?: string | null
  amount?: number
  authorizedPayPalAmount?: number | null
}

/** Commerce §4: payment is valid for a free redemption, a zero grand total, or with a transaction token. */
export function isPaymentValid(input: {
  freeRedemption: boolean
  grandTotal: number
  transactionToken: string | null | undefined
}): boolean {
  return input.freeRedemption || input.grandTotal === 0 || (typeof input.transactionToken === 'string' && input.transactionToken.length > 0)
}

/** Commerce §4: gift cards cover the order when gift cards are above zero and the grand total is zero. */
export function giftCardsCoverOrder(totals: { giftcards: number; grandTotal: number }): boolean {
  return totals.giftcards > 0 && totals.grandTotal === 0
}

/** Commerce §4: payment is read-only when the payment type is the card-provider type with adyenType paypal. */
export function isPaymentReadOnly(payment: OrderPaymentView): boolean {
  return payment.paymentType === CARD_PROVIDER_PAYMENT_TYPE && payment.adyenType === 'paypal'
}

/** Commerce §4: adding a gift card while the payment is read-only resets that payment. */
export function paymentAfterGiftCardAdded<P extends OrderPaymentView>(payment: P): P | { paymentType: string } {
  return isPaymentReadOnly(payment) ? { paymentType: CARD_PROVIDER_PAYMENT_TYPE } : payment
}

/** Commerce §5: the amount applied from a gift card is limited to its balance and the remaining total (cents). */
export function giftCardAppliedAmount(balance: number, remainingTotal: number): number {
  return Math.max(0, Math.min(balance, remainingTotal))
}

export type AppliedGiftCard = { code: string; balance: number; amount: number }

/** Applies gift cards in order against a total (cents); each takes what is left, up to its balance. */
export function applyGiftCardsToTotal(
  cards: ReadonlyArray<{ code: string; balance: number }>,
  total: number,
): { giftcards: Array<AppliedGiftCard>; remaining: number } {
  let remaining = Math.max(0, total)
  const giftcards = cards.map((card) => {
    const amount = giftCardAppliedAmount(card.balance, remaining)
    remaining -= amount
    return { code: card.code, balance: card.balance, amount }
  })
  return { giftcards, remaining }
}
