// The captcha of sign-in, registration, forgot password and placing an order (shell §7, commerce §7,
// platform §6–§7: checked while the recaptcha_enterprise flag is on, which it is by default), with the
// built-in proof-of-work verifier (docs/decisions/005). Other test files run with the captcha off.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { CaptchaChallengeResponse, ErrorBody, type CaptchaAction, type CaptchaChallenge } from '@ironhouse/contracts'
import { customers, outboxJobs } from '@ironhouse/db'
import { DEMO_CUSTOMERS } from '@ironhouse/demo-data'
import { buildApp } from '../../app.ts'
import { SESSION_COOKIE } from '../../plugins/session.ts'
import { openTestApp, sameOriginHeaders, TEST_RELEASE, type TestApp } from '../../../test/helpers.ts'
import { createProofOfWorkCaptcha, encodeCaptchaSolution, type SpentTokenStore } from './providers/captcha-verifier.ts'
import { solveCaptchaChallenge as solve, solvedCaptcha } from '../../../test/captcha.ts'

const SECRET = 'captcha test key'
// a small search space keeps the test quick; the checks do not depend on it
const MAX_NUMBER = 2_000
let clock = Date.now()
const verifierFor = (spent: SpentTokenStore) => createProofOfWorkCaptcha({ secret: SECRET, spent, maxNumber: MAX_NUMBER, now: () => clock })
const demo = DEMO_CUSTOMERS.find((c) => c.groupId === 2) ?? DEMO_CUSTOMERS[0]
if (!demo) throw new Error('no demo customer')

let t: TestApp
const rateLimit = { limits: { loginPerAccount: { limit: 1000, windowMs: 60_000 } } }

beforeAll(async () => {
  t = await openTestApp({ captcha: verifierFor, rateLimit })
})
afterAll(async () => {
  await t.close()
})

async function challengeFor(action: CaptchaAction): Promise<CaptchaChallenge> {
  const res = await t.app.inject({ method: 'GET', url: `/svc_session/captcha?action=${action}` })
  expect(res.statusCode).toBe(200)
  const body = CaptchaChallengeResponse.parse(res.json())
  if (!body.required) throw new Error('the captcha should be required')
  return body.challenge
}

const tokenFor = (action: CaptchaAction) => solvedCaptcha(async (path) => (await t.app.inject({ method: 'GET', url: path })).json(), action)

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers: { ...sameOriginHeaders(t.app), ...headers } })
}

const login = (captcha: string | undefined, headers: Record<string, string> = {}) =>
  post('/svc_session/session/login', { email: demo.email, password: demo.password, ...(captcha === undefined ? {} : { captcha }) }, headers)

function expectCaptchaFailed(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(400)
  expect(ErrorBody.parse(res.json())).toMatchObject({ error: 'captcha_failed', message: 'We could not verify that you are not a robot. Please try again' })
}

describe('GET /svc_session/captcha', () => {
  it('issues a signed challenge for one action, uncached, without starting a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc_session/captcha?action=login' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['set-cookie']).toBeUndefined()
    const body = CaptchaChallengeResponse.parse(res.json())
    expect(body).toMatchObject({ required: true, challenge: { algorithm: 'SHA-256', maxNumber: MAX_NUMBER } })
    if (body.required) expect(body.challenge.salt).toMatch(/^[0-9a-f]{24}\?action=login&expires=\d+$/)
  })

  it('answers on a site path and inside the native app (its query parameters pass, platform §7)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc_session/site/EUR/captcha?action=register&isMobileApp=true&mobileAppVersion=5.1.0&mobileAppPlatform=ios' })
    expect(res.statusCode).toBe(200)
    expect(CaptchaChallengeResponse.parse(res.json())).toMatchObject({ required: true })
  })

  it('an unknown action is a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc_session/captcha?action=checkout' })
    expect(res.statusCode).toBe(400)
  })
})

