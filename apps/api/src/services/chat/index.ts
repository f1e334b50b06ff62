import type { FastifyPluginAsync } from 'fastify'
import type { Limit } from '../../plugins/rate-limit.ts'
import { chatOperatorRoutes } from './operator.ts'
import { chatRoutes } from './routes.ts'

/** A shopper writes at most 10 messages a minute (docs/support-chat.md). */
export const DEFAULT_CHAT_MESSAGES_PER_MINUTE: Limit = { limit: 10, windowMs: 60_000 }

export type ChatOptions = {
  /** Bearer token of the staff calls under /svc_chat/operator (OPERATOR_TOKEN); absent: they answer 404. */
  operatorToken?: string | undefined
  messagesPerMinute?: Limit | undefined
}

/** /svc_chat: the store's own support chat (shell §2 chat widget, §6; platform §6; docs/support-chat.md). */
export const chatService: FastifyPluginAsync<ChatOptions> = async (app, options) => {
  await app.register(chatOperatorRoutes, { prefix: '/svc_chat/operator', token: options.operatorToken })
  await app.register(chatRoutes, { prefix: '/svc_chat', messagesPerMinute: options.messagesPerMinute ?? DEFAULT_CHAT_MESSAGES_PER_MINUTE })
}
