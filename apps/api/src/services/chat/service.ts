import { and, asc, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm'
import type { ChatConversation, ChatMessage, ChatStaffConversation, ChatStaffSummary, ChatStartBody, SiteCode } from '@ironhouse/contracts'
import { chatConversations, chatMessages, customers, withTransaction, type ChatConversationRow, type ChatMessageRow, type Db, type Executor } from '@ironhouse/db'
import { isValidEmailInput } from '@ironhouse/domain'
import { AppError, toAppError } from '../../lib/app-errors.ts'
import { enqueueMail } from '../mail/public.ts'

/** Who asks: the session's guest identity (kept across sign-in) and the signed-in customer, if any. */
export type ChatAsker = { guestId: string; customerId: number | null }

const NOT_FOUND = 'This chat was not found'

function messageView(row: ChatMessageRow): ChatMessage {
  return { id: row.id, author: row.author as ChatMessage['author'], body: row.body, createdAt: new Date(row.createdAt).toISOString() }
}

function conversationView(row: ChatConversationRow, messages: Array<ChatMessageRow>): ChatConversation {
  return {
    id: row.id,
    status: row.status as ChatConversation['status'],
    closedBy: row.closedBy as ChatConversation['closedBy'],
    name: row.name,
    createdAt: new Date(row.createdAt).toISOString(),
    messages: messages.map(messageView),
  }
}

function staffView(row: ChatConversationRow, messages: Array<ChatMessageRow>): ChatStaffConversation {
  return {
    ...conversationView(row, messages),
    siteCode: row.siteCode as SiteCode,
    email: row.email,
    customerId: row.customerId,
    waitingSince: row.waitingSince ? new Date(row.waitingSince).toISOString() : null,
  }
}

async function messagesSince(db: Db | Executor, conversationId: string, since: number): Promise<Array<ChatMessageRow>> {
  return (db as Executor)
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, since)))
    .orderBy(asc(chatMessages.id))
}

/** A conversation is its asker's when it was started by the same guest identity, or by the same signed-in customer. */
function belongsTo(row: ChatConversationRow, asker: ChatAsker): boolean {
  return row.guestId === asker.guestId || (asker.customerId !== null && row.customerId === asker.customerId)
}

async function ownConversation(db: Db | Executor, asker: ChatAsker, id: string, lock = false): Promise<ChatConversationRow> {
  const query = (db as Executor).select().from(chatConversations).where(eq(chatConversations.id, id))
  const [row] = lock ? await query.for('update') : await query
  // another shopper's conversation answers as an unknown one: its existence is not told
  if (!row || !belongsTo(row, asker)) throw new AppError('not_found', NOT_FOUND)
  return row
}

/**
 * The session's open conversation with all its messages, or null; for a signed-in customer without one
 * in this session, their latest open one of another session (another browser, or before signing out).
 */
export async function currentConversation(db: Db, asker: ChatAsker): Promise<ChatConversation | null> {
  const mine = asker.customerId === null ? eq(chatConversations.guestId, asker.guestId) : or(eq(chatConversations.guestId, asker.guestId), eq(chatConversations.customerId, asker.customerId))
  const [row] = await (db as Executor)
    .select()
    .from(chatConversations)
    .where(and(mine, eq(chatConversations.status, 'open')))
    .orderBy(sql`${chatConversations.guestId} = ${asker.guestId} desc`, desc(chatConversations.createdAt))
    .limit(1)
  return row ? conversationView(row, await messagesSince(db, row.id, 0)) : null
}

/**
 * Starts a conversation with its first message. A customer's name and email come from the account; a
 * guest gives both (platform §5 email). A second open conversation of the same guest identity is a
 * 409 (the partial unique index decides when two starts race).
 */
export async function startConversation(db: Db, asker: ChatAsker, siteCode: SiteCode, body: ChatStartBody, now: Date): Promise<ChatConversation> {
  let name = body.name ?? ''
  let email = body.email ?? ''
  if (asker.customerId !== null) {
    const [customer] = await (db as Executor)
      .select({ firstname: customers.firstname, lastname: customers.lastname, email: customers.email })
      .from(customers)
      .where(eq(customers.id, asker.customerId))
    if (!customer) throw toAppError({ code: 'NOT_SIGNED_IN' })
    name = `${customer.firstname} ${customer.lastname}`.trim() || customer.email
    email = customer.email
  } else {
    if (name === '') throw new AppError('validation_error', 'Please enter your name', { field: 'name' })
    if (!isValidEmailInput(email)) throw toAppError({ code: 'INVALID_EMAIL', details: { field: 'email' } })
  }
  const at = now.toISOString()
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(chatConversations)
      .values({ siteCode, guestId: asker.guestId, customerId: asker.customerId, name, email, waitingSince: at, createdAt: at })
      .onConflictDoNothing()
      .returning()
    if (!row) throw new AppError('conflict', 'You already have an open chat')
    const [message] = await tx.insert(chatMessages).values({ conversationId: row.id, author: 'shopper', body: body.message, createdAt: at }).returning()
    return conversationView(row, message ? [message] : [])
  })
}

/** The asker's conversation with the messages after `since`. */
export async function readConversation(db: Db, asker: ChatAsker, id: string, since: number): Promise<ChatConversation> {
  const row = await ownConversation(db, asker, id)
  return conversationView(row, await messagesSince(db, row.id, since))
}

