// Saving the checkout's shipping address in a signed-in customer's address book (ours: the spec is
// silent, docs/storefront.md "Checkout"). Offered, ticked by default, when the address is not one of
// the book's already; the first address saved becomes the default shipping and billing address. And
// the way back: a book entry's name and place as the checkout's forms hold them.
import { addressPayload, findRegion } from '@ironhouse/domain'
import type { RegionOption } from '../account/geo.ts'
import type { Address, SavedAddress } from './checkout-client.ts'

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase()

/**
 * Whether the book already holds this address: the same name, street, city, region, postcode and
 * country. A region is the same by its text or as one region of the country's list (the book keeps
 * "Ohio", the checkout sends OH).
 */
export function inAddressBook(address: Address, book: ReadonlyArray<SavedAddress>, regions: ReadonlyArray<RegionOption> = []): boolean {
  const sameRegion = (a: string | null | undefined, b: string | null | undefined) => {
    if (same(a, b)) return true
    const code = findRegion(regions, { text: a ?? '' })?.code
    return code !== undefined && code === findRegion(regions, { text: b ?? '' })?.code
  }
  return book.some(
    (entry) =>
      same(entry.firstname, address.firstname) &&
      same(entry.lastname, address.lastname) &&
      same(entry.street?.[0], address.street[0]) &&
      same(apartmentOf(entry), address.street[1]) &&
      same(entry.city, address.city) &&
      sameRegion(entry.region, address.region) &&
      same(entry.postcode, address.postcode) &&
      same(entry.countryId, address.countryId),
  )
}

/** The apartment, suite or unit of an address: the book's own field, else the street's second line. */
function apartmentOf(entry: SavedAddress | Address): string {
  const own = 'apartment' in entry ? entry.apartment : null
  return own?.trim() || (entry.street ?? []).slice(1).filter(Boolean).join(', ')
}

/** An address's street lines as an order carries them: the street, then the apartment when there is one. */
export function streetLines(street: string, apartment: string): Array<string> {
  return apartment.trim() === '' ? [street.trim()] : [street.trim(), apartment.trim()]
}

/**
 * The body of `POST /svc_customer/customer/address` for the checkout's address: the street's second line
 * is the book's apartment, the VAT number is sent as vatId; no EORI (the book keeps none).
 */
export function addressBookEntryOf(address: Address, firstInBook: boolean) {
  const { eoriNumber: _eori, vatNumber, street, company, ...rest } = address
  const apartment = street.slice(1).join(', ')
  return {
    ...addressPayload({ ...rest, street: street.slice(0, 1), vatNumber: vatNumber ?? null }),
    ...(apartment ? { apartment } : {}),
    ...(company ? { company } : {}),
    isDefaultShipping: firstInBook,
    isDefaultBilling: firstInBook,
  }
}

/** The name and place of a saved or entered address as the checkout's forms hold them. */
export function namePlaceValues(entry: SavedAddress | Address) {
  return {
    firstname: entry.firstname ?? '',
    lastname: entry.lastname ?? '',
    company: entry.company ?? '',
    street: entry.street?.[0] ?? '',
    apartment: apartmentOf(entry),
    city: entry.city ?? '',
    region: entry.region ?? '',
    postcode: entry.postcode ?? '',
  }
}
