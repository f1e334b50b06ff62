import { isValidCommerceEmail } from './email.ts'
import { hasStreetLine, isFilledField } from './present.ts'

/** Commerce §5: the four contact fields of an address. */
export type ContactFields = {
  firstname?: string | null
  lastname?: string | null
  telephone?: string | null
  email?: string | null
}

/** The address fields the commerce rules read (commerce §3 Address). */
export type AddressFields = ContactFields & {
  street?: ReadonlyArray<string> | null
  city?: string | null
  postcode?: string | null
  region?: string | null
  countryId?: string | null
}

/** Shell §3 Country record, as served by GET /svc_ssr/countries. */
export type CountryAddressRule = {
  alpha2: string
  requireRegion: boolean
  /** A regular expression source for the whole postcode, or null/empty when the country has none. */
  postcodeRegex?: string | null
}

export type AddressProblem =
  | 'FIRSTNAME_MISSING'
  | 'LASTNAME_MISSING'
  | 'TELEPHONE_MISSING'
  | 'EMAIL_INVALID'
  | 'CITY_MISSING'
  | 'STREET_MISSING'
  | 'COUNTRY_MISSING'
  | 'POSTCODE_MISSING'
  | 'REGION_MISSING'
  | 'POSTCODE_INVALID'

/** Commerce §5: the reasons a contact is invalid (firstname, lastname, telephone, valid email). */
export function contactProblems(contact: ContactFields): Array<AddressProblem> {
  const problems: Array<AddressProblem> = []
  if (!isFilledField(contact.firstname)) problems.push('FIRSTNAME_MISSING')
  if (!isFilledField(contact.lastname)) problems.push('LASTNAME_MISSING')
  if (!isFilledField(contact.telephone)) problems.push('TELEPHONE_MISSING')
  if (!isValidCommerceEmail(contact.email)) problems.push('EMAIL_INVALID')
  return problems
}

/** Commerce §5: contact is valid when firstname, lastname, telephone and a valid email are present. */
export function isContactValid(contact: ContactFields): boolean {
  return contactProblems(contact).length === 0
}

/**
 * Whether a postcode matches the country's pattern. The pattern must match the whole (trimmed)
 * postcode. A pattern that does not compile is treated as no pattern (the country record is data
 * from the server; a broken pattern must not block every checkout of that country).
 */
export function postcodeMatchesCountry(postcode: string, country: CountryAddressRule): boolean {
  const source = country.postcodeRegex
  if (source === undefined || source === null || source.length === 0) return true
  let pattern: RegExp
  try {
    pattern = new RegExp(`^(?:${source})$`, 'i')
  } catch {
    return true
  }
  return pattern.test(postcode.trim())
}

/**
 * Commerce §5: the reasons an address is invalid. `country` is the record of the address's
 * country, or undefined when the country is unknown: unknown countries need only postcode and
 * country.
 */
export function addressProblems(
  address: AddressFields,
  country: CountryAddressRule | undefined,
): Array<AddressProblem> {
  const problems: Array<AddressProblem> = []
  if (country === undefined) {
    if (!isFilledField(address.countryId)) problems.push('COUNTRY_MISSING')
    if (!isFilledField(address.postcode)) problems.push('POSTCODE_MISSING')
    return problems
  }
  problems.push(...contactProblems(address))
  if (!isFilledField(address.city)) problems.push('CITY_MISSING')
  if (!hasStreetLine(address.street)) problems.push('STREET_MISSING')
  if (!isFilledField(address.countryId)) problems.push('COUNTRY_MISSING')
  if (!isFilledField(address.postcode)) problems.push('POSTCODE_MISSING')
  else if (!postcodeMatchesCountry(address.postcode, country)) problems.push('POSTCODE_INVALID')
  if (country.requireRegion && !isFilledField(address.region)) problems.push('REGION_MISSING')
  return problems
}

