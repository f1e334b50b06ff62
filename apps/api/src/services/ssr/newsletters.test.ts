import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { newsletterSubscriptions, outboxJobs } from '@ironhouse/db'
import { NewsletterSubscriptionsResponse } from '@ironhouse/contracts'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { addTestSignInRoute, signedInCustomer, type TestCustomer } from '../../../test/sign-in.ts'

let t: TestApp
let ada: TestCustomer
let bo: TestCustomer
beforeAll(async () => {
  t = await openTestApp({}, addTestSignInRoute)
  ada = await signedInCustomer(t.app, 'ada@example.com')
  bo = await signedInCustomer(t.app, 'bo@example.com')
})
afterAll(async () => {
  await t.close()
})

// the demo USA site's lists are 101, 102, 103; Europe's 401, 402, 403 (packages/demo-data sites.ts)
const post = (url: string, payload: unknown, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, cookies })
const rowsOf = (email: string) => t.db.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))

describe('POST /svc_ssr/newsletters/subscribe (shell §7)', () => {
  it('a guest subscribes an email to lists of the site: one row per list, the email lower-cased, success', async () => {
    const res = await post('/svc_ssr/newsletters/subscribe', { email: ' Guest@Example.com ', userId: null, newsletters: [101, 103] })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true })
    const rows = await rowsOf('guest@example.com')
    expect(rows.map((r) => r.listId).sort()).toEqual([101, 103])
    expect(rows.every((r) => r.siteCode === 'USA' && r.customerId === null)).toBe(true)
  })

  it('subscribing again is harmless: no duplicate rows', async () => {
    await post('/svc_ssr/newsletters/subscribe', { email: 'guest@example.com', newsletters: [101, 102] })
    expect((await rowsOf('guest@example.com')).map((r) => r.listId).sort()).toEqual([101, 102, 103])
  })

  it("shell §5, §8: no list → 'Please select a list to sign up'; empty or bad email → the platform §5 messages; nothing written", async () => {
    const noList = await post('/svc_ssr/newsletters/subscribe', { email: 'none@example.com', newsletters: [] })
    expect(noList.statusCode).toBe(400)
    expect(noList.json()).toMatchObject({ error: 'validation_error', message: 'Please select a list to sign up' })
    const empty = await post('/svc_ssr/newsletters/subscribe', { email: '   ', newsletters: [101] })
    expect(empty.statusCode).toBe(400)
    const bad = await post('/svc_ssr/newsletters/subscribe', { email: 'not-an-email', newsletters: [101] })
    expect(bad.json()).toMatchObject({ error: 'validation_error', message: 'Please enter a valid email' })
    expect(await rowsOf('none@example.com')).toHaveLength(0)
  })

  it("a list of another site, or no list at all, is refused with nothing written; the site segment picks the site's lists", async () => {
    const other = await post('/svc_ssr/newsletters/subscribe', { email: 'eu@example.com', newsletters: [101, 401] })
    expect(other.statusCode).toBe(400)
    expect(other.json().message).toContain('401')
    expect(await rowsOf('eu@example.com')).toHaveLength(0)
    const eu = await post('/svc_ssr/site/EUR/newsletters/subscribe', { email: 'eu@example.com', newsletters: [401] })
    expect(eu.statusCode).toBe(200)
    expect((await rowsOf('eu@example.com')).map((r) => [r.listId, r.siteCode])).toEqual([[401, 'EUR']])
    const huge = await post('/svc_ssr/newsletters/subscribe', { email: 'x@example.com', newsletters: [2 ** 40] })
    expect(huge.statusCode).toBe(400)
  })

  it("a signed-in customer's own email: the rows belong to the account (userId in the body is ignored)", async () => {
    const res = await post('/svc_ssr/newsletters/subscribe', { email: 'ada@example.com', userId: bo.id, newsletters: [102] }, ada.cookies)
    expect(res.statusCode).toBe(200)
    expect((await rowsOf('ada@example.com')).map((r) => r.customerId)).toEqual([ada.id])
  })
})

