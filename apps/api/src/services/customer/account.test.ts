import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { CustomerResponse, ErrorBody, SessionResponse } from '@ironhouse/contracts'
import { customers, sessions } from '@ironhouse/db'
import { DEMO_CUSTOMERS } from '@ironhouse/demo-data'
import { PASSWORD_MESSAGES } from '@ironhouse/domain'
import type { App } from '../../app.ts'
import { SESSION_COOKIE, sessionIdOf } from '../../plugins/session.ts'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'

const PASSWORD = 'loaded barbell on the hook'
let t: TestApp
const mergedAtSignIn: Array<{ guestId: string; customerId: number }> = []

/** A guest-owned thing, as a cart or list call would make, and an onSignIn hook that sees it. */
function addGuestRoutes(app: App) {
  app.post('/test/guest-id', async (request, reply) => ({ guestId: (await request.requireSession(reply)).guestId }))
  app.onSignIn(async (tx, identity) => {
    // the hook runs in the sign-in transaction: it can read and write with tx
    await tx.select().from(customers).where(eq(customers.id, identity.customerId))
    mergedAtSignIn.push(identity)
  })
}

beforeAll(async () => {
  // this file signs one account in more often than the login limit allows (rate-limit.test.ts tests that)
  t = await openTestApp({ rateLimit: { limits: { loginPerAccount: { limit: 1000, windowMs: 60_000 } } } }, addGuestRoutes)
})
afterAll(async () => {
  await t.close()
})

function cookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === SESSION_COOKIE)?.value
}

function post(url: string, payload: unknown, cookie?: string) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}) })
}

function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}) })
}

async function register(email: string, extra: Record<string, unknown> = {}, cookie?: string) {
  return post('/svc_customer/customer', { email, password: PASSWORD, newsletters: [101], segments: [11, 12], captcha: '', ...extra }, cookie)
}

async function customerCount() {
  return (await t.db.db.select({ id: customers.id }).from(customers)).length
}