/** Adds a message to an open conversation (the row is locked, so a message never lands in a closed one). */
async function addMessage(tx: Executor, row: ChatConversationRow, author: 'shopper' | 'staff', body: string, now: Date): Promise<ChatMessageRow> {
  if (row.status !== 'open') throw new AppError('invalid_state', 'This chat has ended')
  const at = now.toISOString()
  const [message] = await tx.insert(chatMessages).values({ conversationId: row.id, author, body, createdAt: at }).returning()
  if (!message) throw new Error('chat message not inserted')
  // the shopper waits from their first unanswered message; a staff reply answers everything before it
  if (author === 'staff') await tx.update(chatConversations).set({ waitingSince: null }).where(eq(chatConversations.id, row.id))
  else if (row.waitingSince === null) await tx.update(chatConversations).set({ waitingSince: at }).where(eq(chatConversations.id, row.id))
  return message
}

export async function sendShopperMessage(db: Db, asker: ChatAsker, id: string, body: string, now: Date): Promise<ChatMessage> {
  return withTransaction(db, async (tx) => messageView(await addMessage(tx, await ownConversation(tx, asker, id, true), 'shopper', body, now)))
}

async function close(tx: Executor, row: ChatConversationRow, by: 'shopper' | 'staff', now: Date): Promise<ChatConversationRow> {
  if (row.status !== 'open') return row
  const [closed] = await tx
    .update(chatConversations)
    .set({ status: 'closed', closedBy: by, closedAt: now.toISOString(), waitingSince: null })
    .where(eq(chatConversations.id, row.id))
    .returning()
  return closed ?? row
}

/** The shopper ends the chat (ending an ended chat changes nothing). */
export async function endConversation(db: Db, asker: ChatAsker, id: string, now: Date): Promise<ChatConversation> {
  return withTransaction(db, async (tx) => {
    const row = await close(tx, await ownConversation(tx, asker, id, true), 'shopper', now)
    return conversationView(row, await messagesSince(tx, row.id, 0))
  })
}

/** "28 Nov 2026, 15:04 UTC": the store mails one time zone to everyone. */
function whenText(iso: string, withDay: boolean): string {
  const at = new Date(iso)
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })
  return withDay ? `${at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}, ${time} UTC` : time
}

/**
 * Mails a signed-in customer the transcript of their conversation (docs/support-chat.md "Transcript"),
 * to the account's email only: a guest's email is not proven theirs, so a transcript could be sent to
 * someone else's inbox. The mail is queued in the outbox (sent after the commit, retried).
 */
export async function mailTranscript(db: Db, asker: ChatAsker & { customerId: number }, id: string): Promise<{ sentTo: string }> {
  return withTransaction(db, async (tx) => {
    const row = await ownConversation(tx, asker, id)
    const [customer] = await tx.select({ email: customers.email, firstname: customers.firstname }).from(customers).where(eq(customers.id, asker.customerId))
    if (!customer) throw toAppError({ code: 'NOT_SIGNED_IN' })
    const messages = await messagesSince(tx, row.id, 0)
    await enqueueMail(tx, {
      to: customer.email,
      subject: `Your chat with Ironhouse support, ${whenText(row.createdAt, true).split(',')[0]}`,
      text: [
        `Hi ${customer.firstname || 'there'},`,
        '',
        `Here is your chat with Ironhouse support, started ${whenText(row.createdAt, true)}${row.status === 'closed' ? ' (ended)' : ''}:`,
        '',
        ...messages.flatMap((m) => [`${m.author === 'staff' ? 'Ironhouse support' : 'You'}, ${whenText(m.createdAt, false)}:`, m.body, '']),
        'Thank you for chatting with us.',
      ].join('\n'),
    })
    return { sentTo: customer.email }
  })
}

// ---- staff ----

async function anyConversation(db: Db | Executor, id: string, lock = false): Promise<ChatConversationRow> {
  const query = (db as Executor).select().from(chatConversations).where(eq(chatConversations.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new AppError('not_found', NOT_FOUND)
  return row
}

/** The open conversations: those waiting for an answer first, the longest waiting first; then the oldest. */
export async function staffQueue(db: Db): Promise<Array<ChatStaffSummary>> {
  const rows = await (db as Executor)
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.status, 'open'))
    .orderBy(sql`${chatConversations.waitingSince} asc nulls last`, asc(chatConversations.createdAt))
    .limit(200)
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const counts = await (db as Executor)
    .select({ conversationId: chatMessages.conversationId, n: count() })
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, ids))
    .groupBy(chatMessages.conversationId)
  const last = await (db as Executor)
    .selectDistinctOn([chatMessages.conversationId], { conversationId: chatMessages.conversationId, body: chatMessages.body })
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, ids))
    .orderBy(chatMessages.conversationId, desc(chatMessages.id))
  const countOf = new Map(counts.map((c) => [c.conversationId, Number(c.n)]))
  const lastOf = new Map(last.map((l) => [l.conversationId, l.body]))
  return rows.map((row) => {
    const { messages: _messages, ...view } = staffView(row, [])
    return { ...view, lastMessage: lastOf.get(row.id) ?? '', messageCount: countOf.get(row.id) ?? 0 }
  })
}

export async function staffRead(db: Db, id: string, since: number): Promise<ChatStaffConversation> {
  const row = await anyConversation(db, id)
  return staffView(row, await messagesSince(db, row.id, since))
}

export async function staffReply(db: Db, id: string, body: string, now: Date): Promise<ChatMessage> {
  return withTransaction(db, async (tx) => messageView(await addMessage(tx, await anyConversation(tx, id, true), 'staff', body, now)))
}

export async function staffClose(db: Db, id: string, now: Date): Promise<ChatStaffConversation> {
  return withTransaction(db, async (tx) => {
    const row = await close(tx, await anyConversation(tx, id, true), 'staff', now)
    return staffView(row, await messagesSince(tx, row.id, 0))
  })
}
