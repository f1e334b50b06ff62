import type { ProductDraft } from './draft.ts'

// Review summaries of the demo store (the rating_summary facet and the rating sort, platform §3, §5):
// whole catalogue products a shopper can list get a star average with one decimal and a review
// count. Both follow from the product id alone (a hash, not the generator's random stream), so the
// same product has the same rating in every demo store, whatever else is generated.

export type DemoRating = { rating: number; reviews: number }

/** A 32-bit integer hash of the id spread over [0, 1) (two rounds of xorshift-multiply). */
export function hashUnit(id: number, salt: number): number {
  let h = (id ^ Math.imul(salt, 0x9e3779b1)) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0
  h = (h ^ (h >>> 16)) >>> 0
  return h / 0x1_0000_0000
}

/**
 * The review summary of a product, or null when it has no reviews yet (about 1 in 8). Averages lean
 * high as real stores' do: about half 4.5–5.0, a quarter 4.0–4.4, then fewer the lower they go.
 */
export function demoRating(productId: number): DemoRating | null {
  const u = hashUnit(productId, 1)
  if (u < 0.12) return null
  const v = hashUnit(productId, 2)
  const band: [number, number] = u < 0.56 ? [4.5, 5.0] : u < 0.8 ? [4.0, 4.4] : u < 0.92 ? [3.0, 3.9] : u < 0.98 ? [2.0, 2.9] : [1.0, 1.9]
  const rating = Math.round((band[0] + v * (band[1] - band[0])) * 10) / 10
  // review counts: many products with a handful, a few with hundreds
  const reviews = 1 + Math.floor(hashUnit(productId, 3) ** 3 * 400)
  return { rating, reviews }
}

/** Gives each listed product (visibility 4) its rating_summary and review_count attributes. */
export function assignDemoRatings(drafts: ReadonlyArray<ProductDraft>): void {
  for (const d of drafts) {
    if ((d.row.visibility ?? 4) !== 4) continue
    const found = demoRating(d.row.productId)
    if (!found) continue
    d.row.attributes = { ...(d.row.attributes ?? {}), rating_summary: found.rating, review_count: found.reviews }
  }
}
