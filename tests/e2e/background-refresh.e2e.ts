// The background refresh's heartbeat (shell §4 Background refresh; platform §2, §9): every 2nd tick of
// 60 s the page asks /svc_ssr/heartbeat for the running release; a newer one than the page's makes the
// next navigation a full page load, an older one is ignored; the first tick sends the hostmatch call
// (platform §7) from a page not under its base URL; every 2nd tick reloads the promotions and every
// 5th the app config. The page's clock is driven by Playwright's clock control, so no test waits 60 s;
// the heartbeat's, the deals block's and the flag payload's answers are the test's.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'

const baseURL = inject('baseURL')
const TICK_MS = 60_000

const browser = useBrowser()

type Seen = { page: Page; heartbeats: () => number; hostmatches: Array<unknown> }

/** A product page whose heartbeat answers a release built `offsetMs` after (or before) the running one. */
async function productPageWithHeartbeat(offsetMs: number): Promise<Seen> {
  const running = (await (await fetch(`${baseURL}/svc_ssr/heartbeat`)).json()) as { hash: string; buildDate: string; features: unknown }
  const answered = { ...running, hash: `${running.hash}-other`, buildDate: new Date(Date.parse(running.buildDate) + offsetMs).toISOString() }
  const context = await browser.newContext()
  const page = await context.newPage()
  let heartbeats = 0
  await page.route('**/svc_ssr/heartbeat*', async (route) => {
    heartbeats += 1
    await route.fulfill({ json: answered, headers: { 'cache-control': 'no-cache' } })
  })
  const hostmatches: Array<unknown> = []
  page.on('request', (request) => {
    if (request.url().includes('/svc_ssr/hostmatch') && request.method() === 'POST') hostmatches.push(request.postDataJSON())
  })
  const modules: Array<string> = []
  let cartReads = 0
  page.on('request', (request) => {
    if (/\/background\.browser-[\w-]+\.js$/.test(new URL(request.url()).pathname)) modules.push(request.url())
    if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/svc_list/lists')) cartReads += 1
  })
  await page.clock.install()
  await page.goto(`${baseURL}/the-ohio-bar`)
  await waitForHydration(page)
  // tick 1 fetches the background module (nothing of it arrives with the page); a busy machine may start
  // the page's timer late, so the clock moves a tick at a time until the module is asked for
  for (let ticks = 0; ticks < 3 && modules.length === 0; ticks++) {
    await page.clock.runFor(TICK_MS)
    await expect.poll(() => modules.length, { timeout: 10_000 }).toBe(1).catch(() => undefined)
  }
  expect(modules).toHaveLength(1)
  // shell §4: every tick reloads the cart's products (checked with tick 2 below)
  const readsAfterFirstTick = cartReads
  // platform §7: this page (127.0.0.1) is not under the store's base URL (http://localhost:{port})
  await expect.poll(() => hostmatches, { timeout: 10_000 }).toEqual([{ h: new URL(baseURL).host, b: `http://localhost:${new URL(baseURL).port}` }])
  expect(heartbeats).toBe(0)
  // tick 2 asks the heartbeat, and reads the cart again
  await page.clock.runFor(TICK_MS)
  await expect.poll(() => heartbeats, { timeout: 10_000 }).toBe(1)
  await expect.poll(() => cartReads, { timeout: 10_000 }).toBeGreaterThan(readsAfterFirstTick)
  return { page, heartbeats: () => heartbeats, hostmatches }
}

async function followLogo(page: Page): Promise<boolean> {
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.getByRole('link', { name: 'Ironhouse home' }).first().click()
  await page.waitForURL(`${baseURL}/`)
  await page.waitForLoadState('load')
  return page.evaluate(() => (window as { samePage?: boolean }).samePage === true)
}

describe('background refresh and releases (shell §4, platform §2, §9)', () => {
  it('platform §2: a new release found by the heartbeat on the 2nd tick makes the next navigation a full page load', async () => {
    const { page, heartbeats } = await productPageWithHeartbeat(60 * 60_000)
    expect(heartbeats()).toBe(1)
    // the page loads anew: the marker set on the old document is gone
    expect(await followLogo(page)).toBe(false)
    await page.context().close()
  })

  it('platform §9: a heartbeat release older than the current build is ignored: navigation stays in place', async () => {
    const { page, heartbeats } = await productPageWithHeartbeat(-60 * 60_000)
    expect(heartbeats()).toBe(1)
    // the answer is handled before the navigation
    await page.waitForTimeout(200)
    expect(await followLogo(page)).toBe(true)
    await page.context().close()
  })

  it('shell §4: the 2nd tick reloads the promotions (the header\'s deals line shows the new deal) and the 5th the app config (a flag turned on since shows its part)', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    // what the services answer from now on: a new deal in the deals slider block, and the debug flag on
    const served = (await (await fetch(`${baseURL}/api/features/sdk-ironhouse-storefront`)).json()) as { features: Record<string, unknown> }
    let flagReads = 0
    await page.route('**/api/features/sdk-ironhouse-storefront*', async (route) => {
      flagReads += 1
      await route.fulfill({ json: { ...served, features: { ...served.features, debug: { defaultValue: true } } } })
    })
    let dealReads = 0
    await page.route('**/svc_content/cms/block/deals-slider*', async (route) => {
      dealReads += 1
      await route.fulfill({ json: { active: true, content: [{ text: 'Tick deal: racks 15% off', url: '/deals' }] } })
    })
    const modules: Array<string> = []
    let hostmatches = 0
    page.on('request', (request) => {
      if (/\/background\.browser-[\w-]+\.js$/.test(new URL(request.url()).pathname)) modules.push(request.url())
      if (request.url().includes('/svc_ssr/hostmatch')) hostmatches += 1
    })
    await page.clock.install()
    await page.goto(`${baseURL}/the-ohio-bar`)
    await waitForHydration(page)
    const header = page.getByRole('banner')
    const debugLink = page.getByRole('contentinfo').locator('.debug-link')
    expect(await header.textContent()).not.toContain('Tick deal')
    expect(await debugLink.count()).toBe(0)
    for (let ticks = 0; ticks < 3 && modules.length === 0; ticks++) {
      await page.clock.runFor(TICK_MS)
      await expect.poll(() => modules.length, { timeout: 10_000 }).toBe(1).catch(() => undefined)
    }
    expect(modules).toHaveLength(1)
    // tick 1 has run once the module sent the hostmatch call (this page is not under the base URL)
    await expect.poll(() => hostmatches, { timeout: 10_000 }).toBe(1)
    expect(dealReads).toBe(0)
    // tick 2: the promotions
    await page.clock.runFor(TICK_MS)
    await expect.poll(() => header.textContent(), { timeout: 10_000 }).toContain('Tick deal: racks 15% off')
    expect(dealReads).toBe(1)
    expect(flagReads).toBe(0)
    expect(await debugLink.count()).toBe(0)
    // ticks 3, 4, 5: the app config with the 5th
    await page.clock.runFor(2 * TICK_MS)
    expect(flagReads).toBe(0)
    await page.clock.runFor(TICK_MS)
    await expect.poll(() => debugLink.count(), { timeout: 10_000 }).toBe(1)
    expect(flagReads).toBe(1)
    await context.close()
  })
})
