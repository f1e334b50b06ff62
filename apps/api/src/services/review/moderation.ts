// Review moderation by staff (docs/reviews.md "Moderation"): a review hidden by the operator leaves every
// public read and the product's rating summary, and stays its author's, marked with the reason. Each hide
// and show locks the product's row first, as every review write does, so the summary is recomputed in the
// same transaction and concurrent writes of one product take turns.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { products, reviewReports, reviews, withTransaction, type Db, type Executor, type ReviewModeration, type ReviewReportReason, type ReviewStatus } from '@ironhouse/db'
import type { RatingSummary } from '@ironhouse/contracts/reviews'
import { AppError } from '../../lib/app-errors.ts'
import { mailReplyToAuthor } from './reply-mail.ts'
import { mailReportersOfHidden } from './report-mail.ts'
import { lockProduct, refreshSummary, replyOf } from './service.ts'

/** Reviews per page of the staff list. */
export const MODERATION_PAGE_SIZE = 25

type ListedRow = typeof reviews.$inferSelect & { productName: string }

const iso = (value: string) => new Date(value).toISOString()

/** The reports of a review by reason (docs/reviews.md "Reports"). */
export type ReportCounts = { total: number; reasons: Partial<Record<ReviewReportReason, number>> }
const NO_REPORTS: ReportCounts = { total: 0, reasons: {} }

/** A review as staff see it: the author's shown name (never the email), its status, its moderation history and its reports. */
function staffViewOf(row: ListedRow, reports: ReportCounts = NO_REPORTS) {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    rating: row.rating,
    title: row.title,
    body: row.body,
    authorName: row.authorName,
    verified: row.verified,
    status: row.status,
    hiddenReason: row.status === 'hidden' ? row.hiddenReason : null,
    hiddenAt: row.status === 'hidden' && row.hiddenAt ? iso(row.hiddenAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    moderation: row.moderation,
    reply: replyOf(row),
    helpful: row.helpfulCount,
    reports,
  }
}
export type StaffReview = ReturnType<typeof staffViewOf>

/** The reports of these reviews, counted by reason. */
async function reportsOf(db: Executor, ids: ReadonlyArray<number>): Promise<Map<number, ReportCounts>> {
  const counts = new Map<number, ReportCounts>()
  if (ids.length === 0) return counts
  const rows = await db
    .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason, n: sql<number>`count(*)::int` })
    .from(reviewReports)
    .where(inArray(reviewReports.reviewId, [...ids]))
    .groupBy(reviewReports.reviewId, reviewReports.reason)
  for (const row of rows) {
    const entry = counts.get(row.reviewId) ?? { total: 0, reasons: {} }
    entry.total += Number(row.n)
    entry.reasons[row.reason] = Number(row.n)
    counts.set(row.reviewId, entry)
  }
  return counts
}

const reportCount = sql`(select count(*) from review_reports rr where rr.review_id = ${reviews.id})`

/** One review's staff view, its reports read (the answer of a moderation or a reply). */
async function staffViewWithReports(db: Executor, row: ListedRow): Promise<StaffReview> {
  return staffViewOf(row, (await reportsOf(db, [row.id])).get(row.id))
}

/**
 * The staff list: newest first, by status and product when asked, a page of MODERATION_PAGE_SIZE; with
 * `reported`, only reviews shoppers reported, the most reported first.
 */
