// Platform §4 wallet-pay flow in the app shell, the server's part: the sheet's figures for the
// wallet's address and option, and the order placed from applepay_success through the checkout's placement.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { ErrorBody, GatewayCard, Order, OrderQuote } from '@ironhouse/contracts'
import { productPrices, products, type Executor } from '@ironhouse/db'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { contactToOrderAddress, walletBillingAddress, walletGrandTotal } from '@ironhouse/domain'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import type { CheckoutCart } from './cart.ts'
import { checkoutService } from './index.ts'
import { DEFAULT_GATEWAY_SECRET_KEY } from '../gateway/index.ts'
import { inProcessGatewayProvider } from '../paymentmethod/public.ts'
import { WalletDetails } from './wallet-pay.ts'

type TestCart = { guestId: string | null; open: boolean; lines: Array<{ productId: number; qty: number }> }
const carts = new Map<string, TestCart>()

async function readCart(db: Executor, owner: { guestId: string }, listId: string, storeId: number): Promise<CheckoutCart | undefined> {
  const cart = carts.get(listId)
  if (!cart || !cart.open) return undefined
  cart.guestId ??= owner.guestId
  if (cart.guestId !== owner.guestId) return undefined
  const items = []
  for (const [index, line] of cart.lines.entries()) {
    const [row] = await db
      .select({ sku: productPrices.sku, price: productPrices.price, name: products.name, url: products.urlKey })
      .from(productPrices)
      .innerJoin(products, eq(products.productId, productPrices.productId))
      .where(and(eq(productPrices.productId, line.productId), eq(productPrices.storeId, storeId)))
    if (!row) return undefined
    items.push({ listItemId: `line-${index}`, productId: line.productId, sku: row.sku, name: row.name, qty: line.qty, price: row.price, rowTotal: row.price * line.qty, thumbnail: null, url: row.url, linkSku: row.sku, configuration: null, bundleProducts: [], children: [], metadata: {}, stockStatus: 'in stock', problems: [] })
  }
  return { listId, type: 'cart', items, discount: 0, hundoDiscount: 0 }
}

const PREFIX = '/test_wallet_checkout'
let t: TestApp
beforeAll(async () => {
  t = await openTestApp({}, (app) => {
    void app.register(checkoutService, {
      readCart,
      closeCart: async (_db, listId) => void ((carts.get(listId) as TestCart).open = false),
      reopenCart: async (_db, listId) => void ((carts.get(listId) as TestCart).open = true),
      payments: inProcessGatewayProvider((request) => app.inject(request), DEFAULT_GATEWAY_SECRET_KEY),
      routePrefix: PREFIX,
      jobs: false,
    })
  })
})
afterAll(async () => {
  await t.close()
})

/** The wallet's shipping contact (platform §3 Contact) for a Columbus, Ohio address. */
const contact = {
  emailAddress: 'ada@example.com',
  phoneNumber: '6145550100',
  administrativeArea: 'OH',
  locality: 'Columbus',
  postalCode: '43201',
  addressLines: ['545 E 5th Ave'],
  givenName: 'Ada',
  familyName: 'Lifter',
  countryCode: 'us',
}
const nextYear = new Date().getUTCFullYear() + 1

async function cardToken(number = '4111111111111111'): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/gateway/v1/tokens', payload: { number, expMonth: 12, expYear: nextYear, cvc: '123', holderName: 'Ada Lifter' } })
  return GatewayCard.parse(res.json()).token
}

/** A new cart with the Ohio Bar, and the cookie of the guest session that owns it. */
async function walletCart(qty = 1): Promise<{ listId: string; cookie: string }> {
  const listId = randomUUID()
  carts.set(listId, { guestId: null, open: true, lines: [{ productId: DEMO_IDS.ohioBar, qty }] })
  const res = await t.app.inject({ method: 'POST', url: `${PREFIX}/wallet/details`, payload: { listId, storeId: 1 } })
  expect(res.statusCode, res.body).toBe(200)
  const setCookie = res.headers['set-cookie']
  return { listId, cookie: (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '' }
}

async function details(listId: string, cookie: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `${PREFIX}/wallet/details`, headers: { cookie }, payload: { listId, storeId: 1, ...extra } })
  expect(res.statusCode, res.body).toBe(200)
  return WalletDetails.parse(res.json())
}

