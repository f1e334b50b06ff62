// Marketing consumer exclusions (platform §6): the affiliate tracker's sale registration and the
// review provider's transaction tracking.
import { addMinor, multiplyMinor } from '../money/minor.ts'

/** A purchased line as the consumers read it. Money is minor units. */
export type ConsumerItem = {
  productId: number | string
  sku: string
  qty: number
  /** Unit list price. */
  price: number
  /** Unit special price, when the product has one. */
  specialPrice?: number | null
  /** Commerce §3 Product.hasPromo (an active promotion). */
  hasPromo?: boolean
  attributes?: Readonly<Record<string, unknown>>
  /** Commerce §3 attribute manufacturer (a name, or names joined by commas). */
  manufacturer?: string | null
  /** The line belongs to a hundo group (hundo-priced product or a member of its group). */
  hundoGrouped?: boolean
}

/** Our attribute that keeps a product out of affiliate sales (not shown by name). */
export const AFFILIATE_EXCLUDED_ATTRIBUTE = 'affiliate_excluded'
/** Platform §6: the one manufacturer excluded from affiliate sales. */
export const AFFILIATE_EXCLUDED_MANUFACTURER = 'Concept 2'
/** Our attribute that hides a product's reviews (not shown by name). */
export const HIDE_REVIEWS_ATTRIBUTE = 'hide_reviews'

export type AffiliateExclusion = 'specialPrice' | 'promo' | 'excludedAttribute' | 'manufacturer' | 'hundoWithDiscount'

function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || (typeof value === 'string' && ['true', 'yes'].includes(value.toLowerCase()))
}

const squash = (name: string): string => name.replace(/\s+/g, '').toLowerCase()

function isExcludedManufacturer(manufacturer: string | null | undefined): boolean {
  if (!manufacturer) return false
  const target = squash(AFFILIATE_EXCLUDED_MANUFACTURER)
  return manufacturer.split(',').some((m) => squash(m) === target)
}

/**
 * Platform §6: why an item is left out of the affiliate sale, or null to include it. Excluded are
 * items with a special price (below list price), a promo, the excluded attribute, manufacturer
 * Concept 2 (spaces and case ignored, so 'Concept2' too), and hundo-grouped items when the order has a
 * discount (nonzero).
 */
export function affiliateExclusionOf(item: ConsumerItem, orderDiscount: number): AffiliateExclusion | null {
  if (typeof item.specialPrice === 'number' && item.specialPrice < item.price) return 'specialPrice'
  if (item.hasPromo === true) return 'promo'
  if (isOn(item.attributes?.[AFFILIATE_EXCLUDED_ATTRIBUTE])) return 'excludedAttribute'
  if (isExcludedManufacturer(item.manufacturer)) return 'manufacturer'
  if (item.hundoGrouped === true && orderDiscount !== 0) return 'hundoWithDiscount'
  return null
}

/** The affiliate sale: the included items and their amount (unit price × qty, minor units). */
export function affiliateSale<I extends ConsumerItem>(
  items: ReadonlyArray<I>,
  orderDiscount: number,
): { items: Array<I>; amount: number } {
  const included = items.filter((i) => affiliateExclusionOf(i, orderDiscount) === null)
  return { items: included, amount: addMinor(...included.map((i) => multiplyMinor(i.price, i.qty))) }
}

/** A product whose reviews are hidden (HIDE_REVIEWS_ATTRIBUTE on): no review is asked for, taken or shown. */
export function reviewsHidden(attributes: Readonly<Record<string, unknown>> | undefined): boolean {
  return isOn(attributes?.[HIDE_REVIEWS_ATTRIBUTE])
}

/**
 * Platform §6: the review provider's transaction skips products with hidden reviews. A product
 * bought on several lines is sent once.
 */
export function reviewProviderItems<I extends ConsumerItem>(items: ReadonlyArray<I>): Array<I> {
  const seen = new Set<string>()
  return items.filter((i) => {
    const key = String(i.productId)
    if (reviewsHidden(i.attributes) || seen.has(key)) return false
    seen.add(key)
    return true
  })
}
