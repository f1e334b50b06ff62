import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { AddressResponse, CustomerResponse, ErrorBody } from '@ironhouse/contracts'
import { customerAddresses, customers, newsletterSubscriptions, outboxJobs } from '@ironhouse/db'
import { PASSWORD_MESSAGES } from '@ironhouse/domain'
import { SESSION_COOKIE } from '../../plugins/session.ts'
import { openTestApp, sameOriginHeaders, type TestApp } from '../../../test/helpers.ts'
import { MAX_ADDRESSES } from './addresses.ts'

const PASSWORD = 'loaded barbell on the hook'
let t: TestApp

beforeAll(async () => {
  t = await openTestApp({ rateLimit: { limits: { loginPerAccount: { limit: 1000, windowMs: 60_000 } } } })
})
afterAll(async () => {
  await t.close()
})

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

function call(method: Method, url: string, cookie: string | undefined, payload?: unknown, headers: Record<string, string> = sameOriginHeaders(t.app)) {
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }), ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}) })
}

function cookieOf(res: LightMyRequestResponse): string {
  const value = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value
  if (!value) throw new Error('no session cookie')
  return value
}

async function registered(email: string): Promise<{ cookie: string; id: number }> {
  const res = await call('POST', '/svc_customer/customer', undefined, { email, password: PASSWORD, firstname: 'Ada', lastname: 'Lift' })
  expect(res.statusCode).toBe(200)
  return { cookie: cookieOf(res), id: CustomerResponse.parse(res.json()).customer._id }
}

async function me(cookie: string) {
  const res = await call('GET', '/svc_customer/customer', cookie)
  expect(res.statusCode).toBe(200)
  return CustomerResponse.parse(res.json()).customer
}

function errorOf(res: LightMyRequestResponse) {
  return ErrorBody.parse(res.json())
}

const HOME = {
  firstname: 'Ada',
  lastname: 'Lift',
  telephone: '614-555-0100',
  street: ['545 E 5th Ave'],
  city: 'Columbus',
  region: 'OH',
  postcode: '43201',
  countryId: 'US',
}

async function addressCount(customerId: number) {
  return (await t.db.db.select({ id: customerAddresses.id }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId))).length
}

