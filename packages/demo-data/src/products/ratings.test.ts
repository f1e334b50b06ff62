import { describe, expect, it } from 'vitest'
import { createRng } from '../random.ts'
import { generateProductDrafts } from './index.ts'
import { demoRating } from './ratings.ts'

describe('demo ratings (platform §3 rating_summary)', () => {
  it('a listed product rating follows from its id alone, whatever the seed or the size of the store', () => {
    for (const drafts of [generateProductDrafts(createRng(1), 0, 200), generateProductDrafts(createRng(2), 0, 400)]) {
      for (const d of drafts.filter((x) => (x.row.visibility ?? 4) === 4)) {
        expect(d.row.attributes?.rating_summary).toBe(demoRating(d.row.productId)?.rating)
      }
    }
    expect(demoRating(12345)).toEqual(demoRating(12345))
  })

  it('only listed products are rated (colour children are not shown on their own)', () => {
    const drafts = generateProductDrafts(createRng(1), 0, 300)
    for (const d of drafts.filter((x) => x.row.visibility === 1)) expect(d.row.attributes?.rating_summary).toBeUndefined()
    const listed = drafts.filter((x) => (x.row.visibility ?? 4) === 4)
    const rated = listed.filter((x) => typeof x.row.attributes?.rating_summary === 'number')
    expect(rated.length).toBeGreaterThan(listed.length * 0.75)
    for (const d of rated) expect(d.row.attributes?.review_count).toBeGreaterThanOrEqual(1)
  })

  it('over many products the averages lean high, from 1 to 5 stars with one decimal', () => {
    const all = Array.from({ length: 5000 }, (_, i) => demoRating(i + 1))
    const rated = all.filter((r) => r !== null).map((r) => r.rating)
    expect(rated.length / all.length).toBeGreaterThan(0.84)
    expect(rated.length / all.length).toBeLessThan(0.92)
    expect(Math.min(...rated)).toBeGreaterThanOrEqual(1)
    expect(Math.max(...rated)).toBe(5)
    expect(rated.filter((r) => r >= 4).length / rated.length).toBeGreaterThan(0.7)
    expect(rated.filter((r) => r < 3).length / rated.length).toBeGreaterThan(0.03)
    for (const r of rated) expect(Math.round(r * 10)).toBeCloseTo(r * 10, 9)
  })
})
