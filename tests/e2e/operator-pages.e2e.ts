// The staff screens (docs/storefront.md "Operator screens"): the content preview (shell §2 /__rb__/preview,
// /__rb__/rhpa without third-party add-ons), the order manager's quote (shell §2 /order-manager-quote:
// admin hosts, platform §2), the staff screen (ours: /__rb__/staff, review moderation and the marketing
// records, admin hosts) and the rate-limit overlay (platform §8: a 429 outside production shows
// cf-modal). A store of its own: a trusted load balancer (TRUST_PROXY=1, so an admin Host can be given
// through X-Forwarded-Host), the operator token, a staging environment and a mail outbox to read.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import type { CaptchaAction } from '@ironhouse/contracts'
import { solvedCaptcha } from '../../apps/api/test/captcha.ts'
import { DEMO_IDS } from '../../packages/demo-data/src/demo-ids.ts'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'
import { linkInOutbox } from './mail-outbox.ts'
import { registerCustomer, SAME_ORIGIN } from './store-api.ts'
import { startStore, type StoreProcess } from './store-process.ts'

const OPERATOR_TOKEN = 'op_e2e_operator_pages'
const ADMIN_HOST = { 'x-forwarded-host': 'local.ironhouse.example' }
const shots = process.env.OPERATOR_SHOTS_DIR
let store: StoreProcess
let baseURL = ''
let outbox = ''
const browser = useBrowser()

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 })
const captchaFor = (from: BrowserContext, action: CaptchaAction) => solvedCaptcha(async (path) => (await from.request.get(`${baseURL}${path}`)).json(), action)

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'ironhouse-e2e-operator-mail-'))
  store = await startStore({ TRUST_PROXY: '1', OPERATOR_TOKEN, STORE_ENV: 'staging', MAIL_OUTBOX_DIR: outbox })
  baseURL = store.baseURL
}, 180_000)
afterAll(async () => {
  await store?.stop()
  rmSync(outbox, { recursive: true, force: true })
})

/** Types the operator token into a staff screen's sign-in form. */
async function signIn(page: Page, token: string) {
  const form = page.getByRole('form', { name: 'Operator sign-in' })
  await form.getByLabel('Operator token').fill(token)
  await form.getByRole('button', { name: 'Continue' }).click()
}

