/**
 * VAT identification numbers: the format of each country's number (the VIES formats of the EU
 * member states, the UK's, Switzerland's and Norway's). Only the format is checked: the built-in
 * tax service works offline, so a number is "valid" when it is well formed for its country.
 */
const VAT_NUMBER_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  GB: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
  XI: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
  CH: /^E\d{9}(MWST|TVA|IVA)?$/,
  NO: /^\d{9}(MVA)?$/,
}

/** The VAT prefix of a country: Greece uses EL, every other country its ISO code. */
export function vatPrefixForCountry(countryId: string): string {
  const country = countryId.trim().toUpperCase()
  return country === 'GR' ? 'EL' : country
}

/** A VAT number without spaces, dots and dashes, upper-case, with its country prefix. */
export function normalizeVatNumber(vatNumber: string, countryId: string): string {
  const compact = vatNumber.replace(/[\s.-]/g, '').toUpperCase()
  const prefix = compact.slice(0, 2)
  if (/^[A-Z]{2}$/.test(prefix) && Object.hasOwn(VAT_NUMBER_FORMATS, prefix)) return compact
  return vatPrefixForCountry(countryId) + compact
}

/** True when the VAT number is well formed for the country it names (or, unprefixed, the destination). */
export function isVatNumberWellFormed(vatNumber: string, countryId: string): boolean {
  const normalized = normalizeVatNumber(vatNumber, countryId)
  const format = VAT_NUMBER_FORMATS[normalized.slice(0, 2)]
  return format !== undefined && format.test(normalized.slice(2))
}

/** The country a (normalized) VAT number belongs to, as an ISO code (EL -> GR, XI -> GB). */
export function vatNumberCountry(vatNumber: string, countryId: string): string {
  const prefix = normalizeVatNumber(vatNumber, countryId).slice(0, 2)
  if (prefix === 'EL') return 'GR'
  if (prefix === 'XI') return 'GB'
  return prefix
}

/**
 * EORI numbers (customs, needed for shipments between Great Britain and the EU): a two-letter
 * country code and up to 15 letters or digits; a GB number is GB and 12 digits.
 */
export function isEoriNumberWellFormed(eoriNumber: string): boolean {
  const compact = eoriNumber.replace(/\s/g, '').toUpperCase()
  if (compact.startsWith('GB') || compact.startsWith('XI')) return /^(GB|XI)\d{12}$/.test(compact)
  return /^[A-Z]{2}[A-Z0-9]{1,15}$/.test(compact)
}
