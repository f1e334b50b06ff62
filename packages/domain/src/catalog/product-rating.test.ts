import { describe, expect, it } from 'vitest'
import { productRating } from './product-rating.ts'

describe('productRating (docs/reviews.md: the rating shoppers are shown)', () => {
  it('reads the record\'s average and count, the average to one decimal', () => {
    expect(productRating({ rating_summary: 4.56, review_count: 32 })).toEqual({ average: 4.6, count: 32 })
    expect(productRating({ rating_summary: '3.5', review_count: '7' })).toEqual({ average: 3.5, count: 7 })
  })

  it('none without a review, with an average outside 1–5, with figures that are not numbers, or when the product hides its reviews', () => {
    for (const attributes of [
      undefined,
      {},
      { rating_summary: 4.5 },
      { rating_summary: 4.5, review_count: 0 },
      { rating_summary: 0, review_count: 3 },
      { rating_summary: 5.2, review_count: 3 },
      { rating_summary: '', review_count: 3 },
      { rating_summary: 'great', review_count: 3 },
      { rating_summary: 4.5, review_count: 2.5 },
      { rating_summary: 4.5, review_count: 9, hide_reviews: '1' },
    ]) {
      expect(productRating(attributes), JSON.stringify(attributes)).toBeNull()
    }
  })
})
