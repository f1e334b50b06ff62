// Tickets consumed by the orders that use them (issue 10 item 8; commerce §3 Ticket remainingUses and
// orderId, §4 earned-ticket discounts): placing spends a use and records the order, a ticket with no
// use left no longer discounts, a failed payment gives the use back. Orders go through the app's own
// /svc_checkout over carts of the list service, as the storefront places them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { ErrorBody, GatewayCard, Order, OrderQuote, TicketsResponse } from '@ironhouse/contracts'
import { customers, customerTickets, inventory } from '@ironhouse/db'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { shopper, type Shopper } from '../../../test/shopper.ts'
import { addTestSignInRoute } from '../../../test/sign-in.ts'
import { SESSION_COOKIE } from '../../plugins/session.ts'

const DEMO_HOLDER = 'retail@demo.ironhouse.shop'
let t: TestApp
let holderId: number

beforeAll(async () => {
  t = await openTestApp({}, addTestSignInRoute)
  await t.db.db.update(inventory).set({ qoh: 500 }).where(inArray(inventory.productId, [DEMO_IDS.ohioBar, DEMO_IDS.premiumTicketTee]))
  const [holder] = await t.db.db.select({ id: customers.id }).from(customers).where(eq(customers.email, DEMO_HOLDER))
  if (!holder) throw new Error('the demo ticket holder is missing')
  holderId = holder.id
})
afterAll(async () => {
  await t.close()
})

