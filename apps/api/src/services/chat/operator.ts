import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ChatMessage, ChatSendBody, ChatSinceQuery, ChatStaffConversation, ChatStaffQueue } from '@ironhouse/contracts'
import { operatorGuard } from '../../lib/operator-auth.ts'
import { staffClose, staffQueue, staffRead, staffReply } from './service.ts'

const Params = z.object({ id: z.uuid() })

/**
 * Staff's calls (docs/api.md "Support chat"), protected as the other operator calls are: Authorization:
 * Bearer $OPERATOR_TOKEN; without a configured token they do not exist (404). Every site's conversations.
 */
export const chatOperatorRoutes: FastifyPluginAsyncZod<{ token: string | undefined }> = async (app, options) => {
  app.addHook('preHandler', operatorGuard(options.token))
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })

  app.get('/conversations', { schema: { response: { 200: ChatStaffQueue } } }, async () => ({ conversations: await staffQueue(app.db) }))

  app.get('/conversations/:id', { schema: { params: Params, querystring: ChatSinceQuery, response: { 200: ChatStaffConversation } } }, async (request) =>
    staffRead(app.db, request.params.id, request.query.since ?? 0),
  )

  app.post('/conversations/:id/messages', { schema: { params: Params, body: ChatSendBody, response: { 201: ChatMessage } } }, async (request, reply) =>
    reply.code(201).send(await staffReply(app.db, request.params.id, request.body.message, new Date())),
  )

  app.post('/conversations/:id/close', { schema: { params: Params, response: { 200: ChatStaffConversation } } }, async (request) =>
    staffClose(app.db, request.params.id, new Date()),
  )
}
