import { describe, expect, it } from 'vitest'
import { adConversionPhone, normalizeAdConversionData } from './ad-conversion.ts'

describe('platform §5 Ad conversion data', () => {
  it('uses a 10-digit US phone prefixed +1', () => {
    expect(adConversionPhone('(614) 555-0100', 'US')).toBe('+16145550100')
  })

  it('drops a phone that is not 10 digits or not in the US', () => {
    expect(adConversionPhone('1-614-555-0100', 'US')).toBeUndefined()
    expect(adConversionPhone('614555010', 'US')).toBeUndefined()
    expect(adConversionPhone('6145550100', 'CA')).toBeUndefined()
    expect(adConversionPhone(null, 'US')).toBeUndefined()
  })

  it('trims and lowercases email and address data', () => {
    expect(
      normalizeAdConversionData({
        email: '  Ada@Example.COM ',
        phone: '614 555 0100',
        countryId: 'US',
        firstname: ' Ada ',
        lastname: 'LIFT',
        street: [' 545 E 5th Ave ', '  '],
        city: 'Columbus ',
        region: 'OH',
        postcode: ' 43201',
      }),
    ).toEqual({
      email: 'ada@example.com',
      phone: '+16145550100',
      countryId: 'us',
      firstname: 'ada',
      lastname: 'lift',
      street: ['545 e 5th ave'],
      city: 'columbus',
      region: 'oh',
      postcode: '43201',
    })
  })

  it('leaves out empty fields', () => {
    expect(normalizeAdConversionData({ email: ' ', street: [] })).toEqual({})
  })
})
