import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { EventAccountResponse, EventId, EventLeaderboardQuery, EventLeaderboardResponse, EventListQuery, EventListResponse, EventProfileUpdate, EventRegistrationRequest, EventRegistrationResponse, EventResponse, EventWithdrawalResponse } from '@ironhouse/contracts'
import { notFound } from '../../lib/app-errors.ts'
import { cacheFor } from '../../plugins/cache.ts'
import { readLeaderboard } from './scores.ts'
import { listEvents, readEvent, readEventAccount, registerForEvent, saveEventProfile, withdrawFromEvent } from './service.ts'

const EventParams = z.object({ id: EventId })
/** An event's page data: shared caches keep it a minute (its divisions' places left change as athletes register). */
const EVENT_CACHE_SECONDS = 60

/**
 * /svc_event (shell §7; docs/api.md "Events"). The account calls are the signed-in customer's own
 * (401 for a guest, never cached); an event is the same for everyone.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const personal = { 'cache-control': 'private, no-store' }

  app.get('/account', { schema: { response: { 200: EventAccountResponse } } }, async (request, reply) => {
    const session = await request.requireCustomer()
    reply.headers(personal)
    return readEventAccount(app.db, session.customerId)
  })

  app.put('/account', { schema: { body: EventProfileUpdate, response: { 200: EventAccountResponse } } }, async (request, reply) => {
    const session = await request.requireCustomer()
    reply.headers(personal)
    return saveEventProfile(app.db, session.customerId, request.body, new Date())
  })

  app.get('/events', { schema: { querystring: EventListQuery, response: { 200: EventListResponse } } }, async (request, reply) => {
    cacheFor(reply, EVENT_CACHE_SECONDS)
    return { events: await listEvents(app.db, request.query.limit) }
  })

  app.get('/events/:id', { schema: { params: EventParams, response: { 200: EventResponse } } }, async (request, reply) => {
    const event = await readEvent(app.db, request.params.id)
    if (!event) throw notFound('Event')
    cacheFor(reply, EVENT_CACHE_SECONDS)
    return { event }
  })

  app.get(
    '/events/:id/leaderboard',
    { schema: { params: EventParams, querystring: EventLeaderboardQuery, response: { 200: EventLeaderboardResponse } } },
    async (request, reply) => {
      const leaderboard = await readLeaderboard(app.db, request.params.id, request.query.division)
      if (!leaderboard) throw notFound('Event')
      // scores are entered by the operator during an event: a minute, as the event's places
      cacheFor(reply, EVENT_CACHE_SECONDS)
      return { leaderboard }
    },
  )

  app.delete('/events/:id/registration', { schema: { params: EventParams, response: { 200: EventWithdrawalResponse } } }, async (request, reply) => {
    const session = await request.requireCustomer()
    reply.headers(personal)
    await withdrawFromEvent(app.db, session.customerId, request.params.id)
    return { withdrawn: true as const, eventId: request.params.id }
  })

  app.post(
    '/events/:id/registrations',
    { schema: { params: EventParams, body: EventRegistrationRequest, response: { 201: EventRegistrationResponse } } },
    async (request, reply) => {
      const session = await request.requireCustomer()
      reply.headers(personal)
      const registration = await registerForEvent(app.db, session.customerId, request.params.id, request.body.divisionId)
      return reply.code(201).send({ registration })
    },
  )
}
