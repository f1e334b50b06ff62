import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TicketsResponse } from '@ironhouse/contracts'
import { ticketsOf } from './public.ts'

/** /svc_ticket (shell §5 GET /svc_ticket/tickets): the signed-in customer's tickets. */
export const ticketService: FastifyPluginAsyncZod = async (app) => {
  app.get('/svc_ticket/tickets', { schema: { response: { 200: TicketsResponse } } }, async (request, reply) => {
    const session = await request.requireCustomer()
    reply.header('cache-control', 'private, no-store')
    return { tickets: await ticketsOf(app.db, session.customerId, request.site.storeId) }
  })
}
