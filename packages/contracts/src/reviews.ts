import { z } from 'zod'
import { ORDER_NUMBER_PATTERN } from './checkout.ts'
import { PlainText, Text } from './common.ts'

// /svc_review: the store's built-in review provider (platform §6 transaction tracking; the calls and
// limits are ours, docs/reviews.md and docs/api.md "Reviews").

/** The limits of a review (docs/reviews.md). */
export const REVIEW_LIMITS = { titleMax: 120, bodyMin: 10, bodyMax: 2000, ratingMin: 1, ratingMax: 5 } as const

export const ReviewRating = z
  .number({ message: 'choose a star rating from 1 to 5' })
  .int('choose a whole number of stars')
  .min(REVIEW_LIMITS.ratingMin, 'choose a star rating from 1 to 5')
  .max(REVIEW_LIMITS.ratingMax, 'choose a star rating from 1 to 5')

/** What a shopper writes: stars, an optional title and the text. */
export const ReviewInput = z.object({
  rating: ReviewRating,
  title: PlainText.pipe(z.string().trim().max(REVIEW_LIMITS.titleMax, `the title may have at most ${REVIEW_LIMITS.titleMax} characters`)).default(''),
  body: Text.pipe(
    z
      .string()
      .trim()
      .min(REVIEW_LIMITS.bodyMin, `the review needs at least ${REVIEW_LIMITS.bodyMin} characters`)
      .max(REVIEW_LIMITS.bodyMax, `the review may have at most ${REVIEW_LIMITS.bodyMax} characters`),
  ),
})
export type ReviewInput = z.infer<typeof ReviewInput>

/** POST /svc_review/reviews: a signed-in customer reviews a product. */
export const ReviewCreateRequest = ReviewInput.extend({ productId: z.number().int().positive() })

export const ReviewOrderNumber = z.string().trim().toUpperCase().regex(ORDER_NUMBER_PATTERN, 'not an order number')
/** The invitation's token as mailed (43 base64url characters: 256 random bits). */
export const ReviewToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a review link token')

/** POST /svc_review/invitations/{orderNumber}/reviews: a review from the invitation page. */
export const InvitationReviewRequest = ReviewInput.extend({ productId: z.number().int().positive(), token: ReviewToken.optional() })

/** A review as its author sees it. */
export const OwnReview = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productUrl: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  verified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Hidden by staff (docs/reviews.md "Moderation"): shown to its author only, with the reason; null while published. */
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
})
export type OwnReview = z.infer<typeof OwnReview>

export const OwnReviews = z.object({ reviews: z.array(OwnReview) })
export type OwnReviews = z.infer<typeof OwnReviews>

/** The rating summary listings read (platform §3 rating_summary): average with one decimal, count. */
export const RatingSummary = z.object({ average: z.number().nullable(), count: z.number().int() })
export type RatingSummary = z.infer<typeof RatingSummary>

/** GET /svc_review/invitations/{orderNumber}: the order's reviewable products and the author's reviews. */
export const ReviewInvitation = z.object({
  orderNumber: z.string(),
  items: z.array(z.object({ productId: z.number().int(), sku: z.string(), name: z.string(), url: z.string(), thumbnail: z.string().nullable(), review: OwnReview.nullable() })),
})
export type ReviewInvitation = z.infer<typeof ReviewInvitation>

/** A published review (GET /svc_review/products/{productId}): the author's shown name only. */
export const PublicReview = z.object({
  id: z.number().int(),
  authorName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  verified: z.boolean(),
  createdAt: z.string(),
  /** The store's reply (docs/reviews.md "Replies"): its text and when; null when there is none. */
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
  /** How many shoppers found it helpful (docs/reviews.md "Helpful votes"). */
  helpful: z.number().int(),
})
/**
 * GET /svc_review/products/{productId}: the summary (ratings with and without text), the number of
 * published written reviews, a page of them newest first, and the cursor of the next page (null on the last).
 */
export const ProductReviews = z.object({
  productId: z.number().int(),
  summary: RatingSummary,
  written: z.number().int(),
  reviews: z.array(PublicReview),
  next: z.string().nullable(),
})
export type ProductReviews = z.infer<typeof ProductReviews>

/** Why a shopper reports a review, and the words the storefront shows for each (docs/reviews.md "Reports"). */
export const REVIEW_REPORT_REASONS = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'offensive', label: 'Offensive or abusive' },
  { value: 'off_topic', label: 'Not about this product' },
  { value: 'other', label: 'Something else' },
] as const
/** POST /svc_review/reviews/{id}/report. */
export const ReviewReportRequest = z.object({
  reason: z.enum(['spam', 'offensive', 'off_topic', 'other'], { message: 'choose why you are reporting this review' }),
})
export type ReviewReportRequest = z.infer<typeof ReviewReportRequest>

/**
 * The answer of POST /svc_review/reviews/{id}/helpful: the review's helpful count after the vote, and
 * whether this vote counted (false: the shopper had found it helpful already).
 */
export const HelpfulVote = z.object({ helpful: z.number().int(), counted: z.boolean() })
export type HelpfulVote = z.infer<typeof HelpfulVote>

/** The orders of a product's reviews (docs/reviews.md "Sorting") and the words the storefront shows for each; newest first is the default. */
export const REVIEW_SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'lowest', label: 'Lowest rated' },
  { value: 'helpful', label: 'Most helpful' },
] as const
export const ReviewSort = z.enum(['newest', 'highest', 'lowest', 'helpful'], { message: 'sort by newest, highest, lowest or helpful' })
export type ReviewSort = z.infer<typeof ReviewSort>

/** The `after` cursor of GET /svc_review/products/{productId}: the last review read, opaque to callers. */
export const ReviewCursor = z.string().regex(/^[A-Za-z0-9_-]{8,120}$/, 'not a reviews cursor')

/** The answer of a write: the review and the product's new summary. */
export const ReviewWritten = z.object({ review: OwnReview, summary: RatingSummary })
export type ReviewWritten = z.infer<typeof ReviewWritten>
