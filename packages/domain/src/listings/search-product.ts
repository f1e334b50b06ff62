// Product as mapped from search results (platform §3). The search provider's record shape is not
// shown in the spec: SearchProviderProduct below is ours (snake_case, as such providers send it).
import { toMinor } from '../money/minor.ts'
import { SEARCH_PRODUCT_PLACEHOLDER_IMAGE } from './placeholder-image.ts'
import { productRating, type ProductRating } from '../catalog/product-rating.ts'

/** Category levels kept on a mapped product (platform §3). */
export const SEARCH_PRODUCT_CATEGORY_LEVELS = 3
/** Default label of the colour-variant list (platform §3). */
export const DEFAULT_RELATED_LABEL_NAME = 'colors'
/** The product that is quoted when its price is zero or not a number (platform §3). */
export const QUOTED_WHEN_UNPRICED_PRODUCT_ID = 91377

/**
 * Platform §3: a product is quoted (sold by quote, not at a price) when it is product 91377 and its
 * price is zero or not a number. The page shows "Request a quote" and a cart does not take it.
 */
export function isQuotedProduct(productId: number, price: number | null | undefined): boolean {
  return productId === QUOTED_WHEN_UNPRICED_PRODUCT_ID && (price === null || price === undefined || !Number.isFinite(price) || price === 0)
}
/**
 * Product remaps (platform §3): 1119665 shows as 1119420, the colour-training bumper set, with a custom
 * URL. The URL itself is not shown: ours.
 */
export const SEARCH_PRODUCT_REMAPS: Readonly<Record<number, { productId: number; url: string }>> = {
  1119665: { productId: 1119420, url: '/color-training-bumper-set' },
}

/** A price as the search provider sends it: a number or a decimal string, in major units. */
export type SearchProviderPrice = number | string | null | undefined

/** A colour variant in a search record. */
export type SearchProviderVariant = {
  product_id: number | string
  child_id?: number | string
  variation_key?: string
  color?: string
  related_image?: string
  image_url?: string
  hover_image_url?: string
  url?: string
  name?: string
  price?: SearchProviderPrice
  final_price?: SearchProviderPrice
  gbp_price?: SearchProviderPrice
  gbp_final_price?: SearchProviderPrice
}

/** A product record from the search provider (our shape; see the file comment). */
export type SearchProviderProduct = {
  product_id: number | string
  sku?: string
  name?: string
  url?: string
  type?: string
  image_url?: string
  hover_image_url?: string
  price?: SearchProviderPrice
  final_price?: SearchProviderPrice
  /** Pound prices, used on the GBR site (platform §3). */
  gbp_price?: SearchProviderPrice
  gbp_final_price?: SearchProviderPrice
  /** The product's rating (ours: the review provider's average with one decimal, and its count; absent when unrated or hidden). */
  rating_summary?: number | string
  review_count?: number | string
  /** Category names from the top level down. */
  categories?: ReadonlyArray<string>
  manufacturer?: ReadonlyArray<string> | string
  tax_class_id?: string | number
  challenge_status?: string
  has_redirect?: boolean
  related?: ReadonlyArray<SearchProviderVariant>
  related_label_name?: string
  variation_key?: string
  bundle_variation_key?: string
}

/** A colour variant of a mapped product. Prices are minor units; null when not a number. */
export type SearchProductVariant = {
  productId: number
  childId?: number
  variationKey?: string
  color?: string
  relatedImage?: string
  thumbnail: string
  altImage?: string
  url?: string
  name?: string
  price: number | null
  special_price?: number
}

/** Product as mapped from search results (platform §3). Prices are minor units; null when not a number. */
export type SearchProduct = {
  productId: number
  thumbnail: string
  price: number | null
  categories: Array<string>
  brand?: string
  challenge_status?: string
  name: string
  url: string
  sku: string
  type?: string
  attributes: { tax_class_id?: string; manufacturer?: string }
  quoted: boolean
  special_price?: number
  altImage?: string
  related: Array<SearchProductVariant>
  relatedLabelName: string
  variationKey?: string
  hasRedirect: boolean
  /** The rating shown on the tile (productRating); absent when the product has none to show. */
  rating?: ProductRating
}

