import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BinIdParams, BinsResponse, CreateBinBody } from '@ironhouse/contracts'
import { notFound } from '../../lib/app-errors.ts'
import * as service from './service.ts'
import type { BinOwner } from './repo.ts'

async function ownerOf(request: FastifyRequest, reply: FastifyReply): Promise<BinOwner> {
  const session = await request.requireSession(reply)
  reply.header('cache-control', 'private, no-store')
  return { guestId: session.guestId, customerId: session.customerId }
}

/** /svc_bin (shell §7): notify-me sign-ups of the session's shopper. */
export const binRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/bin', { schema: { response: { 200: BinsResponse } } }, async (request, reply) => {
    const session = await request.getSession()
    reply.header('cache-control', 'private, no-store')
    if (!session) return { bins: [] }
    return { bins: await service.listBins(app.db, { guestId: session.guestId, customerId: session.customerId }) }
  })

  app.post('/bin', { schema: { body: CreateBinBody, response: { 200: BinsResponse } } }, async (request, reply) => {
    const owner = await ownerOf(request, reply)
    return { bins: await service.createBin(app.db, owner, request.site.storeId, request.body) }
  })

  app.delete('/bin/:id', { schema: { params: BinIdParams, response: { 200: BinsResponse } } }, async (request, reply) => {
    // without a session there is no sign-up of the caller's to remove: nothing is started
    const session = await request.getSession()
    reply.header('cache-control', 'private, no-store')
    if (!session) throw notFound(`Bin ${request.params.id}`)
    const owner = { guestId: session.guestId, customerId: session.customerId }
    return { bins: await service.deleteBin(app.db, owner, request.params.id) }
  })
}
