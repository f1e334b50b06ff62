// The marketing consumers of platform §6 (docs/marketing.md): the affiliate tracker, the email marketing
// provider and the ad tracker record what a shopper's consent allows and nothing else. Orders are
// placed through the app's own /svc_checkout over carts of the list service, as the storefront does.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { GatewayCard, Order, OrderQuote } from '@ironhouse/contracts'
import { adConversions, affiliateSales, emailMarketingCarts, emailMarketingPurchases, inventory, outboxJobs, products } from '@ironhouse/db'
import { DEMO_IDS, PRODUCT_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { cardOrderBody } from '../../../test/card-order.ts'
import { STORE_ORIGIN } from '../../../test/shopper.ts'
import { addTestSignInRoute, signedInCustomer } from '../../../test/sign-in.ts'
import { ABANDONED_CART_JOB, DEFAULT_ABANDONED_CART_AFTER_MS } from './providers/email-marketing.ts'

const OPERATOR_TOKEN = 'op_test_token_for_marketing'
const mailbox = mkdtempSync(join(tmpdir(), 'ironhouse-marketing-mail-'))
let t: TestApp

const P = { plain: DEMO_IDS.ohioBar, special: DEMO_IDS.specialPrice, promo: DEMO_IDS.activePromo, concept2: DEMO_IDS.concept2, flagged: PRODUCT_IDS.proCollars, hundo: DEMO_IDS.hundo }

beforeAll(async () => {
  const { fileOutboxTransport } = await import('../mail/providers/mail-transport.ts')
  t = await openTestApp({ operatorToken: OPERATOR_TOKEN, mail: { transport: fileOutboxTransport(mailbox), from: 'Ironhouse <orders@ironhouse.local>' } }, addTestSignInRoute)
  await t.db.db.update(inventory).set({ qoh: 500 }).where(inArray(inventory.productId, Object.values(P)))
  // our attribute that keeps a product out of affiliate sales (rules.md: affiliate_excluded)
  await t.db.db
    .update(products)
    .set({ attributes: sql`${products.attributes} || '{"affiliate_excluded": 1}'::jsonb` })
    .where(eq(products.productId, P.flagged))
})
afterAll(async () => {
  await t.close()
})

const address = { firstname: ' Ada ', lastname: 'LIFTER', telephone: '(614) 555-0100', email: 'ada@example.com', street: [' 545 E 5th Ave '], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US' }
const nextYear = new Date().getUTCFullYear() + 1
const MARKETING_OFF = encodeURIComponent(JSON.stringify({ marketing: false, performance: true, functional: true }))
const MARKETING_ON = encodeURIComponent(JSON.stringify({ marketing: true, performance: true, functional: true }))

/** A browser: its cookies, and whether it sends the Global Privacy Control signal (Sec-GPC: 1). */
function browser(cookies: Record<string, string> = {}, gpc = false) {
  const jar = new Map(Object.entries(cookies))
  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await t.app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(method === 'GET' ? {} : { origin: STORE_ORIGIN }), ...(gpc ? { 'sec-gpc': '1' } : {}) },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    })
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0) jar.delete(c.name)
      else jar.set(c.name, c.value)
    }
    return res
  }
  return { jar, call }
}
type Browser = ReturnType<typeof browser>

/** A cart as the storefront makes it: the `quote` list (commerce §4), or another type of list. */
async function cartWith(b: Browser, items: Array<{ productId: number; qty: number }>, type = 'quote'): Promise<string> {
  const created = await b.call('POST', '/svc_list/lists', { type })
  const listId = (created.json() as { list: { _id: string } }).list._id
  const added = await b.call('POST', `/svc_list/lists/${listId}/items`, { items })
  expect(added.statusCode, added.body).toBe(200)
  return listId
}

