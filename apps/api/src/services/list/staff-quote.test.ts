// Quotes built by staff (shell §2 /order-manager-quote; ours: docs/lists.md "Quotes built by staff"):
// the operator token guards both calls, prices are the customer's group's (commerce §4), the quote is the
// customer's quote list (commerce §3 list type quote) and a mail links to it; bad input writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ErrorBody, ListsResponse, StaffQuotePriceResponse, StaffQuoteResponse } from '@ironhouse/contracts'
import { customers, lists, outboxJobs } from '@ironhouse/db'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { shopper } from '../../../test/shopper.ts'
import { addTestSignInRoute, signedInCustomer } from '../../../test/sign-in.ts'

const OPERATOR_TOKEN = 'op_test_token_for_quotes'
const GROUP2 = 'group2@demo.ironhouse.shop'
let t: TestApp
let ohioSku = ''

beforeAll(async () => {
  t = await openTestApp({ operatorToken: OPERATOR_TOKEN }, addTestSignInRoute)
  ohioSku = ((await t.app.inject({ method: 'GET', url: `/svc_content/catalog/product/${DEMO_IDS.ohioBar}` })).json() as { product: { sku: string } }).product.sku
})
afterAll(async () => {
  await t.close()
})

const call = (path: string, body: unknown, token: string | null = OPERATOR_TOKEN) =>
  t.app.inject({ method: 'POST', url: `/svc_list/operator/${path}`, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} })

async function customerIdOf(email: string): Promise<number> {
  const [row] = await t.db.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email))
  if (!row) throw new Error(`no customer ${email}`)
  return row.id
}

describe('POST /svc_list/operator/quotes/price (shell §2 /order-manager-quote)', () => {
  it('commerce §4 customer-group prices: the Ohio Bar at $395 list costs a group-2 customer 5 % less ($375.25), × qty', async () => {
    const res = await call('quotes/price', { email: GROUP2.toUpperCase(), items: [{ sku: ohioSku, qty: 2 }] })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const answer = StaffQuotePriceResponse.parse(res.json())
    expect(answer.customer).toMatchObject({ email: GROUP2, groupId: 2 })
    expect(answer.currency).toBe('USD')
    expect(answer.lines).toEqual([{ productId: DEMO_IDS.ohioBar, sku: ohioSku, name: 'The Ohio Bar', qty: 2, unitPrice: 37525, listPrice: 39500, lineTotal: 75050 }])
    expect(answer.subtotal).toBe(75050)
  })

  it('without the operator token it is 401 invalid_api_key (a signed-in customer is not staff); an unknown email is 404; bad lines are 400', async () => {
    const body = { email: GROUP2, items: [{ sku: ohioSku, qty: 1 }] }
    expect((await call('quotes/price', body, null)).statusCode).toBe(401)
    expect(ErrorBody.parse((await call('quotes/price', body, 'wrong')).json()).error).toBe('invalid_api_key')
    const signed = await signedInCustomer(t.app, 'not-staff@example.com')
    const s = shopper(t.app)
    for (const [name, value] of Object.entries(signed.cookies)) s.jar.set(name, value)
    expect((await s.post('/svc_list/operator/quotes/price', body)).status).toBe(401)

    const unknown = await call('quotes/price', { ...body, email: 'nobody@example.com' })
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'No customer account uses nobody@example.com: ask the customer to create one first'])
    const sku = await call('quotes/price', { ...body, items: [{ sku: 'NO-SUCH-SKU', qty: 1 }] })
    expect([sku.statusCode, sku.json().message]).toEqual([404, 'Product with SKU NO-SUCH-SKU was not found'])
    for (const items of [[], [{ sku: ohioSku, qty: 0 }], [{ sku: ohioSku, qty: 1.5 }], [{ sku: '', qty: 1 }]]) {
      const bad = await call('quotes/price', { ...body, items })
      expect([bad.statusCode, bad.json().error]).toEqual([400, 'validation_error'])
    }
    expect((await call('quotes/price', { ...body, email: 'not an email' })).statusCode).toBe(400)
  })
})

describe('POST /svc_list/operator/quotes (shell §2 /order-manager-quote; commerce §3 list type quote)', () => {
  it('makes the customer’s quote list (their active cart, priced for their group) and mails them its link', async () => {
    const res = await call('quotes', { email: GROUP2, name: 'Garage build', note: 'Delivery in two weeks.', items: [{ sku: ohioSku, qty: 3 }] })
    expect(res.statusCode).toBe(200)
    const { list, link } = StaffQuoteResponse.parse(res.json())
    expect(list).toMatchObject({ type: 'quote', name: 'Garage build', metadata: { email: GROUP2 } })
    expect(list.items.map((i) => [i.productId, i.qty])).toEqual([[DEMO_IDS.ohioBar, 3]])
    expect(list.totals.subtotal).toBe(3 * 37525)
    expect(link).toBe(`http://localhost:3000/account/custom-quoting?quote=${list._id}`)
    const [row] = await t.db.db.select().from(lists).where(eq(lists.id, list._id))
    expect(row?.customerId).toBe(await customerIdOf(GROUP2))

    const mails = await t.db.db.select().from(outboxJobs).where(eq(outboxJobs.type, 'mail.send'))
    const mail = mails.map((j) => j.payload as { to: string; subject: string; text: string }).find((m) => m.text.includes(link))
    expect(mail?.to).toBe(GROUP2)
    expect(mail?.subject).toBe('Your Ironhouse quote: Garage build')
    expect(mail?.text).toContain(`- 3 × The Ohio Bar (${ohioSku})`)
    expect(mail?.text).toContain('Total before shipping and tax: $1,125.75')
    expect(mail?.text).toContain('Delivery in two weeks.')

    // the customer, signed in, finds it among their lists as the active cart (the latest activeCartTs)
    const s = shopper(t.app)
    const signIn = await t.app.inject({ method: 'POST', url: `/test/sign-in/${await customerIdOf(GROUP2)}` })
    for (const c of signIn.cookies) s.jar.set(c.name, c.value)
    const mine = ListsResponse.parse((await s.get('/svc_list/lists?active=true')).body).lists
    expect(mine.find((l) => l._id === list._id)?.items[0]?.qty).toBe(3)
  })

  it('a line the store refuses (the quoted Custom Monster Rig) refuses the whole quote: no list, no mail', async () => {
    const quoted = ((await t.app.inject({ method: 'GET', url: `/svc_content/catalog/product/${DEMO_IDS.quotedProduct}` })).json() as { product: { sku: string } }).product.sku
    const before = (await t.db.db.select().from(lists)).length
    const mailsBefore = (await t.db.db.select().from(outboxJobs)).length
    const res = await call('quotes', { email: GROUP2, items: [{ sku: ohioSku, qty: 1 }, { sku: quoted, qty: 1 }] })
    expect([res.statusCode, res.json().error]).toEqual([409, 'quote_only'])
    expect((await t.db.db.select().from(lists)).length).toBe(before)
    expect((await t.db.db.select().from(outboxJobs)).length).toBe(mailsBefore)
    expect((await call('quotes', { email: GROUP2, items: [{ sku: ohioSku, qty: 1 }] }, null)).statusCode).toBe(401)
  })

  it('without a configured OPERATOR_TOKEN the calls do not exist (404)', async () => {
    const bare = await openTestApp()
    try {
      const res = await bare.app.inject({ method: 'POST', url: '/svc_list/operator/quotes', payload: { email: GROUP2, items: [{ sku: ohioSku, qty: 1 }] } })
      expect(res.statusCode).toBe(404)
    } finally {
      await bare.close()
    }
  })
})
