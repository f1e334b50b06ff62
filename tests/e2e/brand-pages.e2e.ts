// Brand pages (shell §2 other routes: /{brand}-catalog, USA only; /{brand}-equipped-gyms, flag
// enable_gym_map; flag enable_gym_add; docs/equipped-gyms.md). The demo store carries four brands; the
// gym map runs on a store of its own with both flags on. A brand's catalogue lists only its products; a
// brand the catalogue does not carry is the 404 page; the gym map shows every approved gym as a point
// and by country, under the editors' landing page (category 4691) where there is one; a guest is asked
// to log in to add a gym, a customer adds one and is told it waits for review; axe passes.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import type { CaptchaAction } from '@ironhouse/contracts'
import { DEMO_EQUIPPED_GYMS } from '../../packages/demo-data/src/gyms.ts'
import { solvedCaptcha } from '../../apps/api/test/captcha.ts'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'
import { startStore, type StoreProcess } from './store-process.ts'

const baseURL = inject('baseURL')
const browser = useBrowser()

beforeAll(async () => {
}, 60_000)

describe('shell §2 /{brand}-catalog (USA only)', () => {
  it('lists the brand’s products only, without a brand facet; a brand the catalogue does not carry and another site are 404; axe passes', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const answer = await page.goto(`${baseURL}/kilo-forge-catalog`)
    expect(answer?.status()).toBe(200)
    await waitForHydration(page)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kilo Forge Catalog')
    const count = Number((await page.locator('.listing__count').textContent())?.match(/\d+/)?.[0])
    expect(count).toBeGreaterThan(0)
    // the count is the brand's own, fewer than the whole catalogue's
    const all = await (await fetch(`${baseURL}/svc_content/catalog/brands`)).json()
    expect(count).toBe(all.brands.find((b: { name: string }) => b.name === 'Kilo Forge').productCount)
    expect(await page.getByRole('group', { name: /^Brand/ }).count()).toBe(0)
    expect(await seriousA11yViolations(page)).toEqual([])

    expect((await page.goto(`${baseURL}/nosuchbrand-catalog`))?.status()).toBe(404)
    expect((await page.goto(`${baseURL}/ca/kilo-forge-catalog`))?.status()).toBe(404)
    await context.close()
  })

  it('the equipped-gyms pages are 404 while enable_gym_map is off (the demo store’s default)', async () => {
    expect((await fetch(`${baseURL}/kilo-forge-equipped-gyms`)).status).toBe(404)
  })
})

describe('shell §2 /{brand}-equipped-gyms (enable_gym_map and enable_gym_add on)', () => {
  let store: StoreProcess
  beforeAll(async () => {
    store = await startStore({ FEATURE_FLAG_DEFAULTS: '{"enable_gym_map":true,"enable_gym_add":true}' })
  }, 150_000)
  afterAll(async () => {
    await store?.stop()
  })

  const ironhouse = DEMO_EQUIPPED_GYMS.filter((g) => g.brand === 'Ironhouse')
  const captchaFor = (context: BrowserContext, action: CaptchaAction) =>
    solvedCaptcha(async (path) => (await context.request.get(`${store.baseURL}${path}`)).json(), action)

  it('the editors’ landing page, then every approved gym as a point on the map and by country; axe passes', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    expect((await page.goto(`${store.baseURL}/ironhouse-equipped-gyms`))?.status()).toBe(200)
    await waitForHydration(page)
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Ironhouse Equipped Gyms')
    await expect.poll(() => page.getByRole('heading', { name: 'Find a gym' }).count()).toBe(1)
    expect(await page.getByText(`${ironhouse.length} gyms train on Ironhouse gear. Find one near you.`).count()).toBe(1)
    expect(await page.locator('.gym-map circle').count()).toBe(ironhouse.length)
    expect(await page.getByRole('img', { name: `Map of ${ironhouse.length} gyms equipped with Ironhouse gear` }).count()).toBe(1)
    const canada = page.getByRole('region', { name: 'Canada (2)' })
    expect(await canada.locator('li').allTextContents()).toEqual(['Coastline StrengthVancouver, British Columbia', 'Maple Barbell (opens in a new tab)Toronto, Ontario'])
    expect(await seriousA11yViolations(page)).toEqual([])

    // a brand without a landing page of its own: the map page has its own heading
    await page.goto(`${store.baseURL}/kilo-forge-equipped-gyms`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kilo Forge Equipped Gyms')
    expect(await page.locator('.gym-map circle').count()).toBe(4)
    expect((await page.goto(`${store.baseURL}/nosuchbrand-equipped-gyms`))?.status()).toBe(404)
    await context.close()
  })

  it('a guest is asked to log in and comes back; a customer adds their gym and is told it waits for review', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${store.baseURL}/kilo-forge-equipped-gyms`)
    await waitForHydration(page)
    const login = page.getByRole('link', { name: 'Log in to add your gym' })
    expect(await login.getAttribute('href')).toBe('/login?redirect=/kilo-forge-equipped-gyms')

    const email = `e2e-gyms-${Date.now()}@example.com`
    const registered = await context.request.post(`${store.baseURL}/svc_customer/customer`, {
      data: { email, password: 'heavy barbell squat 2025', firstname: 'Gia', lastname: 'Gymowner', captcha: await captchaFor(context, 'register') },
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(registered.status()).toBe(200)
    await page.reload()
    await waitForHydration(page)
    const form = page.locator('form.equipped-gyms__form')
    await form.getByLabel('Gym name').fill('Canal Street Strength')
    await form.getByLabel('City').fill('Dayton')
    await form.getByLabel('State or region').fill('Ohio')
    await expect.poll(() => form.getByLabel('Country').locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(1)
    await form.getByLabel('Country').selectOption('US')
    await form.getByLabel('Website').fill('not a website')
    await page.getByRole('button', { name: 'Add my gym' }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Website: must be a web address starting with https://')
    await form.getByLabel('Website').fill('https://canal-street.example')
    await page.getByRole('button', { name: 'Add my gym' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'waiting' }).textContent()).toBe(
      'Thank you: Canal Street Strength in Dayton is waiting for our review. It shows on the map once we have checked it.',
    )
    // waiting for review: not on the map yet
    await page.reload()
    expect(await page.getByText('Canal Street Strength').count()).toBe(0)
    await context.close()
  })
})
