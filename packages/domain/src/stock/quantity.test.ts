import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dropZeroQuantityItems, expandGroupItems, mergeQuantity, quantityLimitOf, quantityProblemOf } from './quantity.ts'

describe('quantity rules (commerce §4 Quantities)', () => {
  it('adding an existing line merges quantities, capped at the stock max', () => {
    expect(mergeQuantity(2, 3, 10)).toBe(5)
    expect(mergeQuantity(8, 5, 10)).toBe(10)
    expect(mergeQuantity(8, 5, undefined)).toBe(13)
    expect(mergeQuantity(8, 5, null)).toBe(13)
    expect(mergeQuantity(1, 1, -4)).toBe(0)
  })

  it('property: a merged quantity never exceeds the stock max and never drops below either part within it', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(1000), (a, b, max) => {
        const merged = mergeQuantity(a, b, max)
        expect(merged).toBeLessThanOrEqual(max)
        expect(merged).toBe(Math.min(a + b, max))
        if (a + b <= max) expect(merged).toBe(a + b)
      }),
    )
  })

  it('the limit is the stock max or the promo qty, whichever is less', () => {
    expect(quantityLimitOf({ stockMax: 10, promoQty: 4 })).toBe(4)
    expect(quantityLimitOf({ stockMax: 3, promoQty: 4 })).toBe(3)
    expect(quantityLimitOf({ stockMax: 10 })).toBe(10)
    expect(quantityLimitOf({})).toBeUndefined()
  })

  it('a quantity beyond the limit is flagged as a quantity problem', () => {
    expect(quantityProblemOf(5, { stockMax: 10, promoQty: 4 })).toEqual({
      code: 'QUANTITY_ABOVE_LIMIT',
      requestedQty: 5,
      limit: 4,
    })
    expect(quantityProblemOf(4, { stockMax: 10, promoQty: 4 })).toBeUndefined()
    expect(quantityProblemOf(400, { stockMax: null })).toBeUndefined()
  })

  it('property: a problem is flagged exactly when qty exceeds min(stock max, promo qty)', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), fc.nat(100), (qty, stockMax, promoQty) => {
        const problem = quantityProblemOf(qty, { stockMax, promoQty })
        expect(problem !== undefined).toBe(qty > Math.min(stockMax, promoQty))
      }),
    )
  })

  it('items with qty 0 are dropped', () => {
    const items = [
      { productId: 1, qty: 0 },
      { productId: 2, qty: 2 },
      { productId: 3, qty: -1 },
      { productId: 4, qty: Number.NaN },
    ]
    expect(dropZeroQuantityItems(items)).toEqual([{ productId: 2, qty: 2 }])
  })

  it('group items are expanded into children with multiplied qty', () => {
    const expanded = expandGroupItems([
      {
        productId: 500,
        qty: 2,
        type: 'group',
        children: [
          { productId: 501, qty: 1 },
          { productId: 502, qty: 4 },
        ],
      },
      { productId: 7, qty: 1 },
      { productId: 600, qty: 1, type: 'group' },
    ])
    expect(expanded).toEqual([
      { productId: 501, qty: 2, metadata: { groupedProductId: 500 } },
      { productId: 502, qty: 8, metadata: { groupedProductId: 500 } },
      { productId: 7, qty: 1 },
    ])
  })
})
