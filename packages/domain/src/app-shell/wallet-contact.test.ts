import { describe, expect, it } from 'vitest'
import { contactToOrderAddress, walletBillingAddress } from './wallet-contact.ts'

const shipping = {
  emailAddress: 'ada@example.com',
  phoneNumber: '614-555-0100',
  administrativeArea: 'OH',
  locality: 'Columbus',
  postalCode: '43229',
  addressLines: ['545 E 5th Ave', ''],
  givenName: 'Ada',
  familyName: 'Lift',
  countryCode: 'us',
}

describe('platform §3 Wallet-pay shapes: Contact → order address', () => {
  it('maps every Contact field to the order address', () => {
    expect(contactToOrderAddress(shipping)).toEqual({
      region: 'OH',
      city: 'Columbus',
      postcode: '43229',
      countryId: 'US',
      email: 'ada@example.com',
      street: ['545 E 5th Ave'],
      firstname: 'Ada',
      lastname: 'Lift',
      telephone: '614-555-0100',
    })
  })

  it('gives empty strings for missing fields', () => {
    expect(contactToOrderAddress({})).toEqual({
      region: '',
      city: '',
      postcode: '',
      countryId: '',
      email: '',
      street: [],
      firstname: '',
      lastname: '',
      telephone: '',
    })
  })
})

describe('platform §4 step 4: billing contact falls back to the shipping contact', () => {
  it('uses the shipping contact without a billing contact', () => {
    expect(walletBillingAddress(shipping, null)).toEqual(contactToOrderAddress(shipping))
  })

  it('uses the billing postal address, taking email and phone from shipping when missing', () => {
    const billing = { addressLines: ['1 Main St'], locality: 'Akron', postalCode: '44308', administrativeArea: 'OH', countryCode: 'US', givenName: 'Bo' }
    expect(walletBillingAddress(shipping, billing)).toEqual({
      region: 'OH',
      city: 'Akron',
      postcode: '44308',
      countryId: 'US',
      street: ['1 Main St'],
      email: 'ada@example.com',
      firstname: 'Bo',
      lastname: 'Lift',
      telephone: '614-555-0100',
    })
  })

  it('uses the shipping address when the billing contact has no postal address', () => {
    expect(walletBillingAddress(shipping, { givenName: 'Bo' }).street).toEqual(['545 E 5th Ave'])
  })
})
