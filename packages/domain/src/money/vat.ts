import type { SiteCode } from '../sites/sites.ts'
import { roundHalfAwayFromZero } from './minor.ts'

/**
 * Sites that display prices VAT-inclusive (commerce §9 "The euro and pound sites display VAT-inclusive
 * prices"; shell §9 "EU and GB sites show VAT-inclusive prices with an excluding-VAT option").
 */
export const VAT_INCLUSIVE_SITES: ReadonlyArray<SiteCode> = ['EUR', 'GBR']

/** True when the site shows VAT-inclusive prices (and so offers the excluding-VAT view). */
export function showsVatInclusivePrices(siteCode: SiteCode): boolean {
  return VAT_INCLUSIVE_SITES.includes(siteCode)
}

/**
 * The ex-VAT part of a VAT-inclusive amount: gross * 100 / (100 + rate), rounded to a whole minor unit
 * half away from zero. `ratePercent` is the figure of the commerce §9 table (e.g. 25.5 for FI goods).
 */
export function exVatMinor(grossMinor: number, ratePercent: number): number {
  if (!(ratePercent >= 0)) throw new RangeError(`VAT rate must be >= 0, got ${ratePercent}`)
  // basis points keep rates such as 25.5 or 13.5 exact in integer arithmetic
  const rateBp = Math.round(ratePercent * 100)
  return roundHalfAwayFromZero((grossMinor * 10_000) / (10_000 + rateBp)) + 0
}

/** The VAT contained in a VAT-inclusive amount (gross minus its ex-VAT part, so the two always add up). */
export function vatContainedMinor(grossMinor: number, ratePercent: number): number {
  return grossMinor - exVatMinor(grossMinor, ratePercent)
}
