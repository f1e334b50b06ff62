import type { SiteCode } from '@ironhouse/domain'

/**
 * The built-in rate engine's tables (documented in docs/shipping.md). Amounts are minor units of
 * the site's own currency; weights are pounds, billed per started pound.
 */

/** A carrier service: the price of a package is base + perLb × billed pounds, times the zone factor. */
export type ServiceRate = {
  code: string
  carrier: string
  label: string
  base: number
  perLb: number
  /** Business days in transit, for the label and for ordering the answer. */
  days: string
  /** The ground/standard service: the one free shipping, 3 ships free and 5 for 5 apply to. */
  standard?: boolean
}

export type SiteRateTable = {
  /** Countries this site ships to. */
  countries: ReadonlyArray<string>
  /** Zone factor (percent) by country or by `country:region`; 100 when not listed. */
  zoneFactor: (countryId: string, region: string) => number | null
  parcel: ReadonlyArray<ServiceRate>
  freight: ServiceRate
  dropship: ServiceRate
  /** A PER_ORDER_DROPSHIP vendor charges once per order. */
  perOrderDropship: ServiceRate
  pickup: { city: string; region: string; country: string } | null
}

/** The heaviest parcel a carrier takes; heavier items and DROPSHIP_FREIGHT go by freight. */
export const PARCEL_MAX_LB = 150

/** 5 for 5: a package of five-for-five items ships standard for this (minor units). */
export const FIVE_FOR_FIVE_RATE = 500

const US_ZONES: Record<string, number> = {}
const usZone = (factor: number, states: string) => states.split(' ').forEach((state) => (US_ZONES[state] = factor))
usZone(100, 'OH IN KY MI PA WV')
usZone(115, 'IL WI TN NY NJ MD DE DC VA NC')
usZone(130, 'MN IA MO AR AL GA SC MS CT RI MA VT NH ME')
usZone(150, 'LA OK KS NE SD ND TX FL')
usZone(170, 'CO NM WY MT')
usZone(185, 'AZ UT ID NV')
usZone(200, 'CA OR WA')
usZone(320, 'AK HI PR')

/** US military addresses: the state field is AA, AE or AP. */
export const MILITARY_REGIONS = ['AA', 'AE', 'AP'] as const

const EU_ZONES: Record<string, number> = {}
const euZone = (factor: number, countries: string) => countries.split(' ').forEach((country) => (EU_ZONES[country] = factor))
euZone(100, 'NL BE LU DE')
euZone(125, 'FR AT DK IE IT ES PT CZ PL SE FI SI SK MC')
euZone(150, 'BG CY EE GR HR HU LT LV MT RO AD SM')
euZone(190, 'GB CH NO LI IS FO GI AX TR UA')

const usParcel: ReadonlyArray<ServiceRate> = [
  { code: 'ups_ground', carrier: 'ups', label: 'UPS Ground', base: 995, perLb: 45, days: '3-5', standard: true },
  { code: 'ups_2day', carrier: 'ups', label: 'UPS 2nd Day Air', base: 2495, perLb: 110, days: '2' },
  { code: 'ups_nextday', carrier: 'ups', label: 'UPS Next Day Air', base: 4495, perLb: 190, days: '1' },
]

