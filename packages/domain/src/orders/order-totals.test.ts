import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { computeOrderTotals } from './order-totals.ts'
import { giftCardsCoverOrder } from './payment.ts'

const base = { rowTotals: [39_500, 8_500], discount: 0, shipping: 2_975, itemTax: 2_760, shippingTax: 171, pricesIncludeTax: false, reverseCharged: 0, giftcards: [] }

describe('computeOrderTotals (commerce §3 totals, minor units)', () => {
  it('tax is added on the US site: subtotal − discount + shipping + tax', () => {
    const { totals } = computeOrderTotals({ ...base, discount: 1_000 })
    expect(totals).toMatchObject({ subtotal: 48_000, discount: 1_000, shipping: 2_975, tax: 2_931, grandTotalExcludingTax: 49_975, grandTotalIncludingTax: 52_906, giftcards: 0, tariff: 0 })
  })

  it('tax is contained on the VAT-inclusive sites, and a reverse charge takes it off', () => {
    const inclusive = computeOrderTotals({ ...base, rowTotals: [12_000], shipping: 1_200, itemTax: 2_000, shippingTax: 200, pricesIncludeTax: true })
    expect(inclusive.totals).toMatchObject({ grandTotalIncludingTax: 13_200, grandTotalExcludingTax: 11_000, tax: 2_200 })
    const exempt = computeOrderTotals({ ...base, rowTotals: [12_000], shipping: 0, itemTax: 0, shippingTax: 0, pricesIncludeTax: true, reverseCharged: 2_000 })
    expect(exempt.totals.grandTotalIncludingTax).toBe(10_000)
    // what was taken off is kept, so the totals read out add up
    expect(exempt.totals.reverseCharged).toBe(2_000)
    expect(computeOrderTotals({ ...base, reverseCharged: 2_000 }).totals.reverseCharged).toBe(0)
  })

  it('commerce §5: gift cards pay up to their balance and the remaining total; covering it leaves 0 to pay', () => {
    const partly = computeOrderTotals({ ...base, giftcards: [{ code: 'A', balance: 10_000 }] })
    expect(partly.totals).toMatchObject({ giftcards: 10_000, grandTotalIncludingTax: 53_906 - 10_000 })
    const covered = computeOrderTotals({ ...base, giftcards: [{ code: 'A', balance: 50_000 }, { code: 'B', balance: 50_000 }, { code: 'C', balance: 5 }] })
    expect(covered.totals.grandTotalIncludingTax).toBe(0)
    expect(covered.giftcards.map((card) => [card.code, card.amount])).toEqual([
      ['A', 50_000],
      ['B', 53_906 - 50_000],
    ])
    expect(giftCardsCoverOrder({ giftcards: covered.totals.giftcards, grandTotal: covered.totals.grandTotalIncludingTax })).toBe(true)
  })

  it('property: the parts add up and nothing is negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 500_000 }), { maxLength: 3 }),
        (rows, discount, shipping, itemTax, balances) => {
          const { totals } = computeOrderTotals({ ...base, rowTotals: rows, discount, shipping, itemTax, shippingTax: 0, giftcards: balances.map((balance, i) => ({ code: String(i), balance })) })
          expect(totals.grandTotalIncludingTax + totals.giftcards).toBe(totals.subtotal - totals.discount + totals.shipping + totals.tax)
          for (const value of Object.values(totals)) expect(value).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })
})
