import { addMinor } from '../money/minor.ts'
import type { OrderTotalsMinor } from './order-defaults.ts'
import { applyGiftCardsToTotal, type AppliedGiftCard } from './payment.ts'

export type OrderTotalsInput = {
  /** Row totals of the lines (unit price × qty, the server's prices), minor units. */
  rowTotals: ReadonlyArray<number>
  /** Discounts on the lines and the order (hundo, tickets), minor units. */
  discount: number
  /** The chosen rates, one per package. */
  shipping: number
  itemTax: number
  shippingTax: number
  /** True on the VAT-inclusive sites: the tax is contained in the prices. */
  pricesIncludeTax: boolean
  /** VAT taken off a reverse-charged order whose prices include it. */
  reverseCharged: number
  /** Gift cards in the order they were applied, with their balances. */
  giftcards: ReadonlyArray<{ code: string; balance: number }>
}

export type OrderTotalsResult = { totals: OrderTotalsMinor; giftcards: Array<AppliedGiftCard> }

/**
 * The totals of an order (commerce §3), all in minor units. With VAT-inclusive prices the tax is
 * contained in the subtotal and shipping; otherwise it is added. Gift cards then pay what they can
 * (limited to their balance and the remaining total, commerce §5): `giftcards` is what they pay and
 * `grandTotalIncludingTax` what is left to pay by other means (0 when gift cards cover the order).
 */
export function computeOrderTotals(input: OrderTotalsInput): OrderTotalsResult {
  const subtotal = addMinor(...input.rowTotals)
  const discount = Math.min(Math.max(0, input.discount), subtotal)
  const tax = input.itemTax + input.shippingTax
  const goodsAndShipping = subtotal - discount + input.shipping
  const including = input.pricesIncludeTax ? goodsAndShipping - input.reverseCharged : goodsAndShipping + tax
  const excluding = including - tax
  const paid = applyGiftCardsToTotal(input.giftcards, including)
  const giftcardsTotal = addMinor(...paid.giftcards.map((card) => card.amount))
  return {
    totals: {
      subtotal,
      discount,
      shipping: input.shipping,
      tax,
      itemTax: input.itemTax,
      shippingTax: input.shippingTax,
      giftcards: giftcardsTotal,
      tariff: 0,
      reverseCharged: input.pricesIncludeTax ? input.reverseCharged : 0,
      grandTotalIncludingTax: paid.remaining,
      grandTotalExcludingTax: Math.max(0, excluding - Math.max(0, giftcardsTotal - tax)),
    },
    giftcards: paid.giftcards.filter((card) => card.amount > 0),
  }
}