describe('POST /svc_customer/customer (register)', () => {
  it('shell §7: registers the customer in group 1, signs them in, and answers the customer', async () => {
    const res = await register('Lifter@Example.com', { firstname: 'Ada', lastname: 'Lift' })
    expect(res.statusCode).toBe(200)
    const { customer } = CustomerResponse.parse(res.json())
    expect(customer).toMatchObject({ email: 'lifter@example.com', groupId: 1, loggedIn: true, firstname: 'Ada', segments: [11, 12], newsletters: [101] })
    const cookie = cookieOf(res)
    expect(cookie).toBeDefined()
    const session = SessionResponse.parse((await get('/svc_session/session', cookie)).json())
    expect(session).toMatchObject({ cg: '1', groupId: 1 })
    const me = await get('/svc_customer/customer', cookie)
    expect(CustomerResponse.parse(me.json()).customer.email).toBe('lifter@example.com')
    // the password is stored as an argon2id hash with OWASP's parameters, never as typed
    const [row] = await t.db.db.select().from(customers).where(eq(customers.email, 'lifter@example.com'))
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('a duplicate email (in any case) is a 409 email_taken, and nothing is written', async () => {
    await register('dup@example.com')
    const before = await customerCount()
    const res = await register('  DUP@example.com ')
    expect(res.statusCode).toBe(409)
    expect(ErrorBody.parse(res.json())).toMatchObject({ error: 'email_taken', status: 409 })
    expect(res.cookies).toHaveLength(0)
    expect(await customerCount()).toBe(before)
  })

  it('the password policy: too short, too guessable, or the email inside it is a 400 weak_password naming the problem', async () => {
    const before = await customerCount()
    const cases = [
      { password: 'short pass 1', problem: PASSWORD_MESSAGES.tooShort },
      { password: 'password12345678', problem: PASSWORD_MESSAGES.tooGuessable },
      { password: 'aaaaaaaaaaaaaaaaaaaa', problem: PASSWORD_MESSAGES.tooGuessable },
      { password: 'qwertyuiopasdfghjkl', problem: PASSWORD_MESSAGES.tooGuessable },
      { password: 'weak@example.com forever', problem: PASSWORD_MESSAGES.containsEmail },
    ]
    for (const { password, problem } of cases) {
      const res = await register('weak@example.com', { password })
      expect(res.statusCode, password).toBe(400)
      expect(ErrorBody.parse(res.json())).toMatchObject({ error: 'weak_password', details: { problems: [problem] } })
    }
    expect(await customerCount()).toBe(before)
  })

  it('a guest who already has a session (a cart, a notify-me) registers: signed in with a new id, the same guestId, the onSignIn hooks run (on the embedded database too)', async () => {
    const guest = await post('/test/guest-id', {})
    const guestCookie = cookieOf(guest) ?? ''
    const { guestId } = guest.json<{ guestId: string }>()
    const res = await register('guest-first@example.com', {}, guestCookie)
    expect(res.statusCode).toBe(200)
    const { customer } = CustomerResponse.parse(res.json())
    const signedIn = cookieOf(res) ?? ''
    expect(signedIn).not.toBe('')
    expect(signedIn).not.toBe(guestCookie)
    expect(mergedAtSignIn).toContainEqual({ guestId, customerId: customer._id })
    expect((await post('/test/guest-id', {}, signedIn)).json()).toEqual({ guestId })
    expect((await get('/svc_customer/customer', guestCookie)).statusCode).toBe(401)
  })

  it("shell §3 segments: registration takes only the site's segments, as PUT segments does ('Unknown segment: 5'), and makes no account otherwise", async () => {
    const before = await customerCount()
    const unknown = await register('segments@example.com', { segments: [11, 5] })
    expect(unknown.statusCode).toBe(400)
    expect(ErrorBody.parse(unknown.json())).toMatchObject({ error: 'validation_error', message: 'Unknown segment: 5' })
    // LEO/First Responder (102) is not an occupation of the APO site (store 4)
    const otherSite = await post('/svc_customer/customer?storeId=4', { email: 'segments@example.com', password: PASSWORD, segments: [101, 102], captcha: '' })
    expect(otherSite.statusCode).toBe(400)
    expect(ErrorBody.parse(otherSite.json())).toMatchObject({ error: 'validation_error', message: 'Unknown segment: 102' })
    expect(unknown.cookies).toHaveLength(0)
    expect(await customerCount()).toBe(before)
    const ok = await post('/svc_customer/customer?storeId=4', { email: 'segments@example.com', password: PASSWORD, segments: [13, 101, 13], captcha: '' })
    expect(ok.statusCode).toBe(200)
    expect(CustomerResponse.parse(ok.json()).customer.segments).toEqual([13, 101])
  })

  it('bad input: malformed or overlong email, overlong password, unknown fields, wrong types are a 400 with nothing written', async () => {
    const before = await customerCount()
    const bodies: Array<Record<string, unknown>> = [
      { email: 'not-an-email', password: PASSWORD },
      { email: `${'a'.repeat(65)}@example.com`, password: PASSWORD },
      { email: `a@${'b'.repeat(320)}.com`, password: PASSWORD },
      { email: 'ok@example.com', password: 'x'.repeat(129) },
      { email: 'ok@example.com', password: PASSWORD, isAdmin: true },
      { email: 'ok@example.com', password: PASSWORD, groupId: 3 },
      { email: 'ok@example.com', password: 123456789012345 },
      { email: ['ok@example.com'], password: PASSWORD },
      { email: 'ok@example.com', password: PASSWORD, segments: 'all' },
      { email: 'ok@example.com\n', password: PASSWORD },
      { password: PASSWORD },
    ]
    for (const body of bodies) {
      const res = await post('/svc_customer/customer', body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(['validation_error', 'invalid_email', 'bad_request']).toContain(ErrorBody.parse(res.json()).error)
    }
    expect(await customerCount()).toBe(before)
  })
})

describe('POST /svc_session/session/login and /logout', () => {
  const email = 'signin@example.com'
  beforeAll(async () => {
    await register(email)
  })

  it('fixation: signing in rotates the session id, keeps the guestId, runs the onSignIn hooks, and ends the old id', async () => {
    const guest = await post('/test/guest-id', {})
    const guestCookie = cookieOf(guest) ?? ''
    const { guestId } = guest.json<{ guestId: string }>()
    const res = await post('/svc_session/session/login', { email: 'SignIn@example.com', password: PASSWORD, captcha: '' }, guestCookie)
    expect(res.statusCode).toBe(200)
    const { customer } = CustomerResponse.parse(res.json())
    expect(customer.email).toBe(email)
    const signedIn = cookieOf(res) ?? ''
    expect(signedIn).not.toBe('')
    expect(signedIn).not.toBe(guestCookie)
    expect(mergedAtSignIn).toContainEqual({ guestId, customerId: customer._id })
    // the planted pre-login id is worth nothing now
    expect((await get('/svc_session/session', guestCookie)).json()).toMatchObject({ cg: '0', groupId: 0 })
    expect((await get('/svc_customer/customer', guestCookie)).statusCode).toBe(401)
    // the new one is the customer, with the same guestId
    expect((await post('/test/guest-id', {}, signedIn)).json()).toEqual({ guestId })
    expect((await get('/svc_session/session', signedIn)).json()).toMatchObject({ cg: '1', groupId: 1 })
  })

  it('replay after logout: the session ends on the server, the cookie is cleared, and the old cookie is a guest', async () => {
    const login = await post('/svc_session/session/login', { email, password: PASSWORD })
    const cookie = cookieOf(login) ?? ''
    const out = await post('/svc_session/session/logout', {}, cookie)
    expect(out.statusCode).toBe(200)
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE)
    expect(cleared?.value).toBe('')
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now())
    const replay = await get('/svc_customer/customer', cookie)
    expect(replay.statusCode).toBe(401)
    expect((await get('/svc_session/session', cookie)).json()).toMatchObject({ cg: '0', groupId: 0 })
    const rows = await t.db.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(cookie)))
    expect(rows).toHaveLength(0)
  })

  it('no enumeration: a wrong password and an unknown email get the same status and body', async () => {
    const wrong = await post('/svc_session/session/login', { email, password: 'not the right password' })
    const unknown = await post('/svc_session/session/login', { email: 'nobody-here@example.com', password: 'not the right password' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.body).toBe(unknown.body)
    expect(ErrorBody.parse(wrong.json())).toMatchObject({ error: 'invalid_credentials', message: 'The email or password is incorrect' })
    expect(wrong.cookies).toHaveLength(0)
  })

  it('no enumeration by time: an unknown email costs the same argon2 work as a wrong password', async () => {
    const time = async (who: string) => {
      const started = performance.now()
      await post('/svc_session/session/login', { email: who, password: 'not the right password' })
      return performance.now() - started
    }
    const known: Array<number> = []
    const unknown: Array<number> = []
    for (let i = 0; i < 6; i += 1) {
      known.push(await time(email))
      unknown.push(await time(`nobody-${i}@example.com`))
    }
    const median = (xs: Array<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
    // both pay for one argon2id verification (tens of ms); a skipped hash would be ~1 ms
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
    expect(median(unknown)).toBeLessThan(median(known) * 2)
  })

  it('shell §5: signing in again with the email already signed in is refused (409 already_logged_in)', async () => {
    const login = await post('/svc_session/session/login', { email, password: PASSWORD })
    const again = await post('/svc_session/session/login', { email, password: PASSWORD }, cookieOf(login))
    expect(again.statusCode).toBe(409)
    expect(ErrorBody.parse(again.json()).error).toBe('already_logged_in')
  })

  it('bad input on login: malformed email, overlong password, unknown fields are a 400, never a 500', async () => {
    for (const body of [
      { email: 'nope', password: PASSWORD },
      { email, password: 'x'.repeat(129) },
      { email, password: PASSWORD, remember: true },
      { email, password: null },
      {},
    ]) {
      const res = await post('/svc_session/session/login', body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400)
    }
  })
})

describe('demo customers (docs/demo-store.md)', () => {
  it('one customer per priced group signs in with the documented password and carries that group in the session', async () => {
    for (const demo of DEMO_CUSTOMERS) {
      const res = await post('/svc_session/session/login', { email: demo.email, password: demo.password })
      expect(res.statusCode, demo.email).toBe(200)
      expect(CustomerResponse.parse(res.json()).customer.groupId).toBe(demo.groupId)
      const session = await get('/svc_session/session', cookieOf(res))
      expect(session.json()).toMatchObject({ cg: String(demo.groupId), groupId: demo.groupId })
    }
    expect(DEMO_CUSTOMERS.map((c) => c.groupId)).toEqual([1, 2, 3])
  })
})
