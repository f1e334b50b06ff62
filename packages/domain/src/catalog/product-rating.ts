import { reviewsHidden } from '../analytics/consumers.ts'

/** A product's rating as the review provider keeps it on the product record (docs/reviews.md). */
export type ProductRating = { average: number; count: number }

/**
 * The rating a shopper is shown for a product (tiles, the product page's JSON-LD), read from the
 * record's `rating_summary` (average, one decimal) and `review_count`: only with at least one review
 * and an average from 1 to 5, and never for a product whose reviews are hidden; else null.
 */
export function productRating(attributes: Readonly<Record<string, unknown>> | undefined): ProductRating | null {
  if (!attributes || reviewsHidden(attributes)) return null
  const { rating_summary: average, review_count: count } = attributes
  if (average === null || average === undefined || average === '' || count === null || count === undefined || count === '') return null
  const value = Number(average)
  const reviews = Number(count)
  if (!Number.isInteger(reviews) || reviews < 1 || !(value >= 1 && value <= 5)) return null
  return { average: Math.round(value * 10) / 10, count: reviews }
}
