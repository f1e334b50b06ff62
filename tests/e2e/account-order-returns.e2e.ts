// The account's order page shows the order's returns (shell §2 /account/order/{id}; docs/returns.md):
// a customer of their own buys through the store's API, returns one item, the warehouse receives it
// (the operator's call), and the order page names the return by its RMA number with its status.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { APIRequestContext, APIResponse, Browser } from 'playwright-core'
import { launchBrowser, seriousA11yViolations, waitForHydration } from './browser.ts'
import { E2E_OPERATOR_TOKEN } from './store-process.ts'
import { cardOrderBody } from '../../apps/api/test/card-order.ts'
import { solvedCaptcha } from '../../apps/api/test/captcha.ts'

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const email = `e2e-returns-${Date.now()}@example.com`
const address = { firstname: 'Rory', lastname: 'Returns', telephone: '6145550103', email, street: ['545 E 5th Ave'], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US' }
const sameOrigin = { 'sec-fetch-site': 'same-origin' }

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as T
}

const captcha = (api: APIRequestContext, action: 'register' | 'placeorder') => solvedCaptcha(async (path) => (await api.get(`${baseURL}${path}`)).json(), action)

/** The signed-in customer buys `qty` of a product through the store's API; answers the order number. */
async function customerBuys(api: APIRequestContext, productId: number, qty: number): Promise<string> {
  const { list } = await json<{ list: { _id: string } }>(await api.post(`${baseURL}/svc_list/lists`, { data: { type: 'quote' }, headers: sameOrigin }))
  await json(await api.post(`${baseURL}/svc_list/lists/${list._id}/items`, { data: { items: [{ productId, qty }] }, headers: sameOrigin }))
  const quote = await json<{ shipping: Array<{ shippingCode: string; packageNumber: number; rate: number }>; totals: Record<string, number> }>(
    await api.post(`${baseURL}/svc_checkout/order/quote`, { data: { listId: list._id, storeId: 1, email, shippingAddress: address }, headers: sameOrigin }),
  )
  const card = await json<{ token: string }>(
    await api.post(`${baseURL}/gateway/v1/tokens`, { data: { number: '4111111111111111', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', holderName: 'Rory Returns' } }),
  )
  const order = await json<{ orderId: string }>(
    await api.post(`${baseURL}/svc_checkout/order`, { data: { ...cardOrderBody({ listId: list._id, address, quote, token: card.token }), captcha: await captcha(api, 'placeorder') }, headers: sameOrigin }),
  )
  return order.orderId
}

describe('/account/order/{id} shows the returns of the order with their RMA number and status (shell §2, docs/returns.md)', () => {
  it('a return the warehouse has received reads "Received" on the order page, by its RMA number', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } })
    const api = context.request
    await json(
      await api.post(`${baseURL}/svc_customer/customer`, {
        data: { email, password: 'returns are part of the deal 7', firstname: 'Rory', lastname: 'Returns', newsletters: [], segments: [], captcha: await captcha(api, 'register') },
        headers: sameOrigin,
      }),
    )
    const orderId = await customerBuys(api, 1001, 2)
    const { lines } = await json<{ lines: Array<{ listItemId: string; returnable: number }> }>(await api.get(`${baseURL}/svc_rma/order/${orderId}`))
    const line = lines.find((l) => l.returnable > 0)
    if (!line) throw new Error('nothing to return')
    const created = await json<{ rmaNumber: string; status: string }>(
      await api.post(`${baseURL}/svc_rma/return`, { data: { orderId, items: [{ listItemId: line.listItemId, qty: 1, reason: 'damaged' }] }, headers: sameOrigin }),
    )
    expect(created.status).toBe('requested')

    const page = await context.newPage()
    await page.goto(`${baseURL}/account/order/${orderId}`)
    const returns = page.locator('section.order-returns')
    await expect.poll(() => returns.textContent(), { timeout: 20_000 }).toContain(`Return ${created.rmaNumber}`)
    expect(await returns.textContent()).toContain('Status: Requested: send the items back with your label')

    // the warehouse receives the parcel: the page read again shows the new status
    const moved = await fetch(`${baseURL}/svc_rma/operator/returns/${created.rmaNumber}/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'received' }),
    })
    expect(moved.status, await moved.text()).toBe(200)
    await page.reload()
    await expect.poll(() => returns.textContent(), { timeout: 20_000 }).toContain('Status: Received: we are checking your items')
    expect(await returns.textContent()).toContain('1 × ')
    await waitForHydration(page)
    if (process.env.RETURNS_SHOTS_DIR) await page.screenshot({ path: `${process.env.RETURNS_SHOTS_DIR}/account-order-returns.png`, fullPage: true })
    expect(await seriousA11yViolations(page)).toEqual([])
    await context.close()
  })
})
