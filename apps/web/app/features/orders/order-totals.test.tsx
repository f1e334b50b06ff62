import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { OrderTotalsList } from './order-view.tsx'

const totals = { grandTotalIncludingTax: 42_268, grandTotalExcludingTax: 34_364, tax: 7_904, itemTax: 6_881, shippingTax: 1_023, shipping: 5_469, subtotal: 37_799, discount: 1_000, giftcards: 0, tariff: 0 }
const money = (amount: number) => (amount / 100).toFixed(2)
/** The list as "term: value" rows. */
const rows = (storeId: number, grandLabel?: string) =>
  [...renderToStaticMarkup(<OrderTotalsList order={{ storeId, totals }} money={money} {...(grandLabel ? { grandLabel } : {})} />).matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, term, value]) => `${term}: ${value}`)

describe('an order’s totals on the confirmation and the order page', () => {
  it('on the euro and pound sites, name the tax as the VAT the prices include (commerce §9), as the checkout did', () => {
    expect(rows(5, 'Paid')).toEqual(['Subtotal: 377.99', 'Discount: −10.00', 'Shipping: 54.69', 'Includes VAT: 79.04', 'Paid: 422.68'])
    expect(rows(34)[3]).toBe('Includes VAT: 79.04')
  })

  it('elsewhere the tax is added: "Tax", and the discount (a bulk-weight one) is a row of its own', () => {
    expect(rows(1)).toEqual(['Subtotal: 377.99', 'Discount: −10.00', 'Shipping: 54.69', 'Tax: 79.04', 'Total: 422.68'])
  })
})
