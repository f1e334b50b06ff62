import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { inventory } from '@ironhouse/db'
import { PushNotificationsResponse, PushPreferencesResponse } from '@ironhouse/contracts'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { shopper } from '../../../test/shopper.ts'
import { sweepBackInStock } from '../bin/service.ts'
import { notifyOrderStatus } from './public.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

let n = 0
/** A new signed-in customer (registration signs in) and their id. */
async function customer() {
  const s = shopper(t.app)
  n += 1
  const email = `push-${n}-${Date.now()}@example.com`
  const created = await s.post('/svc_customer/customer', { email, password: 'loaded barbell on the hook', captcha: '' })
  expect(created.status).toBe(200)
  const me = await s.get('/svc_customer/customer')
  const id = Number((me.body as { customer: { _id: number | string } }).customer._id)
  return { s, id, email }
}

const inbox = async (s: ReturnType<typeof shopper>, query = '') => {
  const res = await s.get(`/svc_push/notifications${query}`)
  expect(res.status).toBe(200)
  return PushNotificationsResponse.parse(res.body)
}

describe('/svc_push (platform §7): who may call it', () => {
  it('a guest is refused with 401 on every call', async () => {
    const guest = shopper(t.app)
    expect((await guest.get('/svc_push/preferences')).status).toBe(401)
    expect((await guest.put('/svc_push/preferences', { preferences: { deals: true } })).status).toBe(401)
    expect((await guest.get('/svc_push/notifications')).status).toBe(401)
    const read = await guest.post('/svc_push/notifications/read', { all: true })
    expect(read.status).toBe(401)
    expect(read.body.error).toBe('unauthorized')
  })
})

describe('/svc_push/preferences (platform §7)', () => {
  it('a customer who never chose gets order updates and back in stock, not deals or events; a change keeps the others', async () => {
    const { s } = await customer()
    const first = PushPreferencesResponse.parse((await s.get('/svc_push/preferences')).body)
    expect(first.preferences).toEqual([
      { type: 'order_updates', enabled: true },
      { type: 'back_in_stock', enabled: true },
      { type: 'deals', enabled: false },
      { type: 'events', enabled: false },
    ])
    const changed = await s.put('/svc_push/preferences', { preferences: { deals: true, order_updates: false } })
    expect(changed.status).toBe(200)
    expect(PushPreferencesResponse.parse(changed.body).preferences.map((p) => p.enabled)).toEqual([false, true, true, false])
    expect(PushPreferencesResponse.parse((await s.get('/svc_push/preferences')).body).preferences.map((p) => p.enabled)).toEqual([false, true, true, false])
  })

  it('bad input is a 400 and changes nothing: an unknown type, a value that is not true or false, no type at all', async () => {
    const { s } = await customer()
    for (const body of [{ preferences: { sms: true } }, { preferences: { deals: 'yes' } }, { preferences: {} }, {}, { preferences: { deals: true }, extra: 1 }]) {
      const res = await s.put('/svc_push/preferences', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error).toBe('validation_error')
    }
    expect(PushPreferencesResponse.parse((await s.get('/svc_push/preferences')).body).preferences.find((p) => p.type === 'deals')?.enabled).toBe(false)
  })
})

