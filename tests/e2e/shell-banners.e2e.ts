// The shell's banners and high contrast (shell §2 header, §6 flag show_christmas_shipping_banner, §9 high
// contrast cookie 365 days): the demo store's header-promo-banner block in the page HTML, the Christmas
// shipping cut-off notice on a store of its own started with the flag on (FEATURE_FLAG_DEFAULTS), and the
// footer's High contrast toggle from the keyboard, kept by a reload; axe passes in both schemes.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { christmasShippingNotice } from '../../packages/domain/src/platform/shell-preferences.ts'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'
import { startStore, type StoreProcess } from './store-process.ts'

const baseURL = inject('baseURL')
const PROMO = 'Free shipping on 3 Ships Free gear'
const browser = useBrowser()

beforeAll(async () => {
}, 60_000)

describe('shell §2 header promo banner (CMS block header-promo-banner)', () => {
  it('is in the product page’s HTML (no script needed) and links to the block’s url; a funneled page has none', async () => {
    const html = await (await fetch(`${baseURL}/the-ohio-bar`)).text()
    expect(html).toMatch(/<p class="promo-bar"><a href="\/3-ships-free"[^>]*>Free shipping on 3 Ships Free gear<\/a><\/p>/)

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/ca/the-ohio-bar`)
    const link = page.locator('header .promo-bar a')
    await expect.poll(() => link.textContent(), { timeout: 20_000 }).toBe(PROMO)
    expect(await link.getAttribute('href')).toBe('/ca/3-ships-free')
    // the Christmas banner's flag is off in the demo store: one banner only
    expect(await page.locator('header .promo-bar').count()).toBe(1)

    await page.goto(`${baseURL}/payment-link`)
    await expect.poll(() => page.locator('.site-header--funnel').count(), { timeout: 20_000 }).toBe(1)
    expect(await page.locator('.promo-bar').count()).toBe(0)
    await context.close()
  })
})

describe('shell §6 show_christmas_shipping_banner (a store with the flag on)', () => {
  let store: StoreProcess
  beforeAll(async () => {
    store = await startStore({ FEATURE_FLAG_DEFAULTS: '{"show_christmas_shipping_banner":true}' })
  }, 150_000)
  afterAll(async () => {
    await store?.stop()
  })

  it('the header shows the cut-off notice (18 December) in the page HTML and after a navigation; axe passes', async () => {
    const notice = christmasShippingNotice(new Date())
    expect(notice).toContain('18 December')
    const html = await (await fetch(`${store.baseURL}/the-ohio-bar`)).text()
    expect(html).toContain(`<p class="promo-bar">${notice}</p>`)

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${store.baseURL}/`)
    await waitForHydration(page)
    const banner = page.locator('header .promo-bar', { hasText: '18 December' })
    await expect.poll(() => banner.textContent(), { timeout: 20_000 }).toBe(notice)
    // still there once the browser evaluates the flags itself (a navigation in place)
    await page.locator('header .promo-bar a').click()
    await page.waitForURL(/\/3-ships-free$/, { timeout: 20_000 })
    await expect.poll(() => banner.count(), { timeout: 20_000 }).toBe(1)
    expect(await seriousA11yViolations(page)).toEqual([])
    await context.close()
  })
})

describe('shell §9 high contrast', () => {
  it('the footer’s toggle (keyboard, aria-pressed) sets the highContrast cookie for 365 days; a reload keeps the scheme; off again; axe passes in both', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/the-ohio-bar`)
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'High contrast' })
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    expect(await page.evaluate(() => document.documentElement.className)).toBe('')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).color)).toBe('rgb(20, 20, 20)')
    expect(await seriousA11yViolations(page)).toEqual([])

    await toggle.focus()
    await Promise.all([page.waitForURL(`${baseURL}/the-ohio-bar`, { waitUntil: 'load', timeout: 20_000 }), page.keyboard.press('Enter')])
    await expect.poll(() => page.evaluate(() => document.documentElement.className), { timeout: 20_000 }).toBe('high-contrast')
    const cookie = (await context.cookies()).find((c) => c.name === 'highContrast')
    expect(cookie?.value).toBe('1')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364.9)
    expect(days).toBeLessThanOrEqual(365)
    expect(await page.getByRole('button', { name: 'High contrast' }).getAttribute('aria-pressed')).toBe('true')
    // the scheme is in force: the page's text is black on white
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).color)).toBe('rgb(0, 0, 0)')

    // a reload paints high contrast from the server's HTML (no flash): the class is in the first response
    const reloaded = await page.reload()
    expect(await reloaded?.text()).toMatch(/<html lang="en-US" class="high-contrast">/)
    await waitForHydration(page)
    expect(await page.evaluate(() => document.documentElement.className)).toBe('high-contrast')
    expect(await seriousA11yViolations(page)).toEqual([])

    // a shopper without the cookie never gets the high-contrast page (the page cache's class)
    const other = await browser.newContext()
    await other.addCookies([{ name: 'ih_visit', value: '1', url: baseURL }])
    const otherPage = await other.newPage()
    const response = await otherPage.goto(`${baseURL}/the-ohio-bar`)
    expect(await response?.text()).toMatch(/<html lang="en-US">/)
    await other.close()

    await Promise.all([page.waitForURL(`${baseURL}/the-ohio-bar`, { waitUntil: 'load', timeout: 20_000 }), page.getByRole('button', { name: 'High contrast' }).click()])
    await expect.poll(() => page.evaluate(() => document.documentElement.className), { timeout: 20_000 }).toBe('')
    expect((await context.cookies()).some((c) => c.name === 'highContrast')).toBe(false)
    expect(await page.getByRole('button', { name: 'High contrast' }).getAttribute('aria-pressed')).toBe('false')
    await context.close()
  })
})