const address = { firstname: 'Rita', lastname: 'Retail', telephone: '6145550100', email: DEMO_HOLDER, street: ['545 E 5th Ave'], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US' }
const nextYear = new Date().getUTCFullYear() + 1

/** The demo ticket holder's browser, signed in. */
async function holder(): Promise<Shopper> {
  const res = await t.app.inject({ method: 'POST', url: `/test/sign-in/${holderId}` })
  const token = res.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value
  if (!token) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`)
  const s = shopper(t.app)
  s.jar.set(SESSION_COOKIE, token)
  return s
}

async function cartOf(s: Shopper, productId: number): Promise<string> {
  const listId = ((await s.post('/svc_list/lists', { type: 'cart' })).body.list as { _id: string })._id
  const added = await s.post(`/svc_list/lists/${listId}/items`, { items: [{ productId, qty: 1 }] })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  return listId
}

async function quoteOf(s: Shopper, listId: string) {
  const quoted = await s.post('/svc_checkout/order/quote', { listId, storeId: 1, email: DEMO_HOLDER, shippingAddress: address })
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  return OrderQuote.parse(quoted.body)
}

/** Quotes and places a cart with a card, as the checkout screens do. */
async function place(s: Shopper, listId: string, cardNumber = '4111111111111111') {
  const quote = await quoteOf(s, listId)
  const card = GatewayCard.parse((await s.post('/gateway/v1/tokens', { number: cardNumber, expMonth: 12, expYear: nextYear, cvc: '123', holderName: 'Rita Retail' })).body)
  const res = await s.post('/svc_checkout/order', {
    listId,
    storeId: 1,
    email: DEMO_HOLDER,
    shippingAddress: quote.needsShipping ? address : undefined,
    billingAddress: address,
    shipping: quote.shipping.map(({ shippingCode, packageNumber, rate }) => ({ shippingCode, packageNumber, rate })),
    totals: quote.totals,
    payment: { paymentType: 'adyen', adyenType: 'scheme', transactionToken: card.token },
    agreements: { subscription: true, trial: true },
  })
  return { quote, res }
}

async function ticketOn(productId: number) {
  const [row] = await t.db.db.select().from(customerTickets).where(and(eq(customerTickets.customerId, holderId), eq(customerTickets.productId, productId)))
  return row
}

/** The list price a guest pays (no ticket). */
async function guestPrice(productId: number): Promise<number> {
  const guest = shopper(t.app)
  const quote = await quoteOf(guest, await cartOf(guest, productId))
  return quote.items[0]?.price ?? 0
}

describe('tickets consumed at placement (commerce §3 Ticket remainingUses, orderId)', () => {
  it('commerce §4: the premium-tee ticket ships the tee free, as the cart says ("Ships free with your ticket"): its checkout charges no shipping for it', async () => {
    const s = await holder()
    const listId = await cartOf(s, DEMO_IDS.premiumTicketTee)
    const listed = await s.get(`/svc_list/lists/${listId}`)
    expect((listed.body.list as { items: Array<{ freeShipping: boolean }> }).items[0]?.freeShipping).toBe(true)
    const tee = await quoteOf(s, listId)
    expect(tee.totals.shipping).toBe(0)
    expect(tee.shipping).toEqual([expect.objectContaining({ rate: 0, label: expect.stringMatching(/^Free Shipping/) })])
    // beside the Ohio Bar it weighs nothing: the order ships for what the bar alone does
    const bar = await quoteOf(s, await cartOf(s, DEMO_IDS.ohioBar))
    expect(bar.totals.shipping).toBeGreaterThan(0)
    expect((await s.post(`/svc_list/lists/${listId}/items`, { items: [{ productId: DEMO_IDS.ohioBar, qty: 1 }] })).status).toBe(200)
    expect((await quoteOf(s, listId)).totals.shipping).toBe(bar.totals.shipping)
  })

  it('the demo holder\'s premium-tee ticket (20 % off, one use): a declined payment gives the use back, a paid order spends it and records the order', async () => {
    const s = await holder()
    // the tee is only for holders: its price before the ticket is the holder's price plus the ticket's discount
    const listed = await s.get(`/svc_list/lists/${await cartOf(s, DEMO_IDS.premiumTicketTee)}`)
    const line = (listed.body.list as { items: Array<{ price: number; earnedDiscount: number }> }).items[0]
    const full = (line?.price ?? 0) + (line?.earnedDiscount ?? 0)
    expect(line?.earnedDiscount).toBe(Math.round(full * 0.2))
    expect(await ticketOn(DEMO_IDS.premiumTicketTee)).toMatchObject({ remainingUses: 1, orderId: null })

    const declined = await place(s, await cartOf(s, DEMO_IDS.premiumTicketTee), '4000000000000002')
    expect(declined.quote.items[0]?.price).toBe(full - Math.round(full * 0.2))
    expect(declined.res.status).toBe(402)
    expect(ErrorBody.parse(declined.res.body)).toMatchObject({ error: 'payment_error', message: 'card_declined' })
    expect(await ticketOn(DEMO_IDS.premiumTicketTee)).toMatchObject({ remainingUses: 1, orderId: null })

    const paid = await place(s, await cartOf(s, DEMO_IDS.premiumTicketTee))
    expect(paid.res.status, JSON.stringify(paid.res.body)).toBe(200)
    const order = Order.parse(paid.res.body)
    expect(order.items[0]?.price).toBe(full - Math.round(full * 0.2))
    expect(await ticketOn(DEMO_IDS.premiumTicketTee)).toMatchObject({ remainingUses: 0, orderId: order.orderId })
    const tickets = TicketsResponse.parse((await s.get('/svc_ticket/tickets')).body).tickets
    expect(tickets.find((ticket) => ticket.product.productId === DEMO_IDS.premiumTicketTee)).toMatchObject({ remainingUses: 0, orderId: order.orderId })
    // the 2023 premium ticket itself (unlimited, no discount) is not spent
    expect(await ticketOn(DEMO_IDS.premiumTicket2023)).toMatchObject({ remainingUses: null })
  })

  it('a ticket whose last use an order spent no longer discounts the next order; of two orders racing for one use, one gets it and the other is wrong_product_price', async () => {
    await t.db.db.insert(customerTickets).values({ customerId: holderId, productId: DEMO_IDS.ohioBar, discountType: 'percent', discountValue: 10, remainingUses: 2 })
    const s = await holder()
    const full = await guestPrice(DEMO_IDS.ohioBar)
    const discounted = full - Math.round(full * 0.1)

    const first = await place(s, await cartOf(s, DEMO_IDS.ohioBar))
    expect(first.res.status, JSON.stringify(first.res.body)).toBe(200)
    expect(Order.parse(first.res.body).items[0]?.price).toBe(discounted)
    expect(await ticketOn(DEMO_IDS.ohioBar)).toMatchObject({ remainingUses: 1, orderId: Order.parse(first.res.body).orderId })

    // two carts priced while one use is left, placed at once
    const [a, b] = [await cartOf(s, DEMO_IDS.ohioBar), await cartOf(s, DEMO_IDS.ohioBar)]
    const raced = await Promise.all([place(s, a), place(s.tab(), b)])
    expect(raced.map((r) => r.quote.items[0]?.price)).toEqual([discounted, discounted])
    expect(raced.map((r) => r.res.status).sort()).toEqual([200, 400])
    const loser = raced.find((r) => r.res.status === 400)
    expect(ErrorBody.parse(loser?.res.body)).toMatchObject({ error: 'wrong_product_price', message: 'Item prices have changed' })
    expect(await ticketOn(DEMO_IDS.ohioBar)).toMatchObject({ remainingUses: 0 })

    // the refused cart, quoted again, is at the full price and places
    const listId = raced.find((r) => r.res.status === 400) === raced[0] ? a : b
    const again = await place(s, listId)
    expect(again.quote.items[0]?.price).toBe(full)
    expect(again.res.status, JSON.stringify(again.res.body)).toBe(200)
    expect(Order.parse(again.res.body).items[0]?.price).toBe(full)
    expect(await ticketOn(DEMO_IDS.ohioBar)).toMatchObject({ remainingUses: 0 })
  })
})