/** A search-provider price in minor units, or null when it is not a number. */
export function searchPriceToMinor(value: SearchProviderPrice): number | null {
  if (value === null || value === undefined || value === '') return null
  const major = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(major) ? toMinor(major) : null
}

type Priced = Pick<SearchProviderProduct, 'price' | 'final_price' | 'gbp_price' | 'gbp_final_price'>

/** price and special_price of a record; GBR reads the pound prices (platform §3). */
function pricesOf(record: Priced, siteCode: string): { price: number | null; special_price?: number } {
  const gbr = siteCode === 'GBR'
  const price = searchPriceToMinor(gbr ? record.gbp_price : record.price)
  const finalPrice = searchPriceToMinor(gbr ? record.gbp_final_price : record.final_price)
  // special_price is set when final_price is lower than price (platform §3)
  if (price !== null && finalPrice !== null && finalPrice < price) return { price, special_price: finalPrice }
  return { price }
}

function toId(value: number | string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) ? n : undefined
}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

function mapVariant(variant: SearchProviderVariant, siteCode: string): SearchProductVariant {
  return defined({
    productId: toId(variant.product_id) ?? 0,
    childId: toId(variant.child_id),
    variationKey: variant.variation_key,
    color: variant.color,
    relatedImage: variant.related_image ?? variant.image_url,
    thumbnail: variant.image_url || SEARCH_PRODUCT_PLACEHOLDER_IMAGE,
    altImage: variant.hover_image_url,
    url: variant.url,
    name: variant.name,
    ...pricesOf(variant, siteCode),
  })
}

/**
 * Maps a search-provider record to the listing product (platform §3): placeholder thumbnail, up to
 * three category levels, brand = first manufacturer, manufacturer attribute joined by commas,
 * product 91377 quoted when its price is zero or not a number, special_price when final_price <
 * price, colour variants, relatedLabelName default 'colors', variationKey defaulting to the bundle
 * variation key, GBR pound prices and the 1119665 → 1119420 remap.
 */
export function mapSearchProduct(record: SearchProviderProduct, siteCode: string): SearchProduct {
  const manufacturers =
    typeof record.manufacturer === 'string'
      ? record.manufacturer.split(',').map((m) => m.trim()).filter((m) => m !== '')
      : [...(record.manufacturer ?? [])]
  const originalId = toId(record.product_id) ?? 0
  const remap = SEARCH_PRODUCT_REMAPS[originalId]
  const prices = pricesOf(record, siteCode)
  return defined({
    productId: remap?.productId ?? originalId,
    thumbnail: record.image_url || SEARCH_PRODUCT_PLACEHOLDER_IMAGE,
    ...prices,
    categories: (record.categories ?? []).slice(0, SEARCH_PRODUCT_CATEGORY_LEVELS),
    brand: manufacturers[0],
    challenge_status: record.challenge_status,
    name: record.name ?? '',
    url: remap?.url ?? record.url ?? '',
    sku: record.sku ?? '',
    type: record.type,
    attributes: defined({
      tax_class_id: record.tax_class_id === undefined ? undefined : String(record.tax_class_id),
      manufacturer: manufacturers.length > 0 ? manufacturers.join(',') : undefined,
    }),
    quoted: isQuotedProduct(originalId, prices.price),
    altImage: record.hover_image_url,
    related: (record.related ?? []).map((variant) => mapVariant(variant, siteCode)),
    relatedLabelName: record.related_label_name || DEFAULT_RELATED_LABEL_NAME,
    variationKey: record.variation_key ?? record.bundle_variation_key,
    hasRedirect: record.has_redirect === true,
    rating: productRating({ rating_summary: record.rating_summary, review_count: record.review_count }) ?? undefined,
  })
}
