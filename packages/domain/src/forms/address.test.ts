import { describe, expect, it } from 'vitest'
import type { AddressFields, CountryAddressRule } from './address.ts'
import {
  ADDRESS_PROBLEM_MESSAGES,
  addressProblemFields,
  addressProblems,
  contactProblems,
  destinationProblems,
  findCountryRule,
  findRegion,
  isAddressValid,
  isBillingAddressValid,
  isContactValid,
  postcodeMatchesCountry,
} from './address.ts'

const US: CountryAddressRule = { alpha2: 'US', requireRegion: true, postcodeRegex: '\\d{5}(-\\d{4})?' }
const DE: CountryAddressRule = { alpha2: 'DE', requireRegion: false, postcodeRegex: '\\d{5}' }
const IE: CountryAddressRule = { alpha2: 'IE', requireRegion: false, postcodeRegex: null }

const columbus: AddressFields = {
  firstname: 'Ada',
  lastname: 'Lift',
  telephone: '6145550100',
  email: 'ada@example.com',
  street: ['545 E 5th Ave'],
  city: 'Columbus',
  postcode: '43201',
  region: 'Ohio',
  countryId: 'US',
}

describe('commerce §5: contact validity', () => {
  it('is valid with firstname, lastname, telephone and a valid email', () => {
    expect(isContactValid(columbus)).toBe(true)
  })

  it('names every missing field', () => {
    expect(contactProblems({ firstname: ' ', email: 'bad' })).toEqual([
      'FIRSTNAME_MISSING',
      'LASTNAME_MISSING',
      'TELEPHONE_MISSING',
      'EMAIL_INVALID',
    ])
    expect(isContactValid({ ...columbus, telephone: '' })).toBe(false)
  })
})

describe('commerce §5: address validity', () => {
  it('accepts a complete US address', () => {
    expect(isAddressValid(columbus, US)).toBe(true)
  })

  it('needs a valid contact', () => {
    expect(addressProblems({ ...columbus, lastname: null }, US)).toEqual(['LASTNAME_MISSING'])
  })

  it('needs a city and at least one non-empty street line', () => {
    expect(addressProblems({ ...columbus, city: '' }, US)).toEqual(['CITY_MISSING'])
    expect(addressProblems({ ...columbus, street: ['', '  '] }, US)).toEqual(['STREET_MISSING'])
    expect(addressProblems({ ...columbus, street: ['', 'Unit 2'] }, US)).toEqual([])
    expect(addressProblems({ ...columbus, street: null }, US)).toEqual(['STREET_MISSING'])
  })

  it('needs country and postcode', () => {
    expect(addressProblems({ ...columbus, countryId: '' }, US)).toEqual(['COUNTRY_MISSING'])
    expect(addressProblems({ ...columbus, postcode: undefined }, US)).toEqual(['POSTCODE_MISSING'])
  })

  it('needs a region only where the country requires it', () => {
    expect(addressProblems({ ...columbus, region: '' }, US)).toEqual(['REGION_MISSING'])
    const berlin = { ...columbus, countryId: 'DE', postcode: '10115', region: '' }
    expect(isAddressValid(berlin, DE)).toBe(true)
  })

  it("checks the postcode against the country's pattern when one exists", () => {
    expect(addressProblems({ ...columbus, postcode: '4320' }, US)).toEqual(['POSTCODE_INVALID'])
    expect(isAddressValid({ ...columbus, postcode: '43201-1234' }, US)).toBe(true)
    // the whole postcode must match, not a part of it
    expect(isAddressValid({ ...columbus, postcode: '432011' }, US)).toBe(false)
    expect(isAddressValid({ ...columbus, countryId: 'IE', postcode: 'D02 X285' }, IE)).toBe(true)
  })

  it('treats an empty or broken pattern as no pattern', () => {
    expect(postcodeMatchesCountry('anything', { alpha2: 'XX', requireRegion: false, postcodeRegex: '' })).toBe(true)
    expect(postcodeMatchesCountry('anything', { alpha2: 'XX', requireRegion: false, postcodeRegex: '(' })).toBe(true)
    expect(postcodeMatchesCountry('anything', { alpha2: 'XX', requireRegion: false })).toBe(true)
  })

  it('needs only postcode and country for an unknown country', () => {
    expect(isAddressValid({ postcode: '999', countryId: 'ZZ' }, undefined)).toBe(true)
    expect(addressProblems({ countryId: 'ZZ' }, undefined)).toEqual(['POSTCODE_MISSING'])
    expect(addressProblems({ postcode: '999' }, undefined)).toEqual(['COUNTRY_MISSING'])
  })

  it('finds the country record by alpha2, ignoring case', () => {
    expect(findCountryRule([US, DE], 'de')).toBe(DE)
    expect(findCountryRule([US, DE], 'FR')).toBeUndefined()
    expect(findCountryRule([US, DE], null)).toBeUndefined()
  })
})

