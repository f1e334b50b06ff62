// Support requests (platform §2 ZendeskForm block; docs/support-requests.md): POST /svc_support/requests
// checks every field (400 with a message per field), needs a captcha of action `contact` (shell §7,
// platform §7: the captcha rules of sign-in), is limited per client and per email (429 with
// Retry-After), takes a signed-in customer's name and email from the account, and queues two mails in
// the outbox: the request to the store's support address (Reply-To the shopper) and the shopper's
// acknowledgement with the reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { ErrorBody, SupportRequestCreated } from '@ironhouse/contracts'
import { outboxJobs } from '@ironhouse/db'
import { openTestApp, sameOriginHeaders, type TestApp } from '../../../test/helpers.ts'
import { solvedCaptcha } from '../../../test/captcha.ts'
import { addTestSignInRoute, signedInCustomer } from '../../../test/sign-in.ts'
import { createProofOfWorkCaptcha, type SpentTokenStore } from '../captcha/providers/captcha-verifier.ts'

const SUPPORT = 'help@ironhouse.test'
let t: TestApp
let nextIp = 1

beforeAll(async () => {
  t = await openTestApp(
    {
      // the real verifier, with a small search space so the test solves quickly
      captcha: (spent: SpentTokenStore) => createProofOfWorkCaptcha({ secret: 'support test key', spent, maxNumber: 2_000 }),
      rateLimit: { limits: { supportRequestPerIp: { limit: 3, windowMs: 60_000 }, supportRequestPerEmail: { limit: 2, windowMs: 60_000 } } },
      support: { address: SUPPORT },
    },
    addTestSignInRoute,
  )
})
afterAll(async () => {
  await t.close()
})

/** Each test writes from an address of its own, so one test's count never limits another. */
const freshIp = () => `10.20.0.${nextIp++}`

const token = () => solvedCaptcha(async (path) => (await t.app.inject({ method: 'GET', url: path })).json(), 'contact')

