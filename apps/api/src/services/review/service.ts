// The built-in review provider's reads and writes (platform §6; docs/reviews.md). Every write locks
// the product's row first, so two reviews of one product take turns and the rating summary listings
// read (the product's rating_summary and review_count attributes, which the search index copies) is
// recomputed in the same transaction as the review.
import { and, desc, eq, sql } from 'drizzle-orm'
import { customers, products, reviews, withTransaction, type Db, type Executor } from '@ironhouse/db'
import type { OwnReview, RatingSummary, ReviewInput, ReviewSort, ReviewWritten } from '@ironhouse/contracts/reviews'
import { reviewProviderItems } from '@ironhouse/domain'
import { AppError } from '../../lib/app-errors.ts'
import { afterPosition, reviewCursor, reviewOrderBy, sortKeyOf, type ReviewPosition } from './review-order.ts'

/** Orders that make their customer a verified buyer: paid and not cancelled (nor failed). */
export const BOUGHT_ORDER_STATUSES = ['payment_complete', 'published', 'shipped'] as const

/** Who writes: a signed-in customer, or a guest order's email (from its invitation). */
export type Author = { customerId: number | null; email: string; name: string }

/** Where the review was written: the store of the request and the provider's locale of its site. */
export type ReviewPlace = { storeId: number; locale: string }

type ReviewRow = typeof reviews.$inferSelect
type ProductRow = Pick<typeof products.$inferSelect, 'productId' | 'name' | 'urlKey' | 'sku' | 'attributes'>

const productUrl = (urlKey: string) => (urlKey.startsWith('/') ? urlKey : `/${urlKey}`)

/** The shown name of an author: first name and the initial of the last ("Ada L."). */
export function authorNameOf(firstname: string, lastname: string): string {
  const first = firstname.trim()
  const initial = lastname.trim().charAt(0)
  if (!first) return 'Verified customer'
  return initial ? `${first} ${initial.toUpperCase()}.` : first
}

/** A customer as an author (their account's email and name). */
export async function customerAuthor(db: Executor, customerId: number): Promise<Author> {
  const [row] = await db.select({ email: customers.email, firstname: customers.firstname, lastname: customers.lastname }).from(customers).where(eq(customers.id, customerId))
  if (!row) throw new AppError('unauthorized', 'Please log in to continue')
  return { customerId, email: row.email, name: authorNameOf(row.firstname, row.lastname) }
}

/** Whether the product takes reviews: the domain's review-provider rule (hidden reviews are skipped). */
export function takesReviews(product: Pick<ProductRow, 'productId' | 'sku' | 'attributes'>): boolean {
  return reviewProviderItems([{ productId: product.productId, sku: product.sku, qty: 1, price: 0, attributes: product.attributes }]).length === 1
}

/** The product's row, locked for the rest of the transaction; 404 when there is none. */
export async function lockProduct(tx: Executor, productId: number): Promise<ProductRow> {
  const [row] = await tx
    .select({ productId: products.productId, name: products.name, urlKey: products.urlKey, sku: products.sku, attributes: products.attributes })
    .from(products)
    .where(eq(products.productId, productId))
    .for('update')
  if (!row) throw new AppError('not_found', 'Product was not found')
  return row
}

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(result)) return result as Array<Record<string, unknown>>
  return ((result as { rows?: Array<Record<string, unknown>> }).rows ?? []) as Array<Record<string, unknown>>
}

/** Whether the author has a paid, not cancelled order containing the product. */
export async function isVerifiedBuyer(tx: Executor, author: Author, productId: number, orderNumber: string | null): Promise<boolean> {
  const line = JSON.stringify([{ productId }])
  const statuses = sql.join(BOUGHT_ORDER_STATUSES.map((s) => sql`${s}`), sql`, `)
  const whose =
    author.customerId !== null
      ? sql`o.customer_id = ${author.customerId}`
      : sql`o.customer_id is null and lower(o.email) = lower(${author.email}) and o.order_number = ${orderNumber ?? ''}`
  const result = await tx.execute(sql`select exists (select 1 from orders o where ${whose} and o.status in (${statuses}) and o.items @> ${line}::jsonb) as bought`)
  return rowsOf(result)[0]?.bought === true
}

/**
 * Recomputes the product's summary: the figures it had before its first review here (kept once in
 * review_baselines) combined with the store's published reviews (a review hidden by staff does not
 * count), written to the attributes listings read.
 */
