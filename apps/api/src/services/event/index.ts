import type { FastifyPluginAsync } from 'fastify'
import { eventRoutes } from './routes.ts'

/** /svc_event: events, the customer's event profile and registrations (shell §2 Events, §7; docs/events.md). */
export const eventService: FastifyPluginAsync = async (app) => {
  await app.register(eventRoutes, { prefix: '/svc_event' })
}
