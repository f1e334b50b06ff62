import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { EventId, EventRosterResponse } from '@ironhouse/contracts'
import { notFound } from '../../lib/app-errors.ts'
import { operatorGuard } from '../../lib/operator-auth.ts'
import { readRoster } from './service.ts'

/**
 * The events moderator's call (shell §2: an internal moderator route for events; docs/events.md),
 * protected as the other operator calls are: Authorization: Bearer $OPERATOR_TOKEN; without a
 * configured token it does not exist (404).
 */
export const eventOperatorRoutes: FastifyPluginAsyncZod<{ token: string | undefined }> = async (app, options) => {
  const requireOperator = operatorGuard(options.token)
  app.get(
    '/events/:id/registrations',
    { preHandler: requireOperator, schema: { params: z.object({ id: EventId }), response: { 200: EventRosterResponse } } },
    async (request, reply) => {
      const roster = await readRoster(app.db, request.params.id)
      if (!roster) throw notFound('Event')
      reply.header('cache-control', 'private, no-store')
      return roster
    },
  )
}