export async function refreshSummary(tx: Executor, productId: number): Promise<RatingSummary> {
  await tx.execute(sql`
    insert into review_baselines (product_id, review_count, average)
    select product_id,
      case when attributes->>'review_count' ~ '^[0-9]{1,9}$' and attributes->>'rating_summary' ~ '^[0-5](\\.[0-9]+)?$' then (attributes->>'review_count')::int else 0 end,
      case when attributes->>'review_count' ~ '^[0-9]{1,9}$' and attributes->>'rating_summary' ~ '^[0-5](\\.[0-9]+)?$' then (attributes->>'rating_summary')::real else 0 end
    from products where product_id = ${productId}
    on conflict (product_id) do nothing`)
  const result = await tx.execute(sql`
    select b.review_count as base_count, b.average as base_average,
      (select count(*) from reviews r where r.product_id = b.product_id and r.status = 'published')::int as count,
      (select coalesce(sum(r.rating), 0) from reviews r where r.product_id = b.product_id and r.status = 'published')::int as total
    from review_baselines b where b.product_id = ${productId}`)
  const row = rowsOf(result)[0] ?? {}
  const count = Number(row.base_count ?? 0) + Number(row.count ?? 0)
  const stars = Number(row.base_average ?? 0) * Number(row.base_count ?? 0) + Number(row.total ?? 0)
  const average = count > 0 ? Math.round((stars / count) * 10) / 10 : null
  if (average === null) {
    await tx.execute(sql`update products set attributes = attributes - 'rating_summary' - 'review_count' where product_id = ${productId}`)
  } else {
    await tx.execute(sql`update products set attributes = attributes || jsonb_build_object('rating_summary', ${average}::numeric, 'review_count', ${count}::int) where product_id = ${productId}`)
  }
  return { average, count }
}

function ownOf(row: ReviewRow, product: Pick<ProductRow, 'name' | 'urlKey'>): OwnReview {
  return {
    id: row.id,
    productId: row.productId,
    productName: product.name,
    productUrl: productUrl(product.urlKey),
    rating: row.rating,
    title: row.title,
    body: row.body,
    verified: row.verified,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    hidden: row.status === 'hidden' ? { reason: row.hiddenReason ?? '', at: new Date(row.hiddenAt ?? row.updatedAt).toISOString() } : null,
  }
}

function authorIs(author: Author) {
  return author.customerId !== null
    ? eq(reviews.customerId, author.customerId)
    : and(sql`${reviews.customerId} is null`, sql`lower(${reviews.email}) = lower(${author.email})`)
}

/** The author's review of a product, if any. */
async function authorsReview(tx: Executor, author: Author, productId: number, lock: boolean): Promise<ReviewRow | undefined> {
  const query = tx.select().from(reviews).where(and(eq(reviews.productId, productId), authorIs(author)))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/**
 * Writes the author's review of a product. `replace` (the invitation page) updates the author's
 * review when there is one; otherwise a second review of the same product is 409 conflict.
 */
export async function writeReview(
  db: Db,
  author: Author,
  productId: number,
  input: ReviewInput,
  place: ReviewPlace,
  options: { orderNumber: string | null; replace: boolean },
): Promise<ReviewWritten> {
  return withTransaction(db, async (tx) => {
    const product = await lockProduct(tx, productId)
    if (!takesReviews(product)) throw new AppError('invalid_state', 'This product does not take reviews')
    const verified = await isVerifiedBuyer(tx, author, productId, options.orderNumber)
    const existing = await authorsReview(tx, author, productId, true)
    let row: ReviewRow | undefined
    if (existing) {
      if (!options.replace) throw new AppError('conflict', 'You have already reviewed this product: edit your review instead', { reviewId: existing.id })
      ;[row] = await tx
        .update(reviews)
        .set({ rating: input.rating, title: input.title, body: input.body, verified: existing.verified || verified, updatedAt: sql`now()` })
        .where(eq(reviews.id, existing.id))
        .returning()
    } else {
      // the unique indexes hold one review per author and product even against a racing writer
      ;[row] = await tx
        .insert(reviews)
        .values({
          productId,
          customerId: author.customerId,
          email: author.email,
          authorName: author.name,
          rating: input.rating,
          title: input.title,
          body: input.body,
          verified,
          orderNumber: options.orderNumber,
          storeId: place.storeId,
          locale: place.locale,
        })
        .onConflictDoNothing()
        .returning()
      if (!row) throw new AppError('conflict', 'You have already reviewed this product: edit your review instead')
    }
    if (!row) throw new Error('review write returned nothing')
    const summary = await refreshSummary(tx, productId)
    return { review: ownOf(row, product), summary }
  })
}

/** The customer's own review by id, locked with its product: 404 when none, 403 when another's. */
async function lockOwnReview(tx: Executor, customerId: number, id: number): Promise<{ row: ReviewRow; product: ProductRow }> {
  const [found] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, id))
  if (!found) throw new AppError('not_found', 'Review was not found')
  const product = await lockProduct(tx, found.productId)
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update')
  if (!row) throw new AppError('not_found', 'Review was not found')
  if (row.customerId !== customerId) throw new AppError('forbidden', 'This review is not yours to change')
  return { row, product }
}

