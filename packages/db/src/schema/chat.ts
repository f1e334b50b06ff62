import { sql } from 'drizzle-orm'
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'

/**
 * The store's own support chat (shell §2 overlays "chat widget", §6 "Live chat is available only on
 * USA, CAN and APO sites"; docs/support-chat.md). A conversation belongs to the session's guest identity
 * (guest_id, kept across sign-in) and, when started signed in, to the customer. One open conversation
 * per guest identity (a partial unique index). `waiting_since` is when the shopper's oldest message
 * staff have not answered was written (null: nothing waits); the staff queue is ordered by it.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteCode: text('site_code').notNull(),
    guestId: text('guest_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** 'open' or 'closed'. */
    status: text('status').notNull().default('open'),
    /** Who ended it: 'shopper' or 'staff'. */
    closedBy: text('closed_by'),
    waitingSince: timestamp('waiting_since', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check('chat_conversations_status', sql`${t.status} in ('open', 'closed')`),
    uniqueIndex('chat_conversations_open_guest_idx').on(t.guestId).where(sql`${t.status} = 'open'`),
    index('chat_conversations_queue_idx').on(t.status, t.waitingSince, t.createdAt),
  ],
)
export type ChatConversationRow = typeof chatConversations.$inferSelect

/** A conversation's messages; the id orders them and is the browser's `since` cursor. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** 'shopper' or 'staff'. */
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [check('chat_messages_author', sql`${t.author} in ('shopper', 'staff')`), index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
)
export type ChatMessageRow = typeof chatMessages.$inferSelect
