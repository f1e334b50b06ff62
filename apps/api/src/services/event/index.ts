import type { FastifyPluginAsync } from 'fastify'
import { eventOperatorRoutes } from './operator.ts'
import { eventRoutes } from './routes.ts'

export type EventOptions = {
  /** Bearer token of the moderator's call under /svc_event/operator (OPERATOR_TOKEN); absent: it answers 404. */
  operatorToken?: string | undefined
}

/** /svc_event: events, the customer's event profile and registrations (shell §2 Events, §7; docs/events.md). */
export const eventService: FastifyPluginAsync<EventOptions> = async (app, options) => {
  await app.register(eventRoutes, { prefix: '/svc_event' })
  await app.register(eventOperatorRoutes, { prefix: '/svc_event/operator', token: options.operatorToken })
}
