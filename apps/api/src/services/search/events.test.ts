// The event API (platform §6, §7): every event type accepted and stored, a malformed one a 400, no
// token a 401; what the server decides about an event (an order confirm's products are the order's,
// once per order; a user info links a visitor to a customer only with their session); and the
// widgets that read the events: trending, for you (rfkid_32), similar (rfkid_31), cart (rfkid_4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { ErrorBody, GatewayCard, Order, OrderQuote, SearchTokenResponse, SearchWidgetResponse } from '@ironhouse/contracts'
import { inventory } from '@ironhouse/db'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { shopper, type Shopper } from '../../../test/shopper.ts'
import { addTestSignInRoute, signedInCustomer } from '../../../test/sign-in.ts'
import { pruneOldEvents } from './events.ts'
import { rowsOf } from './index-refresh.ts'

let t: TestApp
let token = ''

beforeAll(async () => {
  t = await openTestApp({}, addTestSignInRoute)
  await t.db.db.update(inventory).set({ qoh: 500 }).where(eq(inventory.productId, DEMO_IDS.concept2))
  const res = await t.app.inject({ method: 'GET', url: '/svc_ssr/site/USA/rfktkn' })
  token = SearchTokenResponse.parse(res.json()).token
})
afterAll(async () => {
  await t.close()
})

async function sendEvent(body: unknown, options: { bearer?: string | null; cookies?: Record<string, string>; sameOrigin?: boolean } = {}) {
  const bearer = options.bearer === undefined ? token : options.bearer
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (bearer !== null) headers.authorization = `Bearer ${bearer}`
  if (options.cookies) headers.cookie = Object.entries(options.cookies).map(([k, v]) => `${k}=${v}`).join('; ')
  headers['sec-fetch-site'] = options.sameOrigin ? 'same-origin' : 'cross-site'
  return t.app.inject({ method: 'POST', url: '/svc_search/api/event', headers, payload: JSON.stringify(body) })
}

async function search(body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/svc_search/api/search',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
  expect(res.statusCode, res.body).toBe(200)
  return SearchWidgetResponse.parse(res.json())
}

const idsOf = (r: SearchWidgetResponse) => r.content.product.value.map((p) => Number((p as { product_id: number }).product_id))

type StoredEvent = { type: string; name: string; user_id: string | null; product_ids: Array<number>; value: Record<string, unknown>; app_type: string | null }
async function eventsOf(userId: string): Promise<Array<StoredEvent>> {
  const result = await t.db.db.execute(sql`select type, name, user_id, product_ids, value, app_type from search_events where user_id = ${userId} order by id`)
  return rowsOf(result).map((r) => ({ ...(r as unknown as StoredEvent), product_ids: ((r.product_ids as Array<number> | null) ?? []).map(Number) }))
}

async function categoriesOf(productId: number): Promise<Array<number>> {
  const result = await t.db.db.execute(sql`select category_id from product_categories where product_id = ${productId}`)
  return rowsOf(result).map((r) => Number(r.category_id))
}

