import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'
import { customers } from './customers.ts'

export type ReviewStatus = 'published' | 'hidden'
/** One moderation action on a review (docs/reviews.md "Moderation"). */
export type ReviewModeration = { action: 'hide' | 'show'; by: 'operator'; at: string; reason?: string }

/**
 * Product reviews of the store's built-in review provider (platform §6; docs/reviews.md). One review
 * per author and product: a customer's by customer id, a guest order's (written from the mailed
 * invitation) by the order's email. `verified` is decided by the service when the review is written
 * (the author has a paid, not cancelled order containing the product).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** The author's email (a guest author's identity; never shown). */
    email: text('email').notNull(),
    /** The name shown with the review (first name and last initial). */
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    verified: boolean('verified').notNull().default(false),
    /** The order the review was invited by, when written from an invitation. */
    orderNumber: text('order_number'),
    storeId: integer('store_id').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** Moderation (docs/reviews.md): 'published', or 'hidden' by staff (no public read shows it, the summary leaves it out). */
    status: text('status').$type<ReviewStatus>().notNull().default('published'),
    /** Why staff hid it (shown to its author); null while published. */
    hiddenReason: text('hidden_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'string' }),
    /** Every hide and show, oldest first: who ('operator'), when, and the reason of a hide. */
    moderation: jsonb('moderation').$type<Array<ReviewModeration>>().notNull().default([]),
    /** The store's public reply (docs/reviews.md "Replies"), written by staff; null when none. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'string' }),
    /** How many shoppers found it helpful (docs/reviews.md "Helpful votes"): one per review_votes row, kept with it. */
    helpfulCount: integer('helpful_count').notNull().default(0),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_status', sql`${t.status} in ('published', 'hidden')`),
    check('reviews_helpful_count', sql`${t.helpfulCount} >= 0`),
    uniqueIndex('reviews_customer_product_idx').on(t.customerId, t.productId).where(sql`${t.customerId} is not null`),
    uniqueIndex('reviews_guest_product_idx').on(sql`lower(${t.email})`, t.productId).where(sql`${t.customerId} is null`),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // the staff list (every product, newest first, by status)
    index('reviews_status_created_idx').on(t.status, t.createdAt),
  ],
)

/** Why a shopper reports a review (docs/reviews.md "Reports"). */
export const REVIEW_REPORT_REASONS = ['spam', 'offensive', 'off_topic', 'other'] as const
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number]

/**
 * Shoppers' reports of published reviews, for staff to look at (docs/reviews.md "Reports"): one per
 * reporter and review, the reporter being the session's guest identity (kept across sign-in), so a
 * shopper's second report of a review changes nothing.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterKey: text('reporter_key').notNull(),
    /** The signed-in customer who reported, if any. */
    customerId: integer('customer_id'),
    reason: text('reason').$type<ReviewReportReason>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.reporterKey] }),
    check('review_reports_reason', sql`${t.reason} in ('spam', 'offensive', 'off_topic', 'other')`),
  ],
)

/**
 * Shoppers who found a published review helpful (docs/reviews.md "Helpful votes"): one per voter and
 * review, the voter being the session's guest identity (kept across sign-in), so a second vote changes
 * nothing; `reviews.helpful_count` counts them.
 */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voterKey: text('voter_key').notNull(),
    /** The signed-in customer who voted, if any. */
    customerId: integer('customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voterKey] })],
)

/**
 * The summary a product had before its first review in this store (the previous provider's figures,
 * read once from the product's rating_summary and review_count attributes): the summary listings read
 * is this baseline combined with the store's own reviews.
 */
export const reviewBaselines = pgTable('review_baselines', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.productId, { onDelete: 'cascade' }),
  reviewCount: integer('review_count').notNull().default(0),
  average: real('average').notNull().default(0),
})

/**
 * Transaction tracking (platform §6): the reviewable items of a placed order, recorded when it is
 * published, and the invitation mailed some days later. The mailed token is kept only as its SHA-256.
 */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    orderNumber: text('order_number').primaryKey(),
    customerId: integer('customer_id'),
    email: text('email').notNull(),
    storeId: integer('store_id').notNull(),
    /** Platform §9: the provider's locale of the order's site (en-GB for EUR). */
    locale: text('locale').notNull(),
    items: jsonb('items').$type<Array<{ productId: number; sku: string; name: string }>>().notNull(),
    sendAt: timestamp('send_at', { withTimezone: true, mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_invitations_token_idx').on(t.tokenHash), index('review_invitations_customer_idx').on(t.customerId)],
)