/** Edits one's own review (stars, title, text); a review hidden by staff stays hidden (its status is not written here). */
export async function updateReview(db: Db, customerId: number, id: number, input: ReviewInput): Promise<ReviewWritten> {
  return withTransaction(db, async (tx) => {
    const { product } = await lockOwnReview(tx, customerId, id)
    const [row] = await tx.update(reviews).set({ rating: input.rating, title: input.title, body: input.body, updatedAt: sql`now()` }).where(eq(reviews.id, id)).returning()
    if (!row) throw new AppError('not_found', 'Review was not found')
    const summary = await refreshSummary(tx, product.productId)
    return { review: ownOf(row, product), summary }
  })
}

/** Deletes one's own review; the product's summary drops it. */
export async function deleteReview(db: Db, customerId: number, id: number): Promise<{ productId: number; summary: RatingSummary }> {
  return withTransaction(db, async (tx) => {
    const { product } = await lockOwnReview(tx, customerId, id)
    await tx.delete(reviews).where(eq(reviews.id, id))
    return { productId: product.productId, summary: await refreshSummary(tx, product.productId) }
  })
}

/** The customer's reviews, newest first. */
export async function customerReviews(db: Executor, customerId: number): Promise<Array<OwnReview>> {
  const rows = await db
    .select({ review: reviews, name: products.name, urlKey: products.urlKey })
    .from(reviews)
    .innerJoin(products, eq(products.productId, reviews.productId))
    .where(eq(reviews.customerId, customerId))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id))
  return rows.map(({ review, name, urlKey }) => ownOf(review, { name, urlKey }))
}

/** The author's reviews of the given products (the invitation page), by product id. */
export async function authorReviewsOf(db: Executor, author: Author, productIds: ReadonlyArray<number>): Promise<Map<number, OwnReview>> {
  const found = new Map<number, OwnReview>()
  if (productIds.length === 0) return found
  const rows = await db
    .select({ review: reviews, name: products.name, urlKey: products.urlKey })
    .from(reviews)
    .innerJoin(products, eq(products.productId, reviews.productId))
    .where(and(authorIs(author), sql`${reviews.productId} in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`))
  for (const { review, name, urlKey } of rows) found.set(review.productId, ownOf(review, { name, urlKey }))
  return found
}

/** The store's reply to a review as shoppers and staff read it, or null. */
export function replyOf(row: { reply: string | null; repliedAt: string | null }): { text: string; at: string } | null {
  return row.reply && row.repliedAt ? { text: row.reply, at: new Date(row.repliedAt).toISOString() } : null
}

/**
 * A product's published reviews in the asked order (newest first by default; review-order.ts), `limit`
 * at a time after the cursor's review (keyset paging, so a review written meanwhile neither repeats nor
 * skips one), with the summary listings read and the number of written reviews (the summary also counts
 * the ratings without text kept in review_baselines).
 */
export async function productReviews(db: Executor, productId: number, limit: number, sort: ReviewSort = 'newest', after: ReviewPosition | null = null) {
  const [product] = await db.select({ productId: products.productId, sku: products.sku, attributes: products.attributes }).from(products).where(eq(products.productId, productId))
  if (!product || !takesReviews(product)) throw new AppError('not_found', 'Product was not found')
  const published = and(eq(reviews.productId, productId), eq(reviews.status, 'published'))
  const [rows, [written]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(after ? and(published, afterPosition(after)) : published)
      .orderBy(...reviewOrderBy(sort))
      .limit(limit + 1),
    db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(published),
  ])
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const rating = Number(product.attributes.rating_summary)
  const count = Number(product.attributes.review_count)
  return {
    productId,
    summary: { average: Number.isFinite(rating) && count > 0 ? rating : null, count: Number.isInteger(count) && count > 0 ? count : 0 },
    written: Number(written?.n ?? 0),
    reviews: page.map((r) => ({ id: r.id, authorName: r.authorName, rating: r.rating, title: r.title, body: r.body, verified: r.verified, createdAt: new Date(r.createdAt).toISOString(), reply: replyOf(r), helpful: r.helpfulCount })),
    next: rows.length > limit && last ? reviewCursor({ sort, key: sortKeyOf(sort, last), createdAt: last.createdAt, id: last.id }) : null,
  }
}
