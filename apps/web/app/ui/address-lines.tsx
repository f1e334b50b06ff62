// An address as every page shows it (the address book, the account dashboard, an order, the order
// confirmation): one line each for the name, company, street, "City, Region Postcode", the country's
// name, telephone and the tax numbers a business order carries.

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' })

/** A country's English name (ISO 3166 code → "United States"); the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return COUNTRY_NAMES.of(code) ?? code
  } catch {
    return code
  }
}

/**
 * Countries as every country list of the store names and orders them (the checkout's, the billing
 * form's, the address book's, and an address's lines): the browser's English name, by name.
 */
export function countryOptions(codes: ReadonlyArray<string>): Array<{ code: string; name: string }> {
  return codes.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

/**
 * The countries a site ships to, as its record says (shell §1 `shipTo`; the rate service quotes these
 * and refuses others): the site's default country first, the others by name.
 */
export function shipToCountries(site: { shipTo: ReadonlyArray<string>; defaultCountry: string }): Array<string> {
  const others = countryOptions(site.shipTo.filter((code) => code !== site.defaultCountry)).map((country) => country.code)
  return site.shipTo.includes(site.defaultCountry) || site.shipTo.length === 0 ? [site.defaultCountry, ...others] : others
}

/** The fields of an address that its lines show; the account's and the order's addresses both have them. */
export type AddressForLines = {
  firstname?: string | null | undefined
  lastname?: string | null | undefined
  company?: string | null | undefined
  street?: ReadonlyArray<string> | null | undefined
  apartment?: string | null | undefined
  city?: string | null | undefined
  region?: string | null | undefined
  postcode?: string | null | undefined
  countryId: string
  telephone?: string | null | undefined
  vatNumber?: string | null | undefined
  eoriNumber?: string | null | undefined
}

const joined = (parts: ReadonlyArray<string | null | undefined>, separator: string) => parts.filter((part) => part !== null && part !== undefined && part.trim() !== '').join(separator)

/** The lines of an address, empty ones left out. */
export function addressLines(address: AddressForLines): Array<string> {
  return [
    joined([address.firstname, address.lastname], ' '),
    address.company,
    ...(address.street ?? []),
    address.apartment,
    joined([address.city, joined([address.region, address.postcode], ' ')], ', '),
    address.countryId ? countryName(address.countryId) : '',
    address.telephone,
    address.vatNumber ? `VAT number: ${address.vatNumber}` : null,
    address.eoriNumber ? `EORI number: ${address.eoriNumber}` : null,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '')
}

export function AddressLines({ address }: { address: AddressForLines }) {
  return (
    <address className="address-lines">
      {addressLines(address).map((line, i) => (
        <span key={`${i}-${line}`} className="address-lines__line">
          {line}
        </span>
      ))}
    </address>
  )
}