/** Quotes and places a cart's order with a card, as the checkout screens do. */
async function placeOrder(b: Browser, listId: string, email = address.email) {
  const quoted = await b.call('POST', '/svc_checkout/order/quote', { listId, storeId: 1, email, shippingAddress: address })
  expect(quoted.statusCode, quoted.body).toBe(200)
  const quote = OrderQuote.parse(quoted.json())
  const card = GatewayCard.parse((await b.call('POST', '/gateway/v1/tokens', { number: '4111111111111111', expMonth: 12, expYear: nextYear, cvc: '123', holderName: 'Ada Lifter' })).json())
  const placed = await b.call('POST', '/svc_checkout/order', { ...cardOrderBody({ listId, address: { ...address, email }, quote, token: card.token }), agreements: { subscription: true, trial: true } })
  expect(placed.statusCode, placed.body).toBe(200)
  return Order.parse(placed.json())
}

async function checkOut(b: Browser, items: Array<{ productId: number; qty: number }>, email = address.email) {
  return placeOrder(b, await cartWith(b, items), email)
}

const operator = (url: string, token: string | null = OPERATOR_TOKEN) => t.app.inject({ method: 'GET', url: `/svc_marketing/operator${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} })

const recorded = async (orderNumber: string) => ({
  sales: await t.db.db.select().from(affiliateSales).where(eq(affiliateSales.orderNumber, orderNumber)),
  purchases: await t.db.db.select().from(emailMarketingPurchases).where(eq(emailMarketingPurchases.orderNumber, orderNumber)),
  conversions: await t.db.db.select().from(adConversions).where(eq(adConversions.orderNumber, orderNumber)),
})

/** The abandoned-cart checks of an email fall due now (as if the hours had passed). */
async function hoursLater(email: string) {
  await t.db.db
    .update(outboxJobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(and(eq(outboxJobs.type, ABANDONED_CART_JOB), eq(outboxJobs.status, 'pending'), sql`${outboxJobs.payload}->>'email' = ${email}`))
  await t.app.jobs.drain()
}

const remindersTo = (email: string) =>
  readdirSync(mailbox)
    .map((name) => readFileSync(join(mailbox, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`) && mail.includes('You left something in your Ironhouse cart'))

async function customerBrowser(email: string, cookies: Record<string, string> = {}, gpc = false) {
  const customer = await signedInCustomer(t.app, email)
  return browser({ ...customer.cookies, ...cookies }, gpc)
}

describe('platform §6 affiliate tracker: the affiliate visit', () => {
  it('?aff= on a page keeps the affiliate 30 days in a cookie where marketing is allowed (USA by default) and answers the page without it', async () => {
    const b = browser()
    const res = await b.call('GET', '/bars?aff=Coach-Kim&sort=price')
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/bars?sort=price')
    const cookie = res.cookies.find((c) => c.name === 'ih_aff')
    expect(cookie).toMatchObject({ value: 'coach-kim', httpOnly: true, path: '/', maxAge: 30 * 86_400 })
    // a path that is not a page keeps its parameter; a path of another host is never a target
    expect((await b.call('GET', '/svc_ssr/sites?aff=coach-kim')).statusCode).toBe(200)
    expect((await b.call('GET', '//evil.example/x?aff=coach-kim')).headers.location).toBe('/evil.example/x')
  })

  it('no cookie without marketing consent: EUR and GBR by default, a saved refusal, or the GPC signal; a kept cookie is removed', async () => {
    for (const [b, path] of [
      [browser(), '/eu/bars?aff=coach-kim'],
      [browser(), '/uk?aff=coach-kim'],
      [browser({ cookiePreferences: MARKETING_OFF }), '/bars?aff=coach-kim'],
      [browser({}, true), '/bars?aff=coach-kim'],
      [browser({ cookiePreferences: MARKETING_ON }, true), '/bars?aff=coach-kim'],
    ] as const) {
      const res = await b.call('GET', path)
      expect(res.statusCode, path).toBe(302)
      expect(res.headers.location).toBe(path.split('?')[0])
      expect(res.cookies.find((c) => c.name === 'ih_aff' && c.value !== '')).toBeUndefined()
    }
    // granted on EUR: kept
    const granted = await browser({ cookiePreferences: MARKETING_ON }).call('GET', '/eu/bars?aff=coach-kim')
    expect(granted.cookies.find((c) => c.name === 'ih_aff')?.value).toBe('coach-kim')
    // refused later: the kept affiliate goes
    const refused = browser({ cookiePreferences: MARKETING_OFF, ih_aff: 'coach-kim' })
    await refused.call('GET', '/bars?aff=other')
    expect(refused.jar.has('ih_aff')).toBe(false)
  })
})

