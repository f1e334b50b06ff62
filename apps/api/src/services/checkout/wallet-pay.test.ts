// Platform §4 wallet-pay flow in the app shell, the server's part: the sheet's figures for the
// wallet's address and option, and the order placed from applepay_success through the checkout's placement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { ErrorBody, GatewayCard, Order, OrderQuote } from '@ironhouse/contracts'
import { inventory, productPrices } from '@ironhouse/db'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { contactToOrderAddress, walletBillingAddress, walletGrandTotal } from '@ironhouse/domain'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { shopper, type Shopper } from '../../../test/shopper.ts'
import { WalletDetails } from './wallet-pay.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
  await t.db.db.update(inventory).set({ qoh: 500 }).where(eq(inventory.productId, DEMO_IDS.ohioBar))
  await t.db.db.update(inventory).set({ qoh: 500 }).where(eq(inventory.productId, DEMO_IDS.shippingGroups.DROPSHIP))
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

/** A shopper with a new cart of the list service holding the Ohio Bar. */
async function walletCart(qty = 1): Promise<{ listId: string; s: Shopper }> {
  const s = shopper(t.app)
  const created = await s.post('/svc_list/lists', { type: 'cart' })
  const listId = String((created.body.list as { _id: string })._id)
  expect((await s.post(`/svc_list/lists/${listId}/items`, { items: [{ productId: DEMO_IDS.ohioBar, qty }] })).status).toBe(200)
  return { listId, s }
}

async function details(s: Shopper, listId: string, extra: Record<string, unknown> = {}) {
  const res = await s.post('/svc_checkout/wallet/details', { listId, storeId: 1, ...extra })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return WalletDetails.parse(res.body)
}

/** Whether the cart is still one of the shopper's open lists. */
const isOpen = async (s: Shopper, listId: string) => ((await s.get('/svc_list/lists?active=true')).body.lists as Array<{ _id: string }>).some((list) => list._id === listId)

