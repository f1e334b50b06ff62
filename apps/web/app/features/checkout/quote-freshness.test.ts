import { describe, expect, it } from 'vitest'
import { orderHashOf, quoteFreshness, ratesToKeep } from './quote-freshness.ts'
import type { Address } from './checkout-client.ts'

const columbus: Address = {
  firstname: 'Ada',
  lastname: 'Lifter',
  telephone: '6145550100',
  email: 'ada@example.com',
  street: ['545 E 5th Ave'],
  city: 'Columbus',
  region: 'OH',
  postcode: '43201',
  countryId: 'US',
}
const us = { alpha2: 'US', requireRegion: true, postcodeRegex: '\\d{5}(-\\d{4})?' }
const quotedHash = orderHashOf(columbus)

describe('commerce §4 shipping and tax state: the quote applies to the address it was made for', () => {
  it('the quoted address: shipping valid, the figures current', () => {
    expect(quoteFreshness({ quotedHash, address: columbus, country: us, needsShipping: true })).toEqual({ shipping: 'valid', figuresCurrent: true })
  })

  it('a name, telephone or email edited changes no figure: the quote still applies', () => {
    const renamed = { ...columbus, firstname: 'Bo', telephone: '6145550199', email: 'bo@example.com' }
    expect(quoteFreshness({ quotedHash, address: renamed, country: us, needsShipping: true }).figuresCurrent).toBe(true)
  })

  it('another postcode: shipping is loadable (rates load when asked) and tax no longer applies', () => {
    expect(quoteFreshness({ quotedHash, address: { ...columbus, postcode: '43215' }, country: us, needsShipping: true })).toEqual({ shipping: 'loadable', figuresCurrent: false })
  })

  it('an address made invalid (no city; a postcode off the country pattern): shipping is notReady', () => {
    expect(quoteFreshness({ quotedHash, address: { ...columbus, city: '' }, country: us, needsShipping: true }).shipping).toBe('notReady')
    expect(quoteFreshness({ quotedHash, address: { ...columbus, postcode: '4320' }, country: us, needsShipping: true }).shipping).toBe('notReady')
  })

  it('a virtual order is valid for shipping at once, but its tax follows the address: another country needs a new quote', () => {
    expect(quoteFreshness({ quotedHash, address: { ...columbus, countryId: 'CA', region: 'ON', postcode: 'M5V 2T6' }, country: undefined, needsShipping: false })).toEqual({ shipping: 'valid', figuresCurrent: false })
  })

  it('before any quote nothing is current', () => {
    expect(quoteFreshness({ quotedHash: null, address: columbus, country: us, needsShipping: true }).figuresCurrent).toBe(false)
  })

  it('a changed address clears the chosen rates, unless pickup is chosen; the quoted address keeps them', () => {
    const express = [{ shippingCode: 'ups_express', packageNumber: 1, rate: 4_500 }]
    const pickup = [{ shippingCode: 'pickup_pickup', packageNumber: 1, rate: 0 }]
    const changed = quoteFreshness({ quotedHash, address: { ...columbus, city: 'Dayton', postcode: '45402' }, country: us, needsShipping: true })
    expect(ratesToKeep(changed, express)).toEqual([])
    expect(ratesToKeep(changed, pickup)).toEqual(pickup)
    expect(ratesToKeep(quoteFreshness({ quotedHash, address: columbus, country: us, needsShipping: true }), express)).toEqual(express)
  })
})
