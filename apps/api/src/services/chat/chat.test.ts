// Support chat (shell §2 overlays "chat widget"; shell §6 "Live chat is available only on USA, CAN and
// APO sites"; platform §6 "The customer support chat widget loads only for USA, CAN and APO sites";
// docs/support-chat.md): a shopper's conversation is theirs alone, bad input is a 4xx, the limits hold,
// and staff answer from the queue behind the operator token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChatConversation, ChatCurrent, ChatMessage, ChatStaffConversation, ChatStaffQueue, ChatTranscriptSent, ErrorBody } from '@ironhouse/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { outboxJobs } from '@ironhouse/db'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { STORE_ORIGIN, shopper, type Shopper } from '../../../test/shopper.ts'
import { addTestSignInRoute, signedInCustomer } from '../../../test/sign-in.ts'

const OPERATOR_TOKEN = 'op_test_token_for_chat'
let t: TestApp

beforeAll(async () => {
  t = await openTestApp({ operatorToken: OPERATOR_TOKEN }, addTestSignInRoute)
})
afterAll(async () => {
  await t.close()
})

const staff = async (method: 'GET' | 'POST', url: string, body?: unknown, token: string | null = OPERATOR_TOKEN) => {
  const res = await t.app.inject({
    method,
    url: `/svc_chat/operator${url}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(method === 'POST' ? { origin: STORE_ORIGIN } : {}) },
    ...(body !== undefined ? { payload: body as object } : {}),
  })
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> }
}

async function startAsGuest(s: Shopper, message = 'Do you ship the Ohio Bar to Alaska?', name = 'Ada Lifter') {
  const res = await s.post('/svc_chat/conversation', { name, email: 'ada@example.com', message })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return ChatConversation.parse(res.body)
}

describe('shell §2 chat widget: a shopper’s conversation', () => {
  it('a guest starts a chat, writes, reads only new messages with the since cursor, and ends it', async () => {
    const s = shopper(t.app)
    expect(ChatCurrent.parse((await s.get('/svc_chat/conversation')).body).conversation).toBeNull()
    const started = await startAsGuest(s)
    expect(started).toMatchObject({ status: 'open', name: 'Ada Lifter', messages: [{ author: 'shopper', body: 'Do you ship the Ohio Bar to Alaska?' }] })
    const first = started.messages[0]!
    const sent = await s.post(`/svc_chat/conversations/${started.id}/messages`, { message: '  And to Hawaii?  ' })
    expect(sent.status).toBe(201)
    expect(ChatMessage.parse(sent.body)).toMatchObject({ author: 'shopper', body: 'And to Hawaii?' })

    const since = ChatConversation.parse((await s.get(`/svc_chat/conversations/${started.id}?since=${first.id}`)).body)
    expect(since.messages.map((m) => m.body)).toEqual(['And to Hawaii?'])
    // another page of the same session finds the open chat
    const current = ChatCurrent.parse((await s.tab().get('/svc_chat/conversation')).body)
    expect(current.conversation?.id).toBe(started.id)
    expect(current.conversation?.messages).toHaveLength(2)

    const ended = ChatConversation.parse((await s.post(`/svc_chat/conversations/${started.id}/end`)).body)
    expect(ended).toMatchObject({ status: 'closed', closedBy: 'shopper' })
    const late = await s.post(`/svc_chat/conversations/${started.id}/messages`, { message: 'Hello?' })
    expect(late.status).toBe(409)
    expect(ErrorBody.parse(late.body)).toMatchObject({ error: 'invalid_state', message: 'This chat has ended' })
    expect(ChatCurrent.parse((await s.get('/svc_chat/conversation')).body).conversation).toBeNull()
    // a new chat may start once the last one has ended
    await startAsGuest(s, 'One more question')
  })

  it('a signed-in customer’s name and email come from the account, not from the form', async () => {
    const customer = await signedInCustomer(t.app, 'chat-customer@example.com', { firstname: 'Grace', lastname: 'Hopper' })
    const cookie = Object.entries(customer.cookies).map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await t.app.inject({ method: 'POST', url: '/svc_chat/conversation', headers: { cookie, origin: STORE_ORIGIN }, payload: { name: 'Someone Else', email: 'else@example.com', message: 'Where is my order?' } })
    expect(res.statusCode, res.body).toBe(201)
    const conversation = ChatConversation.parse(JSON.parse(res.body))
    expect(conversation.name).toBe('Grace Hopper')
    const seen = ChatStaffConversation.parse((await staff('GET', `/conversations/${conversation.id}`)).body)
    expect(seen).toMatchObject({ email: 'chat-customer@example.com', customerId: customer.id, name: 'Grace Hopper' })
    // the same customer signed in in another browser finds the open chat and may write to it
    const other = await t.app.inject({ method: 'POST', url: `/test/sign-in/${customer.id}` })
    const otherCookie = other.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const found = ChatCurrent.parse(JSON.parse((await t.app.inject({ method: 'GET', url: '/svc_chat/conversation', headers: { cookie: otherCookie } })).body))
    expect(found.conversation?.id).toBe(conversation.id)
    const written = await t.app.inject({ method: 'POST', url: `/svc_chat/conversations/${conversation.id}/messages`, headers: { cookie: otherCookie, origin: STORE_ORIGIN }, payload: { message: 'From my phone' } })
    expect(written.statusCode).toBe(201)
  })

  it('permissions: a shopper never reads, writes to or ends another shopper’s conversation (404, as an unknown one)', async () => {
    const owner = shopper(t.app)
    const started = await startAsGuest(owner, 'My private question')
    const other = shopper(t.app)
    await other.post('/svc_chat/conversation', { name: 'Eve', email: 'eve@example.com', message: 'Hi' })
    for (const res of [
      await other.get(`/svc_chat/conversations/${started.id}`),
      await other.post(`/svc_chat/conversations/${started.id}/messages`, { message: 'Injected' }),
      await other.post(`/svc_chat/conversations/${started.id}/end`),
      await shopper(t.app).get(`/svc_chat/conversations/${started.id}`),
    ]) {
      expect(res.status).toBe(404)
      expect(ErrorBody.parse(res.body)).toMatchObject({ error: 'not_found', message: 'This chat was not found' })
    }
    expect(ChatCurrent.parse((await other.get('/svc_chat/conversation')).body).conversation?.messages.map((m) => m.body)).toEqual(['Hi'])
    const mine = ChatConversation.parse((await owner.get(`/svc_chat/conversations/${started.id}`)).body)
    expect(mine).toMatchObject({ status: 'open', messages: [{ body: 'My private question' }] })
  })

  it('bad input is a 400 with a code and message, never a 500 or a half-written chat', async () => {
    const s = shopper(t.app)
    const cases: Array<[unknown, string]> = [
      [{ name: 'Ada', email: 'ada@example.com', message: '   ' }, 'validation_error'],
      [{ name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(1001) }, 'validation_error'],
      [{ name: 'Ada', email: 'ada@example.com', message: 'bell\u0007' }, 'validation_error'],
      [{ name: 'Ada', email: 'ada@example.com', message: 42 }, 'validation_error'],
      [{ name: 'Ada', email: 'ada@example.com', message: 'hi', extra: true }, 'validation_error'],
      [{ email: 'ada@example.com', message: 'hi' }, 'validation_error'],
      [{ name: 'Ada', email: 'not-an-email', message: 'hi' }, 'invalid_email'],
      [{ name: 'Ada', message: 'hi' }, 'invalid_email'],
    ]
    for (const [body, code] of cases) {
      const res = await s.post('/svc_chat/conversation', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(ErrorBody.parse(res.body).error).toBe(code)
    }
    expect(ChatCurrent.parse((await s.get('/svc_chat/conversation')).body).conversation).toBeNull()
    // a message of exactly 1,000 characters is accepted
    const started = await startAsGuest(s, 'y'.repeat(1000))
    expect((await s.get('/svc_chat/conversations/not-a-uuid')).status).toBe(400)
    expect((await s.get(`/svc_chat/conversations/${started.id}?since=-1`)).status).toBe(400)
    expect((await s.get(`/svc_chat/conversations/${started.id}?since=abc`)).status).toBe(400)
    expect((await s.get('/svc_chat/conversations/00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })
})

describe('the transcript by mail (docs/support-chat.md "Transcript")', () => {
  const mailsTo = async (email: string) =>
    (await t.db.db.select({ payload: outboxJobs.payload }).from(outboxJobs).where(and(eq(outboxJobs.type, 'mail.send'), sql`${outboxJobs.payload}->>'to' = ${email}`))).map(
      (row) => row.payload as { to: string; subject: string; text: string },
    )

  it('a signed-in customer has their chat mailed to the account\'s email, every message in order with who wrote it, open or ended; at most 5 an hour', async () => {
    const customer = await signedInCustomer(t.app, 'chat-transcript@example.com', { firstname: 'Linus', lastname: 'Lifter' })
    const s = shopper(t.app)
    for (const [k, v] of Object.entries(customer.cookies)) s.jar.set(k, v)
    const started = ChatConversation.parse((await s.post('/svc_chat/conversation', { message: 'Is the Ohio Bar in stock?' })).body)
    await staff('POST', `/conversations/${started.id}/messages`, { message: 'Yes, it ships tomorrow.' })
    const sent = await s.post(`/svc_chat/conversations/${started.id}/transcript`)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(ChatTranscriptSent.parse(sent.body)).toEqual({ sentTo: 'chat-transcript@example.com' })
    const [mail] = await mailsTo('chat-transcript@example.com')
    expect(mail?.subject).toMatch(/^Your chat with Ironhouse support, \d{1,2} [A-Z][a-z]{2} \d{4}$/)
    expect(mail?.text).toMatch(/^Hi Linus,\n/)
    expect(mail?.text).toMatch(/You, \d{2}:\d{2}:\nIs the Ohio Bar in stock\?\n\nIronhouse support, \d{2}:\d{2}:\nYes, it ships tomorrow\./)
    // after it ends too; then the hourly limit
    expect((await s.post(`/svc_chat/conversations/${started.id}/end`)).status).toBe(200)
    for (let i = 2; i <= 5; i++) expect((await s.post(`/svc_chat/conversations/${started.id}/transcript`)).status).toBe(200)
    expect((await mailsTo('chat-transcript@example.com')).at(-1)?.text).toContain('(ended)')
    const limited = await s.post(`/svc_chat/conversations/${started.id}/transcript`)
    expect(limited.status).toBe(429)
    expect(await mailsTo('chat-transcript@example.com')).toHaveLength(5)
  })

  it('a guest cannot have one mailed (401: their email is not proven theirs), nor a customer another shopper\'s chat (404)', async () => {
    const guest = shopper(t.app)
    const started = await startAsGuest(guest, 'Mail me this please', 'Gus Guest')
    const asGuest = await guest.post(`/svc_chat/conversations/${started.id}/transcript`)
    expect(asGuest.status).toBe(401)
    expect(ErrorBody.parse(asGuest.body).message).toBe('Please log in to continue')
    const customer = await signedInCustomer(t.app, 'chat-snoop@example.com', { firstname: 'Sn', lastname: 'Oop' })
    const snoop = shopper(t.app)
    for (const [k, v] of Object.entries(customer.cookies)) snoop.jar.set(k, v)
    expect((await snoop.post(`/svc_chat/conversations/${started.id}/transcript`)).status).toBe(404)
    expect(await mailsTo('chat-snoop@example.com')).toEqual([])
    expect(await mailsTo('ada@example.com')).toEqual([])
  })
})

describe('shell §2 chat widget: limits', () => {
  it('one open conversation per session: a second start is a 409, also when two starts race', async () => {
    const s = shopper(t.app)
    await s.get('/svc_chat/conversation')
    const first = await startAsGuest(s)
    const again = await s.post('/svc_chat/conversation', { name: 'Ada', email: 'ada@example.com', message: 'Again' })
    expect(again.status).toBe(409)
    expect(ErrorBody.parse(again.body)).toMatchObject({ error: 'conflict', message: 'You already have an open chat' })
    expect(ChatCurrent.parse((await s.get('/svc_chat/conversation')).body).conversation?.id).toBe(first.id)

    const racer = shopper(t.app)
    await racer.post('/svc_chat/conversation', { name: 'Ada', email: 'bad', message: 'x' }) // starts the session
    const answers = await Promise.all([0, 1, 2].map((i) => racer.tab().post('/svc_chat/conversation', { name: 'Ada', email: 'ada@example.com', message: `race ${i}` })))
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409])
  })

  it('a shopper writes at most 10 messages a minute: the 11th is a 429 with Retry-After', async () => {
    const s = shopper(t.app)
    const started = await startAsGuest(s, 'message 1')
    for (let i = 2; i <= 10; i += 1) expect((await s.post(`/svc_chat/conversations/${started.id}/messages`, { message: `message ${i}` })).status).toBe(201)
    const res = await t.app.inject({
      method: 'POST',
      url: `/svc_chat/conversations/${started.id}/messages`,
      headers: { cookie: [...s.jar].map(([k, v]) => `${k}=${v}`).join('; '), origin: STORE_ORIGIN },
      payload: { message: 'message 11' },
    })
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(JSON.parse(res.body)).toMatchObject({ error: 'rate_limited' })
    expect(ChatConversation.parse((await s.get(`/svc_chat/conversations/${started.id}`)).body).messages).toHaveLength(10)
  })
})

describe('shell §6 / platform §6: live chat only on USA, CAN and APO sites', () => {
  it('CAN and APO chat; EUR, GBR and AUS answer 404', async () => {
    for (const code of ['CAN', 'APO']) {
      const s = shopper(t.app)
      const res = await s.post(`/svc_chat/site/${code}/conversation`, { name: 'Ada', email: 'ada@example.com', message: `from ${code}` })
      expect(res.status, code).toBe(201)
      const id = ChatConversation.parse(res.body).id
      expect(ChatStaffConversation.parse((await staff('GET', `/conversations/${id}`)).body).siteCode).toBe(code)
    }
    for (const code of ['EUR', 'GBR', 'AUS']) {
      const s = shopper(t.app)
      const res = await s.post(`/svc_chat/site/${code}/conversation`, { name: 'Ada', email: 'ada@example.com', message: 'hello' })
      expect(res.status, code).toBe(404)
      expect(ErrorBody.parse(res.body)).toMatchObject({ error: 'not_found', message: 'Live chat is not available on this site' })
      expect((await s.get(`/svc_chat/site/${code}/conversation`)).status).toBe(404)
    }
    expect((await shopper(t.app).get('/svc_chat/conversation?storeId=5')).status).toBe(404)
  })
})

describe('shell §2 chat widget: staff answer', () => {
  it('staff list open chats, the longest waiting first, read one, reply (the shopper sees it), and close it', async () => {
    const early = shopper(t.app)
    const a = await startAsGuest(early, 'I waited first')
    const late = shopper(t.app)
    const b = await startAsGuest(late, 'I came second')

    const queue = ChatStaffQueue.parse((await staff('GET', '/conversations')).body).conversations
    const ids = queue.map((c) => c.id)
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id))
    expect(queue.find((c) => c.id === a.id)).toMatchObject({ lastMessage: 'I waited first', messageCount: 1, email: 'ada@example.com', siteCode: 'USA' })

    const reply = await staff('POST', `/conversations/${a.id}/messages`, { message: 'Yes, we ship to Alaska.' })
    expect(reply.status).toBe(201)
    const replyId = ChatMessage.parse(reply.body).id
    // answered: it no longer waits, so the one still waiting comes first
    const after = ChatStaffQueue.parse((await staff('GET', '/conversations')).body).conversations
    expect(after.find((c) => c.id === a.id)?.waitingSince).toBeNull()
    expect(after.map((c) => c.id).indexOf(b.id)).toBeLessThan(after.map((c) => c.id).indexOf(a.id))

    const seen = ChatConversation.parse((await early.get(`/svc_chat/conversations/${a.id}?since=${a.messages[0]!.id}`)).body)
    expect(seen.messages).toEqual([expect.objectContaining({ id: replyId, author: 'staff', body: 'Yes, we ship to Alaska.' })])

    const closed = ChatStaffConversation.parse((await staff('POST', `/conversations/${a.id}/close`)).body)
    expect(closed).toMatchObject({ status: 'closed', closedBy: 'staff' })
    expect(ChatConversation.parse((await early.get(`/svc_chat/conversations/${a.id}`)).body)).toMatchObject({ status: 'closed', closedBy: 'staff' })
    expect(ChatStaffQueue.parse((await staff('GET', '/conversations')).body).conversations.map((c) => c.id)).not.toContain(a.id)
    expect((await staff('POST', `/conversations/${a.id}/messages`, { message: 'Anything else?' })).status).toBe(409)
  })

  it('staff calls need the operator token (401), a shopper’s session is not one, and bad input is a 400', async () => {
    const s = shopper(t.app)
    const started = await startAsGuest(s)
    expect((await staff('GET', '/conversations', undefined, null)).status).toBe(401)
    expect((await staff('GET', '/conversations', undefined, 'wrong')).body).toMatchObject({ error: 'invalid_api_key' })
    expect((await s.get('/svc_chat/operator/conversations')).status).toBe(401)
    expect((await s.post(`/svc_chat/operator/conversations/${started.id}/messages`, { message: 'I am staff' })).status).toBe(401)
    expect((await staff('POST', `/conversations/${started.id}/messages`, { message: '' })).status).toBe(400)
    expect((await staff('GET', '/conversations/00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })

  it('without a configured operator token the staff calls do not exist (404)', async () => {
    const bare = await openTestApp({})
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/svc_chat/operator/conversations', headers: { authorization: 'Bearer anything' } })
      expect(res.statusCode).toBe(404)
    } finally {
      await bare.close()
    }
  })
})
