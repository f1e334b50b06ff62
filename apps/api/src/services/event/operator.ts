import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { EventId, EventRosterResponse, EventScoresResponse, EventScoresUpdate } from '@ironhouse/contracts'
import { notFound } from '../../lib/app-errors.ts'
import { operatorGuard } from '../../lib/operator-auth.ts'
import { saveScores } from './scores.ts'
import { readRoster } from './service.ts'

/**
 * The events moderator's calls (shell §2: an internal moderator route for events; docs/events.md),
 * protected as the other operator calls are: Authorization: Bearer $OPERATOR_TOKEN; without a
 * configured token it does not exist (404).
 */
export const eventOperatorRoutes: FastifyPluginAsyncZod<{ token: string | undefined }> = async (app, options) => {
  const requireOperator = operatorGuard(options.token)
  const params = z.object({ id: EventId })
  app.get(
    '/events/:id/registrations',
    { preHandler: requireOperator, schema: { params, response: { 200: EventRosterResponse } } },
    async (request, reply) => {
      const roster = await readRoster(app.db, request.params.id)
      if (!roster) throw notFound('Event')
      reply.header('cache-control', 'private, no-store')
      return roster
    },
  )

  // scores are entered or corrected in batches that land whole (docs/events.md "Scores and the leaderboard");
  // the token is checked before the body, so a caller without it learns nothing of the batch's checks
  app.put(
    '/events/:id/scores',
    { onRequest: requireOperator, schema: { params, body: EventScoresUpdate, response: { 200: EventScoresResponse } } },
    async (request, reply) => {
      const saved = await saveScores(app.db, request.params.id, request.body)
      if (!saved) throw notFound('Event')
      // this process's kept leaderboard answers go at once; other caches keep theirs a minute at most
      app.responseCache.clear()
      reply.header('cache-control', 'private, no-store')
      return saved
    },
  )
}
