// One order checked out as the storefront does it — a new cart with one line, shipping rates, tax, the
// server's quote, a card token at the gateway, placement — shared by the checkout benches
// (bench/checkout-load.ts over HTTP, bench/checkout-cpu.ts through app.inject). `call` sends one request
// as the shopper (keeping its cookie) and answers the JSON body; `step` wraps each call (timing it).
import { cardOrderBody } from '../apps/api/test/card-order.ts'
export const CHECKOUT_CALLS = ['cart (create + add)', 'rates', 'tax', 'quote', 'card token', 'place'] as const
export type CheckoutCall = (typeof CHECKOUT_CALLS)[number]

export type ShopperCall = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<Record<string, unknown>>
export type CheckoutStep = <T>(call: CheckoutCall, run: () => Promise<T>) => Promise<T>

export const BENCH_ADDRESS = { firstname: 'Bench', lastname: 'Lifter', telephone: '6145550100', email: 'bench@example.com', street: ['545 E 5th Ave'], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US' }

/** Checks out one unit of `productId`; answers the placed order. */
export async function checkOutOnce(call: ShopperCall, step: CheckoutStep, productId: number): Promise<Record<string, unknown>> {
  const address = BENCH_ADDRESS
  const listId = await step('cart (create + add)', async () => {
    const { list } = (await call('POST', '/svc_list/lists', { type: 'quote' })) as { list: { _id: string } }
    await call('POST', `/svc_list/lists/${list._id}/items`, { items: [{ productId, qty: 1 }] })
    return list._id
  })
  const rates = (await step('rates', () => call('POST', '/svc_shipping/shipping/rates/get', { storeId: 1, shippingAddress: address, items: [{ productId, qty: 1, listItemId: 'l1' }] }))) as {
    rates: Array<{ rate: number; carrier: string }>
  }
  const shipping = rates.rates.find((rate) => rate.carrier !== 'pickup')?.rate ?? 0
  await step('tax', () => call('POST', '/svc_tax/tax/rates/fetch', { storeId: 1, shippingAddress: address, shippingAmount: shipping, items: [{ productId, qty: 1, rowTotal: 10_000 }] }))
  const quote = (await step('quote', () => call('POST', '/svc_checkout/order/quote', { listId, storeId: 1, email: address.email, shippingAddress: address }))) as {
    totals: Record<string, number>
    shipping: Array<{ shippingCode: string; packageNumber: number; rate: number }>
  }
  const card = (await step('card token', () => call('POST', '/gateway/v1/tokens', { number: '4111111111111111', expMonth: 12, expYear: 2040, cvc: '123', holderName: 'Bench Lifter' }))) as { token: string }
  return step('place', () =>
    call('POST', '/svc_checkout/order', cardOrderBody({ listId, address, quote, token: card.token })),
  )
}
