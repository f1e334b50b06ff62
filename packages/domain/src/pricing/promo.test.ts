import { describe, expect, it } from 'vitest'
import { isAttributeFlagOn, isHotDeal, markMissedPromos, parsePromoDate, promoQtyOf, promoStatusOf } from './promo.ts'
import type { PromoAttributes } from './promo.ts'

const now = new Date('2024-11-15T12:00:00Z')
const running: PromoAttributes = {
  rogue_promo_enabled: '1',
  rogue_promo_price: '199.00',
  rogue_promo_from_date: '2024-11-01 00:00:00',
  rogue_promo_to_date: '2024-11-30 23:59:59',
}

describe('promoStatusOf (commerce §4 promo status of a product)', () => {
  it('promo not enabled gives none', () => {
    expect(promoStatusOf({ ...running, rogue_promo_enabled: '0' }, now)).toBe('none')
    expect(promoStatusOf({}, now)).toBe('none')
  })

  it('now before the from-date gives upcoming', () => {
    expect(promoStatusOf({ ...running, rogue_promo_from_date: '2024-11-16 00:00:00' }, now)).toBe('upcoming')
  })

  it('after the to-date gives expired', () => {
    expect(promoStatusOf({ ...running, rogue_promo_to_date: '2024-11-15 11:59:59' }, now)).toBe('expired')
  })

  it('a date-only to-date still runs through that whole day (UTC)', () => {
    expect(promoStatusOf({ ...running, rogue_promo_to_date: '2024-11-15' }, now)).toBe('active')
    expect(promoStatusOf({ ...running, rogue_promo_to_date: '2024-11-14' }, now)).toBe('expired')
  })

  it.each([
    { qty: undefined, note: 'missing' },
    { qty: 'lots', note: 'non-numeric' },
    { qty: '0', note: 'zero' },
    { qty: -3, note: 'below zero' },
    { qty: {}, note: 'not a number or string' },
  ])('quantity limiting on with a $note quantity gives expired', ({ qty }) => {
    expect(promoStatusOf({ ...running, rogue_promo_qty_enable: '1', rogue_promo_qty: qty }, now)).toBe('expired')
  })

  it('quantity limiting on with a positive quantity is active', () => {
    expect(promoStatusOf({ ...running, rogue_promo_qty_enable: true, rogue_promo_qty: '25' }, now)).toBe('active')
  })

  it('quantity limiting off ignores a zero quantity', () => {
    expect(promoStatusOf({ ...running, rogue_promo_qty_enable: '0', rogue_promo_qty: 0 }, now)).toBe('active')
  })

  it('otherwise active, also with no dates at all', () => {
    expect(promoStatusOf(running, now)).toBe('active')
    expect(promoStatusOf({ rogue_promo_enabled: 1 }, now)).toBe('active')
  })

  it('an unparseable date is no bound', () => {
    expect(promoStatusOf({ ...running, rogue_promo_to_date: 'soon' }, now)).toBe('active')
  })

  it('status active means a hot deal; every other status does not', () => {
    expect(isHotDeal('active')).toBe(true)
    for (const s of ['none', 'upcoming', 'expired', 'missed'] as const) expect(isHotDeal(s)).toBe(false)
  })
})

describe('promo attribute parsing', () => {
  it('reads catalogue flags', () => {
    for (const on of [true, 1, '1', 'true', ' Yes ']) expect(isAttributeFlagOn(on)).toBe(true)
    for (const off of [false, 0, '0', 'no', '', null, undefined, 2]) expect(isAttributeFlagOn(off)).toBe(false)
  })

  it('reads dates in catalogue, ISO and Date form', () => {
    expect(parsePromoDate('2024-11-01 10:00:00')?.startMs).toBe(Date.parse('2024-11-01T10:00:00Z'))
    expect(parsePromoDate('2024-11-01T10:00:00+01:00')?.startMs).toBe(Date.parse('2024-11-01T09:00:00Z'))
    expect(parsePromoDate(new Date(5))).toEqual({ startMs: 5, endMs: 5 })
    expect(parsePromoDate(new Date('nope'))).toBeUndefined()
    expect(parsePromoDate('  ')).toBeUndefined()
    expect(parsePromoDate(20241101)).toBeUndefined()
    expect(parsePromoDate('2024-13-45')).toBeUndefined()
  })

  it('reads the promo quantity', () => {
    expect(promoQtyOf({ rogue_promo_qty: ' 12 ' })).toBe(12)
    expect(promoQtyOf({ rogue_promo_qty: 3 })).toBe(3)
    expect(promoQtyOf({ rogue_promo_qty: '' })).toBeUndefined()
    expect(promoQtyOf({ rogue_promo_qty: null })).toBeUndefined()
  })
})

describe('markMissedPromos (commerce §4: a promo absent from a refresh is marked missed)', () => {
  it('keeps refreshed promos and marks the absent ones missed', () => {
    const known = [
      { productId: 1, status: 'active' as const, priceMinor: 19900 },
      { productId: 2, status: 'active' as const, priceMinor: 5000 },
    ]
    const refreshed = [{ productId: 1, status: 'active' as const, priceMinor: 18900 }]
    expect(markMissedPromos(known, refreshed)).toEqual([
      { productId: 1, status: 'active', priceMinor: 18900 },
      { productId: 2, status: 'missed', priceMinor: 5000 },
    ])
  })
})
