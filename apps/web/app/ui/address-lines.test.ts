import { describe, expect, it } from 'vitest'
import { addressLines, countryName, countryOptions } from './address-lines.tsx'

describe('addressLines', () => {
  it('an order address: name, street, "City, Region Postcode", the country by name, telephone, tax numbers', () => {
    const lines = addressLines({
      firstname: 'Ada',
      lastname: 'Lifter',
      street: ['100 Queen St W'],
      city: 'Toronto',
      region: 'ON',
      postcode: 'M5H 2N2',
      countryId: 'CA',
      telephone: '6145550100',
      vatNumber: null,
      eoriNumber: 'GB123456789000',
    })
    expect(lines).toEqual(['Ada Lifter', '100 Queen St W', 'Toronto, ON M5H 2N2', 'Canada', '6145550100', 'EORI number: GB123456789000'])
  })

  it('an address book entry in the same form, its empty fields left out', () => {
    const lines = addressLines({ firstname: 'Gus', lastname: '', company: '', street: ['545 E 5th Ave', ''], apartment: 'Unit 2', city: 'Columbus', region: 'Ohio', postcode: '43201', countryId: 'US', telephone: '' })
    expect(lines).toEqual(['Gus', '545 E 5th Ave', 'Unit 2', 'Columbus, Ohio 43201', 'United States'])
  })

  it('a country code no one knows is shown as given', () => {
    expect(addressLines({ countryId: 'QQ' })).toEqual(['QQ'])
  })
})

describe('country lists', () => {
  it('every list names a country alike and orders by name, accents as letters: Åland Islands among the A', () => {
    const names = countryOptions(['TR', 'AX', 'DE', 'AT']).map((country) => country.name)
    expect(names).toEqual([countryName('AX'), countryName('AT'), countryName('DE'), countryName('TR')])
    expect(names[0]).toMatch(/^Åland/)
  })
})
