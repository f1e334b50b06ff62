// The mobile menu (shell §2 Overlays): closes on route change and when leaving mobile/tablet width.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { seriousA11yViolations } from './browser.ts'
import { useBrowser } from './test-browser.ts'

const baseURL = inject('baseURL')
const browser = useBrowser()
let page: Page

beforeAll(async () => {
  page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
})

describe('mobile menu', () => {
  it('opens, has no serious accessibility problem, and closes on route change', async () => {
    await page.goto(`${baseURL}/`)
    const toggle = page.locator('button[aria-controls="site-nav"]')
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.locator('#site-nav').getByRole('link', { name: 'Programming' }).click()
    await page.waitForURL(`${baseURL}/iron-game-programming`)
    // the URL changes first, the new route renders just after
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes when the window grows past tablet width (1024 px)', async () => {
    const toggle = page.locator('button[aria-controls="site-nav"]')
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.waitForFunction(
      () => document.querySelector('button[aria-controls="site-nav"]')?.getAttribute('aria-expanded') === 'false',
      undefined,
      { timeout: 5000 },
    )
    await page.setViewportSize({ width: 390, height: 844 })
  })
})

describe('a 375 px phone (platform §9 mobile: under 768)', () => {
  it('no page is wider than the screen: the footer country selector and social links fit too', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } })
    const small = await phone.newPage()
    try {
      for (const path of ['/', '/monster-lite-rack', '/weightlifting-bars-plates', '/eu/', '/cart']) {
        await small.goto(`${baseURL}${path}`)
        const widths = await small.evaluate(() => ({ screen: document.documentElement.clientWidth, page: document.documentElement.scrollWidth }))
        expect(widths, path).toEqual({ screen: 375, page: 375 })
      }
    } finally {
      await phone.close()
    }
  })
})
