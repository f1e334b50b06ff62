// An account from the order confirmation (ours, docs/storefront.md "An account from the confirmation";
// docs/api.md POST /svc_customer/customer): a guest's order becomes the account's only when the account
// is made (or signed in) in the session that placed it, with the order's email; never by email alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { CustomerResponse, OrderList } from '@ironhouse/contracts'
import { inventory, orders } from '@ironhouse/db'
import { DEMO_CUSTOMERS, DEMO_IDS } from '@ironhouse/demo-data'
import { SESSION_COOKIE } from '../../plugins/session.ts'
import { signInDemoCustomer } from '../../../test/demo-sign-in.ts'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { placeCardOrder } from '../../../test/place-order.ts'
import { shopper, type Shopper } from '../../../test/shopper.ts'

const PASSWORD = 'loaded barbell on the hook'
let t: TestApp

beforeAll(async () => {
  t = await openTestApp()
  await t.db.db.update(inventory).set({ qoh: 500 }).where(eq(inventory.productId, DEMO_IDS.ohioBar))
})
afterAll(async () => {
  await t.close()
})

const guestOrder = (s: Shopper, email: string) => placeCardOrder(t.app, s, [{ productId: DEMO_IDS.ohioBar, qty: 1 }], email)

/** Registers `email` from the shopper's session, as the confirmation's panel and /register do; the new customer's id. */
async function register(s: Shopper, email: string): Promise<number> {
  const res = await s.post('/svc_customer/customer', { email, password: PASSWORD, firstname: 'Ada', lastname: 'Lifter', newsletters: [], segments: [], captcha: '' })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return CustomerResponse.parse(res.body).customer._id
}

/** The signed-in shopper's order history (/account/orders), by order number. */
async function historyOf(s: Shopper): Promise<Array<string>> {
  const res = await s.get('/svc_checkout/order?page=1&limit=20&view=all')
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return OrderList.parse(res.body).orders.map((order) => order.orderId)
}

async function ownerOf(orderNumber: string): Promise<number | null> {
  const [row] = await t.db.db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.orderNumber, orderNumber))
  if (!row) throw new Error(`no order ${orderNumber}`)
  return row.customerId
}

describe('an account made after a guest order', () => {
  it('the guest order of this session with the same email (any case) becomes the new account\'s: listed and opened in its account', async () => {
    const a = shopper(t.app)
    const order = await guestOrder(a, 'claim.same@example.com')
    expect(order.customer.customerId).toBeNull()
    const customerId = await register(a, 'Claim.Same@Example.com')
    expect(await ownerOf(order.orderId)).toBe(customerId)
    expect(await historyOf(a)).toEqual([order.orderId])
    const opened = await a.get(`/svc_checkout/order/${order.orderId}?storeId=1`)
    expect(opened.status).toBe(200)
    expect((opened.body.customer as { customerId: number | null }).customerId).toBe(customerId)
  })

  it('is not attached to an account made with its email in another session', async () => {
    const order = await guestOrder(shopper(t.app), 'claim.other-session@example.com')
    const b = shopper(t.app)
    await register(b, 'claim.other-session@example.com')
    expect(await ownerOf(order.orderId)).toBeNull()
    expect(await historyOf(b)).toEqual([])
    // nor can that session open it
    expect((await b.get(`/svc_checkout/order/${order.orderId}?storeId=1`)).status).toBe(404)
  })

  it('is not attached when the account\'s email differs from the order\'s; the account is still made', async () => {
    const a = shopper(t.app)
    const order = await guestOrder(a, 'claim.typed@example.com')
    await register(a, 'claim.different@example.com')
    expect(await ownerOf(order.orderId)).toBeNull()
    expect(await historyOf(a)).toEqual([])
  })

  it('an order already a customer\'s stays theirs when an account with its email is made in that session', async () => {
    const a = shopper(t.app)
    a.jar.set(SESSION_COOKIE, await signInDemoCustomer(t.app, 0))
    const order = await guestOrder(a, 'claim.customer-order@example.com')
    const owner = order.customer.customerId
    expect(owner).not.toBeNull()
    const newcomer = await register(a, 'claim.customer-order@example.com')
    expect(newcomer).not.toBe(owner)
    expect(await ownerOf(order.orderId)).toBe(owner)
    expect(await historyOf(a)).toEqual([])
  })

  it('a customer who logs in in the session that placed a guest order with their email finds it in their account', async () => {
    const { email, password } = DEMO_CUSTOMERS[1]
    const a = shopper(t.app)
    const order = await guestOrder(a, email.toUpperCase())
    const login = await a.post('/svc_session/session/login', { email, password })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    expect(await historyOf(a)).toContain(order.orderId)
    // another browser's guest order with the same email is not theirs
    const elsewhere = await guestOrder(shopper(t.app), email)
    const again = shopper(t.app)
    expect((await again.post('/svc_session/session/login', { email, password })).status).toBe(200)
    expect(await historyOf(again)).not.toContain(elsewhere.orderId)
    expect(await ownerOf(elsewhere.orderId)).toBeNull()
  })
})
