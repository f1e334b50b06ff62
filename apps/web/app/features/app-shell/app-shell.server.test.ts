import { beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../../platform/api.server.ts'
import type { PageContext } from '../../platform/page.server.ts'
import { forgetSharedData } from '../../platform/shared-data.server.ts'
import { siteFromPath } from '../../platform/site.ts'
import { makeProduct, makeSummary } from '../../ui/test-fixtures.ts'
import { loadAppOrders, loadExclusive, loadFeatured, notificationAction } from './app-shell.server.ts'

type Call = { method: string; url: string; body: unknown }
type Answers = Record<string, unknown | ((call: Call) => Response)>

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A page of the app shell whose API answers by path prefix (the first that matches); anything else is a 404. */
function pageOf(path: string, answers: Answers, cookie: string | null = 'ih_session=abc') {
  const calls: Array<Call> = []
  const fetchImpl = async (url: string, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined }
    calls.push(call)
    const key = Object.keys(answers).find((prefix) => url.startsWith(prefix))
    if (key === undefined) return json({ error: 'not_found', message: 'Not found' }, 404)
    const answer = answers[key]
    return typeof answer === 'function' ? (answer as (c: Call) => Response)(call) : json(answer)
  }
  const url = new URL(`http://localhost${path}`)
  const ref = siteFromPath(url.pathname)
  const request = new Request(url, cookie ? { headers: { cookie } } : {})
  const api = createApiClient({ site: ref, fetchImpl, request })
  const page: PageContext = { url, ref, api, entry: undefined, host: 'localhost' }
  return { page, calls }
}

const NEW_GEAR = {
  '/svc_route/route': { entityType: 'category', entityId: 210, redirectTarget: null, redirectType: null, related: {} },
  '/svc_content/catalog/category/210/products': { products: [makeSummary({ productId: 1001, name: 'Ohio Bar' })], page: 1, totalPages: 1, total: 1 },
  '/svc_content/hot/active': { products: [], hundoProductIds: [] },
}
const CUSTOMER = { '/svc_customer/customer': { customer: { _id: 7, email: 'rhea@example.com', firstname: 'Rhea', lastname: 'R' } } }
const PROGRAM = { productId: 2401, name: 'Strength', url: null, thumbnail: null, delivery: 'App', durationWeeks: 12, daysPerWeek: 4, trial: false, orderNumber: 'IH1', grantedAt: '2026-09-01T09:00:00.000Z' }

beforeEach(() => forgetSharedData())

describe('commerce §2 featured: banners, five-for-five, new gear', () => {
  it('a guest gets every banner but programming, no five-for-five, the first 8 of new gear, and no customer call', async () => {
    const { page, calls } = pageOf('/rg-app/featured', NEW_GEAR, null)
    const data = await loadFeatured(page, false)
    expect(data.banners.map((b) => b.key)).toEqual(['timer-remote', 'the-index', 'events', 'gyms', 'deals', 'new-gear', '3-ships-free'])
    expect(data.fiveForFive).toBeNull()
    expect(data.products.map((p) => p.name)).toEqual(['Ohio Bar'])
    expect(calls.some((c) => c.url.includes('/category/210/products') && c.url.includes('limit=8'))).toBe(true)
    expect(calls.filter((c) => /svc_programming|promotion|svc_customer/.test(c.url))).toEqual([])
  })

  it('a customer with programs gets the programming banner; five-for-five remaining defaults to 2 when the status cannot be read', async () => {
    const { page, calls } = pageOf('/rg-app/featured', {
      ...NEW_GEAR,
      ...CUSTOMER,
      '/svc_programming/programs': { programs: [PROGRAM] },
      '/svc_checkout/promotion/status': () => json({ error: 'service_unavailable', message: 'down' }, 503),
    })
    const data = await loadFeatured(page, true)
    expect(data.banners.map((b) => b.key)).toContain('programming')
    expect(data.fiveForFive).toEqual({ remaining: 2, offered: false })
    expect(data.firstName).toBe('Rhea')
    expect(calls.find((c) => c.url.startsWith('/svc_checkout/promotion/status'))?.body).toEqual({ email: 'rhea@example.com' })
  })

  it('a customer without programs gets no programming banner and the remaining the promotion status answers', async () => {
    const { page } = pageOf('/rg-app/featured', {
      ...NEW_GEAR,
      ...CUSTOMER,
      '/svc_programming/programs': { programs: [] },
      '/svc_checkout/promotion/status': { fiveShipForFive: true, fiveShipForFiveRemaining: 1 },
    })
    const data = await loadFeatured(page, true)
    expect(data.banners.map((b) => b.key)).not.toContain('programming')
    expect(data.fiveForFive).toEqual({ remaining: 1, offered: true })
  })
})

