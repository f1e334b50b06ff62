import { z } from 'zod'
import { PlainText, SiteCode, Text } from './common.ts'
import { EmailInput } from './account.ts'

/** The longest chat message, in characters (docs/support-chat.md). */
export const CHAT_MESSAGE_MAX = 1000

/** One message as typed: trimmed, not empty, at most CHAT_MESSAGE_MAX characters, line breaks allowed. */
export const ChatMessageInput = Text.pipe(z.string().trim().min(1, 'Please type a message').max(CHAT_MESSAGE_MAX, `A message has at most ${CHAT_MESSAGE_MAX} characters`))

/** POST /svc_chat/conversation: a guest gives a name and email; a signed-in customer's come from the account. */
export const ChatStartBody = z.strictObject({
  name: PlainText.pipe(z.string().trim().min(1).max(80)).optional(),
  email: EmailInput.optional(),
  message: ChatMessageInput,
})
export type ChatStartBody = z.infer<typeof ChatStartBody>

export const ChatSendBody = z.strictObject({ message: ChatMessageInput })

/** The polling cursor: only messages with a larger id are answered. */
export const ChatSinceQuery = z.object({ since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() })

export const ChatMessage = z.object({
  id: z.number().int(),
  author: z.enum(['shopper', 'staff']),
  body: z.string(),
  createdAt: z.string(),
})
export type ChatMessage = z.infer<typeof ChatMessage>

/** A conversation as its shopper reads it: the messages since the cursor (all without one). */
export const ChatConversation = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'closed']),
  closedBy: z.enum(['shopper', 'staff']).nullable(),
  name: z.string(),
  createdAt: z.string(),
  messages: z.array(ChatMessage),
})
export type ChatConversation = z.infer<typeof ChatConversation>

/** GET /svc_chat/conversation: the session's open conversation, if any. */
export const ChatCurrent = z.object({ conversation: ChatConversation.nullable() })
/** POST /svc_chat/conversations/{id}/transcript: where the transcript was mailed (the account's email). */
export const ChatTranscriptSent = z.object({ sentTo: z.string() })
export type ChatTranscriptSent = z.infer<typeof ChatTranscriptSent>
export type ChatCurrent = z.infer<typeof ChatCurrent>

/** A conversation as staff read it: who, where, and since when the shopper waits for an answer. */
export const ChatStaffConversation = ChatConversation.extend({
  siteCode: SiteCode,
  email: z.string(),
  customerId: z.number().int().nullable(),
  waitingSince: z.string().nullable(),
})
export type ChatStaffConversation = z.infer<typeof ChatStaffConversation>

export const ChatStaffSummary = ChatStaffConversation.omit({ messages: true }).extend({ lastMessage: z.string(), messageCount: z.number().int() })
export type ChatStaffSummary = z.infer<typeof ChatStaffSummary>

/** GET /svc_chat/operator/conversations: the open conversations, the longest waiting first. */
export const ChatStaffQueue = z.object({ conversations: z.array(ChatStaffSummary) })
export type ChatStaffQueue = z.infer<typeof ChatStaffQueue>