describe('POST /svc_checkout/wallet/details (platform §4 wallet-pay flow)', () => {
  it('step 1: before the wallet has an address, a cart that ships is not virtual and shows its subtotal without shipping or tax', async () => {
    const { listId, cookie } = await walletCart(2)
    const sheet = await details(listId, cookie)
    const [price] = await t.db.db.select({ price: productPrices.price }).from(productPrices).where(and(eq(productPrices.productId, DEMO_IDS.ohioBar), eq(productPrices.storeId, 1)))
    expect(sheet).toMatchObject({ isVirtual: false, totals: { subtotal: (price?.price ?? 0) * 2, shipping: 0, tax: 0 }, shippingOptions: [] })
  })

  it("step 2: for the wallet's address the sheet gets the server's shipping options and a total equal to the checkout's quote", async () => {
    const { listId, cookie } = await walletCart()
    const address = contactToOrderAddress(contact)
    const sheet = await details(listId, cookie, { shippingAddress: address })
    expect(sheet.shippingOptions.length).toBeGreaterThan(0)
    expect(sheet.selectedShippingCode).toBe(sheet.shippingOptions.find((o) => o.identifier !== 'pickup_pickup')?.identifier)
    const quote = OrderQuote.parse(
      (await t.app.inject({ method: 'POST', url: `${PREFIX}/order/quote`, headers: { cookie }, payload: { listId, storeId: 1, shippingAddress: address } })).json(),
    )
    expect(sheet.totals.tax).toBe(quote.totals.tax)
    expect(walletGrandTotal(sheet.totals)).toBe(quote.totals.grandTotalIncludingTax)
  })

  it('step 3: the option the sheet selected is kept and priced (shipping equals its rate)', async () => {
    const { listId, cookie } = await walletCart()
    const address = contactToOrderAddress(contact)
    const first = await details(listId, cookie, { shippingAddress: address })
    const other = first.shippingOptions.find((o) => o.identifier !== first.selectedShippingCode)
    if (!other) return expect(first.shippingOptions.length).toBe(1)
    const sheet = await details(listId, cookie, { shippingAddress: address, shippingCode: other.identifier })
    expect(sheet.selectedShippingCode).toBe(other.identifier)
    expect(sheet.totals.shipping).toBe(other.amount)
  })
})

describe('POST /svc_checkout/wallet/order (platform §4 step 4, §8 wallet-pay order failure)', () => {
  async function placeWith(listId: string, cookie: string, overrides: Record<string, unknown> = {}) {
    const shippingAddress = contactToOrderAddress(contact)
    const sheet = await details(listId, cookie, { shippingAddress })
    const payload = {
      listId,
      storeId: 1,
      shippingAddress,
      billingAddress: walletBillingAddress(contact, null),
      shippingCode: sheet.selectedShippingCode,
      paymentToken: { paymentData: { token: await cardToken() }, paymentMethod: { network: 'Visa' }, transactionIdentifier: 'wallet-1' },
      total: walletGrandTotal(sheet.totals),
      ...overrides,
    }
    const res = await t.app.inject({ method: 'POST', url: `${PREFIX}/wallet/order`, headers: { cookie }, payload })
    return { res, sheet }
  }

  it("applepay_success places a real order at the sheet's total: payment_complete, the wallet's address, the cart closed", async () => {
    const { listId, cookie } = await walletCart()
    const { res, sheet } = await placeWith(listId, cookie)
    expect(res.statusCode, res.body).toBe(200)
    const order = Order.parse(res.json())
    expect(order.status).toBe('payment_complete')
    expect(order.totals.grandTotalIncludingTax).toBe(walletGrandTotal(sheet.totals))
    expect(order.shippingAddress).toMatchObject({ city: 'Columbus', postcode: '43201', countryId: 'US', street: ['545 E 5th Ave'] })
    expect(order.customer.email).toBe('ada@example.com')
    expect(order.payment).toMatchObject({ adyenType: 'scheme', last4: '1111' })
    expect(carts.get(listId)?.open).toBe(false)
  })

  it('a total other than the server\'s is refused (commerce §8 wrong_grandtotal "The order total has changed") and nothing is placed', async () => {
    const { listId, cookie } = await walletCart()
    const { res, sheet } = await placeWith(listId, cookie, { total: 100 })
    expect(sheet.totals.subtotal).toBeGreaterThan(100)
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(ErrorBody.parse(res.json())).toMatchObject({ error: 'wrong_grandtotal', message: 'The order total has changed' })
    expect(carts.get(listId)?.open).toBe(true)
  })

  it('a declined card is payment_error (4xx): the app is then told applepay_status_failure', async () => {
    const { listId, cookie } = await walletCart()
    const { res } = await placeWith(listId, cookie, { paymentToken: { paymentData: { token: await cardToken('4000000000000002') }, paymentMethod: {}, transactionIdentifier: 'wallet-2' } })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(ErrorBody.parse(res.json()).error).toBe('payment_error')
  })

  it('a payment token without a card token is a 400 validation_error, never a 500', async () => {
    const { listId, cookie } = await walletCart()
    const { res } = await placeWith(listId, cookie, { paymentToken: { paymentData: 'not-a-token', paymentMethod: {}, transactionIdentifier: 'x' } })
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json())).toMatchObject({ error: 'validation_error', message: 'The wallet payment token carries no card token' })
  })
})
