import { describe, expect, it } from 'vitest'
import { freeShippingGroupApplies } from './free-shipping.ts'

describe('commerce §5: 3_FREE_ALL does not apply on APO', () => {
  it('refuses 3_FREE_ALL on APO and keeps it elsewhere', () => {
    expect(freeShippingGroupApplies('3_FREE_ALL', 'APO')).toBe(false)
    expect(freeShippingGroupApplies('3_FREE_ALL', 'USA')).toBe(true)
    expect(freeShippingGroupApplies('FREE_SHIPPING', 'APO')).toBe(true)
  })
})