async function send(body: Record<string, unknown>, options: { ip?: string; cookie?: string; captcha?: string | null } = {}) {
  const captcha = options.captcha === undefined ? await token() : options.captcha
  const res = await t.app.inject({
    method: 'POST',
    url: '/svc_support/requests',
    remoteAddress: options.ip ?? freshIp(),
    headers: { ...sameOriginHeaders(t.app), ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: { ...body, ...(captcha === null ? {} : { captcha }) },
  })
  return { status: res.statusCode, headers: res.headers, body: res.json() as unknown }
}

type QueuedMail = { to: string; subject: string; text: string; headers?: Record<string, string> }
const mailsTo = async (to: string): Promise<Array<QueuedMail>> =>
  (await t.db.db.select({ payload: outboxJobs.payload }).from(outboxJobs).where(and(eq(outboxJobs.type, 'mail.send'), sql`${outboxJobs.payload}->>'to' = ${to}`))).map(
    (row) => row.payload as QueuedMail,
  )
const mailsAbout = async (reference: string) => (await mailsTo(SUPPORT)).filter((mail) => mail.subject.includes(reference))

const request = {
  name: 'Ada Lifter',
  email: 'Ada.Lifter@Example.com',
  subject: 'Rack bolts missing',
  topic: 'Orders and delivery',
  orderNumber: 'ih100000123',
  message: 'My Echo rack arrived without the bolt pack.\nCould you send one?',
}

describe('POST /svc_support/requests: a support request', () => {
  it('answers 201 with a reference; the request goes to the support address with Reply-To the shopper, the acknowledgement to the shopper', async () => {
    const res = await send(request)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.headers['cache-control']).toContain('no-store')
    const created = SupportRequestCreated.parse(res.body)
    expect(created.reference).toMatch(/^SR-\d{6}-[0-9A-HJKMNP-TV-Z]{6}$/)
    expect(created.email).toBe('ada.lifter@example.com')

    const [staff, ...more] = await mailsAbout(created.reference)
    expect(more).toHaveLength(0)
    expect(staff?.subject).toBe(`[${created.reference}] Rack bolts missing`)
    expect(staff?.headers).toEqual({ 'Reply-To': 'ada.lifter@example.com' })
    expect(staff?.text).toContain('Name: Ada Lifter')
    expect(staff?.text).toContain('Topic: Orders and delivery')
    expect(staff?.text).toContain('Order number: IH100000123')
    expect(staff?.text).toContain('from the USA site')
    expect(staff?.text).toContain('a guest: the address was typed into the form, not verified')
    expect(staff?.text).toContain('My Echo rack arrived without the bolt pack.\nCould you send one?')

    const acks = (await mailsTo('ada.lifter@example.com')).filter((mail) => mail.subject.includes(created.reference))
    expect(acks).toHaveLength(1)
    expect(acks[0]?.subject).toBe(`We have received your request ${created.reference}`)
    expect(acks[0]?.text).toContain(`Your reference: ${created.reference}`)
    // a guest's address is not proven theirs: nothing the sender wrote goes to it
    expect(acks[0]?.text).not.toContain('bolt pack')
    expect(acks[0]?.text).not.toContain('Ada Lifter')
  })

  it('topic and order number may be left out', async () => {
    const { topic: _topic, orderNumber: _order, ...plain } = request
    const res = await send({ ...plain, email: 'no-order@example.com' })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const [staff] = await mailsAbout(SupportRequestCreated.parse(res.body).reference)
    expect(staff?.text).toContain('Topic: (none chosen)')
    expect(staff?.text).toContain('Order number: (none given)')
  })

  it.each([
    ['an empty name', { name: '   ' }, 'name', 'Please enter your name'],
    ['a name over 100 characters', { name: 'A'.repeat(101) }, 'name', 'Your name must be at most 100 characters'],
    ['a control character in the name', { name: 'Ada\u0007' }, 'name', 'Your name must not contain control characters'],
    ['an invalid email', { email: 'ada@localhost' }, 'email', 'Please enter a valid email'],
    ['a missing email', { email: '' }, 'email', 'Please enter your email'],
    ['an empty subject', { subject: '' }, 'subject', 'Please enter a subject'],
    ['a line break in the subject', { subject: 'Hi\r\nBcc: x@example.com' }, 'subject', 'The subject must not contain control characters'],
    ['a message too short', { message: 'Help' }, 'message', 'Please tell us a little more (at least 10 characters)'],
    ['a message over 5,000 characters', { message: 'x'.repeat(5001) }, 'message', 'Your message must be at most 5000 characters'],
    ['an escape character in the message', { message: 'Hello there\u001b[2J friend' }, 'message', 'Your message must not contain control characters'],
    ['an order number that is not one', { orderNumber: '12345' }, 'orderNumber', 'Please enter the order number as it appears on your confirmation, e.g. IH100000123'],
    ['a field the form does not have', { cc: 'x@example.com' }, '', 'Unexpected input: Unrecognized key: "cc"'],
  ])('%s: 400 validation_error naming the field, nothing queued', async (_what, change, field, message) => {
    const before = (await mailsTo(SUPPORT)).length
    const res = await send({ ...request, ...change })
    expect(res.status).toBe(400)
    const body = ErrorBody.parse(res.body)
    expect(body).toMatchObject({ error: 'validation_error', message })
    expect(body.details).toEqual({ issues: [{ field, message }] })
    expect((await mailsTo(SUPPORT)).length).toBe(before)
  })

  it('every problem of the body is listed, one per field, the first as the message', async () => {
    const res = await send({ name: '', email: 'nope', subject: '', message: '' })
    expect(res.status).toBe(400)
    const body = ErrorBody.parse(res.body)
    expect(body.message).toBe('Please enter your name')
    expect((body.details as { issues: Array<{ field: string }> }).issues.map((issue) => issue.field)).toEqual(['name', 'subject', 'message'])
  })

  it('a body that is not an object: 400, never a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/svc_support/requests', headers: { ...sameOriginHeaders(t.app), 'content-type': 'application/json' }, payload: '"hello"' })
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json()).error).toBe('validation_error')
  })

  it('shell §7, §8 captcha rules: without a token, with an empty one, or with a token of another action, 400 captcha_failed and no mail', async () => {
    const before = (await mailsTo(SUPPORT)).length
    const login = await solvedCaptcha(async (path) => (await t.app.inject({ method: 'GET', url: path })).json(), 'login')
    for (const [i, captcha] of [null, '', login].entries()) {
      const res = await send({ ...request, email: `captcha-${i}@example.com` }, { captcha })
      expect(res.status).toBe(400)
      expect(ErrorBody.parse(res.body)).toMatchObject({ error: 'captcha_failed', message: 'We could not verify that you are not a robot. Please try again' })
    }
    // a token is good once
    const once = await token()
    expect((await send({ ...request, email: 'captcha-good@example.com' }, { captcha: once })).status).toBe(201)
    expect((await send({ ...request, email: 'captcha-again@example.com' }, { captcha: once })).status).toBe(400)
    expect((await mailsTo(SUPPORT)).length).toBe(before + 1)
  })

  it('per client: the 4th request within the window from one address is 429 with Retry-After, even with a good token', async () => {
    const ip = freshIp()
    for (let i = 0; i < 3; i++) expect((await send({ ...request, email: `ip-limit-${i}@example.com` }, { ip })).status).toBe(201)
    const refused = await send({ ...request, email: 'ip-limit-3@example.com' }, { ip })
    expect(refused.status).toBe(429)
    expect(ErrorBody.parse(refused.body).error).toBe('rate_limited')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await mailsTo('ip-limit-3@example.com')).toHaveLength(0)
    // another client is not held back
    expect((await send({ ...request, email: 'ip-limit-4@example.com' })).status).toBe(201)
  })

  it('per email: the 3rd request for one address within the window is 429, from any client (the acknowledgements cannot flood an inbox)', async () => {
    const email = 'flooded@example.com'
    expect((await send({ ...request, email })).status).toBe(201)
    expect((await send({ ...request, email: 'FLOODED@example.com' })).status).toBe(201)
    const refused = await send({ ...request, email })
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect(await mailsTo(email)).toHaveLength(2)
  })

  it('a signed-in customer’s name and email are the account’s, whatever the form says; their acknowledgement repeats the request', async () => {
    const customer = await signedInCustomer(t.app, 'support-customer@example.com', { firstname: 'Grace', lastname: 'Hopper' })
    const cookie = Object.entries(customer.cookies).map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await send({ ...request, name: 'Someone Else', email: 'someone-else@example.com' }, { cookie })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const created = SupportRequestCreated.parse(res.body)
    expect(created.email).toBe('support-customer@example.com')
    const [staff] = await mailsAbout(created.reference)
    expect(staff?.headers).toEqual({ 'Reply-To': 'support-customer@example.com' })
    expect(staff?.text).toContain('Name: Grace Hopper')
    expect(staff?.text).toContain(`signed-in customer ${customer.id}`)
    expect(await mailsTo('someone-else@example.com')).toHaveLength(0)
    const [ack] = await mailsTo('support-customer@example.com')
    expect(ack?.text).toContain('Hello Grace Hopper,')
    expect(ack?.text).toContain('My Echo rack arrived without the bolt pack.')
  })
})
