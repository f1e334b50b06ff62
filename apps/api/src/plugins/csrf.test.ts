import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '@ironhouse/contracts'
import { customers } from '@ironhouse/db'
import { openTestApp, sameOriginHeaders, type TestApp } from '../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp({ publicOrigins: { USA: 'https://ironhouse.example', CAN: 'https://ironhouse.example/ca', APO: 'https://ironhouse.example/apo', EUR: 'https://eu.ironhouse.example', GBR: 'https://uk.ironhouse.example', AUS: 'https://ironhouse.example/au' } })
})
afterAll(async () => {
  await t.close()
})

const BODY = { email: 'csrf@example.com', password: 'a long enough passphrase here' }

function register(headers: Record<string, string>, email = BODY.email) {
  return t.app.inject({ method: 'POST', url: '/svc_customer/customer', payload: { ...BODY, email }, headers })
}

describe('CSRF: state-changing calls come from the store itself', () => {
  it('a foreign Origin, Origin null, or Sec-Fetch-Site cross-site is a 403 forbidden, and nothing is written', async () => {
    const cases: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://ironhouse.example.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.ironhouse.example' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    ]
    const accounts = (await t.db.db.select({ id: customers.id }).from(customers)).length
    for (const headers of cases) {
      const res = await register(headers)
      expect(res.statusCode, JSON.stringify(headers)).toBe(403)
      expect(ErrorBody.parse(res.json())).toMatchObject({ error: 'forbidden', status: 403 })
    }
    const logout = await t.app.inject({ method: 'POST', url: '/svc_session/session/logout', headers: { origin: 'https://evil.example' } })
    expect(logout.statusCode).toBe(403)
    // the demo store's accounts only: nothing was written
    expect(await t.db.db.select({ id: customers.id }).from(customers)).toHaveLength(accounts)
  })

  it('the store\'s own origins (any site) and same-origin fetches pass; so does a call with neither header (not a browser)', async () => {
    expect((await register(sameOriginHeaders(t.app), 'csrf1@example.com')).statusCode).toBe(200)
    expect((await register({ origin: 'https://eu.ironhouse.example' }, 'csrf2@example.com')).statusCode).toBe(200)
    expect((await register({ 'sec-fetch-site': 'same-origin' }, 'csrf3@example.com')).statusCode).toBe(200)
    expect((await register({}, 'csrf4@example.com')).statusCode).toBe(200)
  })

  it('reads are not checked: a GET from anywhere is answered', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc_session/session', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })
    expect(res.statusCode).toBe(200)
  })
})
