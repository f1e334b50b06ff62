import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ProgramsResponse } from '@ironhouse/contracts'
import { noStore } from '../../plugins/cache.ts'
import { programsOf } from './service.ts'

/** /svc_programming (commerce §7 GET /svc_programming/programs): the programs the signed-in customer owns. */
export const programmingService: FastifyPluginAsyncZod = async (app) => {
  app.get('/svc_programming/programs', { schema: { response: { 200: ProgramsResponse } } }, async (request, reply) => {
    noStore(reply)
    const session = await request.requireCustomer()
    return { programs: await programsOf(app.db, session.customerId) }
  })
}
