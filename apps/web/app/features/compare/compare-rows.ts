// The attribute rows of the compare page (/compare/*, shell §2): the product facts a shopper weighs,
// in words. Product attributes also carry commerce settings (promo prices and dates, shipping groups,
// tax classes, parent ids, purchase limits: commerce §1); those are how the store prices and ships,
// not facts to compare, so only the rows below are shown, each with its label and its way of reading
// the value. A row no compared product has a value for is left out.
import type { Product } from '@ironhouse/contracts'
import { FIVE_FOR_FIVE_PROMOTION_VALUE, isAttributeFlagOn, isThreeShipsFree, PROMOTION_FACET_LABELS } from '@ironhouse/domain'

export type CompareRow = { key: string; label: string; values: Array<string | undefined> }

type Attributes = Product['attributes']
type RowSpec = { key: string; label: string; read: (attributes: Attributes) => string | undefined }

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

function count(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isFinite(n) && n > 0 ? n : undefined
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The promotions of a product, labelled as the promotions facet labels them (platform §3). */
function promotionsOf(attributes: Attributes, fiveForFiveEnabled: boolean): string | undefined {
  const labels = Object.entries(PROMOTION_FACET_LABELS)
    .filter(([key]) => key !== FIVE_FOR_FIVE_PROMOTION_VALUE || fiveForFiveEnabled)
    .filter(([key]) => (key === '3_ships_free' ? isThreeShipsFree(attributes) : isAttributeFlagOn(attributes[key])))
    .map(([, label]) => label)
  return labels.length > 0 ? labels.join(', ') : undefined
}

function rowSpecs(fiveForFiveEnabled: boolean): Array<RowSpec> {
  return [
    // platform §3: the brand is the first manufacturer
    { key: 'manufacturer', label: 'Brand', read: (a) => text(a.manufacturer)?.split(',')[0]?.trim() || undefined },
    { key: 'color', label: 'Color', read: (a) => text(a.color) },
    {
      key: 'rating_summary',
      label: 'Rating',
      read: (a) => {
        const rating = count(a.rating_summary)
        if (rating === undefined) return undefined
        const reviews = count(a.review_count)
        return `${rating} out of 5${reviews === undefined ? '' : ` (${plural(reviews, 'review', 'reviews')})`}`
      },
    },
    { key: 'promotions', label: 'Promotions', read: (a) => promotionsOf(a, fiveForFiveEnabled) },
    // programs (shell §2 /iron-game-programming): how they are delivered and how long they run
    { key: 'program_delivery', label: 'Program Delivery', read: (a) => (text(a.program_delivery) === 'Not Applicable' ? undefined : text(a.program_delivery)) },
    { key: 'duration', label: 'Duration', read: (a) => mapDefined(count(a.duration), (n) => plural(n, 'week', 'weeks')) },
    { key: 'days_per_week', label: 'Days Per Week', read: (a) => mapDefined(count(a.days_per_week), String) },
    { key: 'subscription_interval', label: 'Billed Every', read: (a) => text(a.subscription_interval) },
  ]
}

function mapDefined<T, U>(value: T | undefined, map: (value: T) => U): U | undefined {
  return value === undefined ? undefined : map(value)
}

/** The rows the compared products have values for, each with one value (or none) per product. */
export function compareRows(products: ReadonlyArray<Pick<Product, 'attributes'>>, options: { fiveForFiveEnabled: boolean }): Array<CompareRow> {
  return rowSpecs(options.fiveForFiveEnabled)
    .map(({ key, label, read }) => ({ key, label, values: products.map((p) => read(p.attributes)) }))
    .filter((row) => row.values.some((value) => value !== undefined))
}