describe('shell §2 content preview routes (/__rb__/preview, /__rb__/rhpa)', () => {
  it('an operator sees the page with its blocks and the named blocks, the inactive footer-notice marked as not active; anyone else gets 401 and no content; it is never indexed or cached', async () => {
    const guest = await fetch(`${baseURL}/__rb__/preview?url=/about-us`)
    const html = await guest.text()
    expect([guest.status, guest.headers.get('cache-control'), guest.headers.get('x-robots-tag')]).toEqual([401, 'private, no-store', 'noindex, nofollow'])
    expect(html).toContain('Operator token')
    expect(html).not.toContain('footer-notice')
    expect(html).not.toContain('Holiday shipping cut-off')

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/__rb__/preview?url=/about-us`)
    await waitForHydration(page)
    await signIn(page, 'not-the-token')
    await poll(() => page.getByRole('alert').textContent()).toBe('That operator token is not valid.')
    await signIn(page, OPERATOR_TOKEN)
    await poll(() => page.locator('main h1').first().textContent()).toBe('About Ironhouse')
    expect(await page.getByRole('region', { name: 'Preview' }).textContent()).toContain('of page 20 about-us at /about-us')
    const blocks = page.getByRole('region', { name: 'Content blocks' }).getByRole('listitem')
    expect(await blocks.filter({ hasText: 'footer-notice' }).textContent()).toBe('footer-notice Not active yet: shoppers do not see itHoliday shipping cut-off: order by 18 December → /shipping-policy')
    expect(await blocks.filter({ hasText: 'header-promo-banner' }).textContent()).toContain('Active')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,nofollow')
    expect(await seriousA11yViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/content-preview.png`, fullPage: true })

    // another page by its identifier, through the preview's own form; an unknown one is said
    await page.getByLabel('Page id, identifier or url').fill('shipping-policy')
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    await poll(() => page.locator('main h1').first().textContent()).toBe('Shipping Policy')
    await page.goto(`${baseURL}/__rb__/preview?url=/no-such-page`)
    expect(await page.getByRole('alert').textContent()).toBe('There is no content page /no-such-page.')
    await context.close()
  }, 120_000)

  it('rhpa renders the same preview without third-party add-ons: no consent banner and no search provider events, which the preview route has', async () => {
    const context = await browser.newContext()
    await context.addCookies([{ name: 'ih_operator', value: OPERATOR_TOKEN, url: baseURL }])
    const page = await context.newPage()
    const tokenCalls: Array<string> = []
    page.on('request', (request) => {
      if (request.url().includes('/svc_ssr/rfktkn')) tokenCalls.push(new URL(page.url()).pathname)
    })
    await page.goto(`${baseURL}/__rb__/preview?id=about-us`)
    await waitForHydration(page)
    await poll(() => page.getByRole('region', { name: 'Cookies on Ironhouse' }).count()).toBe(1)
    await poll(() => tokenCalls.length).toBeGreaterThan(0)
    tokenCalls.length = 0

    await page.goto(`${baseURL}/__rb__/rhpa?id=about-us`)
    await waitForHydration(page)
    expect(await page.locator('main h1').first().textContent()).toBe('About Ironhouse')
    expect(await page.getByRole('region', { name: 'Preview' }).textContent()).toContain('Started without third-party add-ons.')
    await page.waitForTimeout(1500)
    expect(await page.getByRole('region', { name: 'Cookies on Ironhouse' }).count()).toBe(0)
    expect(tokenCalls).toEqual([])
    expect(await seriousA11yViolations(page)).toEqual([])
    await context.close()
  }, 120_000)
})