describe('GET /svc_ssr/newsletters/site/{siteCode}/subscriptions', () => {
  it("answers the signed-in customer's list ids on that site only", async () => {
    await post('/svc_ssr/site/EUR/newsletters/subscribe', { email: 'ada@example.com', newsletters: [402] }, ada.cookies)
    const usa = await t.app.inject({ method: 'GET', url: '/svc_ssr/newsletters/site/USA/subscriptions', cookies: ada.cookies })
    expect(NewsletterSubscriptionsResponse.parse(usa.json())).toEqual({ emailListIds: [102] })
    expect(usa.headers['cache-control']).toBe('no-store')
    const eur = await t.app.inject({ method: 'GET', url: '/svc_ssr/newsletters/site/eur/subscriptions', cookies: ada.cookies })
    expect(eur.json()).toEqual({ emailListIds: [402] })
    const theirs = await t.app.inject({ method: 'GET', url: '/svc_ssr/newsletters/site/USA/subscriptions', cookies: bo.cookies })
    expect(theirs.json()).toEqual({ emailListIds: [] })
  })

  it('a guest gets 401; an unknown site code 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/svc_ssr/newsletters/site/USA/subscriptions' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/svc_ssr/newsletters/site/XYZ/subscriptions', cookies: ada.cookies })).statusCode).toBe(400)
  })
})

describe('POST /svc_ssr/newsletters/unsubscribe', () => {
  it('removes the rows of the given lists; lists never subscribed are a harmless success', async () => {
    const res = await post('/svc_ssr/newsletters/unsubscribe', { email: 'ada@example.com', newsletters: [102, 103] }, ada.cookies)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true })
    expect((await rowsOf('ada@example.com')).map((r) => r.listId)).toEqual([402])
    const never = await post('/svc_ssr/newsletters/unsubscribe', { email: 'bo@example.com', newsletters: [101] }, bo.cookies)
    expect(never.statusCode).toBe(200)
  })

  it("nobody unsubscribes someone else: a guest gets 401, another customer's email 403, and the rows stay", async () => {
    const guest = await post('/svc_ssr/newsletters/unsubscribe', { email: 'guest@example.com', newsletters: [101] })
    expect(guest.statusCode).toBe(401)
    const other = await post('/svc_ssr/newsletters/unsubscribe', { email: 'guest@example.com', newsletters: [101] }, bo.cookies)
    expect(other.statusCode).toBe(403)
    expect(other.json()).toMatchObject({ error: 'forbidden' })
    expect(await rowsOf('guest@example.com')).toHaveLength(3)
  })
})

