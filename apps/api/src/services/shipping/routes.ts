import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ShippingRatesRequest, ShippingRatesResponse } from '@ironhouse/contracts'
import type { ShippingRateProvider } from './providers/rate-provider.ts'
import { getShippingRates } from './service.ts'

export const shippingRoutes: FastifyPluginAsyncZod<{ provider: ShippingRateProvider }> = async (app, options) => {
  // commerce §7: POST /svc_shipping/shipping/rates/get
  app.post('/shipping/rates/get', { schema: { body: ShippingRatesRequest, response: { 200: ShippingRatesResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return getShippingRates(app.db, options.provider, request.body)
  })
}
