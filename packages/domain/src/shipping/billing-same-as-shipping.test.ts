import { describe, expect, it } from 'vitest'
import { addressesMatch, billingSameAsShipping } from './billing-same-as-shipping.ts'

const home = {
  firstname: 'Ada',
  lastname: 'Lift',
  telephone: '6145550100',
  street: ['545 E 5th Ave'],
  city: 'Columbus',
  postcode: '43201',
  region: 'Ohio',
  countryId: 'US',
}

describe('commerce §4 Billing and pickup: billing same as shipping', () => {
  it('matches addresses ignoring case, spaces and empty street lines', () => {
    expect(addressesMatch(home, { ...home, city: ' columbus ', street: ['545 E 5th Ave', ''] })).toBe(true)
    expect(addressesMatch(home, { ...home, postcode: '43215' })).toBe(false)
    expect(addressesMatch(home, { ...home, street: ['1 Other St'] })).toBe(false)
  })

  it('uses the shipping address when shipping needs an address and both match', () => {
    expect(
      billingSameAsShipping({ shippingNeedsAddress: true, isPickup: false, shippingAddress: home, billingAddress: { ...home } }),
    ).toBe(true)
  })

  it('is off when the addresses differ, shipping needs no address, or pickup is chosen', () => {
    const input = { shippingNeedsAddress: true, isPickup: false, shippingAddress: home, billingAddress: home }
    expect(billingSameAsShipping({ ...input, billingAddress: { ...home, lastname: 'Press' } })).toBe(false)
    expect(billingSameAsShipping({ ...input, shippingNeedsAddress: false })).toBe(false)
    expect(billingSameAsShipping({ ...input, isPickup: true })).toBe(false)
    expect(billingSameAsShipping({ ...input, billingAddress: null })).toBe(false)
  })
})
