// GET /svc_customer/customer, the whole Customer of shell §3: orders (each with items and isCancelled),
// tickets, earnedProducts, creditCards, bins, sheerId, btwb, newsletters, on the demo customer who
// holds tickets, after placing orders, storing cards and signing up for notify-me as the storefront
// does. Another customer's answer never carries any of it. Registration's newsletters are subscribed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { CUSTOMER_RECENT_ORDERS, CustomerResponse, ErrorBody, GatewayCard, Order, OrderQuote, type Customer } from '@ironhouse/contracts'
import { customers, customerTickets, inventory, newsletterSubscriptions, orders, outboxJobs } from '@ironhouse/db'
import { DEMO_CUSTOMERS, DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { shopper, type Shopper } from '../../../test/shopper.ts'
import { cardOrderBody } from '../../../test/card-order.ts'

let t: TestApp
const retail = DEMO_CUSTOMERS[0]
const group2 = DEMO_CUSTOMERS[1]

beforeAll(async () => {
  t = await openTestApp({ rateLimit: { limits: { loginPerAccount: { limit: 1000, windowMs: 60_000 } } } })
  await t.db.db.update(inventory).set({ qoh: 500 }).where(eq(inventory.productId, DEMO_IDS.ohioBar))
})
afterAll(async () => {
  await t.close()
})

const address = { firstname: 'Rhea', lastname: 'Retail', telephone: '6145550100', email: retail.email, street: ['545 E 5th Ave'], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US' }
const nextYear = new Date().getUTCFullYear() + 1

async function signIn(email: string, password: string): Promise<Shopper> {
  const s = shopper(t.app)
  const res = await s.post('/svc_session/session/login', { email, password, captcha: '' })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return s
}

async function customerOf(s: Shopper, url = '/svc_customer/customer'): Promise<Customer> {
  const res = await s.get(url)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return CustomerResponse.parse(res.body).customer
}

/** A cart of the list service, quoted and placed with a card, as the checkout screens do. */
async function checkOut(s: Shopper, items: Array<{ productId: number; qty: number }>) {
  const created = await s.post('/svc_list/lists', { type: 'cart' })
  const listId = (created.body.list as { _id: string })._id
  expect((await s.post(`/svc_list/lists/${listId}/items`, { items })).status).toBe(200)
  const quoted = await s.post('/svc_checkout/order/quote', { listId, storeId: 1, email: address.email, shippingAddress: address })
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  const quote = OrderQuote.parse(quoted.body)
  const card = GatewayCard.parse((await s.post('/gateway/v1/tokens', { number: '4111111111111111', expMonth: 12, expYear: nextYear, cvc: '123', holderName: 'Rhea Retail' })).body)
  const placed = await s.post('/svc_checkout/order', { ...cardOrderBody({ listId, address, quote, token: card.token }), agreements: { subscription: true, trial: true } })
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  return Order.parse(placed.body)
}

describe('GET /svc_customer/customer: the whole Customer (shell §3)', () => {
  it('carries the orders with items and isCancelled, tickets, earned products, cards, bins, sheerId and btwb of the signed-in customer only', async () => {
    const s = await signIn(retail.email, retail.password)

    // before anything: the demo tickets (commerce §3), no orders, cards or bins; sheerId and btwb null
    const fresh = await customerOf(s)
    expect(fresh).toMatchObject({ email: retail.email, orders: [], creditCards: [], bins: [], sheerId: null, btwb: null })
    expect(fresh.tickets?.map((ticket) => ticket.product.productId)).toEqual([DEMO_IDS.premiumTicket2023, DEMO_IDS.premiumTicketTee])
    expect(fresh.earnedProducts).toEqual([
      { productId: DEMO_IDS.premiumTicket2023, remainingUses: null, orderId: null, value: 0, type: 'fixed', freeShipping: false },
      { productId: DEMO_IDS.premiumTicketTee, remainingUses: 1, orderId: null, value: 20, type: 'percent', freeShipping: true },
    ])

    // two orders, the first then cancelled by the store
    const first = await checkOut(s, [{ productId: DEMO_IDS.ohioBar, qty: 2 }])
    const second = await checkOut(s, [{ productId: DEMO_IDS.ohioBar, qty: 1 }])
    await t.db.db.update(orders).set({ status: 'canceled' }).where(eq(orders.orderNumber, first.orderId))

    // a stored card with a billing address of the book, and a notify-me sign-up
    const added = await s.post('/svc_customer/customer/address', { ...address, isDefaultBilling: true })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const addressId = (added.body.address as { _id: number })._id
    const token = GatewayCard.parse((await s.post('/gateway/v1/tokens', { number: '4111111111111111', expMonth: 9, expYear: nextYear, cvc: '123', holderName: 'Rhea Retail' })).body).token
    const card = await s.post('/svc_customer/customer/credit-cards', { token, isDefault: true, billingAddressId: addressId })
    expect(card.status, JSON.stringify(card.body)).toBe(200)
    const bin = await s.post('/svc_bin/bin', { product_id: DEMO_IDS.premiumTicketTee, email: retail.email })
    expect(bin.status, JSON.stringify(bin.body)).toBe(200)

    const customer = await customerOf(s)
    expect(customer.orders?.map((o) => [o.orderId, o.isCancelled])).toEqual([
      [second.orderId, false],
      [first.orderId, true],
    ])
    expect(customer.orders?.[1]).toMatchObject({ status: 'canceled', currency: 'USD', grandTotal: first.totals.grandTotalIncludingTax })
    expect(customer.orders?.[1]?.items).toEqual([{ productId: DEMO_IDS.ohioBar, sku: first.items[0]?.sku, name: first.items[0]?.name, qty: 2 }])
    expect(customer.creditCards).toEqual([
      {
        _id: expect.any(Number),
        isDefault: true,
        billingAddressId: addressId,
        billingAddress: expect.objectContaining({ _id: addressId, postcode: '43201' }),
        brand: expect.any(String),
        last4: '1111',
        expMonth: 9,
        expYear: nextYear,
        expired: false,
      },
    ])
    // brand, last four and expiry only: no card number, no gateway token in the answer
    const raw = JSON.stringify((await s.get('/svc_customer/customer')).body)
    expect(raw).not.toContain('4111111111111111')
    expect(raw).not.toContain(token)
    expect(customer.bins).toEqual([{ id: expect.any(Number), product_id: DEMO_IDS.premiumTicketTee, email: retail.email, parent_id: null }])
    expect(customer.tickets).toHaveLength(2)

    // PATCH answers the same whole customer
    const patched = await t.app.inject({ method: 'PATCH', url: '/svc_customer/customer/', headers: { cookie: [...s.jar].map(([k, v]) => `${k}=${v}`).join('; ') }, payload: { telephone: '6145550199' } })
    expect(patched.statusCode).toBe(200)
    expect(CustomerResponse.parse(patched.json()).customer).toMatchObject({ telephone: '6145550199', orders: customer.orders, creditCards: customer.creditCards, bins: customer.bins })

    // another customer sees none of it: their own tickets only, no orders, cards or bins of Rhea's
    const other = await customerOf(await signIn(group2.email, group2.password))
    expect(other).toMatchObject({ email: group2.email, orders: [], tickets: [], earnedProducts: [], creditCards: [], bins: [] })
    expect(JSON.stringify(other)).not.toContain(first.orderId)
    expect(JSON.stringify(other)).not.toContain(retail.email)

    // a guest gets the 401 of shell §8
    const guest = await shopper(t.app).get('/svc_customer/customer')
    expect(guest.status).toBe(401)
    expect(ErrorBody.parse(guest.body).error).toBe('unauthorized')
  })

  it('a fixed ticket value is in the minor units of the store asked for (1000 US cents: 930 on the EUR site), a percent stays as it is', async () => {
    const s = await signIn(group2.email, group2.password)
    const me = await customerOf(s)
    await t.db.db.insert(customerTickets).values({ customerId: me._id, productId: DEMO_IDS.ohioBar, discountType: 'fixed', discountValue: 1000, freeShipping: false, remainingUses: 3, orderId: 'IH100000042' })
    const entry = { productId: DEMO_IDS.ohioBar, remainingUses: 3, orderId: 'IH100000042', type: 'fixed', freeShipping: false }
    expect((await customerOf(s)).earnedProducts).toEqual([{ ...entry, value: 1000 }])
    expect((await customerOf(s, '/svc_customer/site/EUR/customer')).earnedProducts).toEqual([{ ...entry, value: 930 }])
    const eu = await customerOf(await signIn(retail.email, retail.password), '/svc_customer/site/EUR/customer')
    expect(eu.earnedProducts?.find((p) => p.productId === DEMO_IDS.premiumTicketTee)).toMatchObject({ type: 'percent', value: 20 })
  })

  it(`carries only the ${CUSTOMER_RECENT_ORDERS} latest orders, newest first (the history is GET /svc_checkout/order)`, async () => {
    const s = await signIn(group2.email, group2.password)
    const me = await customerOf(s)
    const [template] = await t.db.db.select().from(orders).limit(1)
    if (!template) throw new Error('no order to copy')
    const { id: _id, ...row } = template
    const made = Array.from({ length: CUSTOMER_RECENT_ORDERS + 2 }, (_, i) => ({
      ...row,
      orderNumber: `IHTEST${String(i).padStart(4, '0')}`,
      listId: crypto.randomUUID(),
      customerId: me._id,
      email: me.email,
      status: 'published',
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    }))
    await t.db.db.insert(orders).values(made)
    const customer = await customerOf(s)
    expect(customer.orders).toHaveLength(CUSTOMER_RECENT_ORDERS)
    expect(customer.orders?.[0]?.orderId).toBe(`IHTEST${String(CUSTOMER_RECENT_ORDERS + 1).padStart(4, '0')}`)
    const history = await s.get('/svc_checkout/order?limit=100')
    expect((history.body as { count: number }).count).toBe(CUSTOMER_RECENT_ORDERS + 2)
  })
})

describe('POST /svc_customer/customer (register) with newsletters (shell §3, §7)', () => {
  const mailsTo = async (email: string) => (await t.db.db.select().from(outboxJobs).where(eq(outboxJobs.type, 'mail.send'))).filter((job) => (job.payload as { to?: string }).to === email)

  it('subscribes the new account to the lists chosen, as the footer signup does: a row per list, the confirmation mail, newsletters on the customer', async () => {
    // a list subscribed as a guest before registering is claimed by the account and listed once
    const guest = shopper(t.app)
    expect((await guest.post('/svc_ssr/newsletters/subscribe', { email: 'joiner@example.com', newsletters: [103] })).status).toBe(200)
    const s = shopper(t.app)
    const res = await s.post('/svc_customer/customer', { email: 'Joiner@Example.com', password: 'loaded barbell on the hook', newsletters: [101, 102, 101], captcha: '' })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const registered = CustomerResponse.parse(res.body).customer
    expect(registered.newsletters).toEqual([101, 102, 103])
    const rows = await t.db.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'joiner@example.com'))
    expect(rows.map((row) => [row.listId, row.customerId, row.siteCode]).sort()).toEqual([
      [101, registered._id, 'USA'],
      [102, registered._id, 'USA'],
      [103, registered._id, 'USA'],
    ])
    const mails = await mailsTo('joiner@example.com')
    expect(mails).toHaveLength(2) // the guest signup's and the registration's
    expect(JSON.stringify(mails[1]?.payload)).toContain('You are subscribed to Ironhouse emails')
    expect((await customerOf(s)).newsletters).toEqual([101, 102, 103])
    expect((await s.get('/svc_ssr/newsletters/site/USA/subscriptions')).body).toEqual({ emailListIds: [101, 102, 103] })

    // unsubscribing shows on the customer at once
    expect((await s.post('/svc_ssr/newsletters/unsubscribe', { email: 'joiner@example.com', newsletters: [102] })).status).toBe(200)
    expect((await customerOf(s)).newsletters).toEqual([101, 103])
  })

  it('a list that is not one of the site\'s is a 400 naming it, and no account, row or mail is made', async () => {
    const res = await shopper(t.app).post('/svc_customer/customer', { email: 'wronglist@example.com', password: 'loaded barbell on the hook', newsletters: [101, 401], captcha: '' })
    expect(res.status).toBe(400)
    expect(ErrorBody.parse(res.body)).toMatchObject({ error: 'validation_error', message: 'Unknown newsletter list for this site: 401' })
    expect(await t.db.db.select().from(customers).where(eq(customers.email, 'wronglist@example.com'))).toEqual([])
    expect(await t.db.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'wronglist@example.com'))).toEqual([])
    expect(await mailsTo('wronglist@example.com')).toEqual([])
  })

  it('registering without newsletters subscribes nothing and mails no confirmation', async () => {
    const s = shopper(t.app)
    const res = await s.post('/svc_customer/customer', { email: 'quiet@example.com', password: 'loaded barbell on the hook', captcha: '' })
    expect(res.status).toBe(200)
    expect(CustomerResponse.parse(res.body).customer.newsletters).toEqual([])
    expect(await mailsTo('quiet@example.com')).toEqual([])
  })
})
