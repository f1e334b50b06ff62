// After the order (issue 10 item 8): the fulfilment step to shipped with a tracking number, the
// tracker and the account's calls showing it, programs granted on purchase. Orders are placed through
// the app's own /svc_checkout over carts of the list service, as the storefront places them.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ErrorBody, GatewayCard, Order, OrderList, OrderQuote } from '@ironhouse/contracts'
import { inventory, programGrants } from '@ironhouse/db'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { decodeTrackerEmail, encodeTrackerEmail } from '@ironhouse/domain'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.ts'
import { shopper, type Shopper } from '../../../test/shopper.ts'
import { addTestSignInRoute, signedInShopper } from '../../../test/sign-in.ts'

const OPERATOR_TOKEN = 'op_test_token_for_fulfilment'
const mailbox = mkdtempSync(join(tmpdir(), 'ironhouse-after-order-mail-'))
let t: TestApp

beforeAll(async () => {
  const { fileOutboxTransport } = await import('../mail/providers/mail-transport.ts')
  t = await openTestApp({ operatorToken: OPERATOR_TOKEN, mail: { transport: fileOutboxTransport(mailbox), from: 'Ironhouse <orders@ironhouse.local>' } }, addTestSignInRoute)
  await t.db.db.update(inventory).set({ qoh: 500 }).where(eq(inventory.productId, DEMO_IDS.ohioBar))
})
afterAll(async () => {
  await t.close()
})

const address = { firstname: 'Ada', lastname: 'Lifter', telephone: '6145550100', email: 'ada@example.com', street: ['545 E 5th Ave'], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US' }
const nextYear = new Date().getUTCFullYear() + 1

/** A cart of the list service, quoted and placed with a card, as the checkout screens do. */
async function checkOut(s: Shopper, items: Array<{ productId: number; qty: number; metadata?: Record<string, unknown>; options?: Record<string, unknown>; children?: Array<{ productId: number; qty: number }> }>, email = address.email, giftcards: Array<{ code: string }> = []) {
  const created = await s.post('/svc_list/lists', { type: 'cart' })
  const listId = (created.body.list as { _id: string })._id
  const added = await s.post(`/svc_list/lists/${listId}/items`, { items })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  const quoted = await s.post('/svc_checkout/order/quote', { listId, storeId: 1, email, shippingAddress: address, giftcards })
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  const quote = OrderQuote.parse(quoted.body)
  const card = GatewayCard.parse((await s.post('/gateway/v1/tokens', { number: '4111111111111111', expMonth: 12, expYear: nextYear, cvc: '123', holderName: 'Ada Lifter' })).body)
  const placed = await s.post('/svc_checkout/order', {
    listId,
    storeId: 1,
    email,
    shippingAddress: quote.needsShipping ? address : undefined,
    billingAddress: address,
    shipping: quote.shipping.map(({ shippingCode, packageNumber, rate }) => ({ shippingCode, packageNumber, rate })),
    totals: quote.totals,
    giftcards,
    payment: { paymentType: quote.totals.grandTotalIncludingTax === 0 ? 'free' : 'adyen', adyenType: 'scheme', transactionToken: card.token },
    agreements: { subscription: true, trial: true },
  })
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  return Order.parse(placed.body)
}

/** A signed-in customer's browser. */
const customerShopper = (email: string) => signedInShopper(t.app, email)

const ship = (orderId: string, body: unknown, token: string | null = OPERATOR_TOKEN) =>
  t.app.inject({ method: 'POST', url: `/svc_checkout/fulfilment/orders/${orderId}/ship`, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} })

const mails = () => readdirSync(mailbox).map((name) => readFileSync(join(mailbox, name), 'utf8'))