const address = { firstname: 'Ada', lastname: 'Lifter', telephone: '6145550100', email: 'ada@example.com', street: ['545 E 5th Ave'], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US' }

/** A cart of the list service, quoted and placed with a card, as the checkout screens do. */
async function placeOrder(s: Shopper, items: Array<{ productId: number; qty: number }>) {
  const created = await s.post('/svc_list/lists', { type: 'cart' })
  const listId = (created.body.list as { _id: string })._id
  expect((await s.post(`/svc_list/lists/${listId}/items`, { items })).status).toBe(200)
  const quoted = await s.post('/svc_checkout/order/quote', { listId, storeId: 1, email: address.email, shippingAddress: address })
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  const quote = OrderQuote.parse(quoted.body)
  const card = GatewayCard.parse(
    (await s.post('/gateway/v1/tokens', { number: '4111111111111111', expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123', holderName: 'Ada Lifter' })).body,
  )
  const placed = await s.post('/svc_checkout/order', {
    listId,
    storeId: 1,
    email: address.email,
    shippingAddress: quote.needsShipping ? address : undefined,
    billingAddress: address,
    shipping: quote.shipping.map(({ shippingCode, packageNumber, rate }) => ({ shippingCode, packageNumber, rate })),
    totals: quote.totals,
    payment: { paymentType: 'adyen', adyenType: 'scheme', transactionToken: card.token },
    agreements: { subscription: true, trial: true },
  })
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  return { ...Order.parse(placed.body), session: { cookies: Object.fromEntries(s.jar), sameOrigin: true } }
}

describe('trending categories read the events (platform §6; shell search preview)', () => {
  it('a purchase (order confirm) weighs more than product views: the bought product’s subcategory trends first', async () => {
    const order = await placeOrder(shopper(t.app), [{ productId: DEMO_IDS.concept2, qty: 1 }])
    // two views of the Ohio Bar (weight 1 each) against one purchase of the RowErg (weight 5)
    for (const visitor of ['trend-a', 'trend-b']) {
      expect((await sendEvent({ type: 'view', name: 'pdp', value: { product_id: DEMO_IDS.ohioBar }, user_id: visitor })).statusCode).toBe(202)
    }
    expect((await sendEvent({ type: 'order', name: 'confirm', value: { order_id: order.orderId }, user_id: 'trend-buyer' }, order.session)).statusCode).toBe(202)
    const r = await search({ widget: { rfkid: 'search' }, query: { keyphrase: { value: ['rack'] } }, suggestion: { trending_category: { max: 10 } } })
    const first = r.suggestion?.trending_category?.[0]
    expect(first).toBeDefined()
    expect(await categoriesOf(DEMO_IDS.concept2)).toContain(Number(first?.id))
    expect(await categoriesOf(DEMO_IDS.ohioBar)).not.toContain(Number(first?.id))
  })
})

describe('each event of platform §6 is accepted and stored (202)', () => {
  it('user info, a2c, a2w, view page, view pdp, widget appear, widget click, with user_id and app_type', async () => {
    const user = 'visitor-all-types'
    const bodies = [
      { type: 'user', name: 'info', value: { logged_in: false } },
      { type: 'a2c', name: 'cart', value: { products: [{ id: DEMO_IDS.ohioBar }, { id: String(DEMO_IDS.specialPrice) }] } },
      { type: 'a2w', name: 'wishlist', value: { products: [{ id: DEMO_IDS.ohioBar }] } },
      { type: 'view', name: 'page', value: { uri: '/weightlifting-bars-plates/bars?page=2' } },
      { type: 'view', name: 'pdp', value: { product_id: DEMO_IDS.ohioBar } },
      { type: 'widget', name: 'appear', value: { rfkid: 'rfkid_31', products: [{ id: DEMO_IDS.specialPrice }] } },
      { type: 'widget', name: 'click', value: { rfkid: 'rfkid_31', product_id: DEMO_IDS.specialPrice } },
    ]
    for (const body of bodies) {
      const res = await sendEvent({ ...body, user_id: user, app_type: 'browser', t: Date.now(), t0: Date.now() - 5000 })
      expect(res.statusCode, JSON.stringify(body)).toBe(202)
      expect(res.json()).toEqual({ accepted: true })
    }
    const stored = await eventsOf(user)
    expect(stored.map((e) => `${e.type} ${e.name}`)).toEqual(['user info', 'a2c cart', 'a2w wishlist', 'view page', 'view pdp', 'widget appear', 'widget click'])
    expect(stored.every((e) => e.app_type === 'browser')).toBe(true)
    expect(stored.map((e) => e.product_ids)).toEqual([
      [],
      [DEMO_IDS.ohioBar, DEMO_IDS.specialPrice],
      [DEMO_IDS.ohioBar],
      [],
      [DEMO_IDS.ohioBar],
      [DEMO_IDS.specialPrice],
      [DEMO_IDS.specialPrice],
    ])
    // the page view of a category remembers the category
    expect(stored[3]?.value.category_id).toBe(DEMO_IDS.categories.bars)
  })

  it('order confirm stores the order’s own products, once per order, whatever the body claims', async () => {
    const order = await placeOrder(shopper(t.app), [{ productId: DEMO_IDS.concept2, qty: 2 }])
    const claim = { type: 'order', name: 'confirm', value: { order_id: order.orderId, products: [{ id: DEMO_IDS.ohioBar }] }, user_id: 'buyer-1' }
    // someone who only knows the order number (no session, or another shopper's) credits nothing
    expect((await sendEvent({ ...claim, user_id: 'forger' })).statusCode).toBe(202)
    const stranger = shopper(t.app)
    await stranger.post('/svc_list/lists', { type: 'cart' }) // a guest session of its own
    expect(stranger.jar.size).toBeGreaterThan(0)
    expect((await sendEvent({ ...claim, user_id: 'forger' }, { cookies: Object.fromEntries(stranger.jar), sameOrigin: true })).statusCode).toBe(202)
    expect((await sendEvent({ ...claim, user_id: 'forger' }, { cookies: order.session.cookies, sameOrigin: false })).statusCode).toBe(202) // cross-site
    expect(await eventsOf('forger')).toEqual([])
    // the buyer's own confirmation page counts, once
    expect((await sendEvent(claim, order.session)).statusCode).toBe(202)
    expect((await sendEvent(claim, order.session)).statusCode).toBe(202) // the confirmation page reloaded
    expect((await sendEvent({ ...claim, user_id: 'someone-else' }, order.session)).statusCode).toBe(202)
    const stored = await eventsOf('buyer-1')
    expect(stored).toHaveLength(1)
    expect(stored[0]?.product_ids).toEqual([DEMO_IDS.concept2])
    expect(stored[0]?.value).toEqual({ order_id: order.orderId, products: [{ id: DEMO_IDS.concept2, qty: 2 }] })
    expect(await eventsOf('someone-else')).toEqual([])
    // an order that does not exist weighs nothing
    expect((await sendEvent({ type: 'order', name: 'confirm', value: { order_id: 'IH999999999', products: [{ id: DEMO_IDS.ohioBar }] }, user_id: 'buyer-2' })).statusCode).toBe(202)
    expect(await eventsOf('buyer-2')).toEqual([])
  })

  it('two confirms of one order arriving at once store one event', async () => {
    const order = await placeOrder(shopper(t.app), [{ productId: DEMO_IDS.concept2, qty: 1 }])
    const claim = { type: 'order', name: 'confirm', value: { order_id: order.orderId }, user_id: 'twin-tabs' }
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendEvent(claim, order.session)))
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202])
    expect(await eventsOf('twin-tabs')).toHaveLength(1)
  })

  it('user info links the visitor to the customer only when the call carries the customer’s session', async () => {
    const customer = await signedInCustomer(t.app, 'events-user@example.com')
    expect((await sendEvent({ type: 'user', name: 'info', value: { customer: 'c1' }, user_id: 'claims-c1' })).statusCode).toBe(202)
    expect((await eventsOf('claims-c1'))[0]?.value.customer).toBeUndefined()
    // a cross-site call with the cookie proves nothing either
    await sendEvent({ type: 'user', name: 'info', value: {}, user_id: 'cross-site-visitor' }, { cookies: customer.cookies })
    expect((await eventsOf('cross-site-visitor'))[0]?.value.customer).toBeUndefined()
    await sendEvent({ type: 'user', name: 'info', value: {}, user_id: 'laptop-visitor' }, { cookies: customer.cookies, sameOrigin: true })
    expect((await eventsOf('laptop-visitor'))[0]?.value.customer).toBe(`c${customer.id}`)
  })
})

