// A browser test's shopper acting through the store's API (from the browser context's own cookie jar):
// register, then buy by card, as the storefront's pages would. For tests whose subject comes after an
// order (returns, reviews, the app's orders), not for the checkout itself (checkout.e2e.ts).
import { expect } from 'vitest'
import type { APIRequestContext, APIResponse } from 'playwright-core'
import { cardOrderBody } from '../../apps/api/test/card-order.ts'
import { solvedCaptcha } from '../../apps/api/test/captcha.ts'

/** A write of the storefront: the store's CSRF check wants a same-origin request. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

/** A US address of the shopper, for shipping and billing. */
export function usAddress(person: { firstname: string; lastname: string; email: string; telephone?: string }) {
  return { telephone: '6145550104', ...person, street: ['545 E 5th Ave'], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US' }
}

/** The answer's JSON, after checking it is a 200 (its body shown when it is not). */
export async function okJson<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as T
}

/** A solved captcha for a call made outside the page (docs/decisions/005). */
export const captchaFor = (baseURL: string, api: APIRequestContext, action: 'register' | 'placeorder' | 'login') =>
  solvedCaptcha(async (path) => (await api.get(`${baseURL}${path}`)).json(), action)

/** Registers the customer (signing the context in). */
export async function registerCustomer(baseURL: string, api: APIRequestContext, person: { email: string; password: string; firstname: string; lastname: string }): Promise<void> {
  await okJson(
    await api.post(`${baseURL}/svc_customer/customer`, {
      data: { ...person, newsletters: [], segments: [], captcha: await captchaFor(baseURL, api, 'register') },
      headers: SAME_ORIGIN,
    }),
  )
}

/** The shopper buys `qty` of a product by card (4111 1111 1111 1111) through the store's API; answers the order number. */
export async function buyByCard(
  baseURL: string,
  api: APIRequestContext,
  order: { productId: number; qty: number; address: ReturnType<typeof usAddress> },
): Promise<string> {
  const { address } = order
  const { list } = await okJson<{ list: { _id: string } }>(await api.post(`${baseURL}/svc_list/lists`, { data: { type: 'quote' }, headers: SAME_ORIGIN }))
  await okJson(await api.post(`${baseURL}/svc_list/lists/${list._id}/items`, { data: { items: [{ productId: order.productId, qty: order.qty }] }, headers: SAME_ORIGIN }))
  const quote = await okJson<{ shipping: Array<{ shippingCode: string; packageNumber: number; rate: number }>; totals: Record<string, number> }>(
    await api.post(`${baseURL}/svc_checkout/order/quote`, { data: { listId: list._id, storeId: 1, email: address.email, shippingAddress: address }, headers: SAME_ORIGIN }),
  )
  const card = await okJson<{ token: string }>(
    await api.post(`${baseURL}/gateway/v1/tokens`, {
      data: { number: '4111111111111111', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', holderName: `${address.firstname} ${address.lastname}` },
    }),
  )
  const placed = await okJson<{ orderId: string }>(
    await api.post(`${baseURL}/svc_checkout/order`, {
      data: { ...cardOrderBody({ listId: list._id, address, quote, token: card.token }), captcha: await captchaFor(baseURL, api, 'placeorder') },
      headers: SAME_ORIGIN,
    }),
  )
  return placed.orderId
}