describe('the fulfilment step (POST /svc_checkout/fulfilment/orders/{id}/ship)', () => {
  it('moves a published order to shipped with its tracking number, shown by the tracker and the account, and mails the customer', async () => {
    const { customer, s } = await customerShopper('shipped@example.com')
    const order = await checkOut(s, [{ productId: DEMO_IDS.ohioBar, qty: 1 }], customer.email)

    // not before it is published (paid orders are published by their job)
    const early = await ship(order.orderId, { carrier: 'ups', trackingNumber: '1Z999AA10123456784' })
    expect(early.statusCode).toBe(409)
    expect(ErrorBody.parse(early.json()).error).toBe('invalid_state')
    await t.app.jobs.drain()

    const res = await ship(order.orderId, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })
    expect(res.statusCode, res.body).toBe(200)
    const shipped = Order.parse(res.json())
    expect(shipped.status).toBe('shipped')
    expect(shipped.shipments).toEqual([
      expect.objectContaining({ carrier: 'ups', trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784', packageNumbers: [1] }),
    ])
    // the same report twice changes nothing
    const again = Order.parse((await ship(order.orderId, { carrier: 'ups', trackingNumber: '1Z999AA10123456784' })).json())
    expect(again.shipments).toHaveLength(1)

    const tracked = await t.app.inject({ method: 'GET', url: `/svc_checkout/track?order=${order.orderId}&email=${encodeURIComponent('Shipped@Example.com')}` })
    expect(Order.parse(tracked.json())).toMatchObject({ status: 'shipped', shipments: [{ trackingNumber: '1Z999AA10123456784' }] })

    const history = OrderList.parse((await s.get('/svc_checkout/order?view=shipped')).body)
    expect(history.orders.map((o) => o.orderId)).toEqual([order.orderId])
    expect(OrderList.parse((await s.get('/svc_checkout/order?view=open')).body).count).toBe(0)

    await t.app.jobs.drain()
    const mail = mails().find((text) => text.includes(`Subject: Your Ironhouse order ${order.orderId} has shipped`))
    expect(mail).toBeDefined()
    expect(mail).toContain('Tracking number: 1Z999AA10123456784')
    // the tracking link carries the email encoded, on the site's configured origin
    const text = (mail ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=') // quoted-printable
    const link = /http:\/\/localhost:3000\/shippingtracker\?order=(IH\d+)&data=([A-Za-z0-9_-]+)/.exec(text)
    expect(link?.[1]).toBe(order.orderId)
    expect(decodeTrackerEmail(link?.[2] ?? '')).toBe(customer.email)
  })

  it('is refused without the operator token, for an unknown order, and with a malformed tracking number', async () => {
    expect((await ship('IH100000001', { carrier: 'ups', trackingNumber: '1Z999' }, null)).statusCode).toBe(401)
    expect((await ship('IH100000001', { carrier: 'ups', trackingNumber: '1Z999' }, 'wrong')).statusCode).toBe(401)
    expect((await ship('IH999999999', { carrier: 'ups', trackingNumber: '1Z999AA1' })).statusCode).toBe(404)
    expect((await ship('IH999999999', { carrier: 'ups', trackingNumber: '<script>' })).statusCode).toBe(400)
  })

  it('does not exist when no OPERATOR_TOKEN is configured', async () => {
    const bare = await openTestApp()
    try {
      const res = await bare.app.inject({ method: 'POST', url: '/svc_checkout/fulfilment/orders/IH100000001/ship', payload: { carrier: 'ups', trackingNumber: '1Z999AA1' }, headers: { authorization: 'Bearer anything' } })
      expect(res.statusCode).toBe(404)
    } finally {
      await bare.close()
    }
  })
})

describe('programs granted on purchase (shell §2 /account/programming)', () => {
  it('a customer who buys a program gets access to it once the order is published', async () => {
    const { customer, s } = await customerShopper('programs@example.com')
    const order = await checkOut(s, [{ productId: DEMO_IDS.program, qty: 1 }], customer.email)
    expect(await t.db.db.select().from(programGrants).where(eq(programGrants.customerId, customer.id))).toEqual([])
    await t.app.jobs.drain()
    const grants = await t.db.db.select().from(programGrants).where(eq(programGrants.customerId, customer.id))
    expect(grants).toEqual([expect.objectContaining({ productId: DEMO_IDS.program, orderNumber: order.orderId })])
  })
})

describe('gift cards bought in the store (commerce §3 giftcard metadata)', () => {
  it('an e-gift card of a chosen amount is issued when the order is published, mailed to its recipient, and pays for another order', async () => {
    const buyer = shopper(t.app)
    const recipientEmail = 'gift-recipient@example.com'
    const bought = await checkOut(buyer, [
      { productId: DEMO_IDS.giftcardOpen, qty: 1, metadata: { giftcard: { delivery: 'email', customAmount: 7_500, recipientEmail, recipientName: 'Bo', senderName: 'Ada', message: 'Lift heavy' } } },
    ])
    expect(bought.totals.grandTotalIncludingTax).toBe(7_500)
    await t.app.jobs.drain()
    const mail = mails().find((text) => text.includes(`To: ${recipientEmail}`))
    expect(mail, 'the recipient\'s mail').toBeDefined()
    expect(mail).toContain('Ada sent you an Ironhouse gift card')
    const code = /Your gift card code: (\S+)/.exec(mail ?? '')?.[1]
    expect(code).toMatch(/^[A-Z0-9-]{8,}$/)

    // the recipient spends it on HG Collars (1202, $29.00): the order's total with shipping and tax is taken, the rest stays on the card
    const recipient = shopper(t.app)
    const paid = await checkOut(recipient, [{ productId: 1202, qty: 1 }], recipientEmail, [{ code: code ?? '' }])
    expect(paid.totals.grandTotalIncludingTax).toBe(0)
    // the order shows the card by its last four characters only
    expect(paid.giftcards).toEqual([{ code: `••••-${(code ?? '').slice(-4)}`, amount: paid.totals.giftcards }])
    expect(paid.totals.giftcards).toBeGreaterThan(2_900)
    const balance = await recipient.post('/svc_gc/giftcard/balance', { code })
    expect(balance.body).toMatchObject({ balance: 7_500 - paid.totals.giftcards, currency: 'USD' })
  })
})

describe('GET /svc_checkout/track (shell §2 /shippingtracker)', () => {
  it('finds a guest order by its number and email; another email or number is 404', async () => {
    const s = shopper(t.app)
    const order = await checkOut(s, [{ productId: DEMO_IDS.ohioBar, qty: 1 }], 'guest.tracker@example.com')
    const url = (order: string, email: string) => `/svc_checkout/track?order=${order}&email=${encodeURIComponent(email)}`
    expect((await t.app.inject({ method: 'GET', url: url(order.orderId, 'guest.tracker@example.com') })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: url(order.orderId, 'someone@example.com') })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: url('IH999999998', 'guest.tracker@example.com') })).statusCode).toBe(404)
    expect(encodeTrackerEmail('guest.tracker@example.com')).not.toContain('@')
  })
})