describe('old events', () => {
  it('events older than 180 days are deleted (the widgets read at most 90 days); younger ones stay', async () => {
    await sendEvent({ type: 'view', name: 'pdp', value: { product_id: DEMO_IDS.ohioBar }, user_id: 'old-visitor' })
    await sendEvent({ type: 'view', name: 'pdp', value: { product_id: DEMO_IDS.ohioBar }, user_id: 'older-visitor' })
    await t.db.db.execute(sql`update search_events set created_at = now() - interval '179 days' where user_id = 'old-visitor'`)
    await t.db.db.execute(sql`update search_events set created_at = now() - interval '181 days' where user_id = 'older-visitor'`)
    await pruneOldEvents(t.app.db, true)
    expect(await eventsOf('old-visitor')).toHaveLength(1)
    expect(await eventsOf('older-visitor')).toEqual([])
  })
})

describe('bad events', () => {
  it('a malformed event is a 400 validation_error and nothing is stored', async () => {
    const user = 'visitor-malformed'
    const cases: Array<unknown> = [
      { type: 'view', name: 'pdp', value: {} },
      { type: 'view', name: 'pdp', value: { product_id: 'abc' } },
      { type: 'view', name: 'page', value: {} },
      { type: 'view', name: 'scroll', value: { uri: '/' } },
      { type: 'widget', name: 'click', value: { product_id: DEMO_IDS.ohioBar } },
      { type: 'widget', name: 'appear', value: { rfkid: '<script>' } },
      { type: 'widget', name: 'hover', value: { rfkid: 'rfkid_31' } },
      { type: 'a2c', name: 'cart', value: { products: [] } },
      { type: 'a2w', name: 'wishlist', value: { products: [{ id: -4 }] } },
      { type: 'order', name: 'confirm', value: {} },
      { type: 'order', name: 'confirm', value: { order_id: "IH1'; drop table orders; --" } },
      { type: 'order', name: 'placed', value: { order_id: 'IH100000001' } },
      { type: 'user', name: 'info', value: 'me' },
      { type: 'login', name: 'info', value: {} },
      { type: 'view', value: { product_id: 1 } },
      { type: 'view', name: 'pdp', value: { product_id: DEMO_IDS.ohioBar }, app_type: 'desktop' },
    ]
    for (const body of cases) {
      const res = await sendEvent({ ...(body as object), user_id: user })
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(ErrorBody.parse(res.json()).error).toBe('validation_error')
    }
    for (const raw of ['not json', '[]', 'null']) {
      const res = await t.app.inject({ method: 'POST', url: '/svc_search/api/event', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: raw })
      expect(res.statusCode, raw).toBe(400)
    }
    expect(await eventsOf(user)).toEqual([])
  })

  it('every event type without a token, or with a forged one, is a 401 and nothing is stored', async () => {
    const user = 'visitor-no-token'
    const bodies = [
      { type: 'user', name: 'info', value: {} },
      { type: 'a2c', name: 'cart', value: { product_id: DEMO_IDS.ohioBar } },
      { type: 'a2w', name: 'wishlist', value: { product_id: DEMO_IDS.ohioBar } },
      { type: 'view', name: 'page', value: { uri: '/' } },
      { type: 'view', name: 'pdp', value: { product_id: DEMO_IDS.ohioBar } },
      { type: 'widget', name: 'appear', value: { rfkid: 'rfkid_32' } },
      { type: 'widget', name: 'click', value: { rfkid: 'rfkid_32', product_id: DEMO_IDS.ohioBar } },
      { type: 'order', name: 'confirm', value: { order_id: 'IH100000001' } },
    ]
    for (const body of bodies) {
      for (const bearer of [null, `${token.slice(0, -4)}AAAA`]) {
        const res = await sendEvent({ ...body, user_id: user }, { bearer })
        expect(res.statusCode, `${body.type} ${body.name}`).toBe(401)
        expect(ErrorBody.parse(res.json()).error).toBe('unauthorized')
      }
    }
    // the token is checked first: a malformed body without one is a 401 too
    const raw = await t.app.inject({ method: 'POST', url: '/svc_search/api/event', headers: { 'content-type': 'application/json' }, payload: 'not json' })
    expect(raw.statusCode).toBe(401)
    expect(await eventsOf(user)).toEqual([])
  })
})

