// The native app's side of the storefront (platform §2, §4, §7), played by the test: the page runs with
// the app's flag and version cookies and a ReactNativeWebView port that records what the page sends;
// the app's answers are posted into the page as the web view does.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'

const baseURL = inject('baseURL')
const browser = useBrowser()
const pageErrors: Array<string> = []

type Sent = { type: string } & Record<string, unknown>
/** applepay_update_details as the app receives it (platform §4). */
type UpdateDetails = { details: { total: { amount: string }; lineItems: Array<{ label: string; amount: string }> }; shippingOptions: Array<{ identifier: string; amount: string }> }


/** A page inside the app (platform §7: isMobileApp and mobileAppVersion as cookies) with the app's message port. */
async function appPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await context.addCookies([
    { name: 'isMobileApp', value: 'true', url: baseURL },
    { name: 'mobileAppVersion', value: '3.3.0', url: baseURL },
  ])
  await context.addInitScript(() => {
    const sent: Array<unknown> = []
    Object.assign(window, { __appSent: sent, ReactNativeWebView: { postMessage: (message: string) => sent.push(JSON.parse(message)) } })
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(String(error)))
  return page
}

const sentTo = (page: Page) => page.evaluate(() => (window as unknown as { __appSent: Array<Sent> }).__appSent)
const lastOf = async (page: Page, type: string) => (await sentTo(page)).filter((m) => m.type === type).at(-1)
/** The app answers the page (react-native-webview posts a JSON string into the page). */
const appSays = (page: Page, message: Record<string, unknown>) => page.evaluate((m) => window.postMessage(JSON.stringify(m), window.location.origin), message)

/** Puts the Ohio Bar (1001) in a new cart of this browser's session, as Add to Cart does, and opens /cart. */
async function cartWithOhioBar(page: Page): Promise<void> {
  await page.goto(`${baseURL}/the-ohio-bar`)
  const status = await page.evaluate(async () => {
    const created = await fetch('/svc_list/lists', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'quote' }) })
    const { list } = (await created.json()) as { list: { _id: string } }
    const added = await fetch(`/svc_list/lists/${list._id}/items`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ items: [{ productId: 1001, qty: 1 }] }) })
    return added.status
  })
  expect(status).toBe(200)
  await page.goto(`${baseURL}/cart`)
  await waitForHydration(page)
}

/** A gateway card token for a test card number, as the wallet's processor would give. */
const gatewayToken = (page: Page, number: string) =>
  page.evaluate(async (n) => {
    const res = await fetch('/gateway/v1/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ number: n, expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123', holderName: 'Ada Wallet' }) })
    return ((await res.json()) as { token: string }).token
  }, number)

const contact = {
  emailAddress: 'wallet.shopper@example.com',
  phoneNumber: '6145550100',
  administrativeArea: 'OH',
  locality: 'Columbus',
  postalCode: '43201',
  addressLines: ['545 E 5th Ave'],
  givenName: 'Ada',
  familyName: 'Wallet',
  countryCode: 'US',
}

