/**
 * Helpful votes on published reviews (docs/reviews.md "Helpful votes"): a shopper says a review helped
 * them, once per review; the review's count is kept beside it in the same transaction.
 */
import { eq, sql } from 'drizzle-orm'
import { products, reviews, reviewVotes, withTransaction, type Db } from '@ironhouse/db'
import type { HelpfulVote } from '@ironhouse/contracts/reviews'
import { AppError } from '../../lib/app-errors.ts'
import { takesReviews } from './service.ts'

/**
 * A shopper (the session's guest identity, kept across sign-in) finds a published review helpful. The
 * first vote counts; a second by the same shopper changes nothing and answers `counted: false` with the
 * count as it is. The author's own review cannot be voted on (409 `conflict`); a review that is not
 * published, or whose product now hides its reviews (the public read shows none of them), answers 404,
 * as an unknown one. The count is raised by the row inserted, under the review's
 * row lock, so concurrent votes are each counted once.
 */
export async function voteHelpful(db: Db, id: number, voter: { key: string; customerId: number | null }): Promise<HelpfulVote> {
  return withTransaction(db, async (tx) => {
    const [review] = await tx
      .select({ status: reviews.status, customerId: reviews.customerId, helpful: reviews.helpfulCount, productId: products.productId, sku: products.sku, attributes: products.attributes })
      .from(reviews)
      .innerJoin(products, eq(products.productId, reviews.productId))
      .where(eq(reviews.id, id))
      .for('update', { of: reviews })
    if (!review || review.status !== 'published' || !takesReviews(review)) throw new AppError('not_found', 'Review was not found')
    if (voter.customerId !== null && review.customerId === voter.customerId) throw new AppError('conflict', 'You cannot vote on your own review')
    const inserted = await tx.insert(reviewVotes).values({ reviewId: id, voterKey: voter.key, customerId: voter.customerId }).onConflictDoNothing().returning({ reviewId: reviewVotes.reviewId })
    if (inserted.length === 0) return { helpful: review.helpful, counted: false }
    const [updated] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, id))
      .returning({ helpful: reviews.helpfulCount })
    return { helpful: updated?.helpful ?? review.helpful + 1, counted: true }
  })
}
