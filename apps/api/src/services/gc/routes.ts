import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { GiftCardBalance, GiftCardBalanceRequest } from '@ironhouse/contracts'
import { clientKey } from '../../plugins/rate-limit.ts'
import { giftCardBalance } from './service.ts'

export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  // the balance of a gift card (a POST, so codes stay out of URLs and access logs); every lookup counts
  // against the client address, as order tracking does, so codes cannot be tried in bulk
  app.post('/giftcard/balance', { schema: { body: GiftCardBalanceRequest, response: { 200: GiftCardBalance } } }, async (request, reply) => {
    await app.enforceRateLimits(reply, [{ name: 'giftcard-balance-ip', key: clientKey(request), limit: app.rateLimits.giftCardBalancePerIp }])
    reply.header('cache-control', 'no-store')
    return giftCardBalance(app.db, request.body.code)
  })
}
