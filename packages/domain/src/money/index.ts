// Money: integer minor units, rounding, allocation, VAT-inclusive display and price formatting.
export { round2 } from './round.ts'
export {
  MINOR_PER_MAJOR,
  addMinor,
  allocateMinor,
  fromMinor,
  multiplyMinor,
  percentOfMinor,
  roundHalfAwayFromZero,
  toMinor,
} from './minor.ts'
export type { CurrencyCode } from './minor.ts'
export { VAT_INCLUSIVE_SITES, exVatMinor, showsVatInclusivePrices, vatContainedMinor } from './vat.ts'
export { currencyLocaleFor, formatPrice } from './format.ts'
export type { FormatPriceOptions } from './format.ts'