export async function moderationList(db: Executor, filter: { status?: ReviewStatus | undefined; productId?: number | undefined; reported?: boolean | undefined; page: number }) {
  const where: Array<SQL> = []
  if (filter.status) where.push(eq(reviews.status, filter.status))
  if (filter.productId) where.push(eq(reviews.productId, filter.productId))
  if (filter.reported) where.push(sql`exists (select 1 from review_reports rr where rr.review_id = ${reviews.id})`)
  const condition = where.length > 0 ? and(...where) : undefined
  const order = filter.reported ? [sql`${reportCount} desc`, desc(reviews.createdAt), desc(reviews.id)] : [desc(reviews.createdAt), desc(reviews.id)]
  const [rows, [counted]] = await Promise.all([
    db
      .select({ review: reviews, productName: products.name })
      .from(reviews)
      .innerJoin(products, eq(products.productId, reviews.productId))
      .where(condition)
      .orderBy(...order)
      .limit(MODERATION_PAGE_SIZE)
      .offset((filter.page - 1) * MODERATION_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(condition),
  ])
  const reports = await reportsOf(
    db,
    rows.map(({ review }) => review.id),
  )
  return {
    page: filter.page,
    pageSize: MODERATION_PAGE_SIZE,
    total: counted?.n ?? 0,
    reviews: rows.map(({ review, productName }) => staffViewOf({ ...review, productName }, reports.get(review.id))),
  }
}

/**
 * Hides (with the reason) or shows a review. Idempotent: a review already in the asked state answers as
 * it is, without a new history entry (hiding a hidden review with another reason changes nothing either).
 * Hiding it the first time tells the signed-in shoppers who reported it (report-mail.ts), in the same
 * transaction.
 */
export async function moderate(db: Db, id: number, change: { action: 'hide'; reason: string } | { action: 'show' }): Promise<{ review: StaffReview; summary: RatingSummary }> {
  return withTransaction(db, async (tx) => {
    const [found] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, id))
    if (!found) throw new AppError('not_found', 'Review was not found')
    const product = await lockProduct(tx, found.productId)
    let [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update')
    if (!row) throw new AppError('not_found', 'Review was not found')
    const wanted: ReviewStatus = change.action === 'hide' ? 'hidden' : 'published'
    if (row.status !== wanted) {
      // the reporters are told the first time staff hide the review, not again after it was shown and hidden anew
      const hiddenBefore = row.moderation.some((entry) => entry.action === 'hide')
      if (change.action === 'hide' && !hiddenBefore) await mailReportersOfHidden(tx, id, product.name)
      const entry: ReviewModeration = { action: change.action, by: 'operator', at: new Date().toISOString(), ...(change.action === 'hide' ? { reason: change.reason } : {}) }
      ;[row] = await tx
        .update(reviews)
        .set(
          change.action === 'hide'
            ? { status: 'hidden', hiddenReason: change.reason, hiddenAt: sql`now()`, moderation: sql`${reviews.moderation} || ${JSON.stringify([entry])}::jsonb` }
            : { status: 'published', hiddenReason: null, hiddenAt: null, moderation: sql`${reviews.moderation} || ${JSON.stringify([entry])}::jsonb` },
        )
        .where(eq(reviews.id, id))
        .returning()
      if (!row) throw new AppError('not_found', 'Review was not found')
    }
    const summary = await refreshSummary(tx, product.productId)
    return { review: await staffViewWithReports(tx, { ...row, productName: product.name }), summary }
  })
}

/**
 * A shopper reports a published review (docs/reviews.md "Reports"): kept once per reporter (the
 * session's guest identity) and review, so a second report by the same shopper changes nothing. A
 * review that is not published answers 404, as an unknown one.
 */
export async function reportReview(db: Executor, id: number, reporter: { key: string; customerId: number | null }, reason: ReviewReportReason): Promise<{ reported: true }> {
  const [found] = await db.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, id))
  if (!found || found.status !== 'published') throw new AppError('not_found', 'Review was not found')
  await db.insert(reviewReports).values({ reviewId: id, reporterKey: reporter.key, customerId: reporter.customerId, reason }).onConflictDoNothing()
  return { reported: true }
}

/**
 * Staff write, replace or remove (an empty text) the store's public reply to a review (docs/reviews.md
 * "Replies"). A review of any status may carry one; only published reviews are shown. The author of a
 * published review is mailed a new or changed reply (reply-mail.ts) in the same transaction.
 */
export async function replyToReview(db: Db, id: number, text: string, now: Date, origin: (storeId: number) => string): Promise<{ review: StaffReview }> {
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select({ reply: reviews.reply }).from(reviews).where(eq(reviews.id, id)).for('update')
    if (!before) throw new AppError('not_found', 'Review was not found')
    const [row] = await tx
      .update(reviews)
      .set(text === '' ? { reply: null, repliedAt: null } : { reply: text, repliedAt: now.toISOString() })
      .where(eq(reviews.id, id))
      .returning()
    if (!row) throw new AppError('not_found', 'Review was not found')
    const [product] = await tx.select({ name: products.name, urlKey: products.urlKey }).from(products).where(eq(products.productId, row.productId))
    if (product && text !== '' && text !== before.reply && row.status === 'published') await mailReplyToAuthor(tx, row, product, text, origin)
    return { review: await staffViewWithReports(tx, { ...row, productName: product?.name ?? '' }) }
  })
}