describe('shell §2 /order-manager-quote (admin hosts only, platform §2)', () => {
  it('staff price products for a group-2 customer, send the quote; the customer opens the mailed link and finds it as their active cart', async () => {
    const sku = ((await (await fetch(`${baseURL}/svc_content/catalog/product/${DEMO_IDS.ohioBar}`)).json()) as { product: { sku: string } }).product.sku
    const staff = await browser.newContext({ extraHTTPHeaders: ADMIN_HOST, viewport: { width: 1280, height: 900 } })
    const page = await staff.newPage()
    await page.goto(`${baseURL}/order-manager-quote`)
    await waitForHydration(page)
    expect(await page.locator('main h1').textContent()).toBe('Order Manager Quote')
    expect(await page.locator('header').count()).toBe(0)
    await signIn(page, OPERATOR_TOKEN)
    const form = page.getByRole('form', { name: 'Quote' })
    await form.waitFor()
    await form.getByLabel('Customer email').fill('group2@demo.ironhouse.shop')
    await form.getByLabel('Quote name (optional)').fill('Garage build for Gus')
    await form.getByLabel('SKU of product 1').fill(sku)
    await form.getByLabel('Quantity of product 1').fill('2')
    await form.getByRole('button', { name: 'Show prices' }).click()
    const prices = page.getByRole('region', { name: /^Prices for .+ \(group 2\)$/ })
    await prices.waitFor({ timeout: 20_000 })
    // commerce §4: group 2 pays 5 % less than the $395.00 list price
    expect(await prices.getByRole('row').filter({ hasText: 'The Ohio Bar' }).getByRole('cell').allTextContents()).toEqual(['The Ohio Bar', sku, '2', '$375.25', '$395.00', '$750.50'])
    expect(await seriousA11yViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/order-manager-quote.png`, fullPage: true })
    await form.getByRole('button', { name: 'Send quote' }).click()
    await poll(() => page.locator('.notice--success').textContent()).toMatch(/^Quote “Garage build for Gus” sent to group2@demo\.ironhouse\.shop \(\$750\.50 before shipping and tax\)\. Its link: http/)

    await poll(() => linkInOutbox(outbox, 'group2@demo.ironhouse.shop', /\/account\/custom-quoting\?quote=[\w-]+/)).not.toBeNull()
    const mailed = linkInOutbox(outbox, 'group2@demo.ironhouse.shop', /\/account\/custom-quoting\?quote=[\w-]+/) ?? ''
    const customer = await browser.newContext()
    const login = await customer.request.post(`${baseURL}/svc_session/session/login`, {
      data: { email: 'group2@demo.ironhouse.shop', password: 'deadlift platform garage gym', captcha: await captchaFor(customer, 'login') },
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(login.status()).toBe(200)
    const mine = await customer.newPage()
    await mine.goto(`${baseURL}${new URL(mailed).pathname}${new URL(mailed).search}`)
    await waitForHydration(mine)
    const sentQuote = mine.locator('li[aria-current="true"]')
    await poll(() => sentQuote.textContent()).toMatch(/^The quote we sent you: Garage build for Gus \(active cart\): 1 items, \$750\.50/)
    await sentQuote.getByRole('button', { name: 'Check out Garage build for Gus' }).click()
    await mine.waitForURL(`${baseURL}/checkout`)
    await poll(() => mine.locator('main').textContent()).toContain('The Ohio Bar')
    await customer.close()

    // without script the form posts to the page and comes back priced, with what was typed kept
    const bare = await browser.newContext({ extraHTTPHeaders: ADMIN_HOST, javaScriptEnabled: false })
    await bare.addCookies([{ name: 'ih_operator', value: OPERATOR_TOKEN, url: baseURL }])
    const plain = await bare.newPage()
    await plain.goto(`${baseURL}/order-manager-quote`)
    await plain.getByLabel('Customer email').fill('group2@demo.ironhouse.shop')
    await plain.getByLabel('SKU of product 1').fill(sku)
    await plain.getByLabel('Quantity of product 1').fill('1')
    await plain.getByRole('button', { name: 'Show prices' }).click()
    await plain.getByRole('region', { name: /\(group 2\)$/ }).waitFor({ timeout: 20_000 })
    expect(await plain.getByRole('row').filter({ hasText: 'Subtotal' }).textContent()).toBe('Subtotal$375.25')
    expect([await plain.getByLabel('Customer email').inputValue(), await plain.getByLabel('SKU of product 1').inputValue()]).toEqual(['group2@demo.ironhouse.shop', sku])
    await bare.close()

    // a shopper host never shows it (platform §2), and without the token staff are asked for it
    const shopperHost = await fetch(`${baseURL}/order-manager-quote`, { redirect: 'manual' })
    expect([shopperHost.status, shopperHost.headers.get('location')]).toEqual([302, '/404'])
    const noToken = await fetch(`${baseURL}/order-manager-quote`, { headers: ADMIN_HOST })
    expect(noToken.status).toBe(401)
    await staff.close()
  }, 180_000)
})

describe('the staff screen /__rb__/staff (ours: docs/reviews.md "Moderation", docs/marketing.md)', () => {
  it('staff hide a review with a reason: it is marked hidden, leaves the product\'s public reviews, and its author sees the reason; the marketing view shows the records; admin hosts only', async () => {
    // a customer's review of the Ohio Bar
    const author = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await registerCustomer(baseURL, author.request, { email: 'spam-reviewer@example.com', password: 'moderate this review 42', firstname: 'Sam', lastname: 'Spammer' })
    const text = 'Cheap bars at another shop, visit them today!'
    const posted = await author.request.post(`${baseURL}/svc_review/reviews`, { data: { productId: DEMO_IDS.ohioBar, rating: 1, body: text }, headers: SAME_ORIGIN })
    expect(posted.status()).toBe(201)
    const id = ((await posted.json()) as { review: { id: number } }).review.id
    // a shopper reports it (docs/reviews.md "Reports"): staff see it counted
    const reported = await fetch(`${baseURL}/svc_review/reviews/${id}/report`, { method: 'POST', headers: { 'content-type': 'application/json', ...SAME_ORIGIN }, body: JSON.stringify({ reason: 'spam' }) })
    expect(reported.status).toBe(200)
    // and another finds it helpful (docs/reviews.md "Helpful votes"): staff see that too
    const voted = await fetch(`${baseURL}/svc_review/reviews/${id}/helpful`, { method: 'POST', headers: { 'content-type': 'application/json', ...SAME_ORIGIN }, body: '{}' })
    expect(voted.status).toBe(200)

    const staff = await browser.newContext({ extraHTTPHeaders: ADMIN_HOST, viewport: { width: 1280, height: 900 } })
    const page = await staff.newPage()
    await page.goto(`${baseURL}/__rb__/staff`)
    await waitForHydration(page)
    await signIn(page, OPERATOR_TOKEN)
    const review = page.getByTestId('staff-review').filter({ hasText: text })
    await review.waitFor()
    expect(await review.getByRole('heading').textContent()).toContain('The Ohio Bar')
    expect(await review.textContent()).toContain('By Sam S.')
    expect(await review.textContent()).toContain(' · 1 found it helpful')
    expect(await review.getByTestId('staff-review-status').textContent()).toBe('Published')
    expect(await review.getByTestId('staff-review-reports').textContent()).toBe('Reported once: spam or advertising ×1')
    expect(await seriousA11yViolations(page)).toEqual([])
    await review.getByLabel(`Reason for hiding review ${id}`).fill('Advertises another shop')
    await review.getByRole('button', { name: `Hide review ${id}` }).click()
    await poll(() => page.locator('.notice').first().textContent()).toBe('Sam S.’s review of The Ohio Bar is hidden.')
    await poll(() => review.getByTestId('staff-review-status').textContent()).toMatch(/^Hidden .+: Advertises another shop$/)
    expect(await review.getByRole('button', { name: `Show review ${id} again` }).count()).toBe(1)
    if (shots) await page.screenshot({ path: `${shots}/staff-reviews.png`, fullPage: true })

    // gone from the product's public reviews; its author still sees it, with the reason
    const publicRead = (await (await fetch(`${baseURL}/svc_review/products/${DEMO_IDS.ohioBar}`)).json()) as { reviews: Array<{ id: number }> }
    expect(publicRead.reviews.map((r) => r.id)).not.toContain(id)
    const mine = await author.newPage()
    await mine.goto(`${baseURL}/account/reviews`)
    await poll(() => mine.getByTestId('review-hidden').textContent()).toContain('Hidden by our moderators. Reason: Advertises another shop')
    await author.close()

    // without script the forms post to the page: Show puts it back in the public reviews
    const bare = await browser.newContext({ extraHTTPHeaders: ADMIN_HOST, javaScriptEnabled: false })
    await bare.addCookies([{ name: 'ih_operator', value: OPERATOR_TOKEN, url: baseURL }])
    const plain = await bare.newPage()
    await plain.goto(`${baseURL}/__rb__/staff?status=hidden`)
    await plain.getByRole('button', { name: `Show review ${id} again` }).click()
    await plain.getByText('Sam S.’s review of The Ohio Bar is shown again.').waitFor()
    const shown = (await (await fetch(`${baseURL}/svc_review/products/${DEMO_IDS.ohioBar}`)).json()) as { reviews: Array<{ id: number }> }
    expect(shown.reviews.map((r) => r.id)).toContain(id)
    await bare.close()

    // staff reply in public (docs/reviews.md "Replies"): the product's reviews show it under the review
    await page.reload()
    await waitForHydration(page)
    const again = page.getByTestId('staff-review').filter({ hasText: text })
    await again.getByRole('button', { name: `Post reply to review ${id}` }).click()
    await poll(() => again.getByRole('alert').textContent()).toBe('Write the reply first.')
    await again.getByLabel(`Reply in public to review ${id}`).fill('We only sell our own bars here. Thank you, Sam.')
    await again.getByRole('button', { name: `Post reply to review ${id}` }).click()
    await poll(() => page.locator('.notice').first().textContent()).toBe('Your reply to Sam S.’s review of The Ohio Bar is posted.')
    await poll(() => again.getByTestId('staff-review-reply').textContent()).toMatch(/: We only sell our own bars here\. Thank you, Sam\.$/)
    expect(await seriousA11yViolations(page)).toEqual([])
    const withReply = (await (await fetch(`${baseURL}/svc_review/products/${DEMO_IDS.ohioBar}`)).json()) as { reviews: Array<{ id: number; reply: { text: string } | null }> }
    expect(withReply.reviews.find((r) => r.id === id)?.reply?.text).toBe('We only sell our own bars here. Thank you, Sam.')
    const shopperPage = await browser.newPage()
    await shopperPage.goto(`${baseURL}/the-ohio-bar`)
    await waitForHydration(shopperPage)
    const section = shopperPage.getByRole('region', { name: 'Reviews' })
    await section.scrollIntoViewIfNeeded()
    const answered = section.getByTestId('product-review').filter({ hasText: text })
    await poll(() => answered.locator('.product-review__reply').textContent()).toMatch(/^Response from Ironhouse · .+We only sell our own bars here\. Thank you, Sam\.$/)
    await shopperPage.close()

    // the marketing view: the operator calls' records, read-only
    await page.getByRole('navigation', { name: 'Staff views' }).getByRole('link', { name: 'Marketing' }).click()
    await page.getByRole('heading', { name: 'Affiliates' }).waitFor()
    expect(await page.locator('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Affiliates', 'Ad conversions (latest 20)', 'Email marketing record'])
    expect(page.url()).toContain('view=marketing')
    expect(await seriousA11yViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/staff-marketing.png`, fullPage: true })
    await staff.close()

    // a shopper host never shows it (platform §2); without the token staff are asked for it
    const shopperHost = await fetch(`${baseURL}/__rb__/staff`, { redirect: 'manual' })
    expect([shopperHost.status, shopperHost.headers.get('location')]).toEqual([302, '/404'])
    const noToken = await fetch(`${baseURL}/__rb__/staff?view=marketing`, { headers: ADMIN_HOST })
    expect([noToken.status, noToken.headers.get('cache-control')]).toEqual([401, 'private, no-store'])
    expect(await noToken.text()).not.toContain('Affiliates')
  }, 180_000)
})

