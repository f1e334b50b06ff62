import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TaxRatesRequest, TaxRatesResponse } from '@ironhouse/contracts'
import type { TaxProvider } from './providers/tax-provider.ts'
import { fetchTaxRates } from './service.ts'

export const taxRoutes: FastifyPluginAsyncZod<{ provider: TaxProvider }> = async (app, options) => {
  // commerce §7: POST /svc_tax/tax/rates/fetch
  app.post('/tax/rates/fetch', { schema: { body: TaxRatesRequest, response: { 200: TaxRatesResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return fetchTaxRates(app.db, options.provider, request.body)
  })
}
