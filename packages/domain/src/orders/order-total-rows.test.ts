import { describe, expect, it } from 'vitest'
import { orderTotalRows } from './order-total-rows.ts'

const totals = { subtotal: 37_799, discount: 1_000, shipping: 5_469, tax: 7_904, giftcards: 0, grandTotalIncludingTax: 42_268 }
const read = (rows: ReturnType<typeof orderTotalRows>) => rows.map((row) => `${row.label} ${row.kind === 'deduction' ? '-' : ''}${row.amount}`)

describe('orderTotalRows', () => {
  it('commerce §9: the euro and pound sites read the tax as the VAT their prices include', () => {
    for (const site of ['EUR', 'GBR'] as const) {
      expect(read(orderTotalRows(totals, site, 'Paid'))).toEqual(['Subtotal 37799', 'Discount -1000', 'Shipping 5469', 'Includes VAT 7904', 'Paid 42268'])
    }
  })

  it('the other sites add the tax; a discount and gift cards are rows only when there are some', () => {
    expect(read(orderTotalRows(totals, 'USA'))).toEqual(['Subtotal 37799', 'Discount -1000', 'Shipping 5469', 'Tax 7904', 'Total 42268'])
    expect(read(orderTotalRows({ ...totals, discount: 0, giftcards: 5_000, grandTotalIncludingTax: 37_268 }, 'AUS'))).toEqual(['Subtotal 37799', 'Shipping 5469', 'Tax 7904', 'Gift cards -5000', 'Total 37268'])
  })

  it("commerce §8: a business buyer's reverse-charged VAT is a deduction of its own, so the rows add up (Germany, 19 %)", () => {
    const exempt = { subtotal: 36_799, discount: 0, shipping: 4_375, tax: 0, giftcards: 0, reverseCharged: 6_574, grandTotalIncludingTax: 34_600 }
    const rows = orderTotalRows(exempt, 'EUR')
    expect(read(rows)).toEqual(['Subtotal 36799', 'Shipping 4375', 'Includes VAT 0', 'VAT removed (reverse charge) -6574', 'Total 34600'])
    const sum = rows.filter((row) => row.kind !== 'grand').reduce((total, row) => total + (row.kind === 'deduction' ? -row.amount : row.label.startsWith('Includes') ? 0 : row.amount), 0)
    expect(sum).toBe(exempt.grandTotalIncludingTax)
    // an order written before the figure was kept shows no such row
    expect(read(orderTotalRows({ ...totals }, 'EUR'))).not.toContain('VAT removed (reverse charge)')
  })
})
