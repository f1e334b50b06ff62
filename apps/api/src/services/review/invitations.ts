// Transaction tracking of the review provider (platform §6: "transaction tracking after purchase. It
// skips products with hidden reviews"; §9: "Review provider locale is en-GB for EUR"). When an order is
// published its reviewable items are recorded; REVIEW_INVITE_DELAY_MS later the invitation is mailed
// with a link to /mps-review that carries a random token (docs/reviews.md).
import { createHash, randomBytes } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { orders, products, reviewInvitations, withTransaction, type Db, type Executor } from '@ironhouse/db'
import type { ReviewInput, ReviewInvitation, ReviewWritten } from '@ironhouse/contracts/reviews'
import { reviewProviderItems, reviewProviderLocale, siteByStoreId, siteCodeOfStore, type ConsumerItem } from '@ironhouse/domain'
import { enqueueJob } from '../../jobs/outbox.ts'
import { AppError } from '../../lib/app-errors.ts'
import { enqueueMail } from '../mail/public.ts'
import { authorNameOf, authorReviewsOf, BOUGHT_ORDER_STATUSES, customerAuthor, writeReview, type Author } from './service.ts'

export const REVIEW_INVITE_JOB = 'review.invite'
/** The invitation is mailed two weeks after the order is published (time for the gear to arrive and be used). */
export const REVIEW_INVITE_DELAY_MS = 14 * 24 * 60 * 60 * 1000
/** A mailed link works for 90 days. */
export const REVIEW_LINK_TTL_MS = 90 * 24 * 60 * 60 * 1000

const INVALID_LINK = 'This review link is not valid or has expired'

type OrderForTracking = { orderNumber: string; storeId: number; customerId: number | null; email: string; items: ReadonlyArray<Record<string, unknown>> }
type InvitationRow = typeof reviewInvitations.$inferSelect

/** The stored form of a mailed token (as sessions keep theirs): its SHA-256. */
export function reviewTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/**
 * Records the order's reviewable items (the domain's reviewProviderItems: hidden-reviews products
 * skipped, a product bought on several lines once) with the provider's locale of its site, and
 * enqueues the invitation mail. Runs in the transaction that publishes the order; once per order.
 */
export async function trackReviewableOrder(tx: Executor, order: OrderForTracking, now = new Date()): Promise<void> {
  const lines = order.items.flatMap((line) => {
    const productId = Number(line.productId)
    return Number.isInteger(productId) && productId > 0 ? [{ productId, sku: String(line.sku ?? ''), name: String(line.name ?? ''), qty: Number(line.qty ?? 1), price: Number(line.price ?? 0) }] : []
  })
  if (lines.length === 0) return
  const known = await tx
    .select({ productId: products.productId, attributes: products.attributes })
    .from(products)
    .where(inArray(products.productId, [...new Set(lines.map((line) => line.productId))]))
  const attributes = new Map(known.map((row) => [row.productId, row.attributes]))
  const items: Array<ConsumerItem & { name: string }> = lines.filter((line) => attributes.has(line.productId)).map((line) => ({ ...line, attributes: attributes.get(line.productId) ?? {} }))
  const reviewable = reviewProviderItems(items)
  if (reviewable.length === 0) return
  const sendAt = new Date(now.getTime() + REVIEW_INVITE_DELAY_MS)
  const [recorded] = await tx
    .insert(reviewInvitations)
    .values({
      orderNumber: order.orderNumber,
      customerId: order.customerId,
      email: order.email,
      storeId: order.storeId,
      locale: reviewProviderLocale(siteCodeOfStore(order.storeId)),
      items: reviewable.map((item) => ({ productId: Number(item.productId), sku: item.sku, name: item.name })),
      sendAt: sendAt.toISOString(),
    })
    .onConflictDoNothing()
    .returning({ orderNumber: reviewInvitations.orderNumber })
  if (recorded) await enqueueJob(tx, { type: REVIEW_INVITE_JOB, payload: { orderNumber: order.orderNumber }, runAt: sendAt })
}

/** The site-relative link of an invitation (shell §2 /mps-review). */
export function reviewLink(storeId: number, orderNumber: string, token: string): string {
  const prefix = siteByStoreId(storeId)?.pathPrefix ?? ''
  return `${prefix}/mps-review?order=${encodeURIComponent(orderNumber)}&token=${token}`
}

/**
 * The review.invite job: mails the invitation with a new token (kept as its hash) unless it was sent
 * already or the order was cancelled since. Safe to run again.
 */
