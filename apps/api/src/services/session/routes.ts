import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SessionResponse } from '@ironhouse/contracts'
import { noStore } from '../../plugins/cache.ts'
import { sessionAnswer } from './service.ts'

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // shell §7: GET /svc_session/session answers { cg, exp, groupId } and extends a live session
  app.get('/session', { schema: { response: { 200: SessionResponse } } }, async (request, reply) => {
    const session = await app.extendSession(request, reply)
    noStore(reply)
    return sessionAnswer(session, app.sessions.now(), app.sessions.lifetimes)
  })
}