describe('commerce §2: in the app a guest is asked to log in instead of a redirect', () => {
  it('orders for a guest (the API says 401) answers the login prompt with the way back, on the Canadian site too', async () => {
    const { page, calls } = pageOf('/ca/rg-app/orders?page=2', { '/svc_customer': () => json({ error: 'unauthorized', message: 'Please log in' }, 401) })
    expect(await loadAppOrders(page, true, 'orders')).toEqual({ screen: 'orders', signedIn: false, loginHref: '/ca/login?redirect=/ca/rg-app/orders%3Fpage%3D2' })
    expect(calls.some((c) => c.url.startsWith('/svc_checkout/order'))).toBe(false)
  })
})

describe('shell §2 exclusive/{productId}', () => {
  const answers = { '/svc_content/catalog/product/1001': { product: makeProduct({ productId: 1001, name: 'Ohio Bar', url: '/the-ohio-bar' }) }, '/svc_content/hot/active': { products: [], hundoProductIds: [] } }
  it('in the app the product with its price; outside it where to find it; an unknown id is a 404', async () => {
    const inApp = await loadExclusive(pageOf('/rg-app/exclusive/1001', answers, 'isMobileApp=true').page, '1001')
    expect(inApp.inApp && inApp.product.name).toBe('Ohio Bar')
    const outside = await loadExclusive(pageOf('/rg-app/exclusive/1001', answers, null).page, '1001')
    expect(outside).toEqual({ screen: 'exclusive', inApp: false, name: 'Ohio Bar', productHref: '/the-ohio-bar' })
    const unknown = await loadExclusive(pageOf('/rg-app/exclusive/5', answers, 'isMobileApp=true').page, '5').catch((e: unknown) => e)
    expect((unknown as { init?: { status?: number } }).init?.status).toBe(404)
    const bad = await loadExclusive(pageOf('/rg-app/exclusive/x', answers, 'isMobileApp=true').page, 'x').catch((e: unknown) => e)
    expect((bad as { init?: { status?: number } }).init?.status).toBe(404)
  })
})

describe('platform §7 svc_push forms', () => {
  it('the preferences form sends every type, an unchecked box as off', async () => {
    const { page, calls } = pageOf('/rg-app/account/notifications/preferences', {
      '/svc_push/preferences': { preferences: [] },
    })
    const form = new FormData()
    form.set('intent', 'preferences')
    form.append('type', 'order_updates')
    form.append('type', 'deals')
    await notificationAction(page, form)
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { preferences: { order_updates: true, back_in_stock: false, deals: true, events: false } } })
  })

  it('a refused mark-as-read shows the API’s message with its status', async () => {
    const { page } = pageOf('/rg-app/account/notifications', { '/svc_push/notifications/read': () => json({ error: 'not_found', message: 'Notification 9 was not found' }, 404) })
    const form = new FormData()
    form.set('intent', 'read')
    form.append('id', '9')
    const answer = (await notificationAction(page, form)) as { data: unknown; init: { status: number } }
    expect(answer.data).toEqual({ pushError: 'Notification 9 was not found' })
    expect(answer.init.status).toBe(404)
  })
})
