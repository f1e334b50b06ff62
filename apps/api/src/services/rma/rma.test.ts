// Returns (commerce §2 /rmaprocess: "Returns calls under /svc_rma", "Returns errors": not shown; ours,
// docs/returns.md): the lookup, returnable quantities, refunds, concurrent submissions, the label's
// readers and the operator's moves. Orders are placed through /svc_checkout as the storefront does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ErrorBody, RmaLabel, RmaOrder, RmaOrderChoices, RmaQuote, RmaReturnSummary } from '@ironhouse/contracts'
import { inventory, orders } from '@ironhouse/db'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { placeCardOrder } from '../../../test/place-order.ts'
import { shopper, type Shopper } from '../../../test/shopper.ts'
import { addTestSignInRoute, signedInCustomer } from '../../../test/sign-in.ts'

const OPERATOR_TOKEN = 'op_test_token_for_returns'
const LOOKUP_LIMIT = 12
let t: TestApp

beforeAll(async () => {
  t = await openTestApp({ operatorToken: OPERATOR_TOKEN, rateLimit: { limits: { trackOrderPerIp: { limit: LOOKUP_LIMIT, windowMs: 60_000 } } } }, addTestSignInRoute)
  await t.db.db.update(inventory).set({ qoh: 500 }).where(eq(inventory.productId, DEMO_IDS.ohioBar))
})
afterAll(async () => {
  await t.close()
})


const checkOut = (s: Shopper, items: Array<{ productId: number; qty: number }>, email: string) => placeCardOrder(t.app, s, items, email)

/** A guest who placed an order in another browser, then looks it up for a return in this one. */
async function guestOrder(qty: number, email: string) {
  const order = await checkOut(shopper(t.app), [{ productId: DEMO_IDS.ohioBar, qty }], email)
  const line = order.items[0]
  if (!line) throw new Error('no line')
  return { order, line }
}

const operator = (rmaNumber: string, body: unknown, token: string | null = OPERATOR_TOKEN) =>
  t.app.inject({ method: 'POST', url: `/svc_rma/operator/returns/${rmaNumber}/status`, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} })

describe('commerce §2 /rmaprocess/initiate: finding the order', () => {
  it('a guest finds an order by its number and email (any case); a wrong pair answers one 404 message', async () => {
    const { order } = await guestOrder(1, 'finder@example.com')
    const s = shopper(t.app)
    const wrong = await s.post('/svc_rma/lookup', { orderId: order.orderId, email: 'someone@example.com' })
    expect(wrong.status).toBe(404)
    expect(ErrorBody.parse(wrong.body)).toMatchObject({ error: 'not_found', message: 'We could not find an order with that number and email' })
    expect((await s.post('/svc_rma/lookup', { orderId: 'IH999999999', email: 'finder@example.com' })).body.message).toBe(wrong.body.message)
    // without the lookup the order is not this session's
    expect((await s.get(`/svc_rma/order/${order.orderId}`)).status).toBe(404)

    const found = await s.post('/svc_rma/lookup', { orderId: order.orderId.toLowerCase(), email: ' Finder@Example.com ' })
    expect(found.status, JSON.stringify(found.body)).toBe(200)
    const view = RmaOrder.parse(found.body)
    expect(view.window.open).toBe(true)
    expect(view.lines).toEqual([expect.objectContaining({ bought: 1, inReturns: 0, returnable: 1 })])
    expect(RmaOrder.parse((await s.get(`/svc_rma/order/${order.orderId}`)).body).orderId).toBe(order.orderId)
  })

  it('bad input is a 400 with a code, never a 500', async () => {
    const s = shopper(t.app)
    for (const body of [{}, { orderId: 'nope', email: 'a@b.co' }, { orderId: 'IH100000001' }, { orderId: 'IH100000001', email: 'x\u0000y@b.co' }]) {
      const res = await s.post('/svc_rma/lookup', body)
      expect(res.status).toBe(400)
      expect(ErrorBody.parse(res.body).error).toBe('validation_error')
    }
    expect((await s.post('/svc_rma/return', { orderId: 'IH100000001', items: [] })).status).toBe(400)
    expect((await s.get('/svc_rma/return/RMA1000001?dateIssued=yesterday')).status).toBe(400)
  })

  it('a signed-in customer picks from their own orders, and reaches no one else’s', async () => {
    const customer = await signedInCustomer(t.app, 'returner@example.com')
    const s = shopper(t.app)
    for (const [k, v] of Object.entries(customer.cookies)) s.jar.set(k, v)
    const order = await checkOut(s, [{ productId: DEMO_IDS.ohioBar, qty: 2 }], customer.email)
    const choices = RmaOrderChoices.parse((await s.get('/svc_rma/orders')).body)
    expect(choices.orders).toEqual([expect.objectContaining({ orderId: order.orderId, open: true, itemCount: 2 })])
    expect(RmaOrder.parse((await s.get(`/svc_rma/order/${order.orderId}`)).body).lines[0]?.returnable).toBe(2)
    const { order: other } = await guestOrder(1, 'stranger@example.com')
    expect((await s.get(`/svc_rma/order/${other.orderId}`)).status).toBe(404)
    expect((await shopper(t.app).get('/svc_rma/orders')).status).toBe(401)
  })
})

