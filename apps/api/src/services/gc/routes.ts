import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { Money, PlainText } from '@ironhouse/contracts'
import { clientKey } from '../../plugins/rate-limit.ts'
import { giftCardBalance } from './service.ts'

const BalanceRequest = z.object({ code: PlainText.pipe(z.string().trim().min(1).max(40)) })
const BalanceResponse = z.object({ code: z.string(), balance: Money, currency: z.string() })

export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  // the balance of a gift card (a POST, so codes stay out of URLs and access logs); every lookup counts
  // against the client address, as order tracking does, so codes cannot be tried in bulk
  app.post('/giftcard/balance', { schema: { body: BalanceRequest, response: { 200: BalanceResponse } } }, async (request, reply) => {
    await app.enforceRateLimits(reply, [{ name: 'giftcard-balance-ip', key: clientKey(request), limit: app.rateLimits.giftCardBalancePerIp }])
    reply.header('cache-control', 'no-store')
    return giftCardBalance(app.db, request.body.code)
  })
}
