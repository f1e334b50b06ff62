import { EMPTY_BUNDLE_CHOICE, bundleValueOfChoice, stockStatusOfChosen } from '@ironhouse/domain'
import type { StockInfo } from '@ironhouse/domain'
import type { Product, ProductPricing } from '@ironhouse/contracts'
import { stockOf } from '../../ui/stock.tsx'

/** The query that carries the shopper's choice (commerce §2: `b`, the chosen child ids joined by dashes). */
export const CHOICE_QUERY = 'b'

/**
 * What the shopper chose on a product page: the configurable child (`childId`), and for a bundle the
 * product chosen for each option that is not an included free product (option id → product id, or null
 * for an optional option left empty).
 */
export type Choice = { childId: number | null; bundle: Record<number, number | null> }

/** Options a shopper picks from (an option with an included free product has nothing to pick). */
function pickableOptions(product: Product) {
  return product.bundleOptions.filter((option) => option.includedProductId === null)
}

/**
 * The choice a page opens with: the ids of `b` where they name a child of this product (a configurable
 * child, or a value of its bundle option), else nothing for a configurable; for a bundle each option's
 * value as `bundleValueOfChoice` reads it (the server's package reads `b` alike): without `b` the
 * defaults, with it an optional option it does not name is left at None. Ids that do not belong are
 * ignored, so a stale or edited link still opens the page.
 */
export function choiceFromIds(product: Product, children: ReadonlyArray<Product>, ids: ReadonlyArray<number>): Choice {
  const chosen = new Set(ids)
  const bundle: Choice['bundle'] = {}
  if (product.type === 'bundle') {
    for (const option of pickableOptions(product)) bundle[option.id] = bundleValueOfChoice(option, ids)?.productId ?? null
  }
  const childId = product.type === 'configurable' ? (children.find((c) => chosen.has(c.productId))?.productId ?? null) : null
  return { childId, bundle }
}

/**
 * The `b` value of a choice: the configurable child, or the bundle's chosen products in option order
 * (EMPTY_BUNDLE_CHOICE when every option is left at None); null when nothing is chosen.
 */
export function choiceQueryValue(product: Product, choice: Choice): string | null {
  if (product.type === 'configurable') return choice.childId === null ? null : String(choice.childId)
  const options = pickableOptions(product)
  const ids = options.flatMap((option) => {
    const id = choice.bundle[option.id]
    return id === null || id === undefined ? [] : [id]
  })
  if (ids.length > 0) return ids.join('-')
  return product.type === 'bundle' && options.some((option) => option.id in choice.bundle) ? EMPTY_BUNDLE_CHOICE : null
}

/** One chosen product of a bundle: the product and its quantity (its price is the server's, in the package). */
export type BundleLine = {
  optionId: number
  product: Product
  qty: number
  free: boolean
}

/** The bundle's chosen lines: each picked value and each included free product, in option order. */
export function bundleLinesOf(product: Product, children: ReadonlyArray<Product>, choice: Choice): Array<BundleLine> {
  const byId = new Map(children.map((c) => [c.productId, c]))
  return product.bundleOptions.flatMap((option): Array<BundleLine> => {
    if (option.includedProductId !== null) {
      const free = byId.get(option.includedProductId)
      return free ? [{ optionId: option.id, product: free, qty: 1, free: true }] : []
    }
    const id = choice.bundle[option.id]
    const value = option.values.find((v) => v.productId === id)
    const child = id === null || id === undefined ? undefined : byId.get(id)
    if (!value || !child) return []
    return [{ optionId: option.id, product: child, qty: value.defaultQty, free: false }]
  })
}

/** The key of a bundle choice: its chosen ids in option order, as the server's package names them. */
export function packageKeyOf(product: Product, choice: Choice): string {
  return choiceQueryValue(product, choice) ?? ''
}

/** What the summary shows for the current choice: images, SKU, the price to format and the stock. */
export type ChosenView = {
  /** Names the images shown (the gallery starts again at image 1 when it changes). */
  galleryKey: string
  gallery: Product['gallery']
  thumbnail: string | null
  name: string
  sku: string
  /** The API's pricing of the chosen variant; for a bundle, its package's (null until the server has priced this choice). */
  pricing: ProductPricing | null
  stock: StockInfo
  lines: Array<BundleLine>
}

/**
 * The page's summary for a choice. A configurable product shows the chosen child's images, SKU, price and
 * stock (the parent's until a child is chosen). A bundle shows its own images followed by each chosen
 * product's first image, and its package's price as the server priced it (`packagePricing`, null while
 * the server has not answered for this choice); its stock is the chosen children's (commerce §4).
 */
export function chosenViewOf(product: Product, children: ReadonlyArray<Product>, choice: Choice, packagePricing: ProductPricing | null = null): ChosenView {
  const child = choice.childId === null ? undefined : children.find((c) => c.productId === choice.childId)
  const shown = product.type === 'configurable' && child ? child : product
  const base: ChosenView = {
    galleryKey: String(shown.productId),
    gallery: shown.gallery,
    thumbnail: shown.thumbnail,
    name: shown.name,
    sku: shown.sku,
    pricing: shown.pricing,
    stock: stockOf(shown.inventory),
    lines: [],
  }
  if (product.type !== 'bundle') return base
  const lines = bundleLinesOf(product, children, choice)
  if (lines.length === 0) return base
  const status = stockStatusOfChosen(
    lines.filter((line) => !line.free).map((line) => stockOf(line.product.inventory).status),
    base.stock.status,
  )
  const picked = lines.filter((line) => !line.free)
  const extraImages = picked.flatMap((line) => line.product.gallery.slice(0, 1))
  return {
    ...base,
    galleryKey: [product.productId, ...picked.map((line) => line.product.productId)].join('-'),
    gallery: [...product.gallery, ...extraImages],
    pricing: packagePricing,
    stock: { ...base.stock, status, maxQty: status === 'inStock' ? base.stock.maxQty : 0 },
    lines,
  }
}
