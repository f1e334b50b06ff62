import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CustomerResponse, LoginBody, SessionResponse, SuccessResponse } from '@ironhouse/contracts'
import { toAppError } from '../../lib/app-errors.ts'
import { noStore } from '../../plugins/cache.ts'
import { clientKey } from '../../plugins/rate-limit.ts'
import { customerAnswer, normaliseEmail } from '../customer/public.ts'
import { login, sessionAnswer } from './service.ts'

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // shell §7: GET /svc_session/session answers { cg, exp, groupId } and extends a live session
  app.get('/session', { schema: { response: { 200: SessionResponse } } }, async (request, reply) => {
    const session = await app.extendSession(request, reply)
    noStore(reply)
    return sessionAnswer(session, app.sessions.now(), app.sessions.lifetimes)
  })

  // shell §7: sign in with email, password and captcha; the session id rotates
  app.post('/session/login', { schema: { body: LoginBody, response: { 200: CustomerResponse } } }, async (request, reply) => {
    noStore(reply)
    await app.enforceRateLimits(reply, [
      { name: 'login-ip', key: clientKey(request), limit: app.rateLimits.loginPerIp },
      { name: 'login-account', key: normaliseEmail(request.body.email), limit: app.rateLimits.loginPerAccount },
    ])
    await app.requireCaptcha(request, 'login', request.body.captcha)
    const result = await login(app.db, request, reply, request.body)
    if (!result.ok) throw toAppError(result.error)
    return { customer: customerAnswer(result.value) }
  })

  // shell §7: the session ends on the server; the cookie is cleared, so a replayed one is a guest
  app.post('/session/logout', { schema: { response: { 200: SuccessResponse } } }, async (request, reply) => {
    await request.signOut(reply)
    return { success: true as const }
  })
}