/** The problems that concern where an address is, not who receives it: what rates and tax need. */
const DESTINATION_PROBLEMS: ReadonlySet<AddressProblem> = new Set(['COUNTRY_MISSING', 'POSTCODE_MISSING', 'POSTCODE_INVALID', 'REGION_MISSING'])

/**
 * Commerce §5 applied to a destination alone (ours: the cart's shipping estimate, docs/shipping.md
 * "Estimate in the cart"): the problems of `addressProblems` about the country, postcode and region;
 * names, contact, street and city are asked at checkout.
 */
export function destinationProblems(address: AddressFields, country: CountryAddressRule | undefined): Array<AddressProblem> {
  return addressProblems(address, country).filter((problem) => DESTINATION_PROBLEMS.has(problem))
}

/** Commerce §5: whether an address is valid (see `addressProblems`). */
export function isAddressValid(address: AddressFields, country: CountryAddressRule | undefined): boolean {
  return addressProblems(address, country).length === 0
}

/** A region of a country's list (shell §3 Region): its id, its code (OH) and its name (Ohio). */
export type RegionRecord = { id: number; code: string; name: string }

/**
 * The region of a country's list that an address names: by id when it gives one, else by its code or
 * its name in any case ("OH", "Ohio", " ohio "). Undefined when it names none of them, or nothing.
 */
export function findRegion<R extends RegionRecord>(regions: ReadonlyArray<R>, named: { id: number } | { text: string }): R | undefined {
  if ('id' in named) return regions.find((region) => region.id === named.id)
  const wanted = named.text.trim().toLowerCase()
  return wanted === '' ? undefined : regions.find((region) => region.code.toLowerCase() === wanted || region.name.toLowerCase() === wanted)
}

/** Finds the country record for an address among the loaded countries (case-insensitive alpha2). */
export function findCountryRule(
  countries: ReadonlyArray<CountryAddressRule>,
  countryId: string | null | undefined,
): CountryAddressRule | undefined {
  if (!isFilledField(countryId)) return undefined
  const wanted = countryId.trim().toUpperCase()
  return countries.find((country) => country.alpha2.toUpperCase() === wanted)
}

/** Commerce §5: billing is valid when firstname, a street line, city, region and country are present. */
export function isBillingAddressValid(billing: AddressFields): boolean {
  return (
    isFilledField(billing.firstname) &&
    hasStreetLine(billing.street) &&
    isFilledField(billing.city) &&
    isFilledField(billing.region) &&
    isFilledField(billing.countryId)
  )
}

/**
 * What a shopper reads for each address problem, and the form field it belongs to (commerce §5 names
 * the rules; the texts are ours). The API answers them and the address forms show them by field.
 */
export const ADDRESS_PROBLEM_MESSAGES = {
  FIRSTNAME_MISSING: { field: 'firstname', message: 'Please enter a first name' },
  LASTNAME_MISSING: { field: 'lastname', message: 'Please enter a last name' },
  TELEPHONE_MISSING: { field: 'telephone', message: 'Please enter a telephone number' },
  EMAIL_INVALID: { field: 'email', message: 'Please enter a valid email' },
  CITY_MISSING: { field: 'city', message: 'Please enter a city' },
  STREET_MISSING: { field: 'street', message: 'Please enter a street address' },
  COUNTRY_MISSING: { field: 'countryId', message: 'Please choose a country' },
  POSTCODE_MISSING: { field: 'postcode', message: 'Please enter a postcode' },
  REGION_MISSING: { field: 'region', message: 'Please choose a state or region' },
  POSTCODE_INVALID: { field: 'postcode', message: 'Please enter a valid postcode for this country' },
} as const satisfies Record<AddressProblem, { field: string; message: string }>

/** The first message per form field of a list of address problems. */
export function addressProblemFields(problems: ReadonlyArray<AddressProblem>): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const problem of problems) {
    const { field, message } = ADDRESS_PROBLEM_MESSAGES[problem]
    fields[field] ??= message
  }
  return fields
}
