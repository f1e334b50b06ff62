import { describe, expect, it } from 'vitest'
import { cartItemCount, isHardwareItem } from './cart-count.ts'

describe('cart count (commerce §5: cart count excludes certain hardware items)', () => {
  it('sums quantities and leaves out hardware add-ons', () => {
    const items = [
      { qty: 1, addonType: null },
      { qty: 2 },
      { qty: 8, addonType: 'hardware' },
      { qty: 1, addonType: 'Hardware' },
      { qty: 3, addonType: 'accessory' },
    ]
    expect(cartItemCount(items)).toBe(6)
  })

  it('ignores lines without a positive quantity', () => {
    expect(cartItemCount([{ qty: 0 }, { qty: -1 }])).toBe(0)
  })

  it('recognises hardware lines by addonType', () => {
    expect(isHardwareItem({ qty: 1, addonType: 'hardware' })).toBe(true)
    expect(isHardwareItem({ qty: 1 })).toBe(false)
  })
})
