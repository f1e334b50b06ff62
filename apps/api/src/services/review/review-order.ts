/**
 * The orders of a product's public reviews and their cursors (docs/reviews.md "Sorting"): newest first,
 * highest or lowest rated first, most helpful first; each ends on the creation time and id, newest
 * first, so the order is total and keyset paging neither repeats nor skips a review.
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm'
import { reviews } from '@ironhouse/db'
import type { ReviewSort } from '@ironhouse/contracts/reviews'

/**
 * The position of a review in one order: the order's key (the rating, the helpful count; 0 for
 * newest first), its creation time as stored, and its id.
 */
export type ReviewPosition = { sort: ReviewSort; key: number; createdAt: string; id: number }

const STORED_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/
const INT = /^(0|[1-9]\d{0,9})$/
const MAX_INT = 2_147_483_647

/** The order's key of a review row. */
export function sortKeyOf(sort: ReviewSort, row: { rating: number; helpfulCount: number }): number {
  if (sort === 'highest' || sort === 'lowest') return row.rating
  return sort === 'helpful' ? row.helpfulCount : 0
}

/** The `after` cursor of the public read: the order and the last review of a page, base64url (opaque to callers). */
export function reviewCursor(position: ReviewPosition): string {
  return Buffer.from(`${position.sort}|${position.key}|${position.createdAt}|${position.id}`).toString('base64url')
}

/** A cursor read back for this order, or null when it is not one this service wrote for it. */
export function readReviewCursor(cursor: string, sort: ReviewSort): ReviewPosition | null {
  const [written = '', key = '', createdAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  if (rest.length > 0 || written !== sort || !INT.test(key) || Number(key) > MAX_INT) return null
  if (!STORED_TIME.test(createdAt) || !INT.test(id) || id === '0' || Number(id) > MAX_INT) return null
  return { sort, key: Number(key), createdAt, id: Number(id) }
}

/** ORDER BY of an order. */
export function reviewOrderBy(sort: ReviewSort): Array<SQL> {
  const newest = [desc(reviews.createdAt), desc(reviews.id)]
  if (sort === 'highest') return [desc(reviews.rating), ...newest]
  if (sort === 'lowest') return [asc(reviews.rating), ...newest]
  if (sort === 'helpful') return [desc(reviews.helpfulCount), ...newest]
  return newest
}

/** The reviews after a position in its order. */
export function afterPosition(position: ReviewPosition): SQL {
  const { key, createdAt, id } = position
  const older = sql`(${reviews.createdAt}, ${reviews.id}) < (${createdAt}::timestamptz, ${id})`
  if (position.sort === 'highest') return sql`(${reviews.rating}, ${reviews.createdAt}, ${reviews.id}) < (${key}, ${createdAt}::timestamptz, ${id})`
  if (position.sort === 'helpful') return sql`(${reviews.helpfulCount}, ${reviews.createdAt}, ${reviews.id}) < (${key}, ${createdAt}::timestamptz, ${id})`
  if (position.sort === 'lowest') return sql`(${reviews.rating} > ${key} or (${reviews.rating} = ${key} and ${older}))`
  return older
}
