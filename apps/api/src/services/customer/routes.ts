import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CustomerResponse } from '@ironhouse/contracts'
import { noStore } from '../../plugins/cache.ts'
import { notFound } from '../../lib/app-errors.ts'
import { getCustomer } from './public.ts'
import { customerAnswer } from './service.ts'

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  // shell §7: the signed-in customer; 401 for a guest
  app.get('/customer', { schema: { response: { 200: CustomerResponse } } }, async (request, reply) => {
    const session = await request.requireCustomer()
    const customer = await getCustomer(app.db, session.customerId)
    if (!customer) throw notFound('Customer')
    noStore(reply)
    return { customer: customerAnswer(customer) }
  })
}
