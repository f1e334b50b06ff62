import { bundleValueUnitMinor, stockStatusOfChosen } from '@ironhouse/domain'
import type { StockInfo } from '@ironhouse/domain'
import type { Product, ProductPricing } from '@ironhouse/contracts'
import { stockOf } from '../../ui/stock.tsx'

/** The query that carries the shopper's choice (commerce §2: `b`, the chosen child ids joined by dashes). */
export const CHOICE_QUERY = 'b'

/** At most this many ids are read from `b` (a bundle has a handful of options; longer values are ignored). */
const MAX_CHOSEN = 20

/**
 * What the shopper chose on a product page: the configurable child (`childId`), and for a bundle the
 * product chosen for each option that is not an included free product (option id → product id, or null
 * for an optional option left empty).
 */
export type Choice = { childId: number | null; bundle: Record<number, number | null> }

/** Ids of a `b` value: digits joined by dashes; anything else (or too many) reads as no choice. */
export function parseChoiceIds(value: string | null): Array<number> {
  if (!value || !/^\d{1,9}(?:-\d{1,9})*$/.test(value)) return []
  const ids = value.split('-').map(Number)
  return ids.length > MAX_CHOSEN ? [] : ids
}

/** Options a shopper picks from (an option with an included free product has nothing to pick). */
function pickableOptions(product: Product) {
  return product.bundleOptions.filter((option) => option.includedProductId === null)
}

/**
 * The choice a page opens with: the ids of `b` where they name a child of this product (a configurable
 * child, or a value of its bundle option), else nothing for a configurable and each option's default value
 * for a bundle. Ids that do not belong are ignored, so a stale or edited link still opens the page.
 */
export function choiceFromIds(product: Product, children: ReadonlyArray<Product>, ids: ReadonlyArray<number>): Choice {
  const chosen = new Set(ids)
  const bundle: Choice['bundle'] = {}
  if (product.type === 'bundle') {
    for (const option of pickableOptions(product)) {
      const value = option.values.find((v) => chosen.has(v.productId)) ?? option.values.find((v) => v.isDefault)
      bundle[option.id] = value?.productId ?? null
    }
  }
  const childId = product.type === 'configurable' ? (children.find((c) => chosen.has(c.productId))?.productId ?? null) : null
  return { childId, bundle }
}

/** The `b` value of a choice: the configurable child, or the bundle's chosen products in option order; null when nothing is chosen. */
export function choiceQueryValue(product: Product, choice: Choice): string | null {
  const ids =
    product.type === 'configurable'
      ? choice.childId === null
        ? []
        : [choice.childId]
      : pickableOptions(product).flatMap((option) => {
          const id = choice.bundle[option.id]
          return id === null || id === undefined ? [] : [id]
        })
  return ids.length > 0 ? ids.join('-') : null
}

/** One chosen product of a bundle with what it adds: unit price (server's, commerce §5 price type) and quantity. */
export type BundleLine = {
  optionId: number
  product: Product
  unitMinor: number
  listUnitMinor: number
  qty: number
  free: boolean
  /** Priced at the option's fixed price rather than the child's own. */
  fixed: boolean
}

/** The bundle's chosen lines: each picked value and each included free product (at 0), in option order. */
export function bundleLinesOf(product: Product, children: ReadonlyArray<Product>, choice: Choice): Array<BundleLine> {
  const byId = new Map(children.map((c) => [c.productId, c]))
  return product.bundleOptions.flatMap((option): Array<BundleLine> => {
    if (option.includedProductId !== null) {
      const free = byId.get(option.includedProductId)
      return free ? [{ optionId: option.id, product: free, unitMinor: 0, listUnitMinor: 0, qty: 1, free: true, fixed: false }] : []
    }
    const id = choice.bundle[option.id]
    const value = option.values.find((v) => v.productId === id)
    const child = id === null || id === undefined ? undefined : byId.get(id)
    if (!value || !child) return []
    const fixed = { priceType: value.priceType, priceMinor: value.price }
    return [
      {
        optionId: option.id,
        product: child,
        unitMinor: bundleValueUnitMinor(fixed, child.pricing.final),
        listUnitMinor: bundleValueUnitMinor(fixed, child.pricing.list),
        qty: value.defaultQty,
        free: false,
        fixed: value.priceType === 'fixed',
      },
    ]
  })
}

/**
 * The excluding-VAT figures of a bundle total on the VAT-inclusive sites (shell §9): the sum of the API's
 * figures for the chosen children. A fixed-priced value has no such figure, so then none is shown.
 */
function bundleVat(product: Product, picked: ReadonlyArray<BundleLine>): ProductPricing['vat'] {
  const vat = product.pricing.vat
  if (vat === null) return null
  if (picked.some((line) => line.fixed || line.product.pricing.vat === null)) return null
  const sum = (of: (v: NonNullable<ProductPricing['vat']>) => number) => picked.reduce((total, line) => total + (line.product.pricing.vat ? of(line.product.pricing.vat) : 0) * line.qty, 0)
  const final = sum((v) => v.finalExcludingVat)
  return { ...vat, finalExcludingVat: final, listExcludingVat: Math.max(final, sum((v) => v.listExcludingVat)) }
}

/** What the summary shows for the current choice: images, SKU, the price to format and the stock. */
export type ChosenView = {
  /** Names the images shown (the gallery starts again at image 1 when it changes). */
  galleryKey: string
  gallery: Product['gallery']
  thumbnail: string | null
  name: string
  sku: string
  /** The API's pricing of the chosen variant; for a bundle, the chosen lines' total in the same shape. */
  pricing: ProductPricing
  stock: StockInfo
  lines: Array<BundleLine>
}

/**
 * The page's summary for a choice. A configurable product shows the chosen child's images, SKU, price and
 * stock (the parent's until a child is chosen). A bundle shows its own images followed by each chosen
 * product's first image, and the total of the chosen lines as the cart prices it (each unit the API's
 * price of the child, or the option's fixed price); its stock is the chosen children's (commerce §4).
 */
export function chosenViewOf(product: Product, children: ReadonlyArray<Product>, choice: Choice): ChosenView {
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
  const total = (unit: (line: BundleLine) => number) => lines.reduce((sum, line) => sum + unit(line) * line.qty, 0)
  const final = total((line) => line.unitMinor)
  const list = Math.max(final, total((line) => line.listUnitMinor))
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
    pricing: { ...product.pricing, list, final, special: null, groupPrice: null, vat: bundleVat(product, picked), hotDeal: false, quoted: false },
    stock: { ...base.stock, status, maxQty: status === 'inStock' ? base.stock.maxQty : 0 },
    lines,
  }
}