describe('/svc_push/notifications: the inbox the store fills', () => {
  it('an order status change notifies its customer once (published, then each parcel shipped), newest first, and only them', async () => {
    const { s, id } = await customer()
    const other = await customer()
    expect(await notifyOrderStatus(t.db.db, { customerId: id, orderNumber: 'IH900000001', status: 'payment_pending' })).toBe(false)
    expect(await notifyOrderStatus(t.db.db, { customerId: id, orderNumber: 'IH900000001', status: 'published' })).toBe(true)
    // the publish job run again tells nothing new
    expect(await notifyOrderStatus(t.db.db, { customerId: id, orderNumber: 'IH900000001', status: 'published' })).toBe(false)
    expect(await notifyOrderStatus(t.db.db, { customerId: id, orderNumber: 'IH900000001', status: 'shipped', shipments: [{}] })).toBe(true)
    // a guest's order has no inbox
    expect(await notifyOrderStatus(t.db.db, { customerId: null, orderNumber: 'IH900000002', status: 'published' })).toBe(false)
    const mine = await inbox(s)
    expect(mine.unread).toBe(2)
    expect(mine.notifications.map((x) => [x.type, x.title, x.link, x.readAt])).toEqual([
      ['order_updates', 'Your order has shipped', '/account/order/IH900000001', null],
      ['order_updates', 'Order confirmed', '/account/order/IH900000001', null],
    ])
    expect((await inbox(other.s)).notifications).toEqual([])
  })

  it('preferences are respected when the store creates a notification: back in stock for the customer who wants it, none for one who turned it off', async () => {
    const wants = await customer()
    const declines = await customer()
    await declines.s.put('/svc_push/preferences', { preferences: { back_in_stock: false } })
    expect((await wants.s.post('/svc_bin/bin', { product_id: DEMO_IDS.oosProduct, email: wants.email })).status).toBe(200)
    expect((await declines.s.post('/svc_bin/bin', { product_id: DEMO_IDS.oosProduct, email: declines.email })).status).toBe(200)
    await t.db.db.update(inventory).set({ max: 5, qoh: 5 }).where(eq(inventory.productId, DEMO_IDS.oosProduct))
    expect(await sweepBackInStock(t.db.db, { siteBaseUrlOf: () => 'https://store.example' })).toBeGreaterThanOrEqual(2)
    const told = await inbox(wants.s, '?types=back_in_stock')
    expect(told.notifications.map((x) => [x.type, x.title, x.body])).toEqual([['back_in_stock', 'Back in stock', 'Competition Bench is back in stock.']])
    expect(told.notifications[0]?.link).toMatch(/^\/[a-z0-9-]/)
    expect((await inbox(declines.s)).notifications).toEqual([])
  })

  it('the types and unread filters; mark-as-read of own ids, all at once, and 404 for an id that is not theirs (nothing marked)', async () => {
    const { s, id } = await customer()
    const other = await customer()
    await notifyOrderStatus(t.db.db, { customerId: id, orderNumber: 'IH900000010', status: 'published' })
    await notifyOrderStatus(t.db.db, { customerId: id, orderNumber: 'IH900000011', status: 'published' })
    await notifyOrderStatus(t.db.db, { customerId: other.id, orderNumber: 'IH900000012', status: 'published' })
    const [newest, oldest] = (await inbox(s)).notifications
    const theirs = (await inbox(other.s)).notifications[0]
    if (!newest || !oldest || !theirs) throw new Error('notifications missing')
    expect((await inbox(s, '?types=deals,events')).notifications).toEqual([])

    const refused = await s.post('/svc_push/notifications/read', { ids: [newest.id, theirs.id] })
    expect(refused.status).toBe(404)
    expect(refused.body.error).toBe('not_found')
    expect((await inbox(s)).unread).toBe(2)
    expect((await inbox(other.s)).unread).toBe(1)

    const read = await s.post('/svc_push/notifications/read', { ids: [newest.id] })
    expect(read.status).toBe(200)
    expect(read.body).toEqual({ unread: 1 })
    expect((await inbox(s, '?unread=1')).notifications.map((x) => x.id)).toEqual([oldest.id])
    expect((await s.post('/svc_push/notifications/read', { all: true })).body).toEqual({ unread: 0 })
    expect((await inbox(s)).notifications.every((x) => x.readAt !== null)).toBe(true)
  })

  it('bad input is a 400: unknown types, a limit out of range, an empty or malformed read', async () => {
    const { s } = await customer()
    for (const query of ['?types=sms', '?types=', '?limit=0', '?limit=51', '?unread=yes']) expect((await s.get(`/svc_push/notifications${query}`)).status, query).toBe(400)
    for (const body of [{}, { ids: [] }, { ids: ['1'] }, { ids: [0] }, { all: false }, { ids: [1], all: true }]) {
      expect((await s.post('/svc_push/notifications/read', body)).status, JSON.stringify(body)).toBe(400)
    }
  })
})
