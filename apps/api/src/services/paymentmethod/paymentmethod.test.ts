import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GatewayCard } from '@ironhouse/contracts'
import { customers, withTransaction } from '@ironhouse/db'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  // signs the caller in as a new customer through the session plugin (the sign-up call is tested with the customer service)
  t = await openTestApp({}, (app) => {
    app.post('/test/sign-up', async (request, reply) => {
      const { email } = request.body as { email: string }
      await request.getSession()
      return withTransaction(app.db, async (tx) => {
        const [customer] = await tx.insert(customers).values({ email, passwordHash: 'test-only', firstname: 'Ada', lastname: 'Lifter' }).returning()
        if (!customer) throw new Error('no customer')
        await request.signIn(reply, tx, { customerId: customer.id, groupId: customer.groupId })
        return { customerId: customer.id }
      })
    })
  })
})
afterAll(async () => {
  await t.close()
})

const nextYear = new Date().getUTCFullYear() + 1

async function signUp(email: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/test/sign-up', payload: { email } })
  expect(res.statusCode, res.body).toBe(200)
  const cookie = res.headers['set-cookie']
  return (Array.isArray(cookie) ? cookie[0] : cookie)?.split(';')[0] ?? ''
}

async function token(number = '4111111111111111', expYear = nextYear): Promise<string> {
  return GatewayCard.parse((await t.app.inject({ method: 'POST', url: '/gateway/v1/tokens', payload: { number, expMonth: 12, expYear, cvc: '123' } })).json()).token
}

describe('stored cards (/svc_customer/customer/credit-cards, /svc_paymentmethod/methods)', () => {
  it('the first card becomes the default, a new default clears the old, removing the default promotes the next', async () => {
    const cookie = await signUp('cards@example.com')
    const add = (extra: Record<string, unknown> = {}) =>
      token().then((tok) => t.app.inject({ method: 'POST', url: '/svc_customer/customer/credit-cards', headers: { cookie }, payload: { token: tok, ...extra } }))
    expect((await add()).json()).toMatchObject({ success: true, card: { isDefault: true, last4: '1111', brand: 'visa' } })
    const second = (await t.app.inject({ method: 'POST', url: '/svc_customer/customer/credit-cards', headers: { cookie }, payload: { token: await token('4000000000003220'), isDefault: true } })).json() as { card: { _id: string } }
    const cards = () => t.app.inject({ method: 'GET', url: '/svc_customer/customer/credit-cards', headers: { cookie } }).then((res) => (res.json() as { credit_cards: Array<{ _id: string; isDefault: boolean }> }).credit_cards)
    expect((await cards()).map((card) => card.isDefault)).toEqual([false, true])
    await t.app.inject({ method: 'DELETE', url: `/svc_customer/customer/credit-cards/${second.card._id}`, headers: { cookie } })
    expect((await cards()).map((card) => card.isDefault)).toEqual([true])
    const methods = await t.app.inject({ method: 'GET', url: '/svc_paymentmethod/methods?country=US&locale=en-US', headers: { cookie } })
    expect(methods.json()).toMatchObject({ paymentMethods: [{ type: 'scheme' }, { type: 'paypal' }], storedPaymentMethods: [{ isDefault: true, expired: false }] })
  })

  it('the same card kept again (same brand, last four and expiry) stays one entry, with the newer token', async () => {
    const cookie = await signUp('same-card@example.com')
    const keep = async (number: string, expYear = nextYear) =>
      (await t.app.inject({ method: 'POST', url: '/svc_customer/customer/credit-cards', headers: { cookie }, payload: { token: await token(number, expYear) } })).json() as {
        card: { _id: string; transactionToken: string }
      }
    const first = await keep('4111111111111111')
    const again = await keep('4111111111111111')
    expect(again.card._id).toBe(first.card._id)
    expect(again.card.transactionToken).not.toBe(first.card.transactionToken)
    // another expiry is another card
    await keep('4111111111111111', nextYear + 1)
    const cards = (await t.app.inject({ method: 'GET', url: '/svc_customer/customer/credit-cards', headers: { cookie } })).json() as { credit_cards: Array<{ _id: string }> }
    expect(cards.credit_cards).toHaveLength(2)
  })

  it("another customer's card is a 404, and a guest gets 401 on cards", async () => {
    const owner = await signUp('owner@example.com')
    const created = (await t.app.inject({ method: 'POST', url: '/svc_customer/customer/credit-cards', headers: { cookie: owner }, payload: { token: await token() } })).json() as { card: { _id: string } }
    const thief = await signUp('thief@example.com')
    const res = await t.app.inject({ method: 'DELETE', url: `/svc_paymentmethod/methods/${created.card._id}`, headers: { cookie: thief } })
    expect(res.statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/svc_customer/customer/credit-cards' })).statusCode).toBe(401)
    const used = await t.app.inject({ method: 'POST', url: '/svc_customer/customer/credit-cards', headers: { cookie: owner }, payload: { token: 'tok_unknown' } })
    expect(used.statusCode).toBe(400)
  })

  it('the methods follow the ship-to country: iDEAL for the Netherlands on the EUR site, not for Germany', async () => {
    const nl = (await t.app.inject({ method: 'GET', url: '/svc_paymentmethod/methods?country=NL&storeId=5' })).json() as { paymentMethods: Array<{ type: string }> }
    expect(nl.paymentMethods.map((method) => method.type)).toContain('ideal')
    const de = (await t.app.inject({ method: 'GET', url: '/svc_paymentmethod/methods?country=DE&storeId=5' })).json() as { paymentMethods: Array<{ type: string }> }
    expect(de.paymentMethods.map((method) => method.type)).not.toContain('ideal')
  })

  it("without a country the methods are those of the site's own country: Ireland's on the EUR site (paysafecard), the United States' on the USA site", async () => {
    const eur = (await t.app.inject({ method: 'GET', url: '/svc_paymentmethod/methods?storeId=5' })).json() as { paymentMethods: Array<{ type: string }> }
    expect(eur.paymentMethods.map((method) => method.type)).toEqual(['scheme', 'paypal', 'paysafecard'])
    const usa = (await t.app.inject({ method: 'GET', url: '/svc_paymentmethod/methods' })).json() as { paymentMethods: Array<{ type: string }> }
    expect(usa.paymentMethods.map((method) => method.type)).toEqual(['scheme', 'paypal'])
  })
})
