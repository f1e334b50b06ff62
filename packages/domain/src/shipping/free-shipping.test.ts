import { describe, expect, it } from 'vitest'
import { freeShippingGroupApplies, isThreeShipsFree, shippingGroupsOf } from './free-shipping.ts'

describe('commerce §5: 3_FREE_ALL does not apply on APO', () => {
  it('refuses 3_FREE_ALL on APO and keeps it elsewhere', () => {
    expect(freeShippingGroupApplies('3_FREE_ALL', 'APO')).toBe(false)
    expect(freeShippingGroupApplies('3_FREE_ALL', 'USA')).toBe(true)
    expect(freeShippingGroupApplies('FREE_SHIPPING', 'APO')).toBe(true)
  })
})

describe('the 3 ships free offer of a product (commerce §1 attributes, §5; platform §3 promotions)', () => {
  it('reads the shipping groups upper-cased, adding 3_FREE_ALL for free_3 or cart_free once', () => {
    expect(shippingGroupsOf({ shipperhq_shipping_group: 'dropship, No_Pickup' })).toEqual(['DROPSHIP', 'NO_PICKUP'])
    expect(shippingGroupsOf({ free_3: 1 })).toEqual(['3_FREE_ALL'])
    expect(shippingGroupsOf({ cart_free: 'yes', shipperhq_shipping_group: '3_FREE_ALL' })).toEqual(['3_FREE_ALL'])
    expect(shippingGroupsOf({ free_3: 0, shipperhq_shipping_group: 42 })).toEqual([])
  })

  it('puts a product in the offer by its group, free_3, cart_free or the facet key 3_ships_free', () => {
    for (const attributes of [{ shipperhq_shipping_group: 'DROPSHIP,3_FREE_ALL' }, { free_3: 1 }, { cart_free: true }, { '3_ships_free': '1' }]) {
      expect(isThreeShipsFree(attributes)).toBe(true)
    }
    for (const attributes of [{}, { shipperhq_shipping_group: 'DROPSHIP' }, { free_3: 0 }, { free_shipping: 1 }]) {
      expect(isThreeShipsFree(attributes)).toBe(false)
    }
  })
})
