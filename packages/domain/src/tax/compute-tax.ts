import { addMinor, allocateMinor, roundHalfAwayFromZero } from '../money/minor.ts'
import { vatContainedMinor } from '../money/vat.ts'
import { AUSTRALIA_GST, CANADA_PROVINCE_SALES_TAX, US_STATES_TAXING_SHIPPING, US_STATE_SALES_TAX } from './sales-tax-tables.ts'
import { isEoriNumberWellFormed, isVatNumberWellFormed, vatNumberCountry } from './vat-number.ts'
import { type VatTaxClass, isVatCountry, vatRatePercent } from './vat-rates.ts'

/** A line's tax class: the three VAT classes of commerce §9, or exempt (gift cards are a means of payment). */
export type TaxClass = VatTaxClass | 'exempt'

export type TaxLineInput = {
  /** The caller's id of the line (list item id or product id), echoed in the answer. */
  id: string
  /** What the line costs after its own discounts, in minor units. */
  amount: number
  taxClass: TaxClass
}

export type TaxQuery = {
  countryId: string
  /** State, province or region code (US and CA need it); region name for the Portugal overrides. */
  region?: string | null | undefined
  postcode?: string | null | undefined
  lines: ReadonlyArray<TaxLineInput>
  /** The shipping charge, in minor units. */
  shippingAmount: number
  /** An order-level discount on goods (the hundo bulk-weight discount), in minor units. */
  hundoDiscount?: number | undefined
  /** True when amounts already include the tax (the VAT-inclusive EUR and GBR sites). */
  pricesIncludeTax: boolean
  /** The seller's country for the store (B2B reverse charge applies to other EU countries). */
  sellerCountryId: string
  vatNumber?: string | null | undefined
  eoriNumber?: string | null | undefined
}

export type TaxLineResult = { id: string; ratePercent: number; taxAmount: number; taxableAmount: number }

/** Commerce §3 Tax response, plus the per-line detail and the EORI check. Amounts in minor units. */
export type TaxQuote = {
  totalTaxAmount: number
  itemTax: number
  summary: Array<{ label: string; taxAmount: number }>
  shipping: { taxAmount: number; ratePercent: number }
  vatResponse: { valid: boolean; exempt: boolean } | null
  eoriResponse: { valid: boolean } | null
  lines: Array<TaxLineResult>
  /**
   * With VAT-inclusive prices and a reverse-charged (exempt) B2B order, the VAT the prices contain
   * is taken off the order: this is that amount (0 otherwise).
   */
  reverseChargedAmount: number
}

/** EU member states (their VAT numbers take the reverse charge across borders). */
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
])

type Jurisdiction = { label: string; rateFor: (taxClass: VatTaxClass) => number; shippingRate: number }

function percentOf(amount: number, ratePercent: number, included: boolean): number {
  const rateBp = Math.round(ratePercent * 100)
  if (rateBp === 0 || amount === 0) return 0
  if (included) return vatContainedMinor(amount, ratePercent)
  return roundHalfAwayFromZero((amount * rateBp) / 10_000)
}

function formatPercent(ratePercent: number): string {
  return `${Number(ratePercent.toFixed(3))}%`
}

/** Where the tax is owed and at which rates, or null when the destination charges none here. */
function jurisdictionFor(query: TaxQuery): Jurisdiction | null {
  const country = query.countryId.trim().toUpperCase()
  const region = (query.region ?? '').trim().toUpperCase()
  if (country === 'US') {
    const rate = US_STATE_SALES_TAX[region]
    if (rate === undefined || rate === 0) return null
    return { label: `Sales Tax (${region} ${formatPercent(rate)})`, rateFor: () => rate, shippingRate: US_STATES_TAXING_SHIPPING.has(region) ? rate : 0 }
  }
  if (country === 'CA') {
    const province = CANADA_PROVINCE_SALES_TAX[region]
    if (!province) return null
    return { label: `${province.label} (${region} ${formatPercent(province.rate)})`, rateFor: () => province.rate, shippingRate: province.rate }
  }
  if (country === 'AU') {
    return { label: `GST (${formatPercent(AUSTRALIA_GST)})`, rateFor: () => AUSTRALIA_GST, shippingRate: AUSTRALIA_GST }
  }
  if (isVatCountry(country)) {
    const rateFor = (taxClass: VatTaxClass) => vatRatePercent({ countryId: country, postcode: query.postcode, region: query.region, taxClass }) ?? 0
    // shipping follows the goods it carries: the standard (goods) rate
    return { label: `VAT (${country})`, rateFor, shippingRate: rateFor('goods') }
  }
  return null
}