export const SITE_RATE_TABLES: Readonly<Record<SiteCode, SiteRateTable>> = {
  USA: {
    countries: ['US'],
    zoneFactor: (_country, region) => US_ZONES[region] ?? null,
    parcel: usParcel,
    freight: { code: 'freight_ltl', carrier: 'freight', label: 'Freight (LTL, liftgate delivery)', base: 14_900, perLb: 35, days: '5-10', standard: true },
    dropship: { code: 'dropship_ground', carrier: 'vendor', label: 'Ships from the maker (ground)', base: 1_995, perLb: 40, days: '5-8', standard: true },
    perOrderDropship: { code: 'dropship_order', carrier: 'vendor', label: 'Ships from the maker (flat per order)', base: 4_900, perLb: 0, days: '5-8', standard: true },
    pickup: { city: 'Columbus', region: 'OH', country: 'US' },
  },
  APO: {
    countries: ['US'],
    zoneFactor: (_country, region) => ((MILITARY_REGIONS as ReadonlyArray<string>).includes(region) ? 100 : (US_ZONES[region] ?? null)),
    parcel: [
      { code: 'usps_priority', carrier: 'usps', label: 'USPS Priority Mail (APO/FPO/DPO)', base: 1_495, perLb: 95, days: '7-14', standard: true },
    ],
    freight: { code: 'usps_priority_freight', carrier: 'usps', label: 'USPS Priority Mail, heavy item surcharge', base: 19_900, perLb: 120, days: '10-21', standard: true },
    dropship: { code: 'dropship_usps', carrier: 'usps', label: 'Ships from the maker (USPS)', base: 2_495, perLb: 95, days: '10-21', standard: true },
    perOrderDropship: { code: 'dropship_order', carrier: 'usps', label: 'Ships from the maker (flat per order)', base: 5_900, perLb: 0, days: '10-21', standard: true },
    pickup: null,
  },
  CAN: {
    countries: ['CA'],
    zoneFactor: (_country, region) => (['NT', 'NU', 'YT'].includes(region) ? 160 : ['NL', 'PE', 'NS', 'NB', 'BC'].includes(region) ? 120 : 100),
    parcel: [
      { code: 'ups_standard', carrier: 'ups', label: 'UPS Standard', base: 1_495, perLb: 65, days: '3-7', standard: true },
      { code: 'ups_expedited', carrier: 'ups', label: 'UPS Expedited', base: 3_295, perLb: 140, days: '2-3' },
    ],
    freight: { code: 'freight_ltl', carrier: 'freight', label: 'Freight (LTL, liftgate delivery)', base: 22_900, perLb: 48, days: '7-12', standard: true },
    dropship: { code: 'dropship_ground', carrier: 'vendor', label: 'Ships from the maker (ground)', base: 2_995, perLb: 55, days: '7-10', standard: true },
    perOrderDropship: { code: 'dropship_order', carrier: 'vendor', label: 'Ships from the maker (flat per order)', base: 6_900, perLb: 0, days: '7-10', standard: true },
    pickup: null,
  },
  EUR: {
    countries: Object.keys(EU_ZONES).filter((country) => country !== 'GB'),
    zoneFactor: (country) => EU_ZONES[country] ?? null,
    parcel: [
      { code: 'dhl_economy', carrier: 'dhl', label: 'DHL Economy Select', base: 1_295, perLb: 70, days: '3-6', standard: true },
      { code: 'dhl_express', carrier: 'dhl', label: 'DHL Express', base: 3_495, perLb: 160, days: '1-2' },
    ],
    freight: { code: 'freight_pallet', carrier: 'freight', label: 'Pallet freight', base: 18_900, perLb: 40, days: '5-10', standard: true },
    dropship: { code: 'dropship_ground', carrier: 'vendor', label: 'Ships from the maker', base: 2_495, perLb: 60, days: '5-10', standard: true },
    perOrderDropship: { code: 'dropship_order', carrier: 'vendor', label: 'Ships from the maker (flat per order)', base: 5_900, perLb: 0, days: '5-10', standard: true },
    pickup: { city: 'Rotterdam', region: 'South Holland', country: 'NL' },
  },
  GBR: {
    countries: ['GB'],
    zoneFactor: (_country, region) => (['ZE', 'KW', 'HS', 'IV', 'BT'].includes(region) ? 150 : 100),
    parcel: [
      { code: 'dpd_parcel', carrier: 'dpd', label: 'DPD Parcel', base: 995, perLb: 55, days: '2-3', standard: true },
      { code: 'dpd_nextday', carrier: 'dpd', label: 'DPD Next Day', base: 1_995, perLb: 95, days: '1' },
    ],
    freight: { code: 'freight_pallet', carrier: 'freight', label: 'Pallet freight', base: 14_900, perLb: 32, days: '3-7', standard: true },
    dropship: { code: 'dropship_ground', carrier: 'vendor', label: 'Ships from the maker', base: 1_995, perLb: 50, days: '4-8', standard: true },
    perOrderDropship: { code: 'dropship_order', carrier: 'vendor', label: 'Ships from the maker (flat per order)', base: 4_500, perLb: 0, days: '4-8', standard: true },
    pickup: { city: 'Birmingham', region: 'West Midlands', country: 'GB' },
  },
  AUS: {
    countries: ['AU'],
    zoneFactor: (_country, region) => (['NT', 'WA', 'TAS'].includes(region) ? 140 : 100),
    parcel: [
      { code: 'auspost_parcel', carrier: 'auspost', label: 'Australia Post Parcel Post', base: 1_495, perLb: 80, days: '3-8', standard: true },
      { code: 'startrack_express', carrier: 'startrack', label: 'StarTrack Express', base: 2_995, perLb: 150, days: '1-3' },
    ],
    freight: { code: 'freight_pallet', carrier: 'freight', label: 'Pallet freight', base: 24_900, perLb: 50, days: '5-12', standard: true },
    dropship: { code: 'dropship_ground', carrier: 'vendor', label: 'Ships from the maker', base: 2_995, perLb: 70, days: '5-12', standard: true },
    perOrderDropship: { code: 'dropship_order', carrier: 'vendor', label: 'Ships from the maker (flat per order)', base: 6_900, perLb: 0, days: '5-12', standard: true },
    pickup: { city: 'Brisbane', region: 'QLD', country: 'AU' },
  },
}
