import { expect } from 'vitest'
import { GatewayCard, Order, OrderQuote } from '@ironhouse/contracts'
import type { App } from '../src/app.ts'
import { cardOrderBody } from './card-order.ts'
import type { Shopper } from './shopper.ts'

/** The US address the API tests ship to and bill, for `email`. */
export function testAddress(email: string) {
  return { firstname: 'Ada', lastname: 'Lifter', telephone: '6145550100', email, street: ['545 E 5th Ave'], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US' }
}

/**
 * A shopper's order placed as the checkout page places it: a cart of `items`, quoted to a US address
 * with the gift cards given, paid by card (4111 1111 1111 1111); then the store's jobs run (published,
 * so its payment is captured). For tests whose subject comes after an order (returns, reviews).
 */
export async function placeCardOrder(app: App, s: Shopper, items: ReadonlyArray<{ productId: number; qty: number }>, email: string, giftcards: ReadonlyArray<{ code: string }> = []): Promise<Order> {
  const address = testAddress(email)
  const listId = ((await s.post('/svc_list/lists', { type: 'cart' })).body.list as { _id: string })._id
  expect((await s.post(`/svc_list/lists/${listId}/items`, { items })).status).toBe(200)
  const quote = OrderQuote.parse((await s.post('/svc_checkout/order/quote', { listId, storeId: 1, email, shippingAddress: address, giftcards })).body)
  const card = GatewayCard.parse((await s.post('/gateway/v1/tokens', { number: '4111111111111111', expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123', holderName: 'Ada Lifter' })).body)
  const placed = await s.post('/svc_checkout/order', { ...cardOrderBody({ listId, address, quote, token: card.token }), giftcards, agreements: { subscription: true, trial: true } })
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  await app.jobs.drain()
  return Order.parse(placed.body)
}