/** Spreads an order-level discount over the lines in proportion to their amounts (largest remainder). */
function spreadDiscount(amounts: ReadonlyArray<number>, discount: number): Array<number> {
  const total = addMinor(...amounts)
  const capped = Math.min(Math.max(0, discount), total)
  if (capped === 0 || total === 0) return amounts.map(() => 0)
  return allocateMinor(capped, amounts)
}

/**
 * The tax of an order: US sales tax by state, Canadian GST/HST by province, Australian GST, and the
 * VAT table of commerce §9 with the Portugal overrides; tax on shipping where the destination taxes
 * it; a well-formed VAT number of another EU member state than the seller's makes the order
 * reverse-charged (tax 0, shown as tax exempt).
 */
export function computeTax(query: TaxQuery): TaxQuote {
  const country = query.countryId.trim().toUpperCase()
  const vatNumber = (query.vatNumber ?? '').trim()
  const vatValid = vatNumber.length > 0 ? isVatNumberWellFormed(vatNumber, country) : null
  const exempt =
    vatValid === true &&
    EU_MEMBER_STATES.has(country) &&
    country !== query.sellerCountryId.trim().toUpperCase() &&
    vatNumberCountry(vatNumber, country) === country
  const eori = (query.eoriNumber ?? '').trim()
  const eoriResponse = eori.length > 0 ? { valid: isEoriNumberWellFormed(eori) } : null
  const vatResponse = vatValid === null ? null : { valid: vatValid, exempt }

  const jurisdiction = jurisdictionFor(query)
  const goodsIndexes = query.lines.map((line, index) => (line.taxClass === 'goods' ? index : -1)).filter((index) => index >= 0)
  const hundoShares = spreadDiscount(
    goodsIndexes.map((index) => query.lines[index]?.amount ?? 0),
    query.hundoDiscount ?? 0,
  )
  const discountByIndex = new Map(goodsIndexes.map((lineIndex, i) => [lineIndex, hundoShares[i] ?? 0]))

  const lines: Array<TaxLineResult> = query.lines.map((line, index) => {
    const taxableAmount = Math.max(0, line.amount - (discountByIndex.get(index) ?? 0))
    const ratePercent = jurisdiction && line.taxClass !== 'exempt' ? jurisdiction.rateFor(line.taxClass) : 0
    return { id: line.id, ratePercent, taxableAmount, taxAmount: percentOf(taxableAmount, ratePercent, query.pricesIncludeTax) }
  })
  const taxableGoods = lines.some((line) => line.ratePercent > 0)
  const shippingRate = jurisdiction && taxableGoods ? jurisdiction.shippingRate : 0
  const shippingTax = percentOf(Math.max(0, query.shippingAmount), shippingRate, query.pricesIncludeTax)
  const itemTax = addMinor(...lines.map((line) => line.taxAmount))

  if (exempt) {
    return {
      totalTaxAmount: 0,
      itemTax: 0,
      summary: [],
      shipping: { taxAmount: 0, ratePercent: 0 },
      vatResponse,
      eoriResponse,
      lines: lines.map((line) => ({ ...line, ratePercent: 0, taxAmount: 0 })),
      reverseChargedAmount: query.pricesIncludeTax ? itemTax + shippingTax : 0,
    }
  }
  const totalTaxAmount = itemTax + shippingTax
  return {
    totalTaxAmount,
    itemTax,
    summary: jurisdiction && totalTaxAmount > 0 ? [{ label: jurisdiction.label, taxAmount: totalTaxAmount }] : [],
    shipping: { taxAmount: shippingTax, ratePercent: shippingRate },
    vatResponse,
    eoriResponse,
    lines,
    reverseChargedAmount: 0,
  }
}
