/** The three VAT classes of commerce §9 (goods / food / ebook). */
export const VAT_TAX_CLASSES = ['goods', 'food', 'ebook'] as const
export type VatTaxClass = (typeof VAT_TAX_CLASSES)[number]

/** VAT rates in percent (25.5 means 25.5%). */
export type VatRatesPercent = { readonly goods: number; readonly food: number; readonly ebook: number }

function same(percent: number): VatRatesPercent {
  return { goods: percent, food: percent, ebook: percent }
}

// Commerce §9: "TR, UA" share one row.
const TR_UA: VatRatesPercent = { goods: 24, food: 6, ebook: 0 }

/**
 * Commerce §9, the VAT table exactly as the spec gives it: goods / food / ebook percent; a single
 * figure in the spec means the same figure for all three.
 */
export const VAT_RATES_BY_COUNTRY = {
  AT: { goods: 20, food: 10, ebook: 10 },
  BE: { goods: 21, food: 6, ebook: 6 },
  BG: { goods: 20, food: 20, ebook: 9 },
  CH: same(0),
  CY: same(19),
  CZ: { goods: 21, food: 12, ebook: 0 },
  DE: { goods: 19, food: 19, ebook: 7 },
  DK: same(25),
  EE: { goods: 24, food: 24, ebook: 9 },
  ES: { goods: 21, food: 10, ebook: 4 },
  FI: { goods: 25.5, food: 14, ebook: 14 },
  FR: { goods: 20, food: 10, ebook: 5.5 },
  GB: { goods: 20, food: 20, ebook: 0 },
  GR: same(24),
  HR: { goods: 25, food: 25, ebook: 5 },
  HU: same(27),
  IE: { goods: 23, food: 13.5, ebook: 9 },
  IT: { goods: 22, food: 10, ebook: 4 },
  LT: same(21),
  LU: { goods: 17, food: 3, ebook: 3 },
  LV: same(21),
  MC: { goods: 20, food: 10, ebook: 5.5 },
  MT: { goods: 18, food: 18, ebook: 5 },
  NL: { goods: 21, food: 9, ebook: 9 },
  NO: { goods: 25, food: 25, ebook: 0 },
  PL: { goods: 23, food: 23, ebook: 5 },
  PT: { goods: 23, food: 23, ebook: 6 },
  RO: { goods: 19, food: 9, ebook: 19 },
  SE: { goods: 25, food: 12, ebook: 12 },
  SI: { goods: 22, food: 9.5, ebook: 5 },
  SK: same(23),
  TR: TR_UA,
  UA: TR_UA,
  FO: same(25),
  AD: same(0),
  AX: same(0),
  GI: same(0),
  IS: same(0),
  LI: same(0),
  SM: same(0),
} as const satisfies Record<string, VatRatesPercent>

export type VatCountryCode = keyof typeof VAT_RATES_BY_COUNTRY

export function isVatCountry(countryId: string): countryId is VatCountryCode {
  return Object.hasOwn(VAT_RATES_BY_COUNTRY, countryId)
}

/**
 * Commerce §9 Portugal overrides: Madeira goods 22, food 12, ebook 5; Azores goods 16, food 9,
 * ebook 4.
 */
export const PORTUGAL_REGION_VAT_RATES = {
  madeira: { goods: 22, food: 12, ebook: 5 },
  azores: { goods: 16, food: 9, ebook: 4 },
} as const satisfies Record<string, VatRatesPercent>

export type PortugalVatRegion = keyof typeof PORTUGAL_REGION_VAT_RATES | 'mainland'

/**
 * Portuguese postcode ranges (the four digits before the dash, CTT "Código Postal" system):
 * 9000-9499 is the autonomous region of Madeira (Funchal 9000-9399 and Porto Santo 9400-9499),
 * 9500-9999 is the autonomous region of the Azores (Ponta Delgada 9500 to Corvo 9980).
 */
export const PORTUGAL_VAT_POSTCODE_RANGES = {
  madeira: { from: 9000, to: 9499 },
  azores: { from: 9500, to: 9999 },
} as const satisfies Record<keyof typeof PORTUGAL_REGION_VAT_RATES, { from: number; to: number }>

/** Region names (compared without accents and case) and ISO 3166-2 codes of the two regions. */
export const PORTUGAL_VAT_REGION_NAMES = {
  madeira: ['madeira', 'regiao autonoma da madeira', 'ilha da madeira', 'pt-30'],
  azores: ['azores', 'acores', 'regiao autonoma dos acores', 'autonomous region of the azores', 'pt-20'],
} as const satisfies Record<keyof typeof PORTUGAL_REGION_VAT_RATES, ReadonlyArray<string>>

function foldName(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase()
}

/** Commerce §9: postcodes containing a dash use the part before the dash. */
export function postcodeBeforeDash(postcode: string): string {
  const dash = postcode.indexOf('-')
  return (dash === -1 ? postcode : postcode.slice(0, dash)).trim()
}

/**
 * Which Portuguese VAT region an address is in. A well-formed postcode (four digits before the
 * dash) decides; without one the region name decides; otherwise mainland.
 */
export function portugalVatRegion(postcode: string | null | undefined, region: string | null | undefined): PortugalVatRegion {
  const prefix = postcodeBeforeDash(postcode ?? '')
  if (/^\d{4}$/.test(prefix)) {
    const number = Number(prefix)
    for (const key of ['madeira', 'azores'] as const) {
      const range = PORTUGAL_VAT_POSTCODE_RANGES[key]
      if (number >= range.from && number <= range.to) return key
    }
    return 'mainland'
  }
  const name = foldName(region ?? '')
  for (const key of ['madeira', 'azores'] as const) {
    const names: ReadonlyArray<string> = PORTUGAL_VAT_REGION_NAMES[key]
    if (names.includes(name)) return key
  }
  return 'mainland'
}

export type VatRateQuery = {
  countryId: string
  postcode?: string | null
  region?: string | null
  taxClass: VatTaxClass
}

/**
 * Commerce §9: the VAT percent for a destination and tax class, with the Portugal region overrides.
 * Null for a country outside the table (its tax comes from the tax service alone).
 */
export function vatRatePercent(query: VatRateQuery): number | null {
  const countryId = query.countryId.trim().toUpperCase()
  if (!isVatCountry(countryId)) return null
  if (countryId === 'PT') {
    const region = portugalVatRegion(query.postcode, query.region)
    if (region !== 'mainland') return PORTUGAL_REGION_VAT_RATES[region][query.taxClass]
  }
  const rates: VatRatesPercent = VAT_RATES_BY_COUNTRY[countryId]
  return rates[query.taxClass]
}