describe('platform §6 affiliate tracker: sale registration', () => {
  it('registers the order with the affiliate, leaving out special price, promo, the excluded attribute and Concept 2 (amount: list price × qty); the operator reads it per affiliate', async () => {
    const b = browser()
    await b.call('GET', '/?aff=garage-gym-tv')
    const order = await checkOut(b, [
      { productId: P.plain, qty: 2 },
      { productId: P.special, qty: 1 },
      { productId: P.promo, qty: 1 },
      { productId: P.concept2, qty: 1 },
      { productId: P.flagged, qty: 1 },
      { productId: P.hundo, qty: 1 },
    ])
    await t.app.jobs.drain()
    const [sale] = (await recorded(order.orderId)).sales
    expect(sale).toMatchObject({ affiliateCode: 'garage-gym-tv', currency: 'USD', orderDiscount: 0 })
    // a single hundo line (90 lb) earns no discount, so it is sold with the affiliate
    expect(sale?.items.map((i) => i.productId).sort()).toEqual([P.plain, P.hundo].sort())
    expect(sale?.amount).toBe(2 * 39500 + 10000)
    expect(Object.fromEntries((sale?.excluded ?? []).map((i) => [i.productId, i.reason]))).toEqual({
      [P.special]: 'specialPrice',
      [P.promo]: 'promo',
      [P.concept2]: 'manufacturer',
      [P.flagged]: 'excludedAttribute',
    })

    const summary = await operator('/affiliates')
    expect(summary.statusCode).toBe(200)
    expect(summary.json().affiliates).toContainEqual(expect.objectContaining({ affiliateCode: 'garage-gym-tv', currency: 'USD', sales: 1, amount: 89000 }))
    const sales = await operator('/affiliates/Garage-Gym-TV/sales')
    expect(sales.json()).toMatchObject({ affiliateCode: 'garage-gym-tv', count: 1, sales: [{ orderNumber: order.orderId, amount: 89000 }] })
    // the job again registers nothing twice
    expect((await recorded(order.orderId)).sales).toHaveLength(1)
  })

  it('hundo-grouped lines are left out when the order has a discount (two plates: 180 lb earn the hundo discount)', async () => {
    const b = browser()
    await b.call('GET', '/?aff=plate-club')
    const order = await checkOut(b, [
      { productId: P.plain, qty: 1 },
      { productId: P.hundo, qty: 2 },
    ])
    expect(order.totals.discount).toBeGreaterThan(0)
    await t.app.jobs.drain()
    const [sale] = (await recorded(order.orderId)).sales
    expect(sale?.items.map((i) => i.productId)).toEqual([P.plain])
    expect(sale?.excluded).toEqual([expect.objectContaining({ productId: P.hundo, reason: 'hundoWithDiscount' })])
    expect(sale?.amount).toBe(39500)
  })

  it('no sale without consent at the order: the affiliate cookie is ignored with GPC or a refusal saved since the visit', async () => {
    for (const b of [browser({ ih_aff: 'coach-kim' }, true), browser({ ih_aff: 'coach-kim', cookiePreferences: MARKETING_OFF })]) {
      const order = await checkOut(b, [{ productId: P.plain, qty: 1 }])
      await t.app.jobs.drain()
      expect(await recorded(order.orderId)).toEqual({ sales: [], purchases: [], conversions: [] })
    }
  })
})