describe('what the shopper chose, kept with the order (the chosen SKU and options the cart showed)', () => {
  const RACK_RED = 10_001 // the Monster Lite Rack's red child (IH-ML-RACK-RED)
  const BELT = DEMO_IDS.customOptions // the Ohio Lifting Belt: Size, Leather Colour, Add-ons, Custom Text
  const beltOptions = { [`${BELT}01`]: `${BELT}012`, [`${BELT}02`]: `${BELT}023`, [`${BELT}03`]: [`${BELT}031`], [`${BELT}05`]: 'LIFT' }
  /** A mail's text as written (quoted-printable decoded). */
  const decoded = (mail: string) => Buffer.from(mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')

  it('the order, its tracker, the history and the confirmation mail show the colour child\'s SKU and the options as the cart did', async () => {
    const { customer, s } = await customerShopper('chosen.options@example.com')
    const order = await checkOut(
      s,
      [
        { productId: DEMO_IDS.configurable, qty: 1, children: [{ productId: RACK_RED, qty: 1 }] },
        { productId: BELT, qty: 1, options: beltOptions },
      ],
      customer.email,
    )
    const rack = { productId: DEMO_IDS.configurable, sku: 'IH-ML-RACK', linkSku: 'IH-ML-RACK-RED', configuration: 'Color: Red' }
    const belt = { productId: BELT, configuration: 'Size: Medium, Leather Colour: Oxblood, Add-ons: Belt Bag, Custom Text: LIFT' }
    expect(order.items).toEqual([expect.objectContaining(rack), expect.objectContaining(belt)])
    const beltSku = order.items[1]?.sku
    expect(order.items[1]?.linkSku).toBe(beltSku)

    // read back: the order page, the tracker and the order history
    const read = await s.get(`/svc_checkout/order/${order.orderId}?storeId=1`)
    expect(read.status).toBe(200)
    expect(Order.parse(read.body).items).toEqual([expect.objectContaining(rack), expect.objectContaining({ ...belt, linkSku: beltSku })])
    const tracked = await t.app.inject({ method: 'GET', url: `/svc_checkout/track?order=${order.orderId}&email=${encodeURIComponent(customer.email)}` })
    expect(Order.parse(tracked.json()).items).toEqual([expect.objectContaining(rack), expect.objectContaining(belt)])
    const history = OrderList.parse((await s.get('/svc_checkout/order')).body)
    expect(history.orders.find((o) => o.orderId === order.orderId)?.items).toEqual([expect.objectContaining(rack), expect.objectContaining(belt)])

    // the confirmation mail names them under each line
    await t.app.jobs.drain()
    const mail = mails().find((text) => text.includes(`Subject: Your Ironhouse order ${order.orderId}`) && !text.includes('has shipped'))
    expect(mail).toBeDefined()
    const text = decoded(mail ?? '')
    expect(text).toMatch(/1 × Monster Lite Rack .*\n\s+Color: Red\n\s+SKU: IH-ML-RACK-RED\n/)
    expect(text).toMatch(/1 × Ohio Lifting Belt .*\n\s+Size: Medium, Leather Colour: Oxblood, Add-ons: Belt Bag, Custom Text: LIFT\n\s+SKU: /)
  })

  it('a bundle\'s chosen products stay on its line: in the order, the history, the tracker and the confirmation mail', async () => {
    const P = DEMO_IDS.products
    const { customer, s } = await customerShopper('chosen.bundle@example.com')
    const children = [
      { productId: P.ohioBar, qty: 1, metadata: { bundleOptionId: 160101 } },
      { productId: P.echoBumperPlates, qty: 2, metadata: { bundleOptionId: 160102 } },
      { productId: P.freeGymTowel, qty: 1, price: 0, metadata: { freeBundleOptionId: 160104 } },
    ]
    const order = await checkOut(s, [{ productId: DEMO_IDS.bundle, qty: 1, children }, { productId: DEMO_IDS.ohioBar, qty: 1 }], customer.email)
    const bundled = order.items[0]?.bundleProducts ?? []
    // as the cart lists them: the bar once, two pairs of plates, the free towel; ids and SKUs as cart item meta names them
    expect(bundled.map((c) => [c.id, c.qty])).toEqual([
      [String(P.ohioBar), 1],
      [String(P.echoBumperPlates), 2],
      [String(P.freeGymTowel), 1],
    ])
    expect(bundled[0]).toEqual({ id: String(P.ohioBar), sku: 'IH-OHIO-BAR', name: 'The Ohio Bar', qty: 1 })
    // a line that is no bundle carries none
    expect(order.items[1]?.bundleProducts).toEqual([])

    const read = Order.parse((await s.get(`/svc_checkout/order/${order.orderId}?storeId=1`)).body)
    expect(read.items[0]?.bundleProducts).toEqual(bundled)
    const tracked = await t.app.inject({ method: 'GET', url: `/svc_checkout/track?order=${order.orderId}&email=${encodeURIComponent(customer.email)}` })
    expect(Order.parse(tracked.json()).items[0]?.bundleProducts).toEqual(bundled)
    const history = OrderList.parse((await s.get('/svc_checkout/order')).body)
    expect(history.orders.find((o) => o.orderId === order.orderId)?.items[0]?.bundleProducts).toEqual(bundled)

    await t.app.jobs.drain()
    const mail = mails().find((text) => text.includes(`Subject: Your Ironhouse order ${order.orderId}`) && !text.includes('has shipped'))
    const text = decoded(mail ?? '')
    // under the bundle's line, each chosen product as the cart lists it
    const lines = text.replace(/\r\n/g, '\n').split('\n')
    const at = lines.findIndex((l) => l.startsWith(`  1 × ${order.items[0]?.name} `))
    expect(lines.slice(at + 1, at + 4).map((l) => l.trim())).toEqual(['1 × The Ohio Bar', '2 × Echo Bumper Plates', '1 × Ironhouse Gym Towel (Free Gift)'])
  })
})

describe('GET /svc_checkout/track is rate-limited per client address (docs/operations.md rate limits)', () => {
  it(`answers ${DEFAULT_RATE_LIMITS.trackOrderPerIp.limit} lookups from an address in 15 minutes, then 429 rate_limited with Retry-After; another address is still answered`, async () => {
    const proxied = await openTestApp({ trustProxy: true })
    try {
      await proxied.db.db.update(inventory).set({ qoh: 500 }).where(eq(inventory.productId, DEMO_IDS.ohioBar))
      const order = await checkOut(shopper(proxied.app), [{ productId: DEMO_IDS.ohioBar, qty: 1 }], 'guessed@example.com')
      const lookup = (ip: string, reference: string) =>
        proxied.app.inject({ method: 'GET', url: `/svc_checkout/track?order=${reference}&email=guessed%40example.com`, headers: { 'x-forwarded-for': ip } })
      const { limit } = DEFAULT_RATE_LIMITS.trackOrderPerIp
      // a guesser walking the order references from one address: each guess is answered until the limit
      for (let i = 0; i < limit - 1; i += 1) expect((await lookup('10.20.0.1', `IH${String(200000000 + i)}`)).statusCode).toBe(404)
      expect((await lookup('10.20.0.1', order.orderId)).statusCode).toBe(200)
      const refused = await lookup('10.20.0.1', order.orderId)
      expect(refused.statusCode).toBe(429)
      expect(ErrorBody.parse(refused.json())).toMatchObject({ error: 'rate_limited', status: 429 })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60)
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
      // the shopper behind another address finds the order
      expect((await lookup('10.20.0.2', order.orderId)).statusCode).toBe(200)
    } finally {
      await proxied.close()
    }
  })
})

