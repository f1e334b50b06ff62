import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyBestEarnedDiscount,
  applyEarnedDiscount,
  customerPriceOf,
  finalCustomerPriceOf,
  loadsCustomerGroupPrices,
} from './customer-price.ts'

const active = (priceMinor: number) => ({ status: 'active' as const, priceMinor })

describe('customerPriceOf (commerce §4 customer price precedence)', () => {
  it('the lowest of promo, customer-specific and special price wins when below list', () => {
    expect(
      customerPriceOf({
        listPriceMinor: 29500,
        promo: active(26500),
        customerGroupPriceMinor: 25000,
        groupId: 2,
        specialPriceMinor: 27500,
      }),
    ).toEqual({ priceMinor: 25000, source: 'customerGroup' })
  })

  it('an active promo price beats a higher special price', () => {
    expect(customerPriceOf({ listPriceMinor: 29500, promo: active(26500), specialPriceMinor: 27500 })).toEqual({
      priceMinor: 26500,
      source: 'promo',
    })
  })

  it('a promo that is not active is ignored', () => {
    for (const status of ['none', 'upcoming', 'expired', 'missed'] as const) {
      expect(customerPriceOf({ listPriceMinor: 29500, promo: { status, priceMinor: 100 } }).source).toBe('list')
    }
  })

  it('customer-specific prices count only for group ids above 1', () => {
    expect(loadsCustomerGroupPrices(2)).toBe(true)
    for (const g of [1, 0, null, undefined]) expect(loadsCustomerGroupPrices(g)).toBe(false)
    expect(customerPriceOf({ listPriceMinor: 29500, customerGroupPriceMinor: 20000, groupId: 1 })).toEqual({
      priceMinor: 29500,
      source: 'list',
    })
  })

  it('a special price equal to or above list price leaves list price', () => {
    expect(customerPriceOf({ listPriceMinor: 29500, specialPriceMinor: 29500 }).source).toBe('list')
    expect(customerPriceOf({ listPriceMinor: 29500, specialPriceMinor: 31000 }).priceMinor).toBe(29500)
  })

  it('missing, negative or non-numeric candidates are ignored', () => {
    expect(customerPriceOf({ listPriceMinor: 29500, specialPriceMinor: -1, promo: active(Number.NaN) }).source).toBe('list')
    expect(customerPriceOf({ listPriceMinor: 29500, specialPriceMinor: null, promo: null }).source).toBe('list')
  })

  it('on a tie the promo wins over the special price', () => {
    expect(customerPriceOf({ listPriceMinor: 29500, promo: active(20000), specialPriceMinor: 20000 }).source).toBe('promo')
  })

  const maybePrice = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined })
  it('property: never above list, never below the lowest usable candidate, and equal to one of them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        maybePrice,
        maybePrice,
        maybePrice,
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom('active', 'expired', 'none'),
        (list, special, promo, group, groupId, status) => {
          const result = customerPriceOf({
            listPriceMinor: list,
            specialPriceMinor: special,
            promo: promo === undefined ? undefined : { status, priceMinor: promo },
            customerGroupPriceMinor: group,
            groupId,
          })
          const candidates = [
            status === 'active' ? promo : undefined,
            groupId > 1 ? group : undefined,
            special,
          ].filter((c): c is number => c !== undefined)
          const lowest = Math.min(list, ...candidates)
          expect(result.priceMinor).toBeLessThanOrEqual(list)
          expect(result.priceMinor).toBe(lowest)
          expect(result.source === 'list').toBe(lowest === list)
        },
      ),
    )
  })
})

describe('earned-ticket discounts (commerce §4: percent or fixed, optional free shipping, applied after)', () => {
  it('a percent discount takes that share of the price', () => {
    expect(applyEarnedDiscount(29500, { type: 'percent', value: 20 })).toEqual({
      priceMinor: 23600,
      discountMinor: 5900,
      freeShipping: false,
    })
  })

  it('a fixed discount takes that amount and never goes below zero', () => {
    expect(applyEarnedDiscount(29500, { type: 'fixed', value: 5000, freeShipping: true })).toEqual({
      priceMinor: 24500,
      discountMinor: 5000,
      freeShipping: true,
    })
    expect(applyEarnedDiscount(3000, { type: 'fixed', value: 5000 }).priceMinor).toBe(0)
    expect(applyEarnedDiscount(3000, { type: 'percent', value: 150 }).priceMinor).toBe(0)
    expect(applyEarnedDiscount(3000, { type: 'fixed', value: -5 }).priceMinor).toBe(3000)
  })

  it('a ticket with no remaining uses gives nothing', () => {
    expect(applyEarnedDiscount(3000, { type: 'fixed', value: 500, remainingUses: 0, freeShipping: true })).toEqual({
      priceMinor: 3000,
      discountMinor: 0,
      freeShipping: false,
    })
  })

  it('of several tickets the largest saving applies, free shipping breaking a tie', () => {
    const best = applyBestEarnedDiscount(10000, [
      { type: 'percent', value: 10 },
      { type: 'fixed', value: 1500 },
      { type: 'fixed', value: 1500, freeShipping: true },
    ])
    expect(best).toEqual({ priceMinor: 8500, discountMinor: 1500, freeShipping: true })
    expect(applyBestEarnedDiscount(10000, [])).toEqual({ priceMinor: 10000, discountMinor: 0, freeShipping: false })
  })

  it('the discount applies to the price chosen by precedence', () => {
    expect(
      finalCustomerPriceOf({ listPriceMinor: 29500, specialPriceMinor: 20000 }, [{ type: 'percent', value: 10 }]),
    ).toEqual({ priceMinor: 18000, source: 'special', discountMinor: 2000, freeShipping: false })
    expect(finalCustomerPriceOf({ listPriceMinor: 100 }).priceMinor).toBe(100)
  })

  it('property: a discounted price stays between 0 and the undiscounted price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom('percent', 'fixed'),
        fc.integer({ min: -100, max: 2_000_000 }),
        (price, type, value) => {
          const r = applyEarnedDiscount(price, { type, value })
          expect(r.priceMinor).toBeGreaterThanOrEqual(0)
          expect(r.priceMinor).toBeLessThanOrEqual(price)
          expect(r.priceMinor + r.discountMinor).toBe(price)
        },
      ),
    )
  })
})
