// Product reviews (platform §6 review provider; shell §2 /mps-review and /account/reviews;
// docs/reviews.md): a customer of their own buys through the store's API, opens the review page of
// the order, rates the product with the star radio group by keyboard, writes the text and sends it,
// then finds the review listed on /account/reviews, edits it there, and the product's reviews show it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { APIRequestContext, APIResponse, Browser } from 'playwright-core'
import { launchBrowser, seriousA11yViolations, waitForHydration } from './browser.ts'
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

const PRODUCT = 1001
const email = `e2e-reviews-${Date.now()}@example.com`
const address = { firstname: 'Rhea', lastname: 'Reviewer', telephone: '6145550104', email, street: ['545 E 5th Ave'], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US' }
const sameOrigin = { 'sec-fetch-site': 'same-origin' }

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as T
}

const captcha = (api: APIRequestContext, action: 'register' | 'placeorder') => solvedCaptcha(async (path) => (await api.get(`${baseURL}${path}`)).json(), action)

async function customerBuys(api: APIRequestContext): Promise<string> {
  const { list } = await json<{ list: { _id: string } }>(await api.post(`${baseURL}/svc_list/lists`, { data: { type: 'quote' }, headers: sameOrigin }))
  await json(await api.post(`${baseURL}/svc_list/lists/${list._id}/items`, { data: { items: [{ productId: PRODUCT, qty: 1 }] }, headers: sameOrigin }))
  const quote = await json<{ shipping: Array<{ shippingCode: string; packageNumber: number; rate: number }>; totals: Record<string, number> }>(
    await api.post(`${baseURL}/svc_checkout/order/quote`, { data: { listId: list._id, storeId: 1, email, shippingAddress: address }, headers: sameOrigin }),
  )
  const card = await json<{ token: string }>(
    await api.post(`${baseURL}/gateway/v1/tokens`, { data: { number: '4111111111111111', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', holderName: 'Rhea Reviewer' } }),
  )
  const order = await json<{ orderId: string }>(
    await api.post(`${baseURL}/svc_checkout/order`, { data: { ...cardOrderBody({ listId: list._id, address, quote, token: card.token }), captcha: await captcha(api, 'placeorder') }, headers: sameOrigin }),
  )
  return order.orderId
}

describe('platform §6 review provider: /mps-review and /account/reviews', () => {
  it('a customer reviews the product of their order on /mps-review (stars by keyboard), sees it listed on /account/reviews, edits it, and the product\'s reviews show it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } })
    const api = context.request
    await json(
      await api.post(`${baseURL}/svc_customer/customer`, {
        data: { email, password: 'five stars for the ohio bar 9', firstname: 'Rhea', lastname: 'Reviewer', newsletters: [], segments: [], captcha: await captcha(api, 'register') },
        headers: sameOrigin,
      }),
    )
    const orderId = await customerBuys(api)
    // the order is published by the store's worker, which records its reviewable items
    await expect.poll(async () => (await api.get(`${baseURL}/svc_review/invitations/${orderId}`)).status()).toBe(200)

    const page = await context.newPage()
    const shots = process.env.REVIEWS_SHOTS_DIR
    await page.goto(`${baseURL}/mps-review?order=${orderId}`)
    await waitForHydration(page)
    const item = page.getByTestId('review-item')
    await expect.poll(() => item.count()).toBe(1)
    const form = page.getByRole('form', { name: /^Review of / })
    // the star rating is a radio group: arrows move the choice
    const stars = form.getByRole('group', { name: /Your rating/ })
    await stars.getByRole('radio', { name: '1 star' }).focus()
    await page.keyboard.press('Space')
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight')
    expect(await stars.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true)
    // too short a text is refused before sending
    await form.getByLabel('Your review').fill('Good')
    await form.getByRole('button', { name: 'Submit review' }).click()
    expect(await form.textContent()).toContain('Your review needs at least 10 characters.')
    await form.getByLabel('Title (optional)').fill('Knurl is perfect')
    await form.getByLabel('Your review').fill('Smooth spin and a knurl that holds without tearing hands.')
    expect(await seriousA11yViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/mps-review-form.png`, fullPage: true })
    await form.getByRole('button', { name: 'Submit review' }).click()
    await expect.poll(() => item.textContent()).toContain('Thank you for your review (verified buyer).')
    expect(await item.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1)

    await page.goto(`${baseURL}/account/reviews`)
    const listed = page.getByTestId('my-review')
    await expect.poll(() => listed.count()).toBe(1)
    expect(await listed.textContent()).toContain('Smooth spin and a knurl that holds without tearing hands.')
    expect(await listed.textContent()).toContain('Verified buyer')
    expect(await seriousA11yViolations(page)).toEqual([])
    await listed.getByRole('button', { name: /^Edit your review of / }).click()
    await listed.getByRole('radio', { name: '5 stars' }).check()
    await listed.getByLabel('Your review').fill('Smooth spin and a knurl that holds. A month in, still perfect.')
    await listed.getByRole('button', { name: 'Save review' }).click()
    await expect.poll(() => listed.textContent()).toContain('A month in, still perfect.')
    expect(await listed.getByRole('img', { name: '5 out of 5 stars' }).count()).toBe(1)
    if (shots) await page.screenshot({ path: `${shots}/account-reviews.png`, fullPage: true })

    const reviews = await json<{ reviews: Array<{ authorName: string; rating: number; body: string; verified: boolean }> }>(await api.get(`${baseURL}/svc_review/products/${PRODUCT}?limit=50`))
    expect(reviews.reviews.find((r) => r.body.includes('A month in'))).toMatchObject({ authorName: 'Rhea R.', rating: 5, verified: true })
    await context.close()
  })
})
