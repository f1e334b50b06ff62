import type { Rng } from '../random.ts'
import { apparelProducts } from './apparel.ts'
import type { ProductDraft } from './draft.ts'
import { equipmentProducts } from './equipment.ts'
import { fillerProducts } from './filler.ts'
import { FILLER_ID_BASE } from './ids.ts'
import { specialProducts } from './special.ts'
import { describeProduct } from './copy.ts'
import { assignDemoRatings } from './ratings.ts'
import { assignProductImages, type ImageFile } from '../images/catalog-images.ts'

export type { ProductDraft } from './draft.ts'
export { PRODUCT_IDS } from './ids.ts'
export { demoRating, type DemoRating } from './ratings.ts'

/** The named products of the demo store (every type, stock state, promo case and shipping group). */
export function namedProducts(nowMs: number): Array<ProductDraft> {
  const drafts = [...equipmentProducts(nowMs), ...apparelProducts(nowMs), ...specialProducts()]
  const byId = new Map(drafts.map((d) => [d.row.productId, d]))
  const priceOf = (id: number): number => byId.get(id)?.priceUsd ?? 0
  for (const d of drafts) {
    if (d.row.type === 'bundle') {
      // a bundle's list price is the sum of its default children (prices.ts converts it per store)
      d.priceUsd = (d.row.bundleOptions ?? []).reduce((sum, option) => {
        const values = (option.values ?? []) as Array<{ productId: number; defaultQty: number; isDefault: boolean }>
        return sum + values.filter((v) => v.isDefault).reduce((s, v) => s + priceOf(v.productId) * v.defaultQty, 0)
      }, 0)
    }
    if (d.row.type === 'grouped') {
      // a grouped product cannot be priced directly (commerce §5): its price is the lowest child's, for display
      d.priceUsd = Math.min(...(d.row.childrenIds ?? []).map(priceOf))
    }
  }
  return drafts
}

/** Every product: the named ones, then generated ones up to `total` rows (children count as rows). */
export function generateProductDrafts(rng: Rng, nowMs: number, total: number): Array<ProductDraft> {
  return generateProductDraftsWithImages(rng, nowMs, total).drafts
}

/** The products and the distinct image masters their galleries link to (images/catalog-images.ts). */
export function generateProductDraftsWithImages(rng: Rng, nowMs: number, total: number): { drafts: Array<ProductDraft>; images: Array<ImageFile> } {
  const named = namedProducts(nowMs)
  if (total < named.length) throw new Error(`the demo store needs at least ${named.length} products, got ${total}`)
  const drafts = [...named, ...fillerProducts(rng, nowMs, FILLER_ID_BASE, total - named.length)]
  for (const d of drafts) {
    // a quantity-limited promo keeps its remaining quantity in the stock row too (commerce §3 inventory.promoQty)
    const qty = d.row.attributes?.rogue_promo_qty
    if (d.stock && typeof qty === 'number') d.stock.promoQty = qty
  }
  assignDemoRatings(drafts)
  const images = assignProductImages(drafts)
  for (const d of drafts) d.row.description = describeProduct(d.row)
  return { drafts, images }
}

/** How many products the named part of the catalogue has (the smallest valid --products). */
export function namedProductCount(): number {
  return namedProducts(0).length
}