describe('platform §5, §6 ad tracker: the conversion', () => {
  it('records the order with the normalised buyer data: US phone of 10 digits as +1…, email and address trimmed and lowercased', async () => {
    const order = await checkOut(browser(), [{ productId: P.plain, qty: 1 }], ' Ada.Lifter@Example.com ')
    await t.app.jobs.drain()
    const [conversion] = (await recorded(order.orderId)).conversions
    expect(conversion).toMatchObject({ value: order.totals.grandTotalIncludingTax, currency: 'USD' })
    expect(conversion?.data).toEqual({
      email: 'ada.lifter@example.com',
      phone: '+16145550100',
      countryId: 'us',
      firstname: 'ada',
      lastname: 'lifter',
      street: ['545 e 5th ave'],
      city: 'columbus',
      region: 'oh',
      postcode: '43201',
    })
    const listed = await operator('/ad-conversions?limit=100')
    expect(listed.json().conversions.map((c: { orderNumber: string }) => c.orderNumber)).toContain(order.orderId)
  })
})

describe('platform §6, §7 email marketing provider: updateCart, trackPurchase and the abandoned-cart mail', () => {
  const iterable = { iterableEmailCampaignId: '4412', iterableTemplateId: '9001', iterableEndUserId: 'user-77' }

  it('updateCart for a signed-in customer with the iterable campaign and template; one reminder after 4 hours, not again for the same cart', async () => {
    const email = 'abandoned@example.com'
    const b = await customerBrowser(email, iterable)
    const listId = await cartWith(b, [{ productId: P.plain, qty: 2 }])
    await t.app.jobs.drain()
    const record = (await operator(`/email?email=${encodeURIComponent(email.toUpperCase())}`)).json()
    expect(record.cart).toMatchObject({ listId, userId: 'user-77', campaignId: 4412, templateId: 9001, total: 79000, purchasedAt: null, remindedAt: null })
    expect(record.cart.items).toEqual([
      expect.objectContaining({ id: String(P.plain), sku: 'IH-OHIO-BAR', name: 'The Ohio Bar', price: 39500, quantity: 2, url: 'http://localhost:3000/the-ohio-bar', categories: expect.arrayContaining(['Bars']) }),
    ])
    // the check waits the window
    const [check] = await t.db.db.select().from(outboxJobs).where(and(eq(outboxJobs.type, ABANDONED_CART_JOB), sql`${outboxJobs.payload}->>'email' = ${email}`))
    expect(new Date(check?.runAt ?? 0).getTime() - Date.now()).toBeGreaterThan(DEFAULT_ABANDONED_CART_AFTER_MS - 60_000)
    expect(remindersTo(email)).toHaveLength(0)

    await hoursLater(email)
    await t.app.jobs.drain()
    const [mail] = remindersTo(email)
    expect(mail).toContain('The Ohio Bar')
    expect(mail).toContain('http://localhost:3000/cart')
    // the same cart changed and left again: no second mail
    const [line] = (await b.call('GET', `/svc_list/lists/${listId}`)).json().list.items
    expect((await b.call('PUT', `/svc_list/lists/${listId}/items/${line._id}`, { qty: 3 })).statusCode).toBe(200)
    await t.app.jobs.drain()
    await hoursLater(email)
    await t.app.jobs.drain()
    expect(remindersTo(email)).toHaveLength(1)
  })

  it('trackPurchase for the order with campaign and template; a bought cart gets no reminder', async () => {
    const email = 'bought@example.com'
    const b = await customerBrowser(email, iterable)
    const order = await checkOut(b, [{ productId: P.plain, qty: 1 }], email)
    await t.app.jobs.drain()
    const [purchase] = (await recorded(order.orderId)).purchases
    expect(purchase).toMatchObject({ email, userId: 'user-77', campaignId: 4412, templateId: 9001, total: order.totals.grandTotalIncludingTax })
    expect(purchase?.items).toEqual([expect.objectContaining({ id: String(P.plain), quantity: 1, price: 39500 })])
    await hoursLater(email)
    await t.app.jobs.drain()
    expect(remindersTo(email)).toHaveLength(0)
    const [cart] = await t.db.db.select().from(emailMarketingCarts).where(eq(emailMarketingCarts.email, email))
    expect(cart?.purchasedAt).not.toBeNull()
  })

  it('nothing is sent or kept without consent: a saved refusal, GPC, or the EUR default', async () => {
    const cases: Array<{ email: string; cookies: Record<string, string>; gpc: boolean }> = [
      { email: 'refused@example.com', cookies: { cookiePreferences: MARKETING_OFF }, gpc: false },
      { email: 'gpc@example.com', cookies: {}, gpc: true },
    ]
    for (const c of cases) {
      const b = await customerBrowser(c.email, { ...iterable, ...c.cookies }, c.gpc)
      await cartWith(b, [{ productId: P.plain, qty: 1 }])
      await t.app.jobs.drain()
      await hoursLater(c.email)
      const record = (await operator(`/email?email=${c.email}`)).json()
      expect(record).toEqual({ email: c.email, cart: null, purchases: [] })
      expect(remindersTo(c.email)).toHaveLength(0)
    }
    // a cart of the EUR store: denied by default until granted
    const eu = await customerBrowser('eu-shopper@example.com')
    const created = await eu.call('POST', '/svc_list/site/EUR/lists', { type: 'quote' })
    const listId = (created.json() as { list: { _id: string } }).list._id
    expect((await eu.call('POST', `/svc_list/site/EUR/lists/${listId}/items`, { items: [{ productId: P.plain, qty: 1 }] })).statusCode).toBe(200)
    await t.app.jobs.drain()
    expect((await operator('/email?email=eu-shopper@example.com')).json().cart).toBeNull()
  })

  it('a refusal saved after the cart was sent drops it at the next change: the reminder queued before is not sent', async () => {
    const email = 'changed-mind@example.com'
    const b = await customerBrowser(email, iterable)
    const listId = await cartWith(b, [{ productId: P.plain, qty: 1 }])
    await t.app.jobs.drain()
    expect((await operator(`/email?email=${email}`)).json().cart).toMatchObject({ listId })
    b.jar.set('cookiePreferences', MARKETING_OFF)
    expect((await b.call('POST', `/svc_list/lists/${listId}/items`, { items: [{ productId: P.hundo, qty: 1 }] })).statusCode).toBe(200)
    await t.app.jobs.drain()
    expect((await operator(`/email?email=${email}`)).json().cart).toBeNull()
    await hoursLater(email)
    expect(remindersTo(email)).toHaveLength(0)
  })

  it('a guest has no known email, and a wishlist is not a cart: nothing is sent', async () => {
    const before = (await t.db.db.select().from(emailMarketingCarts)).length
    await cartWith(browser(iterable), [{ productId: P.plain, qty: 1 }])
    await t.app.jobs.drain()
    expect(await t.db.db.select().from(emailMarketingCarts)).toHaveLength(before)
    await cartWith(await customerBrowser('wishes@example.com', iterable), [{ productId: P.plain, qty: 1 }], 'wishlist')
    await t.app.jobs.drain()
    expect((await operator('/email?email=wishes@example.com')).json().cart).toBeNull()
  })
})

describe('the operator calls (GET /svc_marketing/operator/…)', () => {
  it('need the operator token (401), and answer 400 for a malformed affiliate code, email or page', async () => {
    expect((await operator('/affiliates', null)).statusCode).toBe(401)
    expect((await operator('/affiliates', 'wrong')).statusCode).toBe(401)
    const badCode = await operator('/affiliates/no%20spaces!/sales')
    expect(badCode.statusCode).toBe(400)
    expect(badCode.json().error).toBe('validation_error')
    expect((await operator('/email?email=not-an-email')).statusCode).toBe(400)
    expect((await operator('/ad-conversions?limit=1000')).statusCode).toBe(400)
  })
})
