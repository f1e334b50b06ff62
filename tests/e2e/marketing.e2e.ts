// The marketing consumers in the real store (platform §6; docs/marketing.md): a shopper arrives from an
// affiliate's link (?aff=), buys through the product page and the checkout screens, and staff read the
// sale under the affiliate with the operator token; a browser sending Global Privacy Control keeps no
// affiliate and its order is seen by no consumer. Everything runs on the server: no script is added.
import { describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { fillCard, fillGuestAddress } from './checkout-form.ts'
import { waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'
import { E2E_OPERATOR_TOKEN } from './store-process.ts'

const baseURL = inject('baseURL')
const browser = useBrowser()

const operator = async <T,>(path: string): Promise<T> => {
  const res = await fetch(`${baseURL}/svc_marketing/operator${path}`, { headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` } })
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

/** From the affiliate's link to the confirmation: Add to Cart on the product page, then the checkout's three steps with a card. */
async function buyFromAffiliateLink(context: BrowserContext, code: string, email: string): Promise<{ page: Page; orderId: string }> {
  const page = await context.newPage()
  await page.goto(`${baseURL}/the-ohio-bar?aff=${code}`)
  // the link's parameter is gone from the address: the page is the shared one
  expect(new URL(page.url()).search).toBe('')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.getByRole('link', { name: 'View Cart' }).waitFor()
  await page.goto(`${baseURL}/checkout`)
  await expect.poll(() => page.getByRole('button', { name: 'Continue to shipping' }).count()).toBe(1)
  await fillGuestAddress(page, { email, firstname: 'Ada', lastname: 'Lifter' })
  await page.getByRole('button', { name: 'Continue to shipping' }).click()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.getByRole('heading', { name: '3. Payment' }).waitFor()
  await fillCard(page, '4111 1111 1111 1111', 'Ada Lifter')
  await page.getByRole('button', { name: /^Place order/ }).click()
  await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor()
  const status = (await page.locator('.order-confirmation [role="status"]').textContent()) ?? ''
  const orderId = /IH\d{9}/.exec(status)?.[0]
  if (!orderId) throw new Error(`no order number in "${status}"`)
  return { page, orderId }
}

type Sales = { count: number; sales: Array<{ orderNumber: string; amount: number; items: Array<{ sku: string }> }> }
type Conversions = { conversions: Array<{ orderNumber: string; data: Record<string, unknown> }> }

describe('platform §6 marketing consumers in the store', () => {
  it('an affiliate link keeps the affiliate (USA: marketing allowed by default); the order bought through the checkout is the affiliate’s sale, read by staff', async () => {
    const code = `partner-${Date.now()}`
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } })
    const { orderId } = await buyFromAffiliateLink(context, code, `affiliate-buyer-${Date.now()}@example.com`)
    const cookie = (await context.cookies()).find((c) => c.name === 'ih_aff')
    expect(cookie).toMatchObject({ value: code, httpOnly: true, sameSite: 'Lax' })
    // the store's job worker registers the sale once the payment is complete
    await expect.poll(async () => (await operator<Sales>(`/affiliates/${code}/sales`)).sales.map((s) => s.orderNumber)).toEqual([orderId])
    const { sales } = await operator<Sales>(`/affiliates/${code}/sales`)
    expect(sales[0]).toMatchObject({ amount: 39500, items: [{ sku: 'IH-OHIO-BAR' }] })
    await expect.poll(async () => (await operator<Conversions>('/ad-conversions?limit=100')).conversions.find((c) => c.orderNumber === orderId)?.data.phone).toBe('+16145550100')
    await context.close()
  })

  it('with Global Privacy Control the browser keeps no affiliate and its order reaches no consumer', async () => {
    const code = `gpc-partner-${Date.now()}`
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, extraHTTPHeaders: { 'Sec-GPC': '1' } })
    const { orderId } = await buyFromAffiliateLink(context, code, `gpc-buyer-${Date.now()}@example.com`)
    expect((await context.cookies()).find((c) => c.name === 'ih_aff')).toBeUndefined()
    // a later order of someone else is recorded: the worker has run past this one
    const other = await browser.newContext({ viewport: { width: 1280, height: 1000 } })
    const { orderId: laterId } = await buyFromAffiliateLink(other, `${code}-control`, `control-buyer-${Date.now()}@example.com`)
    await expect.poll(async () => (await operator<Conversions>('/ad-conversions?limit=100')).conversions.some((c) => c.orderNumber === laterId)).toBe(true)
    expect((await operator<Conversions>('/ad-conversions?limit=100')).conversions.some((c) => c.orderNumber === orderId)).toBe(false)
    expect((await operator<Sales>(`/affiliates/${code}/sales`)).count).toBe(0)
    await context.close()
    await other.close()
  })
})
