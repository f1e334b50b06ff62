import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ErrorBody } from '@ironhouse/contracts'
import { outboxJobs, passwordResets } from '@ironhouse/db'
import { SESSION_COOKIE } from '../../plugins/session.ts'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { FORGOT_PASSWORD_MIN_MS, RESET_TOKEN_LIFETIME_MS } from './password-reset.ts'

const EMAIL = 'forgetful@example.com'
const PASSWORD = 'first password on the platform'
const NEW_PASSWORD = 'second password after the reset'
let t: TestApp
let clock = new Date()

beforeAll(async () => {
  t = await openTestApp({ sessions: { now: () => clock } })
  await post('/svc_customer/customer', { email: EMAIL, password: PASSWORD })
})
afterAll(async () => {
  await t.close()
})

function post(url: string, payload: object, cookie?: string) {
  return t.app.inject({ method: 'POST', url, payload, ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}) })
}

async function login(password: string) {
  const res = await post('/svc_session/session/login', { email: EMAIL, password })
  return { status: res.statusCode, cookie: res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '' }
}

/** Asks for a reset and reads the token from the link in the queued mail. */
async function requestReset(): Promise<string> {
  const before = await t.db.db.select({ id: outboxJobs.id }).from(outboxJobs)
  const res = await post('/svc_customer/customer/forgot-password', { email: EMAIL, captcha: '' })
  expect(res.json()).toEqual({ success: true })
  const jobs = await t.db.db.select().from(outboxJobs).where(eq(outboxJobs.type, 'mail.send'))
  const mail = jobs.find((j) => !before.some((b) => b.id === j.id))?.payload as { to: string; text: string }
  expect(mail.to).toBe(EMAIL)
  const token = /\/account\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
  expect(token).toBeDefined()
  return token ?? ''
}

describe('POST /svc_customer/customer/forgot-password', () => {
  it('shell §5, §7: a known email gets { success: true } and a mail in the outbox with a link to /account/reset-password/{token}', async () => {
    const token = await requestReset()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // only a hash of the token is stored
    const rows = await t.db.db.select().from(passwordResets)
    expect(rows.map((r) => r.tokenHash)).not.toContain(token)
    const expiresIn = (rows.at(-1)?.expiresAt.getTime() ?? 0) - clock.getTime()
    expect(Math.abs(expiresIn - RESET_TOKEN_LIFETIME_MS)).toBeLessThan(2000)
  })

  it('no enumeration: an unknown email gets the same answer, in about the same time, and no mail', async () => {
    const jobsBefore = (await t.db.db.select().from(outboxJobs)).length
    const timed = async (email: string) => {
      const started = performance.now()
      const res = await post('/svc_customer/customer/forgot-password', { email })
      return { res, ms: performance.now() - started }
    }
    const known = await timed(EMAIL)
    const unknown = await timed('no-account-here@example.com')
    expect(unknown.res.statusCode).toBe(200)
    expect(unknown.res.body).toBe(known.res.body)
    expect(unknown.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5)
    expect(Math.abs(unknown.ms - known.ms)).toBeLessThan(FORGOT_PASSWORD_MIN_MS)
    expect((await t.db.db.select().from(outboxJobs)).length).toBe(jobsBefore + 1)
  })

  it('a malformed email is a 400, not a success', async () => {
    for (const email of ['nope', 'a@b', `${'x'.repeat(321)}@example.com`]) {
      const res = await post('/svc_customer/customer/forgot-password', { email })
      expect(res.statusCode).toBe(400)
    }
  })
})

describe('POST /svc_customer/customer/forgot-password/reset', () => {
  it('sets the new password, ends the customer\'s other sessions, and the link works only once', async () => {
    const elsewhere = await login(PASSWORD)
    expect(elsewhere.status).toBe(200)
    const token = await requestReset()
    const res = await post('/svc_customer/customer/forgot-password/reset', { token, password: NEW_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true })
    expect((await login(PASSWORD)).status).toBe(401)
    expect((await login(NEW_PASSWORD)).status).toBe(200)
    // the session signed in before the reset has ended
    const old = await t.app.inject({ method: 'GET', url: '/svc_customer/customer', cookies: { [SESSION_COOKIE]: elsewhere.cookie } })
    expect(old.statusCode).toBe(401)
    // used
    const again = await post('/svc_customer/customer/forgot-password/reset', { token, password: 'a third password for the account' })
    expect(again.statusCode).toBe(400)
    expect(ErrorBody.parse(again.json())).toMatchObject({ error: 'invalid_reset_token', message: 'This reset link is no longer valid. Please ask for a new one' })
    expect((await login(NEW_PASSWORD)).status).toBe(200)
  })

  it('an expired or forged token is refused with 400 invalid_reset_token and nothing changes', async () => {
    const token = await requestReset()
    clock = new Date(clock.getTime() + RESET_TOKEN_LIFETIME_MS + 1000)
    const expired = await post('/svc_customer/customer/forgot-password/reset', { token, password: 'never set because expired' })
    expect(ErrorBody.parse(expired.json())).toMatchObject({ error: 'invalid_reset_token', status: 400 })
    const forged = await post('/svc_customer/customer/forgot-password/reset', { token: 'A'.repeat(43), password: 'never set because forged' })
    expect(ErrorBody.parse(forged.json())).toMatchObject({ error: 'invalid_reset_token', status: 400 })
    clock = new Date()
    expect((await login(NEW_PASSWORD)).status).toBe(200)
  })

  it('a weak new password is refused without spending the token', async () => {
    const token = await requestReset()
    const weak = await post('/svc_customer/customer/forgot-password/reset', { token, password: 'password' })
    expect(ErrorBody.parse(weak.json()).error).toBe('weak_password')
    const ok = await post('/svc_customer/customer/forgot-password/reset', { token, password: 'yet another fine passphrase' })
    expect(ok.statusCode).toBe(200)
  })
})

describe('the link of a reset asked on another site', () => {
  it('the link opens on the site the shopper asked from: its public origin and its path prefix', async () => {
    const before = await t.db.db.select({ id: outboxJobs.id }).from(outboxJobs)
    // another shopper, from another address: the limits the tests above reached are not theirs
    const from = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: '192.0.2.45' })
    expect((await from('/svc_customer/site/EUR/customer?storeId=5', { email: 'abroad@example.com', password: PASSWORD })).statusCode).toBe(200)
    const res = await from('/svc_customer/site/EUR/customer/forgot-password?storeId=5', { email: 'abroad@example.com', captcha: '' })
    expect(res.json()).toEqual({ success: true })
    const jobs = await t.db.db.select().from(outboxJobs).where(eq(outboxJobs.type, 'mail.send'))
    const mail = jobs.find((j) => !before.some((b) => b.id === j.id))?.payload as { text: string }
    expect(mail.text).toMatch(new RegExp(`${t.app.publicOrigin('EUR')}/eu/account/reset-password/[A-Za-z0-9_-]{43}`))
    expect(t.app.siteBaseUrl('USA')).toBe(t.app.publicOrigin('USA'))
  })
})