describe('POST /svc_gc/giftcard/balance is rate-limited per client address (docs/operations.md rate limits)', () => {
  it(`answers ${DEFAULT_RATE_LIMITS.giftCardBalancePerIp.limit} lookups from an address in 15 minutes, then 429 rate_limited; another address is still answered`, async () => {
    const proxied = await openTestApp({ trustProxy: true })
    try {
      const lookup = (ip: string, code: string) =>
        proxied.app.inject({ method: 'POST', url: '/svc_gc/giftcard/balance', payload: { code }, headers: { 'x-forwarded-for': ip } })
      const { limit } = DEFAULT_RATE_LIMITS.giftCardBalancePerIp
      // a guesser trying codes from one address: each try is answered until the limit, then refused
      for (let i = 0; i < limit - 1; i += 1) {
        const guess = await lookup('10.30.0.1', `AAAA-BBBB-CCCC-${String(1000 + i).replace(/[01]/g, 'Q')}`)
        expect(ErrorBody.parse(guess.json()).error).toBe('giftcard_not_exist')
      }
      expect((await lookup('10.30.0.1', 'BARS-RACK-SNAP-CHKS')).statusCode).toBe(200)
      const refused = await lookup('10.30.0.1', 'BARS-RACK-SNAP-CHKS')
      expect(refused.statusCode).toBe(429)
      expect(ErrorBody.parse(refused.json())).toMatchObject({ error: 'rate_limited', status: 429 })
      expect((await lookup('10.30.0.2', 'BARS-RACK-SNAP-CHKS')).json()).toMatchObject({ code: '••••-CHKS', balance: 5_000 })
    } finally {
      await proxied.close()
    }
  })
})