describe('wallet-pay flow in the app shell (platform §4)', () => {
  it('the app starts the sheet, gets the server\'s shipping options and totals, and applepay_success places a real order', async () => {
    const page = await appPage()
    await cartWithOhioBar(page)
    const subtotal = (await page.getByTestId('cart-subtotal').textContent())?.replace(/[^\d.]/g, '')

    // step 1: applepay_start with the order details; the cart ships, so shipping is required
    await page.getByRole('button', { name: 'Pay with Apple Pay' }).click()
    await expect.poll(() => lastOf(page, 'applepay_start'), { timeout: 20_000 }).toBeDefined()
    const start = await lastOf(page, 'applepay_start')
    expect(start).toMatchObject({ shippingRequired: true, orderDetails: { total: { label: 'Ironhouse', amount: subtotal }, lineItems: [{ label: 'Subtotal', amount: subtotal }, { label: 'Shipping' }, { label: 'Tax' }] } })

    // step 2: the wallet's address gets the server's options and the totals with shipping and Ohio tax
    await appSays(page, { type: 'applepay_shipping_address', contact })
    await expect.poll(() => lastOf(page, 'applepay_update_details'), { timeout: 20_000 }).toBeDefined()
    const updated = (await lastOf(page, 'applepay_update_details')) as unknown as UpdateDetails
    expect(updated.shippingOptions.length).toBeGreaterThan(0)
    const tax = updated.details.lineItems.find((line) => line.label === 'Tax')
    expect(Number(tax?.amount)).toBeGreaterThan(0)

    // step 3: another option gives updated details with its shipping amount
    const other = updated.shippingOptions.find((option) => option.identifier !== updated.shippingOptions[0]?.identifier)
    if (other) {
      const before = (await sentTo(page)).length
      await appSays(page, { type: 'applepay_shipping_method', identifier: other.identifier })
      await expect.poll(async () => (await sentTo(page)).length, { timeout: 20_000 }).toBeGreaterThan(before + 1)
      const chosen = (await lastOf(page, 'applepay_update_details')) as unknown as UpdateDetails
      expect(chosen.details.lineItems.find((line) => line.label === 'Shipping')?.amount).toBe(other.amount)
    }
    const sheet = (await lastOf(page, 'applepay_update_details')) as unknown as UpdateDetails

    // step 4: the wallet pays (the built-in gateway's card token in paymentData); the order is placed at the sheet's total
    const token = await gatewayToken(page, '4111111111111111')
    await appSays(page, { type: 'applepay_success', shippingContact: contact, billingContact: null, token: { paymentData: { token }, paymentMethod: { network: 'Visa' }, transactionIdentifier: 'e2e-wallet-1' } })
    await expect.poll(() => lastOf(page, 'applepay_status_success'), { timeout: 30_000 }).toBeDefined()
    expect(await lastOf(page, 'applepay_status_failure')).toBeUndefined()
    await page.waitForURL(/\/checkout\/success\?orderId=IH\d+/, { timeout: 20_000 })
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? ''
    const order = await page.evaluate(async (id) => (await fetch(`/svc_checkout/order/${id}?storeId=1`)).json(), orderId)
    expect(order).toMatchObject({ status: expect.stringMatching(/payment_complete|published/), customer: { email: 'wallet.shopper@example.com' }, shippingAddress: { city: 'Columbus', postcode: '43201' } })
    expect((order as { totals: { grandTotalIncludingTax: number } }).totals.grandTotalIncludingTax).toBe(Math.round(Number(sheet.details.total.amount) * 100))
    expect(pageErrors).toEqual([])
    await page.context().close()
  })

  it('platform §8 wallet-pay order failure: a declined card sends applepay_status_failure and the shopper stays on the cart', async () => {
    const page = await appPage()
    await cartWithOhioBar(page)
    await page.getByRole('button', { name: 'Pay with Apple Pay' }).click()
    await expect.poll(() => lastOf(page, 'applepay_start'), { timeout: 20_000 }).toBeDefined()
    await appSays(page, { type: 'applepay_shipping_address', contact })
    await expect.poll(() => lastOf(page, 'applepay_update_details'), { timeout: 20_000 }).toBeDefined()
    const token = await gatewayToken(page, '4000000000000002')
    await appSays(page, { type: 'applepay_success', shippingContact: contact, token: { paymentData: { token }, paymentMethod: {}, transactionIdentifier: 'e2e-wallet-2' } })
    await expect.poll(() => lastOf(page, 'applepay_status_failure'), { timeout: 30_000 }).toBeDefined()
    expect(await lastOf(page, 'applepay_status_success')).toBeUndefined()
    expect(new URL(page.url()).pathname).toBe('/cart')
    await page.context().close()
  })

  it('commerce §4 order status: a card its bank challenges is not reported as placed while 3-D Secure waits; approved, the app gets applepay_status_success and the paid order', async () => {
    const page = await appPage()
    await cartWithOhioBar(page)
    await page.getByRole('button', { name: 'Pay with Apple Pay' }).click()
    await expect.poll(() => lastOf(page, 'applepay_start'), { timeout: 20_000 }).toBeDefined()
    await appSays(page, { type: 'applepay_shipping_address', contact })
    await expect.poll(() => lastOf(page, 'applepay_update_details'), { timeout: 20_000 }).toBeDefined()
    const token = await gatewayToken(page, '4000000000003220')
    await appSays(page, { type: 'applepay_success', shippingContact: contact, token: { paymentData: { token }, paymentMethod: { network: 'Visa' }, transactionIdentifier: 'e2e-wallet-3ds' } })

    // the order waits on the bank: its challenge shows over the cart, and the app is told nothing yet
    const dialog = page.getByRole('dialog', { name: 'Confirm the payment with your bank' })
    await dialog.waitFor({ timeout: 30_000 })
    const challenge = page.frameLocator('iframe[title="3-D Secure verification"]')
    await challenge.getByRole('heading', { name: '3-D Secure verification' }).waitFor({ timeout: 20_000 })
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.waitForTimeout(2500)
    expect(await lastOf(page, 'applepay_status_success')).toBeUndefined()
    expect(await lastOf(page, 'applepay_status_failure')).toBeUndefined()
    expect(new URL(page.url()).pathname).toBe('/cart')

    await challenge.getByRole('button', { name: 'Approve payment' }).click()
    await expect.poll(() => lastOf(page, 'applepay_status_success'), { timeout: 30_000 }).toBeDefined()
    expect(await lastOf(page, 'applepay_status_failure')).toBeUndefined()
    await page.waitForURL(/\/checkout\/success\?orderId=IH\d+/, { timeout: 20_000 })
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? ''
    const order = await page.evaluate(async (id) => (await fetch(`/svc_checkout/order/${id}?storeId=1`)).json(), orderId)
    expect(order).toMatchObject({ status: expect.stringMatching(/payment_complete|published/), customer: { email: 'wallet.shopper@example.com' } })
    await page.context().close()
  })
})

describe('links inside the app (platform §2, §7)', () => {
  it("the footer's mailto: link is sent to the app as linkclick and the page stays", async () => {
    const page = await appPage()
    await page.goto(`${baseURL}/shipping-policy`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Email Us' }).click()
    await expect.poll(() => lastOf(page, 'linkclick')).toEqual({ type: 'linkclick', url: 'mailto:support@ironhouse.example' })
    expect(new URL(page.url()).pathname).toBe('/shipping-policy')
    await page.context().close()
  })

  it('outside the app a cart offers no Pay with Apple Pay (platform §4: a wallet payment of the app)', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await cartWithOhioBar(page)
    await page.getByRole('link', { name: 'Checkout' }).waitFor()
    expect(await page.getByRole('button', { name: 'Pay with Apple Pay' }).count()).toBe(0)
    await context.close()
  })
})
