import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AddressBody,
  AddressResponse,
  CustomerResponse,
  ForgotPasswordBody,
  IdParam,
  PasswordChangeBody,
  ProfileBody,
  RegisterBody,
  ResetPasswordBody,
  SegmentsBody,
  SuccessResponse,
} from '@ironhouse/contracts'
import { notFound, toAppError } from '../../lib/app-errors.ts'
import { noStore } from '../../plugins/cache.ts'
import { clientKey } from '../../plugins/rate-limit.ts'
import { changeAddress, createAddress, removeAddress } from './addresses.ts'
import { customerDetails } from './details.ts'
import { forgotPassword, resetPassword } from './password-reset.ts'
import { changePassword, changeSegments, updateProfile } from './profile.ts'
import { getCustomer } from './public.ts'
import { customerAnswer, normaliseEmail, register } from './service.ts'

const AddressId = z.object({ id: IdParam })

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  // shell §7: the signed-in customer; 401 for a guest
  app.get('/customer', { schema: { response: { 200: CustomerResponse } } }, async (request, reply) => {
    noStore(reply)
    const session = await request.requireCustomer()
    const customer = await getCustomer(app.db, session.customerId)
    if (!customer) throw notFound('Customer')
    return { customer: await customerDetails(app, customer, request.site.storeId) }
  })

  // shell §7: PATCH /svc_customer/customer/ with profile fields (a new email needs the current password)
  for (const url of ['/customer/', '/customer']) {
    app.patch(url, { schema: { body: ProfileBody, response: { 200: CustomerResponse } } }, async (request, reply) => {
      noStore(reply)
      const session = await request.requireCustomer()
      const updated = await updateProfile(app, request, reply, session.customerId, request.body)
      // read again: the newsletters follow a new email in the same transaction (shell §3 newsletters)
      const customer = (await getCustomer(app.db, updated.id)) ?? updated
      return { customer: await customerDetails(app, customer, request.site.storeId) }
    })
  }

  // shell §3, §7: the interest and occupation segments and the primary one
  app.put('/customer/segments', { schema: { body: SegmentsBody, response: { 200: SuccessResponse } } }, async (request, reply) => {
    noStore(reply)
    const session = await request.requireCustomer()
    await changeSegments(app, request.site.code, session.customerId, request.body)
    return { success: true as const }
  })

  // password change (ours, docs/api.md): the current password, the identity policy, other sessions end
  app.put('/customer/password', { schema: { body: PasswordChangeBody, response: { 200: SuccessResponse } } }, async (request, reply) => {
    noStore(reply)
    const session = await request.requireCustomer()
    await changePassword(app, request, reply, session.customerId, request.body)
    return { success: true as const }
  })

  // shell §7: the address book; another customer's address id is 404 and changes nothing
  app.post('/customer/address', { schema: { body: AddressBody, response: { 200: AddressResponse } } }, async (request, reply) => {
    noStore(reply)
    const session = await request.requireCustomer()
    return { address: await createAddress(app.db, session.customerId, request.body) }
  })
  app.patch('/customer/address/:id', { schema: { params: AddressId, body: AddressBody, response: { 200: AddressResponse } } }, async (request, reply) => {
    noStore(reply)
    const session = await request.requireCustomer()
    return { address: await changeAddress(app.db, session.customerId, request.params.id, request.body) }
  })
  app.delete('/customer/address/:id', { schema: { params: AddressId, response: { 200: SuccessResponse } } }, async (request, reply) => {
    noStore(reply)
    const session = await request.requireCustomer()
    await removeAddress(app.db, session.customerId, request.params.id)
    return { success: true as const }
  })

  // shell §7: register (email, password, newsletters, segments, captcha) and sign in
  app.post('/customer', { schema: { body: RegisterBody, response: { 200: CustomerResponse } } }, async (request, reply) => {
    noStore(reply)
    await app.enforceRateLimits(reply, [{ name: 'register-ip', key: clientKey(request), limit: app.rateLimits.registerPerIp }])
    await app.requireCaptcha(request, 'register', request.body.captcha)
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
    await app.requireCaptcha(request, 'forgot_password', request.body.captcha)
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