export async function sendReviewInvitation(db: Db, orderNumber: string, origin: (storeId: number) => string, now = new Date()): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [invitation] = await tx.select().from(reviewInvitations).where(eq(reviewInvitations.orderNumber, orderNumber)).for('update')
    if (!invitation || invitation.sentAt !== null) return
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber))
    if (!order || !(BOUGHT_ORDER_STATUSES as ReadonlyArray<string>).includes(order.status)) return
    const token = randomBytes(32).toString('base64url')
    await tx
      .update(reviewInvitations)
      .set({ tokenHash: reviewTokenHash(token), sentAt: now.toISOString(), expiresAt: new Date(now.getTime() + REVIEW_LINK_TTL_MS).toISOString() })
      .where(eq(reviewInvitations.orderNumber, orderNumber))
    const names = invitation.items.map((item) => `  - ${item.name}`)
    await enqueueMail(tx, {
      to: invitation.email,
      subject: `How is your gear? Review your Ironhouse order ${orderNumber}`,
      text: [
        'Thank you for shopping with Ironhouse.',
        '',
        'Tell other lifters what you think of what you bought:',
        ...names,
        '',
        `Write your reviews at ${origin(invitation.storeId)}${reviewLink(invitation.storeId, orderNumber, token)}`,
        '',
        'The link is yours alone and works for 90 days.',
      ].join('\n'),
    })
  })
}

/** Who asks for an invitation: the mailed token, or the signed-in customer of the order. */
export type InvitationAsker = { token: string | undefined; customerId: number | null }

/** The invitation the asker may use and the author they write as (401 without a way in, 404 for another's order). */
async function openInvitation(db: Executor, orderNumber: string, asker: InvitationAsker, now: Date): Promise<{ invitation: InvitationRow; author: Author }> {
  const [invitation] = await db.select().from(reviewInvitations).where(eq(reviewInvitations.orderNumber, orderNumber))
  const [order] = invitation
    ? await db.select({ status: orders.status, billingAddress: orders.billingAddress }).from(orders).where(eq(orders.orderNumber, orderNumber))
    : []
  const open = invitation !== undefined && order !== undefined && (BOUGHT_ORDER_STATUSES as ReadonlyArray<string>).includes(order.status)
  if (asker.token !== undefined) {
    const valid =
      open &&
      invitation.tokenHash !== null &&
      invitation.tokenHash === reviewTokenHash(asker.token) &&
      invitation.expiresAt !== null &&
      new Date(invitation.expiresAt).getTime() > now.getTime()
    if (!valid) throw new AppError('unauthorized', INVALID_LINK)
    if (invitation.customerId !== null) return { invitation, author: await customerAuthor(db, invitation.customerId) }
    const billing = order.billingAddress as { firstname?: unknown; lastname?: unknown }
    const name = authorNameOf(typeof billing.firstname === 'string' ? billing.firstname : '', typeof billing.lastname === 'string' ? billing.lastname : '')
    return { invitation, author: { customerId: null, email: invitation.email, name } }
  }
  if (asker.customerId === null) throw new AppError('unauthorized', 'Please log in or open the link of your review invitation')
  // an order of someone else is not told apart from none
  if (!open || invitation.customerId !== asker.customerId) throw new AppError('not_found', 'Order was not found')
  return { invitation, author: await customerAuthor(db, asker.customerId) }
}

/** GET /svc_review/invitations/{orderNumber}: the order's reviewable products and the author's reviews of them. */
export async function readInvitation(db: Db, orderNumber: string, asker: InvitationAsker, now = new Date()): Promise<ReviewInvitation> {
  const { invitation, author } = await openInvitation(db, orderNumber, asker, now)
  const ids = invitation.items.map((item) => item.productId)
  const rows = await db.select({ productId: products.productId, urlKey: products.urlKey, thumbnail: products.thumbnail }).from(products).where(inArray(products.productId, ids))
  const byId = new Map(rows.map((row) => [row.productId, row]))
  const mine = await authorReviewsOf(db, author, ids)
  return {
    orderNumber: invitation.orderNumber,
    items: invitation.items.flatMap((item) => {
      const product = byId.get(item.productId)
      if (!product) return []
      const url = product.urlKey.startsWith('/') ? product.urlKey : `/${product.urlKey}`
      return [{ productId: item.productId, sku: item.sku, name: item.name, url, thumbnail: product.thumbnail, review: mine.get(item.productId) ?? null }]
    }),
  }
}

/** POST /svc_review/invitations/{orderNumber}/reviews: writes (or rewrites) the review of one of the order's products. */
export async function writeInvitationReview(db: Db, orderNumber: string, asker: InvitationAsker, productId: number, input: ReviewInput, now = new Date()): Promise<ReviewWritten> {
  const { invitation, author } = await openInvitation(db, orderNumber, asker, now)
  if (!invitation.items.some((item) => item.productId === productId)) throw new AppError('not_found', 'This product is not part of the order')
  return writeReview(db, author, productId, input, { storeId: invitation.storeId, locale: invitation.locale }, { orderNumber, replace: true })
}

/** Whether an order has an invitation recorded (tests and the operator's questions). */
export async function invitationOf(db: Executor, orderNumber: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(reviewInvitations).where(eq(reviewInvitations.orderNumber, orderNumber))
  return row
}

