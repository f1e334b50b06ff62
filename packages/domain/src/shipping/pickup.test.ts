import { describe, expect, it } from 'vitest'
import { PICKUP_SHIPPING_CODE, isPickupAllowed, isPickupSelection, pickupBlockReason, pickupLabel } from './pickup.ts'

describe('commerce §5: pickup availability', () => {
  it('is blocked by the shipping groups DROPSHIP, PER_ORDER_DROPSHIP, DROPSHIP_FREIGHT and NO_PICKUP', () => {
    for (const group of ['DROPSHIP', 'PER_ORDER_DROPSHIP', 'DROPSHIP_FREIGHT', 'NO_PICKUP']) {
      expect(pickupBlockReason({ shippingGroup: group }, 'USA')).toBe('SHIPPING_GROUP')
    }
    expect(pickupBlockReason({ shippingGroup: 'FREIGHT, dropship' }, 'USA')).toBe('SHIPPING_GROUP')
    expect(pickupBlockReason({ shippingGroup: 'FREIGHT' }, 'USA')).toBeNull()
  })

  it('is blocked when rogue_pickup_disabled has a value other than auto or no', () => {
    expect(pickupBlockReason({ pickupDisabled: 'yes' }, 'USA')).toBe('PICKUP_DISABLED_ATTRIBUTE')
    expect(pickupBlockReason({ pickupDisabled: '1' }, 'USA')).toBe('PICKUP_DISABLED_ATTRIBUTE')
    expect(pickupBlockReason({ pickupDisabled: 'auto' }, 'USA')).toBeNull()
    expect(pickupBlockReason({ pickupDisabled: 'No' }, 'USA')).toBeNull()
    expect(pickupBlockReason({ pickupDisabled: '' }, 'USA')).toBeNull()
    expect(pickupBlockReason({ pickupDisabled: null }, 'USA')).toBeNull()
  })

  it('is blocked by heavy-direct items on EUR and GBR only', () => {
    expect(pickupBlockReason({ shipDirect: true }, 'EUR')).toBe('SHIP_DIRECT')
    expect(pickupBlockReason({ shipDirect: true }, 'GBR')).toBe('SHIP_DIRECT')
    expect(pickupBlockReason({ shipDirect: true }, 'USA')).toBeNull()
  })

  it('is allowed only when no item blocks it', () => {
    expect(isPickupAllowed([{ shippingGroup: 'FREIGHT' }, { pickupDisabled: 'no' }], 'USA')).toBe(true)
    expect(isPickupAllowed([{ shippingGroup: 'FREIGHT' }, { shippingGroup: 'NO_PICKUP' }], 'USA')).toBe(false)
  })
})

describe('commerce §9/§4: pickup label and pickup selection', () => {
  it("labels 'Pick-up in {city}, {region}'", () => {
    expect(pickupLabel({ city: 'Columbus', region: 'OH' })).toBe('Pick-up in Columbus, OH')
  })

  it('is pickup when the single chosen code is the pickup code', () => {
    expect(isPickupSelection([{ shippingCode: PICKUP_SHIPPING_CODE }])).toBe(true)
    expect(isPickupSelection([{ shippingCode: PICKUP_SHIPPING_CODE }, { shippingCode: 'ups_ground' }])).toBe(false)
    expect(isPickupSelection([{ shippingCode: 'ups_ground' }])).toBe(false)
    expect(isPickupSelection([])).toBe(false)
    expect(isPickupSelection([{ shippingCode: 'store' }], 'store')).toBe(true)
  })
})