describe('platform §8 a 429 outside production shows the rate-limit overlay (cf-modal)', () => {
  /** A product page whose cart calls (the cart read on load) the CDN in front refuses with 429. */
  async function refusedCart(origin: string) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.route('**/svc_list/**', (route) => route.fulfill({ status: 429, contentType: 'application/json', body: '{"error":"rate_limited","message":"Too many requests"}' }))
    await page.goto(`${origin}/the-ohio-bar`)
    await waitForHydration(page)
    return { context, page }
  }

  it('on a staging store the overlay opens as a modal dialog: focus inside, Escape closes it; a production store shows none', async () => {
    const { context, page } = await refusedCart(baseURL)
    const dialog = page.getByRole('dialog', { name: 'Too many requests' })
    await dialog.waitFor({ timeout: 20_000 })
    expect(await dialog.getAttribute('id')).toBe('cf-modal')
    expect(await page.evaluate(() => document.getElementById('cf-modal')?.contains(document.activeElement))).toBe(true)
    expect(await seriousA11yViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/cf-modal.png` })
    await page.keyboard.press('Escape')
    await poll(() => dialog.isVisible()).toBe(false)
    await context.close()

    // the shared store runs as production (no STORE_ENV)
    const production = await refusedCart(inject('baseURL'))
    await production.page.waitForTimeout(2000)
    expect(await production.page.locator('#cf-modal').count()).toBe(0)
    await production.context.close()
  }, 120_000)
})