describe('PayPal approved before placing (commerce §3 authorizedPayPalAmount, §8 paypal_amount_mismatch)', () => {
  async function cartWith(s: Shopper, items: Array<{ productId: number; qty: number }>) {
    const listId = ((await s.post('/svc_list/lists', { type: 'cart' })).body.list as { _id: string })._id
    expect((await s.post(`/svc_list/lists/${listId}/items`, { items })).status).toBe(200)
    return listId
  }
  async function approve(s: Shopper, listId: string) {
    const res = await s.post('/svc_checkout/paypal/authorize', { listId, storeId: 1, email: address.email, shippingAddress: address })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const auth = res.body as { transactionToken: string; amount: number; action: { url: string } }
    expect(auth.action.url).toBe(`/gateway/v1/paypal/${auth.transactionToken}`)
    const back = await t.app.inject({ method: 'POST', url: auth.action.url, payload: 'outcome=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    // back to the checkout of the same list
    expect(back.headers.location).toBe(`/checkout?paypal=1&list=${listId}&gatewayPayment=${auth.transactionToken}`)
    return auth
  }
  const placeWith = async (s: Shopper, listId: string, token: string) => {
    const quote = OrderQuote.parse((await s.post('/svc_checkout/order/quote', { listId, storeId: 1, email: address.email, shippingAddress: address })).body)
    const shipping = quote.shipping.map(({ shippingCode, packageNumber, rate }) => ({ shippingCode, packageNumber, rate }))
    const body = { listId, storeId: 1, email: address.email, shippingAddress: address, billingAddress: address, shipping, totals: quote.totals, payment: { paymentType: 'adyen', adyenType: 'paypal', transactionToken: token } }
    return { quote, res: await s.post('/svc_checkout/order', body) }
  }

  it('the approved amount pays the order: payment_complete at once, captured when published', async () => {
    const s = shopper(t.app)
    const listId = await cartWith(s, [{ productId: DEMO_IDS.ohioBar, qty: 1 }])
    const auth = await approve(s, listId)
    expect((await s.get(`/svc_checkout/paypal/${auth.transactionToken}`)).body).toMatchObject({ status: 'authorized', authorizedPayPalAmount: auth.amount })
    const { quote, res } = await placeWith(s, listId, auth.transactionToken)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(Order.parse(res.body)).toMatchObject({ status: 'payment_complete', payment: { adyenType: 'paypal', transactionId: auth.transactionToken } })
    expect(auth.amount).toBe(quote.totals.grandTotalIncludingTax)
    await t.app.jobs.drain()
    const captured = await t.app.inject({ method: 'GET', url: `/gateway/v1/payments/${auth.transactionToken}`, headers: { authorization: 'Bearer sk_test_ironhouse_gateway' } })
    expect((captured.json() as { status: string }).status).toBe('captured')
  })

  it('a cart changed after the approval is payment_error amount_mismatch, and its stock comes back; another cart\'s approval is refused', async () => {
    const s = shopper(t.app)
    const listId = await cartWith(s, [{ productId: DEMO_IDS.ohioBar, qty: 1 }])
    const auth = await approve(s, listId)
    expect((await s.post(`/svc_list/lists/${listId}/items`, { items: [{ productId: DEMO_IDS.ohioBar, qty: 1 }] })).status).toBe(200)
    const [before] = await t.db.db.select({ qoh: inventory.qoh }).from(inventory).where(eq(inventory.productId, DEMO_IDS.ohioBar))
    const { res } = await placeWith(s, listId, auth.transactionToken)
    expect(res.status).toBe(402)
    expect(res.body).toMatchObject({ error: 'payment_error', message: 'amount_mismatch' })
    const [after] = await t.db.db.select({ qoh: inventory.qoh }).from(inventory).where(eq(inventory.productId, DEMO_IDS.ohioBar))
    expect(after?.qoh).toBe(before?.qoh)

    const other = shopper(t.app)
    const otherList = await cartWith(other, [{ productId: DEMO_IDS.ohioBar, qty: 1 }])
    const stolen = await placeWith(other, otherList, (await approve(s, await cartWith(s, [{ productId: DEMO_IDS.ohioBar, qty: 1 }]))).transactionToken)
    expect(stolen.res.body).toMatchObject({ error: 'payment_error', message: 'invalid_token' })
  })
})
