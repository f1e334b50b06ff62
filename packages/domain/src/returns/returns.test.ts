import { describe, expect, it } from 'vitest'
import { canMoveReturn, returnsAddressFor, lineRefund, lineShares, paidForGoods, RETURN_REASONS, RETURN_WINDOW_DAYS, returnableQuantity, returnReasonLabel, returnWindow } from './returns.ts'

const DAY = 24 * 60 * 60 * 1000

describe('commerce §2 /rmaprocess: the return window (ours: 30 days, docs/returns.md)', () => {
  const placedAt = '2026-11-01T10:00:00.000Z'

  it('is open for 30 days after placement while nothing has shipped', () => {
    expect(RETURN_WINDOW_DAYS).toBe(30)
    expect(returnWindow({ status: 'published', placedAt, shippedAt: [] }, new Date(Date.parse(placedAt) + 30 * DAY))).toEqual({ open: true, closesAt: '2026-12-01T10:00:00.000Z' })
    expect(returnWindow({ status: 'published', placedAt, shippedAt: [] }, new Date(Date.parse(placedAt) + 30 * DAY + 1))).toMatchObject({ open: false, reason: 'expired' })
  })

  it('counts from the last parcel that left', () => {
    const window = returnWindow({ status: 'shipped', placedAt, shippedAt: ['2026-11-03T00:00:00.000Z', '2026-11-10T00:00:00.000Z'] }, new Date('2026-12-05T00:00:00.000Z'))
    expect(window).toEqual({ open: true, closesAt: '2026-12-10T00:00:00.000Z' })
  })

  it('is closed for cancelled, unpaid and failed orders', () => {
    for (const status of ['canceled', 'new', 'payment_pending', 'payment_error']) {
      expect(returnWindow({ status, placedAt, shippedAt: [] }, new Date(placedAt))).toEqual({ open: false, reason: 'status', closesAt: null })
    }
  })
})

describe('commerce §2 /rmaprocess select-items: returnable quantities', () => {
  it('is what was bought minus what returns already hold, never below 0', () => {
    expect(returnableQuantity(3, 0)).toBe(3)
    expect(returnableQuantity(3, 2)).toBe(1)
    expect(returnableQuantity(3, 5)).toBe(0)
  })

  it('offers a fixed list of reasons with labels', () => {
    expect(RETURN_REASONS.map((reason) => reason.code)).toContain('damaged')
    expect(returnReasonLabel('wrong_item')).toBe('Wrong item sent')
  })
})

describe('commerce §2 /rmaprocess confirm: refunds in minor units from the paid prices', () => {
  it('takes the order discount off and adds the item tax added on top; shipping is not refunded', () => {
    // 100.00 + 50.00, 15.00 off, 8.10 item tax, 20.00 shipping + 1.20 tax
    const totals = { subtotal: 15000, discount: 1500, shipping: 2000, itemTax: 810, shippingTax: 120, giftcards: 0, grandTotalIncludingTax: 15000 - 1500 + 2000 + 810 + 120 }
    expect(paidForGoods(totals)).toBe(15000 - 1500 + 810)
  })

  it('keeps VAT-inclusive prices as they are, less reverse-charged VAT, and counts what gift cards paid', () => {
    const totals = { subtotal: 12000, discount: 0, shipping: 1000, itemTax: 2000, shippingTax: 167, giftcards: 5000, grandTotalIncludingTax: 8000 }
    expect(paidForGoods(totals)).toBe(12000)
    expect(paidForGoods({ ...totals, reverseCharged: 2000, grandTotalIncludingTax: 6000 })).toBe(10000)
  })

  it('shares the paid goods over the lines so the shares add up exactly', () => {
    const shares = lineShares([10000, 5000, 1], 13501)
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(13501)
    expect(shares).toEqual([9000, 4500, 1])
    expect(lineShares([0, 0], 100)).toEqual([0, 0])
  })

  it('refunds a line once in total however its units are split over returns', () => {
    const share = 1000
    const parts = [lineRefund(share, 3, 0, 1), lineRefund(share, 3, 1, 1), lineRefund(share, 3, 2, 1)]
    expect(parts).toEqual([333, 333, 334])
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(share)
    expect(lineRefund(share, 3, 3, 1)).toBe(0)
    expect(lineRefund(share, 3, 0, 0)).toBe(0)
  })
})

describe('returns: states and transitions (ours, docs/returns.md)', () => {
  it('moves requested → received → refunded, and never back', () => {
    expect(canMoveReturn('requested', 'received')).toBe(true)
    expect(canMoveReturn('received', 'refunded')).toBe(true)
    expect(canMoveReturn('requested', 'refunded')).toBe(false)
    expect(canMoveReturn('refunded', 'received')).toBe(false)
    expect(canMoveReturn('received', 'cancelled')).toBe(false)
  })
})

describe('returns: where the goods go (ours, docs/returns.md)', () => {
  it('sends USA and APO returns to the US warehouse, CAN to Canada, the EU sites to Europe', () => {
    expect(returnsAddressFor('USA')).toEqual(returnsAddressFor('APO'))
    expect(returnsAddressFor('USA').countryId).toBe('US')
    expect(returnsAddressFor('CAN').countryId).toBe('CA')
    expect(returnsAddressFor('EUR').countryId).toBe('NL')
  })
})