describe('the confirmation mail (issue 8)', () => {
  const mailsTo = async (email: string) =>
    (await t.db.db.select().from(outboxJobs).where(eq(outboxJobs.type, 'mail.send'))).map((job) => job.payload as { to: string; text: string; headers?: Record<string, string> }).filter((mail) => mail.to === email)

  it('a subscription that adds lists sends one confirmation naming them; repeating it sends none', async () => {
    const res = await post('/svc_ssr/newsletters/subscribe', { email: 'confirm@example.com', newsletters: [101] })
    expect(res.statusCode).toBe(200)
    const mails = await mailsTo('confirm@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toMatch(/^- .+$/m)
    expect(mails[0]?.text).toContain('http://localhost:3000/account/settings')
    // the way out needs no account: the address's unsubscribe page, and the mail program's own button
    expect(mails[0]?.text).toMatch(/^To stop these emails, open http:\/\/localhost:3000\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}$/m)
    expect(mails[0]?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/svc_ssr\/newsletters\/unsubscribe\/[A-Za-z0-9_-]{43}\/one-click>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    await post('/svc_ssr/newsletters/subscribe', { email: 'confirm@example.com', newsletters: [101] })
    expect(await mailsTo('confirm@example.com')).toHaveLength(1)
  })

  it('a refused subscription writes no mail', async () => {
    await post('/svc_ssr/newsletters/subscribe', { email: 'refused@example.com', newsletters: [] })
    expect(await mailsTo('refused@example.com')).toEqual([])
  })
})

describe("a newsletter mail's unsubscribe link: no account needed", () => {
  const mailsTo = async (email: string) =>
    (await t.db.db.select().from(outboxJobs).where(eq(outboxJobs.type, 'mail.send'))).map((job) => job.payload as { to: string; text: string; headers: Record<string, string> }).filter((mail) => mail.to === email)
  const tokenIn = (text: string) => /\/newsletter\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? ''

  it('one token per address: every mail carries the same link, on whichever site the address signed up', async () => {
    await post('/svc_ssr/newsletters/subscribe', { email: 'leaver@example.com', newsletters: [101] })
    await post('/svc_ssr/site/EUR/newsletters/subscribe', { email: 'leaver@example.com', newsletters: [401, 402] })
    const mails = await mailsTo('leaver@example.com')
    expect(mails).toHaveLength(2)
    expect(tokenIn(mails[0]?.text ?? '')).toBe(tokenIn(mails[1]?.text ?? ''))
    // the European mail's page link opens on the European site
    expect(mails[1]?.text).toContain('http://localhost:3000/eu/newsletter/unsubscribe/')
  })

  it('the link reads the address and its lists on every site; a token that is not ours is 404 with a message', async () => {
    const token = tokenIn((await mailsTo('leaver@example.com'))[0]?.text ?? '')
    const read = await t.app.inject({ method: 'GET', url: `/svc_ssr/newsletters/unsubscribe/${token}` })
    expect(read.statusCode).toBe(200)
    expect(read.headers['cache-control']).toBe('no-store')
    expect(read.json()).toEqual({
      email: 'leaver@example.com',
      lists: [
        { id: 401, siteCode: 'EUR', label: expect.any(String) },
        { id: 402, siteCode: 'EUR', label: expect.any(String) },
        { id: 101, siteCode: 'USA', label: expect.any(String) },
      ],
    })
    const unknown = await t.app.inject({ method: 'GET', url: `/svc_ssr/newsletters/unsubscribe/${'x'.repeat(43)}` })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ error: 'not_found', message: expect.stringContaining('This unsubscribe link is not valid') })
    const malformed = await t.app.inject({ method: 'GET', url: '/svc_ssr/newsletters/unsubscribe/%3Cscript%3E' })
    expect(malformed.statusCode).toBe(400)
  })

  it("with the link's token a guest removes the lists named, on any site; another address or a wrong token removes nothing", async () => {
    const token = tokenIn((await mailsTo('leaver@example.com'))[0]?.text ?? '')
    const other = await post('/svc_ssr/newsletters/unsubscribe', { email: 'guest@example.com', newsletters: [101], token })
    expect(other.statusCode).toBe(403)
    const wrong = await post('/svc_ssr/newsletters/unsubscribe', { email: 'leaver@example.com', newsletters: [101], token: 'y'.repeat(43) })
    expect(wrong.statusCode).toBe(404)
    expect((await rowsOf('leaver@example.com')).map((r) => r.listId).sort()).toEqual([101, 401, 402])
    const res = await post('/svc_ssr/newsletters/unsubscribe', { email: 'Leaver@Example.com', newsletters: [101, 401], token })
    expect(res.statusCode).toBe(200)
    expect((await rowsOf('leaver@example.com')).map((r) => r.listId)).toEqual([402])
    expect((await rowsOf('guest@example.com')).length).toBe(3)
  })

  it('RFC 8058: the one-click POST a mail program sends removes every list of the address', async () => {
    const mail = (await mailsTo('leaver@example.com'))[0]
    const url = /^<http:\/\/localhost:3000(\/svc_ssr\/[^>]+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? ''
    const res = await t.app.inject({ method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(res.statusCode).toBe(200)
    expect(await rowsOf('leaver@example.com')).toEqual([])
    // the page read after it: the address, on no list
    const token = tokenIn(mail?.text ?? '')
    expect((await t.app.inject({ method: 'GET', url: `/svc_ssr/newsletters/unsubscribe/${token}` })).json()).toEqual({ email: 'leaver@example.com', lists: [] })
  })
})
