import type { countries, regions } from '@ironhouse/db'

export type CountryRow = typeof countries.$inferInsert
export type RegionRow = typeof regions.$inferInsert

/**
 * Countries the sites ship to: US, CA, AU and every country of the commerce §9 VAT table. Postcode
 * patterns are the countries' real formats (letters accepted in either case); US, CA and AU require a
 * region (commerce §5 address validity).
 */
const COUNTRY_LIST: ReadonlyArray<[string, string, string | null]> = [
  ['US', 'United States', '^\\d{5}(-\\d{4})?$'],
  ['CA', 'Canada', '^[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d$'],
  ['AU', 'Australia', '^\\d{4}$'],
  ['AT', 'Austria', '^\\d{4}$'],
  ['BE', 'Belgium', '^\\d{4}$'],
  ['BG', 'Bulgaria', '^\\d{4}$'],
  ['CH', 'Switzerland', '^\\d{4}$'],
  ['CY', 'Cyprus', '^\\d{4}$'],
  ['CZ', 'Czechia', '^\\d{3} ?\\d{2}$'],
  ['DE', 'Germany', '^\\d{5}$'],
  ['DK', 'Denmark', '^\\d{4}$'],
  ['EE', 'Estonia', '^\\d{5}$'],
  ['ES', 'Spain', '^\\d{5}$'],
  ['FI', 'Finland', '^\\d{5}$'],
  ['FR', 'France', '^\\d{5}$'],
  ['GB', 'United Kingdom', '^[A-Za-z]{1,2}\\d[A-Za-z\\d]? ?\\d[A-Za-z]{2}$'],
  ['GR', 'Greece', '^\\d{3} ?\\d{2}$'],
  ['HR', 'Croatia', '^\\d{5}$'],
  ['HU', 'Hungary', '^\\d{4}$'],
  ['IE', 'Ireland', '^[A-Za-z]\\d[\\dWw] ?[A-Za-z\\d]{4}$'],
  ['IT', 'Italy', '^\\d{5}$'],
  ['LT', 'Lithuania', '^(LT-)?\\d{5}$'],
  ['LU', 'Luxembourg', '^(L-)?\\d{4}$'],
  ['LV', 'Latvia', '^(LV-)?\\d{4}$'],
  ['MC', 'Monaco', '^980\\d{2}$'],
  ['MT', 'Malta', '^[A-Za-z]{3} ?\\d{2,4}$'],
  ['NL', 'Netherlands', '^\\d{4} ?[A-Za-z]{2}$'],
  ['NO', 'Norway', '^\\d{4}$'],
  ['PL', 'Poland', '^\\d{2}-\\d{3}$'],
  ['PT', 'Portugal', '^\\d{4}-\\d{3}$'],
  ['RO', 'Romania', '^\\d{6}$'],
  ['SE', 'Sweden', '^\\d{3} ?\\d{2}$'],
  ['SI', 'Slovenia', '^\\d{4}$'],
  ['SK', 'Slovakia', '^\\d{3} ?\\d{2}$'],
  ['TR', 'Turkey', '^\\d{5}$'],
  ['UA', 'Ukraine', '^\\d{5}$'],
  ['FO', 'Faroe Islands', '^\\d{3}$'],
  ['AD', 'Andorra', '^AD\\d{3}$'],
  ['AX', 'Åland Islands', '^22\\d{3}$'],
  ['GI', 'Gibraltar', '^GX11 ?1AA$'],
  ['IS', 'Iceland', '^\\d{3}$'],
  ['LI', 'Liechtenstein', '^94(8[5-9]|9[0-8])$'],
  ['SM', 'San Marino', '^4789\\d$'],
]

const REGION_COUNTRIES = new Set(['US', 'CA', 'AU'])

export function generateCountries(): Array<CountryRow> {
  return COUNTRY_LIST.map(([alpha2, name, postcodeRegex]) => ({
    alpha2,
    name,
    requireRegion: REGION_COUNTRIES.has(alpha2),
    postcodeRegex,
  }))
}

const US_STATES: ReadonlyArray<[string, string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'],
  ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'],
  ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'],
  ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'],
  ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'],
  ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
]

/** US military "states" of APO/FPO/DPO addresses; kept as regions of US (the APO site ships to US). */
export const APO_REGIONS: ReadonlyArray<[string, string]> = [
  ['AA', 'Armed Forces Americas'],
  ['AE', 'Armed Forces Europe'],
  ['AP', 'Armed Forces Pacific'],
]

const CA_PROVINCES: ReadonlyArray<[string, string]> = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'],
  ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
]

const AU_STATES: ReadonlyArray<[string, string]> = [
  ['ACT', 'Australian Capital Territory'], ['NSW', 'New South Wales'], ['NT', 'Northern Territory'],
  ['QLD', 'Queensland'], ['SA', 'South Australia'], ['TAS', 'Tasmania'], ['VIC', 'Victoria'], ['WA', 'Western Australia'],
]

/** Region ids: US 1-51 and the APO regions 52-54, CA from 101, AU from 201 (unique across countries). */
export function generateRegions(): Array<RegionRow> {
  const rows: Array<RegionRow> = []
  const add = (countryCode: string, firstId: number, list: ReadonlyArray<[string, string]>): void => {
    list.forEach(([code, name], index) => rows.push({ regionId: firstId + index, countryCode, code, name }))
  }
  add('US', 1, [...US_STATES, ...APO_REGIONS])
  add('CA', 101, CA_PROVINCES)
  add('AU', 201, AU_STATES)
  return rows
}
