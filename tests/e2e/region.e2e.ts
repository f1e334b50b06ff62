// Behind a trusted load balancer (a store of its own, started with TRUST_PROXY=1): regions (shell §2
// footer country selector, §4 region confirmation) for a visitor forced into Germany by the forwarded
// client address, and the cookie banner on an admin host (shell §2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import { seriousA11yViolations } from './browser.ts'
import { useBrowser } from './test-browser.ts'
import { startStore, type StoreProcess } from './store-process.ts'

const GERMAN_ADDRESS = '85.214.132.117'
const browser = useBrowser()
let store: StoreProcess
let baseURL = ''

beforeAll(async () => {
  store = await startStore({ TRUST_PROXY: '1' })
  baseURL = store.baseURL
}, 150_000)
afterAll(async () => {
  await store?.stop()
})

async function germanVisitor(): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': GERMAN_ADDRESS } })
}

async function countryCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'country')?.value
}

describe('region confirmation (shell §4, flag ip_popup on by default)', () => {
  it('step 4: a German visitor on the USA site is asked; confirming saves DE and lands on the same page of the Europe site', async () => {
    const context = await germanVisitor()
    const page = await context.newPage()
    await page.goto(`${baseURL}/shoes`)
    const dialog = page.getByRole('dialog', { name: 'Choose your region' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('It looks like you are in Germany')
    expect(await seriousA11yViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: /Go to the .*Europe store/ }).click()
    await page.waitForURL(`${baseURL}/eu/shoes`)
    expect(await countryCookie(context)).toBe('DE')
    // shell §4: the preferred-country cookie lasts 365 days
    const saved = (await context.cookies()).find((cookie) => cookie.name === 'country')
    const days = ((saved?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365)
    // step 2 (ours): on the Europe site the detected country is at home: no popup
    await page.waitForTimeout(500)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await context.close()
  })

  it('cancelling saves the current country (US), stays on the page, and the popup does not come back (step 1)', async () => {
    const context = await germanVisitor()
    const page = await context.newPage()
    await page.goto(`${baseURL}/new-gear`)
    const dialog = page.getByRole('dialog', { name: 'Choose your region' })
    await dialog.getByRole('button', { name: /Stay on the .*USA store/ }).click()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(page.url()).toBe(`${baseURL}/new-gear`)
    expect(await countryCookie(context)).toBe('US')
    await page.reload()
    await page.waitForTimeout(500)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await context.close()
  })

  it('step 3: a saved preference equal to the detected country redirects without asking', async () => {
    const context = await germanVisitor()
    await context.addCookies([{ name: 'country', value: 'DE', url: baseURL }])
    const page = await context.newPage()
    await page.goto(`${baseURL}/new-gear`)
    await page.waitForURL(`${baseURL}/eu/new-gear`)
    await context.close()
  })

  it('shell §8: a visitor whose address has no country (loopback here) is asked nothing, and the lookup fails no request', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const lookups: Array<number> = []
    const failed: Array<string> = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/geoIp')) lookups.push(response.status())
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
    })
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text())
    })
    await page.goto(`${baseURL}/new-gear`)
    // the lookup is sent once the page has hydrated (seconds on a cold store under CI's load)
    await expect.poll(() => lookups, { timeout: 20_000 }).toEqual([204])
    await page.waitForTimeout(300)
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(failed).toEqual([])
    await context.close()
  })

  it('Escape cancels like the Stay button', async () => {
    const context = await germanVisitor()
    const page = await context.newPage()
    await page.goto(`${baseURL}/`)
    await page.getByRole('dialog', { name: 'Choose your region' }).waitFor()
    await page.keyboard.press('Escape')
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await countryCookie(context)).toBe('US')
    await context.close()
  })
})

describe('footer country selector (shell §2)', () => {
  it('is a labelled control that keeps the shopper on the same page in the other site, and remembers the choice', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/new-gear`)
    const select = page.getByRole('combobox', { name: 'Country or region' })
    await select.selectOption('GBR')
    await page.getByRole('button', { name: 'Change' }).click()
    await page.waitForURL(`${baseURL}/uk/new-gear`)
    expect(await countryCookie(context)).toBe('GB')
    expect(await page.getByRole('combobox', { name: 'Country or region' }).inputValue()).toBe('GBR')
    // a USA-only page does not exist on the UK site: the switch lands on that site's home page
    await page.goto(`${baseURL}/zeus-builder`)
    await page.getByRole('combobox', { name: 'Country or region' }).selectOption('AUS')
    await page.getByRole('button', { name: 'Change' }).click()
    await page.waitForURL(`${baseURL}/au`)
    expect(await countryCookie(context)).toBe('AU')
    await context.close()
  })
})

describe('VAT on listings (shell §9: EU and GB sites show VAT-inclusive prices)', () => {
  it('a category and a search on the euro and pound sites say their prices include VAT; the dollar sites do not', async () => {
    const says = async (path: string) => (await (await fetch(`${baseURL}${path}`)).text()).includes('Prices include VAT.')
    expect(await says('/eu/new-gear')).toBe(true)
    expect(await says('/uk/new-gear')).toBe(true)
    expect(await says('/uk/search?q=bar')).toBe(true)
    expect(await says('/new-gear')).toBe(false)
    expect(await says('/ca/new-gear')).toBe(false)
    expect(await says('/au/search?q=bar')).toBe(false)
  })
})

describe('cookie banner on an admin host (shell §2)', () => {
  it('admin routes hide the banner; other pages of an admin host still show it', async () => {
    // platform §2: an admin host's first label is local, m2, ...; here through the trusted load balancer
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-host': 'local.ironhouse.example' } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/events/moderator`)
    expect(new URL(page.url()).pathname).toBe('/events/moderator')
    expect(await page.getByRole('region', { name: 'Cookies on Ironhouse' }).count()).toBe(0)
    await page.goto(`${baseURL}/new-gear`)
    expect(await page.getByRole('region', { name: 'Cookies on Ironhouse' }).count()).toBe(1)
    await context.close()
  })
})
