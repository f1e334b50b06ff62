import fp from 'fastify-plugin'
import { errorPage, sendError } from './error-handler.ts'

/** Longest request target we serve; longer ones get 414 uri_too_long instead of a 500 or a hang. */
export const MAX_URL_LENGTH = 2048

/** Request-target limits checked before routing (body and parameter limits are Fastify options in app.ts). */
export const limitsPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if ((request.raw.url ?? '').length <= MAX_URL_LENGTH) return
    if ((request.headers.accept ?? '').includes('text/html')) {
      return reply.code(414).type('text/html; charset=utf-8').send(errorPage('This address is too long'))
    }
    return sendError(reply, 414, 'uri_too_long', `The request URL is longer than ${MAX_URL_LENGTH} characters`)
  })
})