describe('the widgets read the stored events', () => {
  const forYou = async (user: string) => idsOf(await search({ widget: { rfkid: 'rfkid_32' }, context: { user: { user_id: user } }, n_item: 12 }))

  it('for you (rfkid_32): a purchase outweighs views, and what was bought is never offered', async () => {
    const order = await placeOrder(shopper(t.app), [{ productId: DEMO_IDS.concept2, qty: 1 }])
    const user = 'for-you-buyer'
    for (const product of [DEMO_IDS.ohioBar, DEMO_IDS.specialPrice, DEMO_IDS.ohioBar]) {
      await sendEvent({ type: 'view', name: 'pdp', value: { product_id: product }, user_id: user })
    }
    // a shopper who only viewed bars is offered bars
    const beforeOrder = await forYou(user)
    const barCategory = DEMO_IDS.categories.bars
    expect((await categoriesOf(beforeOrder[0] ?? 0)).includes(barCategory)).toBe(true)
    await sendEvent({ type: 'order', name: 'confirm', value: { order_id: order.orderId }, user_id: user }, order.session)
    // recommendation answers are kept an hour (platform §7): the same request answers as before
    expect(await forYou(user)).toEqual(beforeOrder)
    // the customer signs in on a phone: user info links both visitor ids, whose events are read afresh
    const customer = await signedInCustomer(t.app, 'for-you-buyer@example.com')
    await sendEvent({ type: 'user', name: 'info', value: {}, user_id: user }, { cookies: customer.cookies, sameOrigin: true })
    await sendEvent({ type: 'user', name: 'info', value: {}, user_id: 'for-you-buyer-phone' }, { cookies: customer.cookies, sameOrigin: true })
    const onPhone = await forYou('for-you-buyer-phone')
    expect(onPhone.length).toBeGreaterThan(0)
    expect(onPhone).not.toContain(DEMO_IDS.concept2)
    const rowErgCategories = await categoriesOf(DEMO_IDS.concept2)
    expect((await categoriesOf(onPhone[0] ?? 0)).some((c) => rowErgCategories.includes(c))).toBe(true)
  })

  it('for you with no history is the most popular products: impressions (widget appear) do not count', async () => {
    const popular = await forYou('brand-new-visitor')
    expect(popular.length).toBeGreaterThan(0)
    const target = DEMO_IDS.hardware
    for (let i = 0; i < 30; i++) await sendEvent({ type: 'widget', name: 'appear', value: { rfkid: 'rfkid_32', product_id: target }, user_id: `imp-${i}` })
    const after = await forYou('brand-new-visitor-2')
    expect(after.indexOf(target)).toBe(popular.indexOf(target))
  })

  it('similar (rfkid_31): what other shoppers viewed, added and bought with a product comes first within its main category', async () => {
    const similar = async () => idsOf(await search({ widget: { rfkid: 'rfkid_31' }, filter: { product_id: [String(DEMO_IDS.ohioBar)] }, n_item: 12, page_number: 1, context: { page: { uri: `/x-${Math.random()}` } } }))
    const before = await similar()
    // the candidates of the Ohio Bar's main category come first; the last of them is the target
    const main = Number(rowsOf(await t.db.db.execute(sql`select primary_category_id from products where product_id = ${DEMO_IDS.ohioBar}`))[0]?.primary_category_id)
    const inMain: Array<number> = []
    for (const id of before) if ((await categoriesOf(id)).includes(main)) inMain.push(id)
    expect(inMain.length).toBeGreaterThan(2)
    const last = inMain[inMain.length - 1] as number
    expect(before.indexOf(last)).toBeGreaterThan(0)
    for (const user of ['co-1', 'co-2']) {
      await sendEvent({ type: 'view', name: 'pdp', value: { product_id: DEMO_IDS.ohioBar }, user_id: user })
      await sendEvent({ type: 'a2c', name: 'cart', value: { product_id: last }, user_id: user })
    }
    const after = await similar()
    expect(after[0]).toBe(last)
  })
})