describe('PATCH /svc_customer/customer/ (profile)', () => {
  it('shell §7: changes firstname, lastname and telephone; HTML in a name is stored as text', async () => {
    const { cookie } = await registered('profile@example.com')
    const res = await call('PATCH', '/svc_customer/customer/', cookie, { firstname: '<b>Ada</b>', lastname: 'Lovelace', telephone: ' 555 0101 ' })
    expect(res.statusCode).toBe(200)
    expect(CustomerResponse.parse(res.json()).customer).toMatchObject({ firstname: '<b>Ada</b>', lastname: 'Lovelace', telephone: '555 0101', isStaff: false, addresses: [] })
    expect(await me(cookie)).toMatchObject({ firstname: '<b>Ada</b>', lastname: 'Lovelace' })
  })

  it("platform §5 required fields: a first or last name sent blank is refused with 'Please enter your first name' and nothing changes", async () => {
    const { cookie } = await registered('blank-names@example.com')
    const blank = await call('PATCH', '/svc_customer/customer/', cookie, { firstname: '   ', telephone: '614-555-0199' })
    expect(blank.statusCode).toBe(400)
    expect(errorOf(blank)).toMatchObject({ error: 'validation_error', message: 'Please enter your first name', details: { fields: { firstname: 'Please enter your first name' } } })
    const both = await call('PATCH', '/svc_customer/customer/', cookie, { firstname: '', lastname: '' })
    expect(both.statusCode).toBe(400)
    expect(errorOf(both).details).toEqual({ fields: { firstname: 'Please enter your first name', lastname: 'Please enter your last name' } })
    expect(await me(cookie)).toMatchObject({ firstname: 'Ada', lastname: 'Lift', telephone: '' })
    // a name not sent is left as it is
    expect((await call('PATCH', '/svc_customer/customer/', cookie, { telephone: '614-555-0199' })).statusCode).toBe(200)
  })

  it('a new email needs the current password; a wrong one is refused and nothing changes; the old address is told', async () => {
    const { cookie, id } = await registered('old-address@example.com')
    const missing = await call('PATCH', '/svc_customer/customer/', cookie, { email: 'new-address@example.com' })
    expect(missing.statusCode).toBe(400)
    expect(errorOf(missing).message).toBe('Please enter your current password')
    const wrong = await call('PATCH', '/svc_customer/customer/', cookie, { email: 'new-address@example.com', currentPassword: 'not it at all, sorry' })
    expect(wrong.statusCode).toBe(401)
    expect(errorOf(wrong)).toMatchObject({ error: 'invalid_credentials', message: 'Your current password is not correct' })
    expect((await me(cookie)).email).toBe('old-address@example.com')
    const ok = await call('PATCH', '/svc_customer/customer', cookie, { email: 'New-Address@Example.com', currentPassword: PASSWORD })
    expect(ok.statusCode).toBe(200)
    expect((await me(cookie)).email).toBe('new-address@example.com')
    const mails = await t.db.db.select().from(outboxJobs).where(eq(outboxJobs.type, 'mail.send'))
    expect(mails.some((job) => JSON.stringify(job.payload).includes('old-address@example.com') && JSON.stringify(job.payload).includes('new-address@example.com'))).toBe(true)
    // and the new email signs in
    const login = await call('POST', '/svc_session/session/login', undefined, { email: 'new-address@example.com', password: PASSWORD })
    expect(login.statusCode).toBe(200)
    expect(id).toBeGreaterThan(0)
  })

  it('the newsletter subscriptions follow a new email (a list the new address had stays once)', async () => {
    const { cookie } = await registered('letters-old@example.com')
    expect((await call('POST', '/svc_ssr/newsletters/subscribe', cookie, { email: 'letters-old@example.com', newsletters: [101, 102] })).statusCode).toBe(200)
    expect((await call('POST', '/svc_ssr/newsletters/subscribe', undefined, { email: 'letters-new@example.com', newsletters: [102] })).statusCode).toBe(200)
    const res = await call('PATCH', '/svc_customer/customer/', cookie, { email: 'letters-new@example.com', currentPassword: PASSWORD })
    expect(res.statusCode).toBe(200)
    const subscriptions = await call('GET', '/svc_ssr/newsletters/site/USA/subscriptions', cookie)
    expect(subscriptions.json()).toEqual({ emailListIds: [101, 102] })
    const rows = await t.db.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'letters-new@example.com'))
    expect(rows).toHaveLength(2)
    expect(await t.db.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'letters-old@example.com'))).toEqual([])
  })

  it("another account's email is refused (409), a malformed one 400; staff are detected by the company domain", async () => {
    await registered('taken@example.com')
    const { cookie } = await registered('staffer@example.com')
    const taken = await call('PATCH', '/svc_customer/customer/', cookie, { email: 'taken@example.com', currentPassword: PASSWORD })
    expect(taken.statusCode).toBe(409)
    expect(errorOf(taken).error).toBe('email_taken')
    const malformed = await call('PATCH', '/svc_customer/customer/', cookie, { email: 'not an email', currentPassword: PASSWORD })
    expect(malformed.statusCode).toBe(400)
    const staff = await call('PATCH', '/svc_customer/customer/', cookie, { email: 'coach@ironhouse.com', currentPassword: PASSWORD })
    expect(CustomerResponse.parse(staff.json()).customer.isStaff).toBe(true)
  })

  it('needs a signed-in customer (401), the store origin (403), and refuses unknown or overlong fields (400)', async () => {
    expect((await call('PATCH', '/svc_customer/customer/', undefined, { firstname: 'X' })).statusCode).toBe(401)
    const { cookie } = await registered('csrf-profile@example.com')
    const cross = await call('PATCH', '/svc_customer/customer/', cookie, { firstname: 'Mallory' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(cross.statusCode).toBe(403)
    expect((await me(cookie)).firstname).toBe('Ada')
    expect((await call('PATCH', '/svc_customer/customer/', cookie, { firstname: 'x'.repeat(101) })).statusCode).toBe(400)
    expect((await call('PATCH', '/svc_customer/customer/', cookie, { groupId: 3 })).statusCode).toBe(400)
  })
})

