import fp from 'fastify-plugin'
import { sendError } from './error-handler.ts'

/** GET /healthz: the process answers. GET /readyz: the database answers too (503 when it does not). */
export const healthPlugin = fp(async (app) => {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'ok' }
  })
  app.get('/readyz', async (request, reply) => {
    try {
      await app.dbHandle.ping()
    } catch (error) {
      request.log.warn({ err: error }, 'database ping failed')
      return sendError(reply, 503, 'service_unavailable', 'The database is not reachable')
    }
    reply.header('cache-control', 'no-store')
    return { status: 'ok', database: app.dbHandle.kind }
  })
})
