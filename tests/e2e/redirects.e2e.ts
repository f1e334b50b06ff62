// Redirects and route rules of the shell document §2 and the platform document §2.
import { request as httpRequest } from 'node:http'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from './test-browser.ts'

const baseURL = inject('baseURL')
const browser = useBrowser()
let page: Page

beforeAll(async () => {
  page = await (await browser.newContext()).newPage()
})

describe('redirects', () => {
  it('an internal 301 from the URL table lands on the product', async () => {
    await page.goto(`${baseURL}/old-ohio-bar`)
    expect(new URL(page.url()).pathname).toBe('/the-ohio-bar')
    expect(await page.locator('h1').textContent()).toBe('The Ohio Bar')
  })

  it('an unmatched path is normalised (case, parentheses, double slashes) and keeps its query', async () => {
    await page.goto(`${baseURL}//Old-Ohio-(Bar)?utm_source=mail`)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/the-ohio-bar')
    expect(url.search).toBe('?utm_source=mail')
  })

  it('a redirect keeps the site prefix', async () => {
    await page.goto(`${baseURL}/ca/bars`)
    expect(new URL(page.url()).pathname).toBe('/ca/weightlifting-bars-plates/bars')
  })

  it('an external http target sends the browser away', async () => {
    const response = await fetch(`${baseURL}/ironhouse-catalog`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('https://www.ironhouse.example/external-catalog')
  })

  it('/search without q goes home and /customer/account/login goes to /login', async () => {
    await page.goto(`${baseURL}/search`)
    expect(new URL(page.url()).pathname).toBe('/')
    await page.goto(`${baseURL}/customer/account/login`)
    expect(new URL(page.url()).pathname).toBe('/login')
  })

  it('an admin-flagged route on a shopper host goes to /404', async () => {
    const response = await page.goto(`${baseURL}/order-manager-quote`)
    expect(new URL(page.url()).pathname).toBe('/404')
    expect(response?.status()).toBe(404)
  })

  it('a Host of evil.example and a forged X-Forwarded-Host change neither the links nor the admin rule', async () => {
    const product = await rawGet('/the-ohio-bar', { host: 'evil.example', 'x-forwarded-host': 'evil.example' })
    expect(product.status).toBe(200)
    const port = new URL(baseURL).port
    expect(product.body).toContain(`<link rel="canonical" href="http://localhost:${port}/the-ohio-bar"/>`)
    expect(product.body).not.toContain('evil.example')
    const admin = await rawGet('/order-manager-quote', { 'x-forwarded-host': 'm2.ironhouse.example' })
    expect(admin.status).toBe(302)
    expect(admin.location).toBe('/404')
  })

  it('the skip-link moves focus to the main content', async () => {
    await page.goto(`${baseURL}/`)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
  })

  it('after a client-side navigation the skip-link has focus, shown after a keyboard Enter and hidden after a mouse click', async () => {
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    const focusedAndTop = () => skip.evaluate((element) => ({ focused: element === document.activeElement, top: element.getBoundingClientRect().top }))
    await page.goto(`${baseURL}/`)
    await page.locator('footer').getByRole('link', { name: 'Shipping Policy' }).click()
    await page.waitForURL(/\/shipping-policy/)
    await expect.poll(async () => (await focusedAndTop()).focused).toBe(true)
    expect((await focusedAndTop()).top).toBeLessThan(0)
    await page.locator('footer').getByRole('link', { name: 'Returns' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/returns-policy/)
    await expect.poll(async () => (await focusedAndTop()).top).toBeGreaterThanOrEqual(0)
    expect((await focusedAndTop()).focused).toBe(true)
  })
})

/** A GET with headers fetch() may not send (Host), reading the status, location and body. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; location: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseURL}${path}`, { headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }))
    })
    req.on('error', reject)
    req.end()
  })
}
