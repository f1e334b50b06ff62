import { timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  GatewayCard,
  GatewayPaymentMethod,
  GatewayPaymentMethodRequest,
  GatewayPaymentRequest,
  GatewayPaymentResponse,
  GatewayRefundRequest,
  GatewayRefundResponse,
  GatewayTokenRequest,
} from '@ironhouse/contracts'
import { AppError } from '../../lib/app-errors.ts'
import { actionPage } from './pages.ts'
import { findPayment } from './repo.ts'
import { completeAction, createCardToken, createPayment, getPayment, getPaymentByKey, movePayment, refundPayment, storeCard, type GatewayContext } from './service.ts'
import { acceptFormBodies } from '../../lib/form-body.ts'

export type GatewayOptions = { secretKey: string; fingerprintKey: string }

const PaymentParams = z.object({ id: z.string().regex(/^pay_[A-Za-z0-9_-]{10,40}$/, 'not a payment id') })
const ActionParams = PaymentParams.extend({ action: z.enum(['challenge', 'paypal', 'portal']) })
const MoveParams = PaymentParams.extend({ move: z.enum(['capture', 'cancel', 'refund']) })
const KeyQuery = z.object({ idempotencyKey: z.string().min(8).max(100) })
const ActionForm = z.object({ outcome: z.enum(['approve', 'decline']) })

export const gatewayRoutes: FastifyPluginAsyncZod<GatewayOptions> = async (app, options) => {
  const ctx: GatewayContext = { db: app.db, fingerprintKey: options.fingerprintKey }
  const secret = Buffer.from(`Bearer ${options.secretKey}`)
  const requireSecret = async (request: FastifyRequest) => {
    const given = Buffer.from(request.headers.authorization ?? '')
    if (given.length !== secret.length || !timingSafeEqual(given, secret)) throw new AppError('invalid_api_key', 'A valid secret key is required')
  }

  // the challenge and portal pages post plain HTML forms
  acceptFormBodies(app)
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })

  app.post('/tokens', { schema: { body: GatewayTokenRequest, response: { 200: GatewayCard } } }, async (request) => createCardToken(ctx, request.body))

  app.post('/payment-methods', { preHandler: requireSecret, schema: { body: GatewayPaymentMethodRequest, response: { 200: GatewayPaymentMethod } } }, async (request) =>
    storeCard(ctx, request.body.token),
  )

  app.post('/payments', { preHandler: requireSecret, schema: { body: GatewayPaymentRequest, response: { 200: GatewayPaymentResponse } } }, async (request) =>
    createPayment(ctx, request.body),
  )

  // the payment made with an idempotency key, if any (a store that lost the answer to its POST asks here)
  app.get('/payments', { preHandler: requireSecret, schema: { querystring: KeyQuery, response: { 200: GatewayPaymentResponse } } }, async (request) =>
    getPaymentByKey(ctx, request.query.idempotencyKey),
  )

  app.get('/payments/:id', { preHandler: requireSecret, schema: { params: PaymentParams, response: { 200: GatewayPaymentResponse } } }, async (request) =>
    getPayment(ctx, request.params.id),
  )

  app.post(
    '/payments/:id/refunds',
    { preHandler: requireSecret, schema: { params: PaymentParams, body: GatewayRefundRequest, response: { 200: GatewayRefundResponse } } },
    async (request) => refundPayment(ctx, request.params.id, request.body.amount, request.body.idempotencyKey),
  )

  app.post('/payments/:id/:move', { preHandler: requireSecret, schema: { params: MoveParams, response: { 200: GatewayPaymentResponse } } }, async (request) =>
    movePayment(ctx, request.params.id, request.params.move),
  )

  app.get('/:action/:id', { schema: { params: ActionParams } }, async (request, reply) => {
    const payment = await findPayment(ctx.db, request.params.id)
    if (!payment) throw new AppError('not_found', 'Payment was not found')
    return reply.type('text/html; charset=utf-8').send(actionPage(payment, request.url.split('?')[0] ?? ''))
  })

  app.post('/:action/:id', { schema: { params: ActionParams, body: ActionForm } }, async (request, reply) => {
    const payment = await completeAction(ctx, request.params.id, request.body.outcome === 'approve')
    if (!payment.returnUrl) return reply.type('text/html; charset=utf-8').send(actionPage(payment, request.url))
    const separator = payment.returnUrl.includes('?') ? '&' : '?'
    return reply.redirect(`${payment.returnUrl}${separator}gatewayPayment=${encodeURIComponent(payment.id)}`, 303)
  })
}
