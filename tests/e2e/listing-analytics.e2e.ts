// Listing analytics (platform §6: listView and productClick are tracked; §9: list impressions are
// debounced 1 s): tiles seen on a category page reach an analytics consumer as one listView batch,
// and the tile followed as a productClick with its list and position.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'

/** The analytics consumer hook of docs/storefront.md, as a consumer sees it. */
type AnalyticsHook = { ironhouseAnalytics?: { init(send: (event: unknown) => void): unknown } }

const baseURL = inject('baseURL')
const browser = useBrowser()
let page: Page
const pageErrors: Array<string> = []

beforeAll(async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(String(error)))
})

type Seen = { event: string; list?: string; items?: Array<{ productId: number; position: number }>; productId?: number; position?: number }

describe('listing analytics (platform §6, §9)', () => {
  it('tiles in view are one listView of the category, the tile followed a productClick with its position', async () => {
    await page.goto(`${baseURL}/shoes`)
    await waitForHydration(page)
    const title = await page.locator('h1').textContent()
    // the analytics module arrives with the first tile seen; a consumer then gets the queued events
    await page.waitForFunction(() => (window as AnalyticsHook).ironhouseAnalytics !== undefined, undefined, { timeout: 10_000 })
    await page.evaluate(() => {
      const seen: Array<unknown> = []
      Object.assign(window, { seenEvents: seen })
      ;(window as AnalyticsHook).ironhouseAnalytics?.init((event) => seen.push(event))
    })
    const events = () => page.evaluate(() => (window as unknown as { seenEvents: Array<Seen> }).seenEvents)
    await expect.poll(async () => (await events()).filter((e) => e.event === 'listView').length, { timeout: 10_000 }).toBe(1)
    const [view] = (await events()).filter((e) => e.event === 'listView')
    // the first tile's product, as its link names it
    const firstId = Number(await page.locator('.product-grid > li').first().locator('[data-product-id]').first().getAttribute('data-product-id'))
    expect(view?.list).toBe(title)
    expect(view?.items?.[0]).toEqual({ productId: firstId, position: 1 })
    const positions = view?.items?.map((item) => item.position) ?? []
    expect(positions).toEqual([...new Set(positions)])

    await page.locator('.listing__results .tile__name a').first().click()
    await expect.poll(async () => (await events()).filter((e) => e.event === 'productClick')).toEqual([{ event: 'productClick', list: title, productId: firstId, position: 1 }])
  })

  it('raised no script errors', () => {
    expect(pageErrors).toEqual([])
  })
})
