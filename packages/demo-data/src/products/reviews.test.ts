import { describe, expect, it } from 'vitest'
import { createRng } from '../random.ts'
import { generateProductDrafts } from './index.ts'
import { demoReviewsOf, generateDemoReviews, MAX_WRITTEN_REVIEWS } from './reviews.ts'

const NOW = Date.parse('2026-11-28T12:00:00Z')

/** The summary as the review service recomputes it (refreshSummary): the baseline, stored as a 4-byte real, and the written stars. */
function combined(baseline: { reviewCount: number; average: number }, stars: ReadonlyArray<number>) {
  const count = baseline.reviewCount + stars.length
  const total = Math.fround(baseline.average) * baseline.reviewCount + stars.reduce((a, b) => a + b, 0)
  return { average: Math.round((total / count) * 10) / 10, count }
}

describe('demo written reviews (docs/reviews.md "Demo reviews")', () => {
  it('every rated catalogue product keeps its rating and count: the baseline and the written stars combine to them', () => {
    const drafts = generateProductDrafts(createRng(1), NOW, 300)
    const { reviews, reviewBaselines } = generateDemoReviews(drafts, NOW)
    const rated = drafts.filter((d) => typeof d.row.attributes?.rating_summary === 'number')
    expect(reviewBaselines.map((b) => b.productId).sort()).toEqual(rated.map((d) => d.row.productId).sort())
    for (const d of rated) {
      const baseline = reviewBaselines.find((b) => b.productId === d.row.productId)!
      const stars = reviews.filter((r) => r.productId === d.row.productId).map((r) => r.rating)
      expect(baseline.average).toBeGreaterThanOrEqual(1)
      expect(baseline.average).toBeLessThanOrEqual(5)
      expect(stars.length).toBeLessThanOrEqual(MAX_WRITTEN_REVIEWS)
      expect(combined(baseline, stars)).toEqual({ average: d.row.attributes?.rating_summary, count: d.row.attributes?.review_count })
    }
    // most rated products have text to read; some have enough for "Show more reviews" (five at a time)
    const writtenPer = new Map<number, number>()
    for (const r of reviews) writtenPer.set(r.productId, (writtenPer.get(r.productId) ?? 0) + 1)
    expect(writtenPer.size).toBeGreaterThan(rated.length * 0.8)
    expect([...writtenPer.values()].filter((n) => n > 5).length).toBeGreaterThan(20)
    // no product shows the same text twice
    for (const id of writtenPer.keys()) {
      const bodies = reviews.filter((r) => r.productId === id).map((r) => r.body)
      expect(new Set(bodies).size, String(id)).toBe(bodies.length)
    }
  })

  it('a product rated by a single review keeps it as a rating without text; the extremes still combine exactly', () => {
    expect(demoReviewsOf(7, 'Bar', 4.7, 1, NOW)).toEqual({ written: [], baseline: { productId: 7, reviewCount: 1, average: 4.7 } })
    for (const [rating, count] of [[5, 2], [1, 2], [1.3, 3], [4.9, 9], [2.5, 40], [3.1, 400]] as const) {
      for (let id = 1; id < 40; id += 1) {
        const { written, baseline } = demoReviewsOf(id, 'Bar', rating, count, NOW)
        expect(written.length).toBeGreaterThan(0)
        expect(combined(baseline, written.map((r) => r.rating))).toEqual({ average: rating, count })
      }
    }
  })

  it('reviews read as a shopper expects: text fits the stars, "First L." authors, past dates newest first, the product named', () => {
    const { written } = demoReviewsOf(1001, 'The Ohio Bar', 3.5, 32, NOW)
    expect(written.length).toBeGreaterThanOrEqual(2)
    for (const r of written) {
      expect(r.authorName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/)
      expect(r.body).not.toMatch(/\{|the the/i)
      expect(r.body.length).toBeGreaterThanOrEqual(10)
      expect(Date.parse(r.createdAt)).toBeLessThan(NOW - 2 * 86_400_000)
    }
    const times = written.map((r) => Date.parse(r.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    // five stars never carry a one-star text
    const all = Array.from({ length: 200 }, (_, i) => demoReviewsOf(i + 1, 'The Ohio Bar', 4.8, 50, NOW).written).flat()
    expect(all.filter((r) => r.rating === 5).every((r) => !/Disappointed|Would not buy again/.test(r.title))).toBe(true)
    expect(all.some((r) => r.body.includes(' the Ohio Bar'))).toBe(true)
    expect(all.some((r) => r.body.startsWith('The Ohio Bar'))).toBe(true)
    // the same product has the same reviews in every demo store
    expect(demoReviewsOf(1001, 'The Ohio Bar', 3.5, 32, NOW)).toEqual({ written, baseline: demoReviewsOf(1001, 'The Ohio Bar', 3.5, 32, NOW).baseline })
  })
})
