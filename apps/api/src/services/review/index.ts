import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { siteCodeOfStore } from '@ironhouse/domain'
import { REVIEW_INVITE_JOB, sendReviewInvitation } from './invitations.ts'
import { reviewRoutes } from './routes.ts'

/**
 * /svc_review: the store's built-in review provider (platform §6 transaction tracking; docs/reviews.md):
 * customers' reviews, the rating summaries listings read, and the invitations mailed after purchase.
 */
export const reviewService: FastifyPluginAsync = async (app) => {
  await app.register(reviewRoutes, { prefix: '/svc_review' })
  const origin = (storeId: number) => app.publicOrigin(siteCodeOfStore(storeId))
  app.jobs.register(REVIEW_INVITE_JOB, async (job) => sendReviewInvitation(app.db, z.object({ orderNumber: z.string() }).parse(job.payload).orderNumber, origin))
}
