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
    (await t.db.db.select().from(outboxJobs).where(eq(outboxJobs.type, 'mail.send'))).map((job) => job.payload as { to: string; text: string }).filter((mail) => mail.to === email)

  it('a subscription that adds lists sends one confirmation naming them; repeating it sends none', async () => {
    const res = await post('/svc_ssr/newsletters/subscribe', { email: 'confirm@example.com', newsletters: [101] })
    expect(res.statusCode).toBe(200)
    const mails = await mailsTo('confirm@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toMatch(/^- .+$/m)
    expect(mails[0]?.text).toContain('/account/settings')
    // it promises only ways out that exist: the store's mails carry no unsubscribe link
    expect(mails[0]?.text).not.toContain('unsubscribe link')
    expect(mails[0]?.text).toContain('reply to this mail and we will remove the address')
    await post('/svc_ssr/newsletters/subscribe', { email: 'confirm@example.com', newsletters: [101] })
    expect(await mailsTo('confirm@example.com')).toHaveLength(1)
  })

  it('a refused subscription writes no mail', async () => {
    await post('/svc_ssr/newsletters/subscribe', { email: 'refused@example.com', newsletters: [] })
    expect(await mailsTo('refused@example.com')).toEqual([])
  })
})