describe('commerce §2 /rmaprocess select-items and confirm: the return', () => {
  it('refunds the paid price in minor units, then refuses returning more than was bought', async () => {
    const { order, line } = await guestOrder(3, 'partial@example.com')
    const s = shopper(t.app)
    expect((await s.post('/svc_rma/lookup', { orderId: order.orderId, email: 'partial@example.com' })).status).toBe(200)

    const quote = RmaQuote.parse((await s.post('/svc_rma/quote', { orderId: order.orderId, items: [{ listItemId: line.listItemId, qty: 2, reason: 'damaged' }] })).body)
    // the goods were paid row total + item tax (no discount); two of three units get two thirds, rounded down
    const goods = order.totals.subtotal - order.totals.discount + order.totals.itemTax
    expect(quote.refundAmount).toBe(Math.floor((goods * 2) / 3))
    expect(Number.isInteger(quote.refundAmount)).toBe(true)

    const created = await s.post('/svc_rma/return', { orderId: order.orderId, items: [{ listItemId: line.listItemId, qty: 2, reason: 'damaged' }], comment: 'Bent sleeve' })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const rma = RmaReturnSummary.parse(created.body)
    expect(rma).toMatchObject({ status: 'requested', refundAmount: quote.refundAmount, currency: 'USD', items: [{ qty: 2, reason: 'damaged' }] })
    expect(rma.rmaNumber).toMatch(/^RMA\d{7,}$/)
    expect(rma.dateIssued).toBe(new Date().toISOString().slice(0, 10))

    const over = await s.post('/svc_rma/return', { orderId: order.orderId, items: [{ listItemId: line.listItemId, qty: 2, reason: 'damaged' }] })
    expect(over.status).toBe(409)
    expect(ErrorBody.parse(over.body)).toMatchObject({ error: 'conflict', message: expect.stringContaining('Only 1 of') })

    // the last unit refunds the rest of the line exactly: the order's goods are refunded once in total
    const last = RmaReturnSummary.parse((await s.post('/svc_rma/return', { orderId: order.orderId, items: [{ listItemId: line.listItemId, qty: 1, reason: 'other' }] })).body)
    expect(last.refundAmount + rma.refundAmount).toBe(goods)
    const view = RmaOrder.parse((await s.get(`/svc_rma/order/${order.orderId}`)).body)
    expect(view.lines[0]).toMatchObject({ inReturns: 3, returnable: 0 })
    expect(view.returns.map((r) => r.rmaNumber)).toEqual([last.rmaNumber, rma.rmaNumber])
  })

  it('refuses unknown lines, reasons off the list, cancelled orders and orders past the 30-day window', async () => {
    const { order, line } = await guestOrder(1, 'refused@example.com')
    const s = shopper(t.app)
    await s.post('/svc_rma/lookup', { orderId: order.orderId, email: 'refused@example.com' })
    const send = (items: unknown) => s.post('/svc_rma/return', { orderId: order.orderId, items })
    expect((await send([{ listItemId: 'nope', qty: 1, reason: 'damaged' }])).body.error).toBe('validation_error')
    expect((await send([{ listItemId: line.listItemId, qty: 1, reason: 'bored' }])).body.message).toBe('Please choose a reason from the list')
    expect((await send([{ listItemId: line.listItemId, qty: 0, reason: 'damaged' }])).status).toBe(400)

    await t.db.db.update(orders).set({ createdAt: new Date(Date.now() - 31 * 86_400_000).toISOString() }).where(eq(orders.orderNumber, order.orderId))
    const late = await send([{ listItemId: line.listItemId, qty: 1, reason: 'damaged' }])
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({ error: 'invalid_state', message: 'The return window of this order has closed' })

    await t.db.db.update(orders).set({ createdAt: new Date().toISOString(), status: 'canceled' }).where(eq(orders.orderNumber, order.orderId))
    expect((await send([{ listItemId: line.listItemId, qty: 1, reason: 'damaged' }])).body).toMatchObject({ error: 'invalid_state', message: 'A cancelled order cannot be returned' })
    expect(RmaOrder.parse((await s.get(`/svc_rma/order/${order.orderId}`)).body).lines[0]?.returnable).toBe(0)
  })

  it('two submissions at once never return more than was bought (the order row is locked)', async () => {
    const { order, line } = await guestOrder(3, 'twice@example.com')
    const s = shopper(t.app)
    await s.post('/svc_rma/lookup', { orderId: order.orderId, email: 'twice@example.com' })
    const tab = s.tab()
    const body = { orderId: order.orderId, items: [{ listItemId: line.listItemId, qty: 2, reason: 'no_longer_needed' }] }
    const answers = await Promise.all([s.post('/svc_rma/return', body), tab.post('/svc_rma/return', body), s.post('/svc_rma/return', body)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
    expect(RmaOrder.parse((await s.get(`/svc_rma/order/${order.orderId}`)).body).lines[0]).toMatchObject({ inReturns: 2, returnable: 1 })
  })
})

describe('commerce §2 /rmaprocess/print/{rmaNumber}/{dateIssued}: the label', () => {
  it('is read by the session that made it, with the returns address, and by no one guessing numbers', async () => {
    const { order, line } = await guestOrder(1, 'label@example.com')
    const s = shopper(t.app)
    await s.post('/svc_rma/lookup', { orderId: order.orderId, email: 'label@example.com' })
    const rma = RmaReturnSummary.parse((await s.post('/svc_rma/return', { orderId: order.orderId, items: [{ listItemId: line.listItemId, qty: 1, reason: 'wrong_item' }] })).body)
    const url = `/svc_rma/return/${rma.rmaNumber}?dateIssued=${rma.dateIssued}`

    const label = RmaLabel.parse((await s.get(url)).body)
    expect(label).toMatchObject({ orderId: order.orderId, rmaNumber: rma.rmaNumber, shipTo: { name: 'Ironhouse Returns', city: 'Columbus', countryId: 'US' }, shipFrom: { name: 'Ada Lifter', city: 'Columbus' } })

    // another browser, a signed-in stranger, the wrong issue day: the same 404
    expect((await shopper(t.app).get(url)).status).toBe(404)
    const stranger = await signedInCustomer(t.app, 'nosy@example.com')
    expect((await t.app.inject({ method: 'GET', url, cookies: stranger.cookies })).statusCode).toBe(404)
    expect((await s.get(`/svc_rma/return/${rma.rmaNumber}?dateIssued=2020-01-01`)).status).toBe(404)
  })

  it('is read by the signed-in owner of the order', async () => {
    const customer = await signedInCustomer(t.app, 'owner-label@example.com')
    const s = shopper(t.app)
    for (const [k, v] of Object.entries(customer.cookies)) s.jar.set(k, v)
    const order = await checkOut(s, [{ productId: DEMO_IDS.ohioBar, qty: 1 }], customer.email)
    const line = order.items[0]
    const rma = RmaReturnSummary.parse((await s.post('/svc_rma/return', { orderId: order.orderId, items: [{ listItemId: line?.listItemId, qty: 1, reason: 'defective' }] })).body)
    expect((await s.get(`/svc_rma/return/${rma.rmaNumber}?dateIssued=${rma.dateIssued}`)).status).toBe(200)
  })
})

describe('returns: the operator moves a return on (OPERATOR_TOKEN)', () => {
  it('requested → received → refunded; other moves are refused; a rejected return frees its units', async () => {
    const { order, line } = await guestOrder(1, 'operator@example.com')
    const s = shopper(t.app)
    await s.post('/svc_rma/lookup', { orderId: order.orderId, email: 'operator@example.com' })
    const rma = RmaReturnSummary.parse((await s.post('/svc_rma/return', { orderId: order.orderId, items: [{ listItemId: line.listItemId, qty: 1, reason: 'damaged' }] })).body)

    expect((await operator(rma.rmaNumber, { status: 'received' }, null)).statusCode).toBe(401)
    expect((await operator(rma.rmaNumber, { status: 'received' }, 'wrong')).statusCode).toBe(401)
    expect((await operator('RMA9999999', { status: 'received' })).statusCode).toBe(404)
    expect((await operator(rma.rmaNumber, { status: 'lost' })).statusCode).toBe(400)
    const early = await operator(rma.rmaNumber, { status: 'refunded' })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ error: 'invalid_state' })
    expect(RmaReturnSummary.parse((await operator(rma.rmaNumber, { status: 'received' })).json()).status).toBe('received')
    expect(RmaReturnSummary.parse((await operator(rma.rmaNumber, { status: 'rejected', note: 'Used' })).json()).status).toBe('rejected')
    expect((await operator(rma.rmaNumber, { status: 'refunded' })).statusCode).toBe(409)
    const view = RmaOrder.parse((await s.get(`/svc_rma/order/${order.orderId}`)).body)
    expect(view.lines[0]).toMatchObject({ inReturns: 0, returnable: 1 })
    expect(view.returns[0]?.status).toBe('rejected')
  })

  it('does not exist without a configured OPERATOR_TOKEN', async () => {
    const bare = await openTestApp()
    try {
      const res = await bare.app.inject({ method: 'POST', url: '/svc_rma/operator/returns/RMA1000001/status', payload: { status: 'received' }, headers: { authorization: 'Bearer x' } })
      expect(res.statusCode).toBe(404)
    } finally {
      await bare.close()
    }
  })
})

describe('commerce §2 /rmaprocess/initiate: the lookup is rate-limited per client address', () => {
  it(`answers 429 with Retry-After once an address has tried ${LOOKUP_LIMIT} lookups in the window`, async () => {
    const s = shopper(t.app)
    const statuses: Array<number> = []
    for (let i = 0; i < LOOKUP_LIMIT + 1; i += 1) statuses.push((await s.post('/svc_rma/lookup', { orderId: 'IH999999999', email: 'guess@example.com' })).status)
    expect(statuses.at(-1)).toBe(429)
    const res = await t.app.inject({ method: 'POST', url: '/svc_rma/lookup', payload: { orderId: 'IH999999999', email: 'guess@example.com' } })
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBeDefined()
    expect(ErrorBody.parse(res.json()).error).toBe('rate_limited')
  })
})