describe('POST /svc_session/session/login', () => {
  it('without a captcha, or with an empty one (the client proceeds with an empty token when its captcha fails, shell §8): captcha_failed, nobody signed in', async () => {
    for (const captcha of [undefined, '']) {
      const res = await login(captcha)
      expectCaptchaFailed(res)
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined()
    }
  })

  it('a solved challenge signs in; the same token again is refused', async () => {
    const token = await tokenFor('login')
    const first = await login(token)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ customer: { email: demo.email, groupId: demo.groupId } })
    expectCaptchaFailed(await login(token))
  })

  it('the token may come in the x-captcha-token header (platform §7)', async () => {
    const res = await login('', { 'x-captcha-token': await tokenFor('login') })
    expect(res.statusCode).toBe(200)
  })

  it('refuses a token of another action, a wrong number, a forged signature, garbage and an expired challenge', async () => {
    expectCaptchaFailed(await login(await tokenFor('register')))

    const challenge = await challengeFor('login')
    const { maxNumber: _max, ...rest } = challenge
    const number = solve(challenge)
    expectCaptchaFailed(await login(encodeCaptchaSolution({ ...rest, number: number + 1 })))

    // a challenge the client made itself (salt, number and hash of its own), signed with a guessed key
    const salt = `${'0'.repeat(24)}?action=login&expires=${Math.floor(clock / 1000) + 600}`
    const own = createHash('sha256').update(`${salt}0`).digest('hex')
    expectCaptchaFailed(await login(encodeCaptchaSolution({ algorithm: 'SHA-256', salt, number: 0, challenge: own, signature: 'a'.repeat(64) })))

    expectCaptchaFailed(await login('not a token'))

    const late = await tokenFor('login')
    clock += 11 * 60_000
    try {
      expectCaptchaFailed(await login(late))
    } finally {
      clock -= 11 * 60_000
    }
  })

  it('a token spent on one process is refused by another (the spent tokens live in the shared store)', async () => {
    const other = await buildApp({ db: t.db, release: TEST_RELEASE, captcha: verifierFor, rateLimit })
    try {
      const token = await tokenFor('login')
      expect((await login(token)).statusCode).toBe(200)
      const again = await other.inject({
        method: 'POST',
        url: '/svc_session/session/login',
        payload: { email: demo.email, password: demo.password, captcha: token },
        headers: sameOriginHeaders(other),
      })
      expectCaptchaFailed(again)
    } finally {
      await other.close()
    }
  })
})

describe('POST /svc_customer/customer (register) and forgot password', () => {
  it('registration without a solved captcha creates no customer; with one it does', async () => {
    const email = 'captcha-check@example.com'
    const body = { email, password: 'a long and unusual pass phrase', captcha: '' }
    expectCaptchaFailed(await post('/svc_customer/customer', body))
    expect(await t.db.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(0)
    const res = await post('/svc_customer/customer', { ...body, captcha: await tokenFor('register') })
    expect(res.statusCode).toBe(200)
    expect(await t.db.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(1)
  })

  it('forgot password without a solved captcha queues no mail; with one it answers success and queues it', async () => {
    const mails = async () => (await t.db.db.select().from(outboxJobs).where(eq(outboxJobs.type, 'mail.send'))).length
    const before = await mails()
    expectCaptchaFailed(await post('/svc_customer/customer/forgot-password', { email: demo.email, captcha: '' }))
    expect(await mails()).toBe(before)
    const res = await post('/svc_customer/customer/forgot-password', { email: demo.email, captcha: await tokenFor('forgot_password') })
    expect(res.json()).toEqual({ success: true })
    expect(await mails()).toBe(before + 1)
  })
})

describe('POST /svc_checkout/order (commerce §7: with captcha, action placeorder)', () => {
  it('an order without a solved captcha is refused before anything is placed', async () => {
    const res = await post('/svc_checkout/order', {
      listId: '00000000-0000-4000-8000-000000000000',
      storeId: 1,
      email: 'ada@example.com',
      billingAddress: { countryId: 'US' },
      payment: { paymentType: 'free' },
      totals: { grandTotalIncludingTax: 0 },
      captcha: await tokenFor('login'),
    })
    expectCaptchaFailed(res)
  })
})
