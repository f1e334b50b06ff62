import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ChatConversation, ChatCurrent, ChatMessage, ChatSendBody, ChatSinceQuery, ChatStartBody, ChatTranscriptSent } from '@ironhouse/contracts'
import { hasLiveChat } from '@ironhouse/domain'
import { AppError } from '../../lib/app-errors.ts'
import type { Limit } from '../../plugins/rate-limit.ts'
import { currentConversation, endConversation, mailTranscript, readConversation, sendShopperMessage, startConversation, type ChatAsker } from './service.ts'

export type ChatRoutesOptions = { messagesPerMinute: Limit }

const Params = z.object({ id: z.uuid() })

/**
 * The shopper's calls (docs/api.md "Support chat"): only on sites with live chat (shell §6, platform §6:
 * USA, CAN, APO), 404 elsewhere. Every answer is personal, never cached.
 */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', async (request) => {
    if (!hasLiveChat(request.site.code)) throw new AppError('not_found', 'Live chat is not available on this site')
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })
  const askerOf = async (request: FastifyRequest): Promise<ChatAsker> => {
    const session = await request.getSession()
    return { guestId: session?.guestId ?? '', customerId: session?.customerId ?? null }
  }
  /** Each message a shopper writes (the first one too) counts against their guest identity's limit. */
  const countMessage = (reply: Parameters<typeof app.enforceRateLimits>[0], asker: ChatAsker) =>
    app.enforceRateLimits(reply, [{ name: 'chat-message', key: asker.guestId, limit: options.messagesPerMinute }])

  app.get('/conversation', { schema: { response: { 200: ChatCurrent } } }, async (request) => {
    const asker = await askerOf(request)
    return { conversation: asker.guestId === '' ? null : await currentConversation(app.db, asker) }
  })

  app.post('/conversation', { schema: { body: ChatStartBody, response: { 201: ChatConversation } } }, async (request, reply) => {
    const session = await request.requireSession(reply)
    const asker = { guestId: session.guestId, customerId: session.customerId }
    await countMessage(reply, asker)
    const conversation = await startConversation(app.db, asker, request.site.code, request.body, new Date())
    return reply.code(201).send(conversation)
  })

  app.get('/conversations/:id', { schema: { params: Params, querystring: ChatSinceQuery, response: { 200: ChatConversation } } }, async (request) =>
    readConversation(app.db, await askerOf(request), request.params.id, request.query.since ?? 0),
  )

  app.post('/conversations/:id/messages', { schema: { params: Params, body: ChatSendBody, response: { 201: ChatMessage } } }, async (request, reply) => {
    const asker = await askerOf(request)
    await countMessage(reply, asker)
    const message = await sendShopperMessage(app.db, asker, request.params.id, request.body.message, new Date())
    return reply.code(201).send(message)
  })

  // docs/support-chat.md "Transcript": a signed-in customer's chat, mailed to the account's email
  app.post('/conversations/:id/transcript', { schema: { params: Params, response: { 200: ChatTranscriptSent } } }, async (request, reply) => {
    const session = await request.requireCustomer()
    await app.enforceRateLimits(reply, [{ name: 'chat-transcript', key: String(session.customerId), limit: app.rateLimits.chatTranscriptPerCustomer }])
    return mailTranscript(app.db, { guestId: session.guestId, customerId: session.customerId }, request.params.id)
  })

  app.post('/conversations/:id/end', { schema: { params: Params, response: { 200: ChatConversation } } }, async (request) =>
    endConversation(app.db, await askerOf(request), request.params.id, new Date()),
  )
}
