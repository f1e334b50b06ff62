import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CustomerResponse, ForgotPasswordBody, RegisterBody, ResetPasswordBody, SuccessResponse } from '@ironhouse/contracts'
import { notFound, toAppError } from '../../lib/app-errors.ts'
import { noStore } from '../../plugins/cache.ts'
import { clientKey } from '../../plugins/rate-limit.ts'
import { forgotPassword, resetPassword } from './password-reset.ts'
import { getCustomer } from './public.ts'
import { customerAnswer, normaliseEmail, register } from './service.ts'

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  // shell §7: the signed-in customer; 401 for a guest
  app.get('/customer', { schema: { response: { 200: CustomerResponse } } }, async (request, reply) => {
    noStore(reply)
    const session = await request.requireCustomer()
    const customer = await getCustomer(app.db, session.customerId)
    if (!customer) throw notFound('Customer')
    return { customer: customerAnswer(customer) }
  })

  // shell §7: register (email, password, newsletters, segments, captcha) and sign in
  app.post('/customer', { schema: { body: RegisterBody, response: { 200: CustomerResponse } } }, async (request, reply) => {
    noStore(reply)
    await app.enforceRateLimits(reply, [{ name: 'register-ip', key: clientKey(request), limit: app.rateLimits.registerPerIp }])
    const result = await register(app.db, request, reply, request.body)
    if (!result.ok) throw toAppError(result.error)
    return { customer: customerAnswer(result.value) }
  })

  // shell §5, §7: { success: true } for any well-formed email; a known one gets a reset link by mail
  app.post('/customer/forgot-password', { schema: { body: ForgotPasswordBody, response: { 200: SuccessResponse } } }, async (request, reply) => {
    noStore(reply)
    await app.enforceRateLimits(reply, [
      { name: 'forgot-ip', key: clientKey(request), limit: app.rateLimits.forgotPasswordPerIp },
      { name: 'forgot-account', key: normaliseEmail(request.body.email), limit: app.rateLimits.forgotPasswordPerAccount },
    ])
    const result = await forgotPassword(app, request, request.body)
    if (!result.ok) throw toAppError(result.error)
    return { success: true as const }
  })

  // shell §7: the new password from the mailed link; the customer's other sessions end
  app.post('/customer/forgot-password/reset', { schema: { body: ResetPasswordBody, response: { 200: SuccessResponse } } }, async (request, reply) => {
    noStore(reply)
    const result = await resetPassword(app, request, request.body)
    if (!result.ok) throw toAppError(result.error)
    return { success: true as const }
  })
}
