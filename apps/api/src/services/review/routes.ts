import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  InvitationReviewRequest,
  OwnReviews,
  ProductReviews,
  ReviewCreateRequest,
  ReviewCursor,
  ReviewSort,
  ReviewReportRequest,
  HelpfulVote,
  ReviewInput,
  ReviewInvitation,
  ReviewOrderNumber,
  ReviewToken,
  ReviewWritten,
  RatingSummary,
} from '@ironhouse/contracts/reviews'
import { reviewProviderLocale } from '@ironhouse/domain'
import { clientKey } from '../../plugins/rate-limit.ts'
import { readInvitation, writeInvitationReview } from './invitations.ts'
import { reportReview } from './moderation.ts'
import { voteHelpful } from './votes.ts'
import { customerAuthor, customerReviews, deleteReview, productReviews, updateReview, writeReview } from './service.ts'
import { readReviewCursor } from './review-order.ts'

const ReviewParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
const ProductParams = z.object({ productId: z.coerce.number().int().positive().max(2_147_483_647) })
const ProductQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(20),
    sort: ReviewSort.default('newest'),
    after: ReviewCursor.optional(),
  })
  // a cursor is read for the order it was written in: another order's, or one the service did not write, is a 400
  .transform(({ after, ...query }, ctx) => {
    if (after === undefined) return { ...query, after: null }
    const position = readReviewCursor(after, query.sort)
    if (position) return { ...query, after: position }
    ctx.addIssue({ code: 'custom', path: ['after'], message: 'not a reviews cursor' })
    return z.NEVER
  })
const InvitationParams = z.object({ orderNumber: ReviewOrderNumber })
const InvitationQuery = z.object({ token: ReviewToken.optional() })
const Deleted = z.object({ productId: z.number().int(), summary: RatingSummary })
const Reported = z.object({ reported: z.literal(true) })
const REPORT_ROUTE = '/reviews/:id/report'
const HELPFUL_ROUTE = '/reviews/:id/helpful'
/**
 * The shoppers' writes that leave the micro-cache as it is: a report changes no public read, and a
 * helpful vote only a count, which the voter reads in the answer and others at most 30 s later (so
 * votes, however many, never empty the cache of every product's reviews).
 */
const KEEPS_CACHE = [REPORT_ROUTE, HELPFUL_ROUTE]

/** /svc_review (docs/api.md "Reviews", docs/reviews.md). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // every answer but a product's published reviews is the shopper's own
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.includes('/products/') || reply.statusCode >= 400) reply.header('cache-control', 'no-store')
    // a review written, changed or deleted clears this process's micro-cache of the products' public
    // reads before the answer leaves, as a moderation does (operator.ts): its author then finds it on
    // the product's page (other processes keep theirs at most 30 s); reports and votes keep it (KEEPS_CACHE)
    if (request.method !== 'GET' && reply.statusCode < 400 && !KEEPS_CACHE.some((route) => request.routeOptions.url?.endsWith(route))) app.responseCache.clear()
    return payload
  })
  const customerIdOf = async (request: { getSession: () => Promise<{ customerId: number | null } | null> }) => (await request.getSession())?.customerId ?? null

  app.get('/reviews', { schema: { response: { 200: OwnReviews } } }, async (request) => {
    const { customerId } = await request.requireCustomer()
    return { reviews: await customerReviews(app.db, customerId) }
  })

  app.post('/reviews', { schema: { body: ReviewCreateRequest, response: { 201: ReviewWritten } } }, async (request, reply) => {
    const { customerId } = await request.requireCustomer()
    const { productId, ...input } = request.body
    const place = { storeId: request.site.storeId, locale: reviewProviderLocale(request.site.code) }
    const written = await writeReview(app.db, await customerAuthor(app.db, customerId), productId, input, place, { orderNumber: null, replace: false })
    return reply.code(201).send(written)
  })

  app.put('/reviews/:id', { schema: { params: ReviewParams, body: ReviewInput, response: { 200: ReviewWritten } } }, async (request) => {
    const { customerId } = await request.requireCustomer()
    return updateReview(app.db, customerId, request.params.id, request.body)
  })

  app.delete('/reviews/:id', { schema: { params: ReviewParams, response: { 200: Deleted } } }, async (request) => {
    const { customerId } = await request.requireCustomer()
    return deleteReview(app.db, customerId, request.params.id)
  })

  // docs/reviews.md "Reports": any shopper (a guest gets a session) reports a published review once
  app.post(REPORT_ROUTE, { schema: { params: ReviewParams, body: ReviewReportRequest, response: { 200: Reported } } }, async (request, reply) => {
    await app.enforceRateLimits(reply, [{ name: 'review-report-ip', key: clientKey(request), limit: app.rateLimits.reviewReportPerIp }])
    const session = await request.requireSession(reply)
    return reportReview(app.db, request.params.id, { key: session.guestId, customerId: session.customerId }, request.body.reason)
  })

  // docs/reviews.md "Helpful votes": any shopper (a guest gets a session) finds a published review helpful once
  app.post(HELPFUL_ROUTE, { schema: { params: ReviewParams, response: { 200: HelpfulVote } } }, async (request, reply) => {
    await app.enforceRateLimits(reply, [{ name: 'review-vote-ip', key: clientKey(request), limit: app.rateLimits.reviewVotePerIp }])
    const session = await request.requireSession(reply)
    return voteHelpful(app.db, request.params.id, { key: session.guestId, customerId: session.customerId })
  })

  app.get('/products/:productId', { schema: { params: ProductParams, querystring: ProductQuery, response: { 200: ProductReviews } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60')
    return productReviews(app.db, request.params.productId, request.query.limit, request.query.sort, request.query.after)
  })

  app.get('/invitations/:orderNumber', { schema: { params: InvitationParams, querystring: InvitationQuery, response: { 200: ReviewInvitation } } }, async (request) =>
    readInvitation(app.db, request.params.orderNumber, { token: request.query.token, customerId: await customerIdOf(request) }),
  )

  app.post('/invitations/:orderNumber/reviews', { schema: { params: InvitationParams, body: InvitationReviewRequest, response: { 200: ReviewWritten } } }, async (request) => {
    const { token, productId, ...input } = request.body
    return writeInvitationReview(app.db, request.params.orderNumber, { token, customerId: await customerIdOf(request) }, productId, input)
  })
}