describe('PUT /svc_customer/customer/segments', () => {
  it('shell §3: stores interest and occupation ids and the primary one', async () => {
    const { cookie } = await registered('segments@example.com')
    const res = await call('PUT', '/svc_customer/customer/segments', cookie, { segments: [12, 19, 101], primarySegment: 12 })
    expect(res.statusCode).toBe(200)
    expect(await me(cookie)).toMatchObject({ segments: [12, 19, 101], primarySegment: 12 })
  })
  it('refuses unknown ids, another site’s occupation and a primary not chosen, changing nothing', async () => {
    const { cookie } = await registered('segments-bad@example.com')
    const unknown = await call('PUT', '/svc_customer/customer/segments', cookie, { segments: [12, 5] })
    expect(unknown.statusCode).toBe(400)
    expect(errorOf(unknown).message).toBe('Unknown segment: 5')
    // Military (101) is not offered on the EUR site
    const eu = await call('PUT', '/svc_customer/site/EUR/customer/segments', cookie, { segments: [11, 101] })
    expect(eu.statusCode).toBe(400)
    expect(errorOf(eu).message).toBe('Unknown segment: 101')
    const primary = await call('PUT', '/svc_customer/customer/segments', cookie, { segments: [12], primarySegment: 13 })
    expect(primary.statusCode).toBe(400)
    expect(errorOf(primary).message).toBe('The primary segment must be one of the chosen segments')
    expect(await me(cookie)).toMatchObject({ segments: [], primarySegment: null })
  })
})

describe('PUT /svc_customer/customer/password', () => {
  it('checks the current password and the identity policy, then ends the other sessions and keeps this one', async () => {
    const { cookie } = await registered('password@example.com')
    const other = cookieOf(await call('POST', '/svc_session/session/login', undefined, { email: 'password@example.com', password: PASSWORD }))
    const wrong = await call('PUT', '/svc_customer/customer/password', cookie, { currentPassword: 'wrong wrong wrong wrong', password: 'chalk bucket under the rig' })
    expect(wrong.statusCode).toBe(401)
    expect(errorOf(wrong).message).toBe('Your current password is not correct')
    const weak = await call('PUT', '/svc_customer/customer/password', cookie, { currentPassword: PASSWORD, password: 'short' })
    expect(weak.statusCode).toBe(400)
    expect(errorOf(weak)).toMatchObject({ error: 'weak_password', details: { problems: [PASSWORD_MESSAGES.tooShort] } })
    const ok = await call('PUT', '/svc_customer/customer/password', cookie, { currentPassword: PASSWORD, password: 'chalk bucket under the rig' })
    expect(ok.statusCode).toBe(200)
    expect((await call('GET', '/svc_customer/customer', cookie)).statusCode).toBe(200)
    expect((await call('GET', '/svc_customer/customer', other)).statusCode).toBe(401)
    expect((await call('POST', '/svc_session/session/login', undefined, { email: 'password@example.com', password: PASSWORD })).statusCode).toBe(401)
    expect((await call('POST', '/svc_session/session/login', undefined, { email: 'password@example.com', password: 'chalk bucket under the rig' })).statusCode).toBe(200)
  })

  it('refuses the current password as the new one (400 password_unchanged): nothing changes, no session ends, no notice is mailed', async () => {
    const { cookie } = await registered('same-password@example.com')
    const other = cookieOf(await call('POST', '/svc_session/session/login', undefined, { email: 'same-password@example.com', password: PASSWORD }))
    const mailsTo = async () =>
      (await t.db.db.select().from(outboxJobs).where(eq(outboxJobs.type, 'mail.send'))).filter((job) => JSON.stringify(job.payload).includes('same-password@example.com')).length
    const mailsBefore = await mailsTo()
    // the same phrase, and the same phrase in other Unicode forms (decomposed; a fullwidth "ｏ", which NFKC makes "o")
    for (const password of [PASSWORD, PASSWORD.normalize('NFD'), 'loaded barbell on the hook'.replace('o', '\uFF4F')]) {
      const same = await call('PUT', '/svc_customer/customer/password', cookie, { currentPassword: PASSWORD, password })
      expect(same.statusCode).toBe(400)
      expect(errorOf(same)).toMatchObject({ error: 'password_unchanged', message: 'Your new password must be different from your current password' })
    }
    expect((await call('GET', '/svc_customer/customer', other)).statusCode).toBe(200)
    expect(await mailsTo()).toBe(mailsBefore)
    // a wrong current password is still answered as wrong first: the rule reveals nothing about it
    const wrong = await call('PUT', '/svc_customer/customer/password', cookie, { currentPassword: 'wrong wrong wrong wrong', password: 'wrong wrong wrong wrong' })
    expect(wrong.statusCode).toBe(401)
  })
})

