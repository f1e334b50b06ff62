import { showsVatInclusivePrices } from '../money/vat.ts'
import type { SiteCode } from '../sites/sites.ts'

/** An order's totals as they are read out (minor units). */
export type OrderTotalsShown = {
  subtotal: number
  discount: number
  shipping: number
  tax: number
  giftcards: number
  grandTotalIncludingTax: number
  /** VAT taken off a reverse-charged order whose prices include it; absent on older orders. */
  reverseCharged?: number | undefined
}

/** The row of the VAT a reverse-charged buyer does not pay, on the sites whose prices include it. */
export const REVERSE_CHARGE_LABEL = 'VAT removed (reverse charge)'

export type OrderTotalRow = { label: string; amount: number; kind: 'amount' | 'deduction' | 'grand' }

/**
 * The rows an order's totals are shown in, wherever they are (the confirmation, the order page, the
 * confirmation mail): subtotal, a discount when there is one, shipping, the tax, gift cards when used,
 * then the total under `grandLabel`. On the sites that show VAT-inclusive prices (commerce §9) the
 * tax is the VAT the prices include, "Includes VAT", not a row added on top, and a business buyer's
 * reverse-charged VAT is a deduction of its own: the rows add up either way.
 */
export function orderTotalRows(totals: OrderTotalsShown, siteCode: SiteCode, grandLabel = 'Total'): Array<OrderTotalRow> {
  return [
    { label: 'Subtotal', amount: totals.subtotal, kind: 'amount' as const },
    ...(totals.discount > 0 ? [{ label: 'Discount', amount: totals.discount, kind: 'deduction' as const }] : []),
    { label: 'Shipping', amount: totals.shipping, kind: 'amount' as const },
    { label: showsVatInclusivePrices(siteCode) ? 'Includes VAT' : 'Tax', amount: totals.tax, kind: 'amount' as const },
    ...((totals.reverseCharged ?? 0) > 0 ? [{ label: REVERSE_CHARGE_LABEL, amount: totals.reverseCharged ?? 0, kind: 'deduction' as const }] : []),
    ...(totals.giftcards > 0 ? [{ label: 'Gift cards', amount: totals.giftcards, kind: 'deduction' as const }] : []),
    { label: grandLabel, amount: totals.grandTotalIncludingTax, kind: 'grand' as const },
  ]
}
