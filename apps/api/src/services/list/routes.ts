import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AddListItemsBody,
  CreateListBody,
  ListIdParams,
  ListItemParams,
  ListResponse,
  ListsQuery,
  ListsResponse,
  MoveListItemsBody,
  OkResponse,
  RegistrySearchQuery,
  RegistrySearchResponse,
  UpdateListItemBody,
  UpdateListMetadataBody,
  UrlKeyParams,
} from '@ironhouse/contracts'
import { z } from 'zod'
import { notFound } from '../../lib/app-errors.ts'
import * as service from './service.ts'
import type { ListContext } from './service.ts'

/** Whose lists a request reaches: the session's customer, else its guest (a guest session starts here). */
async function contextOf(app: { db: ListContext['db'] }, request: FastifyRequest, reply: FastifyReply): Promise<ListContext> {
  const session = await request.requireSession(reply)
  reply.header('cache-control', 'private, no-store')
  return {
    db: app.db,
    owner: { guestId: session.guestId, customerId: session.customerId, groupId: session.groupId },
    site: request.site,
    now: new Date(),
  }
}

/** Reads never start a session: a visitor without one simply has no lists yet. */
/** Changes to an existing list: without a session there is nothing the caller owns (404, nothing started). */
async function existingContextOf(app: { db: ListContext['db'] }, request: FastifyRequest, reply: FastifyReply, what: string): Promise<ListContext> {
  const ctx = await readContextOf(app, request, reply)
  if (!ctx) throw notFound(what)
  return ctx
}

async function readContextOf(app: { db: ListContext['db'] }, request: FastifyRequest, reply: FastifyReply): Promise<ListContext | null> {
  const session = await request.getSession()
  reply.header('cache-control', 'private, no-store')
  if (!session) return null
  return { db: app.db, owner: { guestId: session.guestId, customerId: session.customerId, groupId: session.groupId }, site: request.site, now: new Date() }
}

/** /svc_list (commerce §7): the shopper's lists, and shared wishlists and registries by link. */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/lists', { schema: { querystring: ListsQuery, response: { 200: ListsResponse } } }, async (request, reply) => {
    const ctx = await readContextOf(app, request, reply)
    return { lists: ctx ? await service.getLists(ctx, request.query) : [] }
  })

  app.post('/lists', { schema: { body: CreateListBody, response: { 200: ListResponse } } }, async (request, reply) => {
    const ctx = await contextOf(app, request, reply)
    return { list: await service.createList(ctx, request.body.type, request.body.metadata) }
  })

  app.get('/lists/:id', { schema: { params: ListIdParams, response: { 200: ListResponse } } }, async (request, reply) => {
    const ctx = await readContextOf(app, request, reply)
    if (!ctx) throw notFound(`List ${request.params.id}`)
    return { list: await service.getList(ctx, request.params.id) }
  })

  app.delete('/lists/:id', { schema: { params: ListIdParams, response: { 200: OkResponse } } }, async (request, reply) => {
    const ctx = await existingContextOf(app, request, reply, `List ${request.params.id}`)
    await service.deleteList(ctx, request.params.id)
    return { ok: true as const }
  })

  app.put('/lists/:id/metadata', { schema: { params: ListIdParams, body: UpdateListMetadataBody, response: { 200: ListResponse } } }, async (request, reply) => {
    const ctx = await existingContextOf(app, request, reply, `List ${request.params.id}`)
    return { list: await service.updateMetadata(ctx, request.params.id, request.body.metadata) }
  })

  app.post('/lists/:id/items', { schema: { params: ListIdParams, body: AddListItemsBody, response: { 200: ListResponse } } }, async (request, reply) => {
    const ctx = await contextOf(app, request, reply)
    return { list: await app.marketing.afterCart(request, await service.addItems(ctx, request.params.id, request.body.items)) }
  })

  app.post(
    '/lists/:id/items/move',
    { schema: { params: ListIdParams, body: MoveListItemsBody, response: { 200: z.object({ from: ListResponse.shape.list, to: ListResponse.shape.list }) } } },
    async (request, reply) => {
      const ctx = await contextOf(app, request, reply)
      const moved = await service.moveItems(ctx, request.params.id, request.body.itemIds, request.body.toListId)
      return { from: await app.marketing.afterCart(request, moved.from), to: await app.marketing.afterCart(request, moved.to) }
    },
  )

  app.put('/lists/:id/items/:itemId', { schema: { params: ListItemParams, body: UpdateListItemBody, response: { 200: ListResponse } } }, async (request, reply) => {
    const ctx = await existingContextOf(app, request, reply, `List ${request.params.id}`)
    return { list: await app.marketing.afterCart(request, await service.updateItem(ctx, request.params.id, request.params.itemId, request.body)) }
  })

  app.delete('/lists/:id/items/:itemId', { schema: { params: ListItemParams, response: { 200: ListResponse } } }, async (request, reply) => {
    const ctx = await existingContextOf(app, request, reply, `List ${request.params.id}`)
    return { list: await app.marketing.afterCart(request, await service.removeItem(ctx, request.params.id, request.params.itemId)) }
  })

  app.delete('/lists/:id/items', { schema: { params: ListIdParams, response: { 200: ListResponse } } }, async (request, reply) => {
    const ctx = await existingContextOf(app, request, reply, `List ${request.params.id}`)
    return { list: await app.marketing.afterCart(request, await service.clearItems(ctx, request.params.id)) }
  })

  app.get('/shared/:urlKey', { schema: { params: UrlKeyParams, response: { 200: ListResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-cache')
    return { list: await service.getSharedList(app.db, request.site, request.params.urlKey, new Date()) }
  })

  app.get('/registries', { schema: { querystring: RegistrySearchQuery, response: { 200: RegistrySearchResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-cache')
    return { registries: await service.searchRegistries(app.db, request.query.name) }
  })
}
