import { describe, expect, it } from 'vitest'
import { AddressBody } from '@ironhouse/contracts'
import { addressBookEntryOf, inAddressBook, namePlaceValues, streetLines } from './save-address.ts'

const columbus = { firstname: 'Ada', lastname: 'Lifter', telephone: '6145550100', email: 'ada@example.com', street: ['545 E 5th Ave'], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US' }

describe('saving the checkout address in the address book', () => {
  it('knows an address the book holds already, whatever its case and spaces, and one it does not', () => {
    const book = [{ _id: 1, firstname: 'ada', lastname: 'LIFTER', street: ['545 E 5th Ave '], city: 'columbus', region: 'OH', postcode: '43201', countryId: 'US' }]
    expect(inAddressBook(columbus, book)).toBe(true)
    expect(inAddressBook({ ...columbus, postcode: '43202' }, book)).toBe(false)
    expect(inAddressBook(columbus, [])).toBe(false)
  })

  it('a state the book keeps by name is the same as its code from the checkout\'s list', () => {
    const book = [{ _id: 1, firstname: 'Ada', lastname: 'Lifter', street: ['545 E 5th Ave'], city: 'Columbus', region: 'Ohio', postcode: '43201', countryId: 'US' }]
    const regions = [{ id: 36, code: 'OH', name: 'Ohio' }, { id: 5, code: 'CA', name: 'California' }]
    expect(inAddressBook(columbus, book, regions)).toBe(true)
    expect(inAddressBook({ ...columbus, region: 'CA' }, book, regions)).toBe(false)
    expect(inAddressBook(columbus, book)).toBe(false)
  })

  it('sends what the address book accepts: the VAT number as vatId, no EORI, the first address the default', () => {
    const entry = addressBookEntryOf({ ...columbus, vatNumber: 'IE1234567T', eoriNumber: 'GB123' }, true)
    expect(AddressBody.parse(entry)).toEqual({ ...columbus, vatId: 'IE1234567T', isDefaultShipping: true, isDefaultBilling: true })
    expect(addressBookEntryOf(columbus, false)).toEqual({ ...columbus, isDefaultShipping: false, isDefaultBilling: false })
  })

  it("an apartment, suite or unit travels both ways: the book's apartment is the street's second line, and back", () => {
    const suite = { ...columbus, street: ['1 Infinite Loop', 'Suite 200'], company: 'Ironworks LLC' }
    const entry = AddressBody.parse(addressBookEntryOf(suite, true))
    expect(entry).toMatchObject({ street: ['1 Infinite Loop'], apartment: 'Suite 200', company: 'Ironworks LLC' })
    const saved = { _id: 2, ...entry, street: entry.street ?? [] }
    expect(namePlaceValues(saved)).toMatchObject({ street: '1 Infinite Loop', apartment: 'Suite 200', company: 'Ironworks LLC' })
    expect(inAddressBook(suite, [saved])).toBe(true)
    // another suite at the same street is another address
    expect(inAddressBook({ ...suite, street: ['1 Infinite Loop', 'Suite 300'] }, [saved])).toBe(false)
    expect(streetLines(' 1 Infinite Loop ', 'Suite 200 ')).toEqual(['1 Infinite Loop', 'Suite 200'])
    expect(streetLines('1 Infinite Loop', '  ')).toEqual(['1 Infinite Loop'])
  })
})