describe('commerce §5: billing validity', () => {
  it('needs firstname, a street line, city, region and country (not lastname or phone)', () => {
    expect(
      isBillingAddressValid({ firstname: 'Ada', street: ['1 Bar St'], city: 'Columbus', region: 'Ohio', countryId: 'US' }),
    ).toBe(true)
    expect(isBillingAddressValid({ ...columbus, firstname: '' })).toBe(false)
    expect(isBillingAddressValid({ ...columbus, street: [] })).toBe(false)
    expect(isBillingAddressValid({ ...columbus, city: '' })).toBe(false)
    expect(isBillingAddressValid({ ...columbus, region: '' })).toBe(false)
    expect(isBillingAddressValid({ ...columbus, countryId: '' })).toBe(false)
  })
})

describe('address problems as field messages', () => {
  it('every problem has a field and a message; the first message per field wins', () => {
    expect(Object.keys(ADDRESS_PROBLEM_MESSAGES)).toHaveLength(10)
    expect(addressProblemFields(['POSTCODE_MISSING', 'POSTCODE_INVALID', 'REGION_MISSING'])).toEqual({
      postcode: 'Please enter a postcode',
      region: 'Please choose a state or region',
    })
    expect(addressProblemFields(['POSTCODE_INVALID'])).toEqual({ postcode: 'Please enter a valid postcode for this country' })
    expect(addressProblemFields([])).toEqual({})
  })
})

describe('the region an address names (shell §3 Region)', () => {
  const regions = [
    { id: 36, code: 'OH', name: 'Ohio' },
    { id: 5, code: 'CA', name: 'California' },
  ]
  it('by code or name in any case, trimmed; by id when one is given', () => {
    expect(findRegion(regions, { text: 'OH' })?.id).toBe(36)
    expect(findRegion(regions, { text: ' ohio ' })?.id).toBe(36)
    expect(findRegion(regions, { text: 'california' })?.code).toBe('CA')
    expect(findRegion(regions, { id: 5 })?.code).toBe('CA')
  })
  it('nothing for a region the list does not have, an unknown id, or an empty text', () => {
    expect(findRegion(regions, { text: 'Narnia' })).toBeUndefined()
    expect(findRegion(regions, { id: 99 })).toBeUndefined()
    expect(findRegion(regions, { text: '  ' })).toBeUndefined()
  })
})

describe('a destination alone (the cart\'s shipping estimate)', () => {
  it('needs only the country, a postcode of its pattern and the region where required; names, street and city are asked at checkout', () => {
    const destination = { countryId: 'US', postcode: '43201', region: 'OH' }
    expect(destinationProblems(destination, US)).toEqual([])
    expect(destinationProblems({ ...destination, postcode: '432' }, US)).toEqual(['POSTCODE_INVALID'])
    expect(destinationProblems({ countryId: 'US', postcode: '', region: '' }, US)).toEqual(['POSTCODE_MISSING', 'REGION_MISSING'])
    expect(destinationProblems({ countryId: 'DE', postcode: '10115' }, DE)).toEqual([])
    expect(destinationProblems({ countryId: 'IE', postcode: 'D02 X285' }, IE)).toEqual([])
    // the full address check refuses the same destination for want of a name and street
    expect(addressProblems(destination, US)).toContain('STREET_MISSING')
  })
})
