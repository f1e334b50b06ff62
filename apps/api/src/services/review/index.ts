import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { siteCodeOfStore } from '@ironhouse/domain'
import { REVIEW_INVITE_JOB, sendReviewInvitation } from './invitations.ts'
import { reviewOperatorRoutes } from './operator.ts'
import { reviewRoutes } from './routes.ts'

export type ReviewOptions = {
  /** Bearer token of the moderation calls under /svc_review/operator (OPERATOR_TOKEN); absent: they answer 404. */
  operatorToken?: string | undefined
}

/**
 * /svc_review: the store's built-in review provider (platform §6 transaction tracking; docs/reviews.md):
 * customers' reviews, the rating summaries listings read, the invitations mailed after purchase, and
 * staff moderation.
 */
export const reviewService: FastifyPluginAsync<ReviewOptions> = async (app, options) => {
  await app.register(reviewRoutes, { prefix: '/svc_review' })
  await app.register(reviewOperatorRoutes, { prefix: '/svc_review/operator', token: options.operatorToken })
  const origin = (storeId: number) => app.publicOrigin(siteCodeOfStore(storeId))
  app.jobs.register(REVIEW_INVITE_JOB, async (job) => sendReviewInvitation(app.db, z.object({ orderNumber: z.string() }).parse(job.payload).orderNumber, origin))
}
