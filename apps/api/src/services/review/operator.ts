import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PlainText } from '@ironhouse/contracts'
import { PublicReview, RatingSummary } from '@ironhouse/contracts/reviews'
import { siteCodeOfStore } from '@ironhouse/domain'
import { operatorGuard } from '../../lib/operator-auth.ts'
import { moderate, moderationList, replyToReview } from './moderation.ts'

// The operator answers' schemas stay here, not in @ironhouse/contracts (docs/marketing.md: exported, they
// would be bundled into the storefront); the staff screen reads the JSON with its own small types.
const ReviewId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
const ListQuery = z.object({
  status: z.enum(['published', 'hidden']).optional(),
  productId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Only reviews shoppers reported, the most reported first (docs/reviews.md "Reports"). */
  reported: z
    .enum(['1', '0', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
/** Why staff hide a review: one line of plain text, shown to its author. */
const HideRequest = z.object({
  reason: PlainText.pipe(z.string().trim().min(1, 'give a reason of 1 to 200 characters').max(200, 'give a reason of 1 to 200 characters')),
})
/** The store's reply to a review: plain text up to 1,000 characters after trimming; empty removes it. */
const ReplyRequest = z.object({
  text: PlainText.pipe(z.string().trim().max(1000, 'a reply may have at most 1,000 characters')),
})
/** A published review's public fields, and what staff see besides (never the author's email). */
const StaffReview = PublicReview.extend({
  productId: z.number().int(),
  productName: z.string(),
  status: z.enum(['published', 'hidden']),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  updatedAt: z.string(),
  moderation: z.array(z.object({ action: z.enum(['hide', 'show']), by: z.literal('operator'), at: z.string(), reason: z.string().optional() })),
  /** Shoppers' reports: how many, and how many for each reason. */
  reports: z.object({ total: z.number().int(), reasons: z.partialRecord(z.enum(['spam', 'offensive', 'off_topic', 'other']), z.number().int()) }),
})
const ReviewList = z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), reviews: z.array(StaffReview) })
const Moderated = z.object({ review: StaffReview, summary: RatingSummary })
const Replied = z.object({ review: StaffReview })

/**
 * /svc_review/operator: review moderation for staff (docs/reviews.md "Moderation"), protected as the
 * other operator calls are: Authorization: Bearer $OPERATOR_TOKEN, checked before anything else is read;
 * without a configured token the calls do not exist (404).
 */
export const reviewOperatorRoutes: FastifyPluginAsyncZod<{ token: string | undefined }> = async (app, options) => {
  app.addHook('onRequest', operatorGuard(options.token))
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store')
    return payload
  })

  app.get('/reviews', { schema: { querystring: ListQuery, response: { 200: ReviewList } } }, async (request) => moderationList(app.db, request.query))

  // the product's public read is kept up to 30 s by this process's micro-cache: a moderation clears it, so
  // the change is seen at once here (other processes and browsers keep theirs at most its max-age, 60 s)
  const moderated = async (id: number, change: Parameters<typeof moderate>[2]) => {
    const answer = await moderate(app.db, id, change)
    app.responseCache.clear()
    return answer
  }

  app.post('/reviews/:id/hide', { schema: { params: ReviewId, body: HideRequest, response: { 200: Moderated } } }, async (request) =>
    moderated(request.params.id, { action: 'hide', reason: request.body.reason }),
  )

  // docs/reviews.md "Replies": the public read shows it, so this process's copy is cleared as a moderation's
  app.post('/reviews/:id/reply', { schema: { params: ReviewId, body: ReplyRequest, response: { 200: Replied } } }, async (request) => {
    const answer = await replyToReview(app.db, request.params.id, request.body.text, new Date(), (storeId) => app.publicOrigin(siteCodeOfStore(storeId)))
    app.responseCache.clear()
    return answer
  })

  app.post('/reviews/:id/show', { schema: { params: ReviewId, response: { 200: Moderated } } }, async (request) => moderated(request.params.id, { action: 'show' }))
}
