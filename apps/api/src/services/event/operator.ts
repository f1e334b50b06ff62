import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { EventId, EventRosterResponse, EventScoresResponse, EventScoresUpdate, EventWorkoutCreate, EventWorkoutRemoved, EventWorkoutResponse, IdParam } from '@ironhouse/contracts'
import { notFound } from '../../lib/app-errors.ts'
import { operatorGuard } from '../../lib/operator-auth.ts'
import { saveScores } from './scores.ts'
import { readRoster } from './service.ts'
import { addWorkout, removeWorkout } from './workouts.ts'

/**
 * The events moderator's calls (shell §2: an internal moderator route for events; docs/events.md),
 * protected as the other operator calls are: Authorization: Bearer $OPERATOR_TOKEN; without a
 * configured token it does not exist (404).
 */
export const eventOperatorRoutes: FastifyPluginAsyncZod<{ token: string | undefined }> = async (app, options) => {
  const requireOperator = operatorGuard(options.token)
  const params = z.object({ id: EventId })
  // after a change: this process's kept leaderboard answers go at once (other caches keep theirs a minute
  // at most), and the answer itself is kept by no one
  const changed = (reply: FastifyReply) => {
    app.responseCache.clear()
    return reply.header('cache-control', 'private, no-store')
  }
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
      changed(reply)
      return saved
    },
  )

  // workouts (docs/events.md "Workouts"): what scores are entered for
  app.post(
    '/events/:id/workouts',
    { onRequest: requireOperator, schema: { params, body: EventWorkoutCreate, response: { 201: EventWorkoutResponse } } },
    async (request, reply) => {
      const workout = await addWorkout(app.db, request.params.id, request.body)
      if (!workout) throw notFound('Event')
      changed(reply).code(201)
      return { workout }
    },
  )
  app.delete(
    '/events/:id/workouts/:workoutId',
    { onRequest: requireOperator, schema: { params: params.extend({ workoutId: IdParam }), response: { 200: EventWorkoutRemoved } } },
    async (request, reply) => {
      const removed = await removeWorkout(app.db, request.params.id, request.params.workoutId)
      if (!removed) throw notFound('Event')
      changed(reply)
      return { removed: true as const, workoutId: request.params.workoutId }
    },
  )
}
