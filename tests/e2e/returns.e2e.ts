// Returns (commerce §2 /rmaprocess with initiate, select-items, confirm, print; docs/returns.md): a
// guest who placed an order finds it by number and email, returns one item, confirms the server's
// refund and gets the label; every step passes axe (no serious or critical violation).
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'
import { cardOrderBody } from '../../apps/api/test/card-order.ts'
import { solvedCaptcha } from '../../apps/api/test/captcha.ts'

const baseURL = inject('baseURL')
const SHOTS = process.env.RETURNS_SHOTS_DIR
const browser = useBrowser()

const address = { firstname: 'Rhea', lastname: 'Returner', telephone: '6145550102', email: 'rhea.returner@example.com', street: ['545 E 5th Ave'], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US' }

/** The guest buys two of a product through the store's API in a browser of their own; answers the order number. */
async function guestBuys(productId: number, qty: number): Promise<string> {
  const context = await browser.newContext()
  const api = context.request
  const json = async <T,>(response: Awaited<ReturnType<typeof api.get>>): Promise<T> => {
    expect(response.status(), await response.text()).toBe(200)
    return (await response.json()) as T
  }
  const { list } = await json<{ list: { _id: string } }>(await api.post(`${baseURL}/svc_list/lists`, { data: { type: 'quote' } }))
  await json(await api.post(`${baseURL}/svc_list/lists/${list._id}/items`, { data: { items: [{ productId, qty }] } }))
  const quote = await json<{ shipping: Array<{ shippingCode: string; packageNumber: number; rate: number }>; totals: Record<string, number> }>(
    await api.post(`${baseURL}/svc_checkout/order/quote`, { data: { listId: list._id, storeId: 1, email: address.email, shippingAddress: address } }),
  )
  const card = await json<{ token: string }>(
    await api.post(`${baseURL}/gateway/v1/tokens`, { data: { number: '4111111111111111', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', holderName: 'Rhea Returner' } }),
  )
  const captcha = await solvedCaptcha(async (path) => (await api.get(`${baseURL}${path}`)).json(), 'placeorder')
  const order = await json<{ orderId: string }>(
    await api.post(`${baseURL}/svc_checkout/order`, { data: { ...cardOrderBody({ listId: list._id, address, quote, token: card.token }), captcha }, headers: { 'sec-fetch-site': 'same-origin' } }),
  )
  await context.close()
  return order.orderId
}

async function step(page: Page, name: string) {
  await waitForHydration(page)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/returns-${name}.png`, fullPage: true })
  expect(await seriousA11yViolations(page), name).toEqual([])
}

describe('returns as a guest (commerce §2 /rmaprocess)', () => {
  it('finds the order by number and email, returns one item, confirms the refund and sees the label; axe passes on every step', async () => {
    const orderId = await guestBuys(1001, 2)
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } })
    const page = await context.newPage()
    const errors: Array<string> = []
    page.on('pageerror', (error) => errors.push(String(error)))

    await page.goto(`${baseURL}/rmaprocess`)
    await page.getByRole('heading', { level: 1, name: 'Start a Return' }).waitFor()
    await step(page, '1-find')

    // the wrong email: one clear message, the form keeps what was typed
    await page.getByLabel('Order number *').fill(orderId)
    await page.getByLabel('Email used for the order *').fill('someone.else@example.com')
    await page.getByRole('button', { name: 'Find Order' }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('We could not find an order with that number and email')
    await step(page, '1-wrong-email')

    await page.getByLabel('Email used for the order *').fill('Rhea.Returner@example.com')
    await page.getByRole('button', { name: 'Find Order' }).click()
    await page.getByRole('heading', { level: 1, name: 'Choose items to return' }).waitFor()
    expect(page.url()).toContain(`/rmaprocess/select-items?order=${orderId}`)
    await step(page, '2-select')

    // a quantity without a reason is caught before anything is sent
    await page.getByLabel(/^Quantity of .* to return \(up to 2\)$/).fill('1')
    await page.getByRole('button', { name: 'Review Return' }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please choose a reason for each item you return.')
    await page.getByLabel(/^Quantity of .* to return/).fill('1')
    await page.getByLabel(/^Reason for returning /).selectOption('damaged')
    await page.getByRole('button', { name: 'Review Return' }).click()
    await page.getByRole('heading', { level: 1, name: 'Confirm your return' }).waitFor()
    const refund = await page.locator('.returns__total strong').textContent()
    expect(refund).toMatch(/^\$\d[\d,]*\.\d{2}$/)
    expect(await page.getByRole('cell', { name: 'Arrived damaged' }).count()).toBe(1)
    await step(page, '3-confirm')

    await page.getByRole('button', { name: 'Submit Return' }).click()
    await page.getByRole('heading', { level: 1, name: /^Your return RMA\d+$/ }).waitFor()
    expect(page.url()).toMatch(/\/rmaprocess\/print\/RMA\d+\/\d{4}-\d{2}-\d{2}$/)
    expect(await page.getByRole('heading', { name: 'Return label' }).count()).toBe(1)
    expect(await page.locator('address').first().textContent()).toContain('Ironhouse Returns')
    expect(await page.locator('.returns__total strong').textContent()).toBe(refund)
    expect(await page.getByRole('button', { name: 'Print Label' }).count()).toBe(1)
    await step(page, '4-label')

    // the label is this browser's: another browser that guesses the URL gets the not-found page
    const stranger = await browser.newContext()
    const guess = await stranger.request.get(page.url())
    expect(guess.status()).toBe(404)
    await stranger.close()

    // the order now has one left to return, and the return is listed with its status
    await page.goto(`${baseURL}/rmaprocess/select-items?order=${orderId}`)
    await page.getByLabel(/^Quantity of .* to return \(up to 1\)$/).waitFor()
    expect(await page.getByText(/Requested: send the items back/).count()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  }, 240_000)
})
