// The account's order page shows the order's returns (shell §2 /account/order/{id}; docs/returns.md):
// a customer of their own buys through the store's API, returns one item, the warehouse receives it
// (the operator's call), and the order page names the return by its RMA number with its status.
import { describe, expect, inject, it } from 'vitest'
import type { APIRequestContext } from 'playwright-core'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'
import { E2E_OPERATOR_TOKEN } from './store-process.ts'
import { buyByCard, captchaFor, okJson, SAME_ORIGIN, usAddress } from './store-api.ts'

const baseURL = inject('baseURL')
const browser = useBrowser()

const email = `e2e-returns-${Date.now()}@example.com`
const address = usAddress({ firstname: 'Rory', lastname: 'Returns', email })
const sameOrigin = SAME_ORIGIN

const json = okJson

const captcha = (api: APIRequestContext, action: 'register' | 'placeorder') => captchaFor(baseURL, api, action)

/** The signed-in customer buys `qty` of a product through the store's API; answers the order number. */
const customerBuys = (api: APIRequestContext, productId: number, qty: number) => buyByCard(baseURL, api, { productId, qty, address })

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