describe('the address book (shell §3, §4, §7; commerce §5)', () => {
  it('adds addresses: the first becomes both defaults, a new default shipping clears the old one, vatNumber is sent as vatId', async () => {
    const { cookie } = await registered('book@example.com')
    const first = await call('POST', '/svc_customer/customer/address', cookie, HOME)
    expect(first.statusCode).toBe(200)
    const home = AddressResponse.parse(first.json()).address
    expect(home).toMatchObject({ region: 'Ohio', regionId: expect.any(Number), isDefaultShipping: true, isDefaultBilling: true, email: 'book@example.com' })
    const second = await call('POST', '/svc_customer/customer/address', cookie, {
      ...HOME, street: ['1 Gym Rd'], company: 'Garage Gym', city: 'Toronto', region: 'ON', postcode: 'M5V 2T6', countryId: 'CA', vatId: 'CA123', isDefaultShipping: true,
    })
    expect(second.statusCode).toBe(200)
    const gym = AddressResponse.parse(second.json()).address
    expect(gym).toMatchObject({ vatId: 'CA123', region: 'Ontario', isDefaultShipping: true, isDefaultBilling: false })
    const customer = await me(cookie)
    expect(customer.addresses?.map((a) => [a._id, a.isDefaultShipping, a.isDefaultBilling])).toEqual([[home._id, false, true], [gym._id, true, false]])
    expect(customer).toMatchObject({ defaultShippingAddress: gym._id, defaultBillingAddress: home._id })
    // switch the default back with PATCH
    const back = await call('PATCH', `/svc_customer/customer/address/${home._id}`, cookie, { isDefaultShipping: true })
    expect(back.statusCode).toBe(200)
    expect((await me(cookie)).defaultShippingAddress).toBe(home._id)
    // delete
    expect((await call('DELETE', `/svc_customer/customer/address/${gym._id}`, cookie)).statusCode).toBe(200)
    expect((await me(cookie)).addresses?.map((a) => a._id)).toEqual([home._id])
  })

  it('commerce §5: refuses a missing contact, a postcode against the country pattern, a missing or unknown region, an unknown country', async () => {
    const { cookie, id } = await registered('book-bad@example.com')
    const cases: Array<[Record<string, unknown>, string, Record<string, string>]> = [
      [{ ...HOME, firstname: '' }, 'Please enter a first name', { firstname: 'Please enter a first name' }],
      [{ ...HOME, postcode: 'ABCDE' }, 'Please enter a valid postcode for this country', { postcode: 'Please enter a valid postcode for this country' }],
      [{ ...HOME, region: '' }, 'Please choose a state or region', { region: 'Please choose a state or region' }],
      [{ ...HOME, region: 'Atlantis' }, 'Unknown region for US: Atlantis', { region: 'Please choose a state or region from the list' }],
      [{ ...HOME, countryId: 'ZZ' }, 'Unknown country: ZZ', { countryId: 'Please choose a country from the list' }],
      [{ ...HOME, street: [''] }, 'Please enter a street address', { street: 'Please enter a street address' }],
    ]
    for (const [body, message, fields] of cases) {
      const res = await call('POST', '/svc_customer/customer/address', cookie, body)
      expect(res.statusCode, message).toBe(400)
      expect(errorOf(res)).toMatchObject({ error: 'validation_error', message, details: { fields } })
    }
    expect((await call('POST', '/svc_customer/customer/address', cookie, { ...HOME, city: 'x'.repeat(101) })).statusCode).toBe(400)
    expect((await call('POST', '/svc_customer/customer/address', cookie, { ...HOME, street: ['a', 'b', 'c', 'd', 'e'] })).statusCode).toBe(400)
    expect(await addressCount(id)).toBe(0)
    // a country without regions takes none; GB postcodes follow their pattern
    const gb = await call('POST', '/svc_customer/customer/address', cookie, { ...HOME, region: '', city: 'London', postcode: 'SW1A 1AA', countryId: 'gb' })
    expect(gb.statusCode).toBe(200)
    expect(AddressResponse.parse(gb.json()).address).toMatchObject({ countryId: 'GB', regionId: null })
  })

  it("another customer's address is 404 on PATCH and DELETE and stays as it was", async () => {
    const owner = await registered('owner@example.com')
    const stranger = await registered('stranger@example.com')
    const { address } = AddressResponse.parse((await call('POST', '/svc_customer/customer/address', owner.cookie, HOME)).json())
    const patch = await call('PATCH', `/svc_customer/customer/address/${address._id}`, stranger.cookie, { city: 'Nowhere' })
    expect(patch.statusCode).toBe(404)
    expect(errorOf(patch).message).toBe('Address was not found')
    expect((await call('DELETE', `/svc_customer/customer/address/${address._id}`, stranger.cookie)).statusCode).toBe(404)
    expect((await call('DELETE', '/svc_customer/customer/address/999999', owner.cookie)).statusCode).toBe(404)
    expect((await call('DELETE', '/svc_customer/customer/address/abc', owner.cookie)).statusCode).toBe(400)
    expect((await me(owner.cookie)).addresses).toEqual([address])
    expect((await call('POST', '/svc_customer/customer/address', undefined, HOME)).statusCode).toBe(401)
    const cross = await call('DELETE', `/svc_customer/customer/address/${address._id}`, owner.cookie, undefined, { origin: 'https://evil.example' })
    expect(cross.statusCode).toBe(403)
    expect(await addressCount(owner.id)).toBe(1)
  })

  it('concurrent default changes leave exactly one default shipping address; the book is capped', async () => {
    const { cookie, id } = await registered('race@example.com')
    const ids: Array<number> = []
    for (let i = 0; i < 4; i += 1) {
      ids.push(AddressResponse.parse((await call('POST', '/svc_customer/customer/address', cookie, { ...HOME, street: [`${i} Main St`] })).json()).address._id)
    }
    const answers = await Promise.all(ids.map((addressId) => call('PATCH', `/svc_customer/customer/address/${addressId}`, cookie, { isDefaultShipping: true })))
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200])
    const rows = await t.db.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, id))
    expect(rows.filter((r) => r.isDefaultShipping)).toHaveLength(1)
    await t.db.db.insert(customerAddresses).values(Array.from({ length: MAX_ADDRESSES - 4 }, (_, i) => ({ customerId: id, countryId: 'US', street: [`${i} Filler St`] })))
    const full = await call('POST', '/svc_customer/customer/address', cookie, HOME)
    expect(full.statusCode).toBe(409)
    expect(errorOf(full).message).toContain(`at most ${MAX_ADDRESSES} addresses`)
    await t.db.db.delete(customers).where(eq(customers.id, id))
  })
})
