import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { RmaLabel, RmaLookupRequest, RmaNumber, RmaOrder, RmaOrderChoices, RmaOrderNumber, RmaQuote, RmaReturnRequest, RmaReturnSummary } from '@ironhouse/contracts'
import { clientKey } from '../../plugins/rate-limit.ts'
import { createReturn, customerOrderChoices, lookUpOrder, quoteReturn, readLabel, readReturnableOrder, type Asker } from './service.ts'

const OrderParams = z.object({ orderId: RmaOrderNumber })
const LabelParams = z.object({ rmaNumber: RmaNumber })
const LabelQuery = z.object({ dateIssued: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'not a date (YYYY-MM-DD)') })

/** The shopper's calls (docs/api.md "Returns"): every answer is personal, never cached. */
export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })
  const askerOf = (session: { guestId: string; customerId: number | null }): Asker => ({ guestId: session.guestId, customerId: session.customerId })
  const sessionOrNone = async (request: { getSession: () => Promise<{ guestId: string; customerId: number | null } | null> }): Promise<Asker> =>
    askerOf((await request.getSession()) ?? { guestId: '', customerId: null })

  // an order by its number and email (guests): counted against the client address, as order tracking
  // and gift card balances are, so order numbers cannot be tried in bulk
  app.post('/lookup', { schema: { body: RmaLookupRequest, response: { 200: RmaOrder } } }, async (request, reply) => {
    await app.enforceRateLimits(reply, [{ name: 'rma-lookup-ip', key: clientKey(request), limit: app.rateLimits.trackOrderPerIp }])
    const session = await request.requireSession(reply)
    return lookUpOrder(app.db, askerOf(session), request.body.orderId, request.body.email, new Date())
  })

  // a signed-in customer's orders to pick from
  app.get('/orders', { schema: { response: { 200: RmaOrderChoices } } }, async (request) => {
    const session = await request.requireCustomer()
    return customerOrderChoices(app.db, session.customerId, new Date())
  })

  app.get('/order/:orderId', { schema: { params: OrderParams, response: { 200: RmaOrder } } }, async (request) =>
    readReturnableOrder(app.db, await sessionOrNone(request), request.params.orderId, new Date()),
  )

  app.post('/quote', { schema: { body: RmaReturnRequest, response: { 200: RmaQuote } } }, async (request) =>
    quoteReturn(app.db, await sessionOrNone(request), request.body, new Date()),
  )

  app.post('/return', { schema: { body: RmaReturnRequest, response: { 200: RmaReturnSummary } } }, async (request) =>
    createReturn(app.db, await sessionOrNone(request), request.body, new Date()),
  )

  app.get('/return/:rmaNumber', { schema: { params: LabelParams, querystring: LabelQuery, response: { 200: RmaLabel } } }, async (request) =>
    readLabel(app.db, await sessionOrNone(request), request.params.rmaNumber, request.query.dateIssued),
  )
}