describe('POST /svc_checkout/wallet/details (platform §4 wallet-pay flow)', () => {
  it('step 1: before the wallet has an address, a cart that ships is not virtual and shows its subtotal without shipping or tax', async () => {
    const { listId, s } = await walletCart(2)
    const sheet = await details(s, listId)
    const [price] = await t.db.db.select({ price: productPrices.price }).from(productPrices).where(and(eq(productPrices.productId, DEMO_IDS.ohioBar), eq(productPrices.storeId, 1)))
    expect(sheet).toMatchObject({ isVirtual: false, totals: { subtotal: (price?.price ?? 0) * 2, shipping: 0, tax: 0 }, shippingOptions: [] })
  })

  it("step 2: for the wallet's address the sheet gets the server's shipping options and a total equal to the checkout's quote", async () => {
    const { listId, s } = await walletCart()
    const address = contactToOrderAddress(contact)
    const sheet = await details(s, listId, { shippingAddress: address })
    expect(sheet.shippingOptions.length).toBeGreaterThan(0)
    expect(sheet.selectedShippingCode).toBe(sheet.shippingOptions.find((o) => o.identifier !== 'pickup_pickup')?.identifier)
    const quote = OrderQuote.parse((await s.post('/svc_checkout/order/quote', { listId, storeId: 1, shippingAddress: address })).body)
    expect(sheet.totals.tax).toBe(quote.totals.tax)
    expect(walletGrandTotal(sheet.totals)).toBe(quote.totals.grandTotalIncludingTax)
  })

  it('step 3: the option the sheet selected is kept and priced (shipping equals its rate)', async () => {
    const { listId, s } = await walletCart()
    const address = contactToOrderAddress(contact)
    const first = await details(s, listId, { shippingAddress: address })
    const other = first.shippingOptions.find((o) => o.identifier !== first.selectedShippingCode)
    if (!other) return expect(first.shippingOptions.length).toBe(1)
    const sheet = await details(s, listId, { shippingAddress: address, shippingCode: other.identifier })
    expect(sheet.selectedShippingCode).toBe(other.identifier)
    expect(sheet.totals.shipping).toBe(other.amount)
  })

  it('a split order (the bar by parcel, the log from its maker): each parcel service is an option with a rate for every package, priced as their sum, and the order is placed with the one chosen', async () => {
    const { listId, s } = await walletCart()
    expect((await s.post(`/svc_list/lists/${listId}/items`, { items: [{ productId: DEMO_IDS.shippingGroups.DROPSHIP, qty: 1 }] })).status).toBe(200)
    const address = contactToOrderAddress(contact)
    const quote = OrderQuote.parse((await s.post('/svc_checkout/order/quote', { listId, storeId: 1, shippingAddress: address })).body)
    expect(quote.rates?.packages).toHaveLength(2)
    const parcel = quote.rates?.rates.filter((rate) => rate.packageNumber === 1) ?? []
    const [dropship, ...more] = quote.rates?.rates.filter((rate) => rate.packageNumber === 2) ?? []
    expect(parcel.length).toBeGreaterThan(1)
    expect(more).toEqual([])
    const sheet = await details(s, listId, { shippingAddress: address })
    expect(sheet.shippingOptions.map((option) => [option.identifier, option.amount])).toEqual(parcel.map((rate) => [`${rate.shippingCode}|${dropship?.shippingCode}`, rate.rate + (dropship?.rate ?? 0)]))
    expect(sheet.selectedShippingCode).toBe(sheet.shippingOptions[0]?.identifier)

    // the fastest service for the bar: the sheet is priced with it, and the order ships both packages as chosen
    const fastest = sheet.shippingOptions.at(-1)
    const chosen = await details(s, listId, { shippingAddress: address, shippingCode: fastest?.identifier })
    expect(chosen.selectedShippingCode).toBe(fastest?.identifier)
    expect(chosen.totals.shipping).toBe(fastest?.amount)
    const res = await s.post('/svc_checkout/wallet/order', {
      listId,
      storeId: 1,
      shippingAddress: address,
      billingAddress: walletBillingAddress(contact, null),
      shippingCode: fastest?.identifier,
      paymentToken: { paymentData: { token: await cardToken() }, paymentMethod: { network: 'Visa' }, transactionIdentifier: 'wallet-split' },
      total: walletGrandTotal(chosen.totals),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const order = Order.parse(res.body)
    expect(order.shipping.map((rate) => [rate.packageNumber, rate.shippingCode])).toEqual([
      [1, parcel.at(-1)?.shippingCode],
      [2, dropship?.shippingCode],
    ])
    expect(order.totals.shipping).toBe(fastest?.amount)
  })
})

describe('POST /svc_checkout/wallet/order (platform §4 step 4, §8 wallet-pay order failure)', () => {
  async function placeWith(s: Shopper, listId: string, overrides: Record<string, unknown> = {}) {
    const shippingAddress = contactToOrderAddress(contact)
    const sheet = await details(s, listId, { shippingAddress })
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
    const res = await s.post('/svc_checkout/wallet/order', payload)
    return { res, sheet, payload }
  }

  it("applepay_success places a real order at the sheet's total: payment_complete, the wallet's address, the cart closed", async () => {
    const { listId, s } = await walletCart()
    const { res, sheet, payload } = await placeWith(s, listId)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const order = Order.parse(res.body)
    expect(order.status).toBe('payment_complete')
    expect(order.totals.grandTotalIncludingTax).toBe(walletGrandTotal(sheet.totals))
    expect(order.shippingAddress).toMatchObject({ city: 'Columbus', postcode: '43201', countryId: 'US', street: ['545 E 5th Ave'] })
    expect(order.customer.email).toBe('ada@example.com')
    expect(order.payment).toMatchObject({ adyenType: 'scheme', last4: '1111' })
    expect(await isOpen(s, listId)).toBe(false)
    // the app sends applepay_success again: the same order is named, nothing is placed twice (commerce §8)
    const again = await s.post('/svc_checkout/wallet/order', { ...payload, paymentToken: { ...payload.paymentToken, paymentData: { token: await cardToken() } } })
    expect(again.status).toBe(409)
    expect(ErrorBody.parse(again.body)).toMatchObject({ error: 'order_already_published', details: { orderId: order.orderId } })
  })

  it('a total other than the server\'s is refused (commerce §8 wrong_grandtotal "The order total has changed") and nothing is placed', async () => {
    const { listId, s } = await walletCart()
    const { res, sheet } = await placeWith(s, listId, { total: 100 })
    expect(sheet.totals.subtotal).toBeGreaterThan(100)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(ErrorBody.parse(res.body)).toMatchObject({ error: 'wrong_grandtotal', message: 'The order total has changed' })
    expect(await isOpen(s, listId)).toBe(true)
  })

  it('a declined card is payment_error (4xx): the app is then told applepay_status_failure', async () => {
    const { listId, s } = await walletCart()
    const { res } = await placeWith(s, listId, { paymentToken: { paymentData: { token: await cardToken('4000000000000002') }, paymentMethod: {}, transactionIdentifier: 'wallet-2' } })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(ErrorBody.parse(res.body).error).toBe('payment_error')
  })

  it('a payment token without a card token is a 400 validation_error, never a 500', async () => {
    const { listId, s } = await walletCart()
    const { res } = await placeWith(s, listId, { paymentToken: { paymentData: 'not-a-token', paymentMethod: {}, transactionIdentifier: 'x' } })
    expect(res.status).toBe(400)
    expect(ErrorBody.parse(res.body)).toMatchObject({ error: 'validation_error', message: 'The wallet payment token carries no card token' })
  })
})
