import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '@ironhouse/contracts'
import { customers, outboxJobs } from '@ironhouse/db'
import { openTestApp, type TestApp } from '../../test/helpers.ts'
import { DEFAULT_RATE_LIMITS } from './rate-limit.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp({ trustProxy: true })
})
afterAll(async () => {
  await t.close()
})

function login(email: string, ip: string) {
  return t.app.inject({ method: 'POST', url: '/svc_session/session/login', payload: { email, password: 'some wrong password here' }, headers: { 'x-forwarded-for': ip } })
}

describe('rate limits (docs/operations.md)', () => {
  it(`login: more than ${DEFAULT_RATE_LIMITS.loginPerAccount.limit} attempts per account in 15 minutes get 429 with Retry-After, from any address`, async () => {
    const { limit } = DEFAULT_RATE_LIMITS.loginPerAccount
    for (let i = 0; i < limit; i += 1) expect((await login('target@example.com', `10.0.0.${i + 1}`)).statusCode).toBe(401)
    const blocked = await login('target@example.com', '10.0.1.1')
    expect(blocked.statusCode).toBe(429)
    expect(ErrorBody.parse(blocked.json())).toMatchObject({ error: 'rate_limited', status: 429 })
    const retryAfter = Number(blocked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    // another account from the same address is not affected
    expect((await login('someone-else@example.com', '10.0.1.1')).statusCode).toBe(401)
  })

  it('login: the account limit counts the email however it is written (case, spaces)', async () => {
    const { limit } = DEFAULT_RATE_LIMITS.loginPerAccount
    for (let i = 0; i < limit; i += 1) await login(i % 2 ? 'Case@Example.com' : ' case@example.com ', '10.1.0.1')
    expect((await login('CASE@EXAMPLE.COM', '10.1.0.2')).statusCode).toBe(429)
  })

  it(`login: more than ${DEFAULT_RATE_LIMITS.loginPerIp.limit} attempts from one address get 429, whatever the accounts`, async () => {
    const { limit } = DEFAULT_RATE_LIMITS.loginPerIp
    const statuses: Array<number> = []
    for (let i = 0; i <= limit; i += 1) statuses.push((await login(`spray-${i}@example.com`, '10.2.0.1')).statusCode)
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true)
    expect(statuses[limit]).toBe(429)
  })

  it(`registration: more than ${DEFAULT_RATE_LIMITS.registerPerIp.limit} sign-ups per address in an hour get 429, nothing written`, async () => {
    const { limit } = DEFAULT_RATE_LIMITS.registerPerIp
    const register = (i: number) =>
      t.app.inject({ method: 'POST', url: '/svc_customer/customer', payload: { email: `bulk-${i}@example.com`, password: 'short' }, headers: { 'x-forwarded-for': '10.3.0.1' } })
    const accounts = (await t.db.db.select({ id: customers.id }).from(customers)).length
    for (let i = 0; i < limit; i += 1) expect((await register(i)).statusCode).toBe(400)
    const blocked = await register(limit)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers['retry-after']).toBeDefined()
    expect(await t.db.db.select({ id: customers.id }).from(customers)).toHaveLength(accounts)
  })

  it(`forgot password: more than ${DEFAULT_RATE_LIMITS.forgotPasswordPerAccount.limit} requests per account in an hour get 429, and no more mails`, async () => {
    const { limit } = DEFAULT_RATE_LIMITS.forgotPasswordPerAccount
    const forgot = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/svc_customer/customer/forgot-password', payload: { email: 'group2@demo.ironhouse.shop' }, headers: { 'x-forwarded-for': ip } })
    for (let i = 0; i < limit; i += 1) expect((await forgot(`10.4.0.${i + 1}`)).statusCode).toBe(200)
    const jobs = (await t.db.db.select().from(outboxJobs)).length
    const blocked = await forgot('10.4.1.1')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers['retry-after']).toBeDefined()
    expect((await t.db.db.select().from(outboxJobs)).length).toBe(jobs)
  })
})
