import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZeusBill, ZeusBillRequest, ZeusEquipmentList, ZeusProject, ZeusProjectInput, ZeusProjectList } from '@ironhouse/contracts'
import { isPathOnSite, LOGGED_OUT_CUSTOMER_GROUP_ID } from '@ironhouse/domain'
import { AppError } from '../../lib/app-errors.ts'
import { earnedTicketsOf, ticketsOf } from '../ticket/public.ts'
import type { LinePricingContext } from '../list/catalog.ts'
import { billOf, copyProject, createProject, deleteProject, listDesigns, listEquipment, listOwn, projectBill, readProject, updateProject } from './service.ts'

const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
const DesignsQuery = z.object({ kind: z.enum(['template', 'featured']) })
const CopyBody = z.object({ name: ZeusProjectInput.shape.name.optional() }).optional()

/** The signed-in customer of a call, or null for a guest (no session read without cookies). */
async function customerIdOf(request: FastifyRequest): Promise<number | null> {
  if (!request.headers.cookie) return null
  return (await request.getSession())?.customerId ?? null
}

/**
 * The ZEUS builder's calls (docs/api.md "ZEUS gym builder"). USA only, as its pages (shell §2): another
 * site's call answers 404. Every answer is the shopper's own (their designs, prices for their group and
 * tickets), never cached.
 */
export const zeusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isPathOnSite('/zeus-builder', request.site.code)) throw new AppError('not_found', 'The ZEUS Gym Builder is available on the USA store only')
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })

  /** Prices as the cart's: the session's group (0 guest, a customer at least 1) and the customer's earned tickets. */
  const pricingOf = async (request: FastifyRequest): Promise<LinePricingContext> => {
    const session = request.headers.cookie ? await request.getSession() : null
    const customerId = session?.customerId ?? null
    const groupId = customerId === null ? LOGGED_OUT_CUSTOMER_GROUP_ID : Math.max(1, session?.groupId ?? 1)
    const tickets = earnedTicketsOf(await ticketsOf(app.db, customerId, request.site.storeId))
    return { storeId: request.site.storeId, groupId, now: new Date(), tickets }
  }

  app.get('/equipment', { schema: { response: { 200: ZeusEquipmentList } } }, async (request) =>
    listEquipment(app.db, await pricingOf(request), request.site.currency),
  )

  app.get('/designs', { schema: { querystring: DesignsQuery, response: { 200: ZeusProjectList } } }, async (request) => listDesigns(app.db, request.query.kind))

  app.post('/bill', { schema: { body: ZeusBillRequest, response: { 200: ZeusBill } } }, async (request) =>
    billOf(app.db, request.body.items, await pricingOf(request), request.site.currency),
  )

  app.get('/projects', { schema: { response: { 200: ZeusProjectList } } }, async (request) => listOwn(app.db, (await request.requireCustomer()).customerId))

  app.post('/projects', { schema: { body: ZeusProjectInput, response: { 201: ZeusProject } } }, async (request, reply) => {
    const session = await request.requireCustomer()
    const project = await createProject(app.db, session.customerId, request.body, await pricingOf(request))
    return reply.status(201).send(project)
  })

  app.get('/projects/:id', { schema: { params: IdParams, response: { 200: ZeusProject } } }, async (request) =>
    readProject(app.db, await customerIdOf(request), request.params.id),
  )

  app.put('/projects/:id', { schema: { params: IdParams, body: ZeusProjectInput, response: { 200: ZeusProject } } }, async (request) => {
    const session = await request.requireCustomer()
    return updateProject(app.db, session.customerId, request.params.id, request.body, await pricingOf(request))
  })

  app.delete('/projects/:id', { schema: { params: IdParams } }, async (request) => {
    const session = await request.requireCustomer()
    await deleteProject(app.db, session.customerId, request.params.id)
    return { ok: true }
  })

  app.post('/projects/:id/copy', { schema: { params: IdParams, body: CopyBody, response: { 201: ZeusProject } } }, async (request, reply) => {
    const session = await request.requireCustomer()
    const project = await copyProject(app.db, session.customerId, request.params.id, request.body?.name)
    return reply.status(201).send(project)
  })

  app.get('/projects/:id/bill', { schema: { params: IdParams, response: { 200: ZeusBill } } }, async (request) =>
    projectBill(app.db, await customerIdOf(request), request.params.id, await pricingOf(request), request.site.currency),
  )
}
