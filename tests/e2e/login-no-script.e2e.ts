// Logging in with the form the browser sends itself (shell §2 /login, §7): before the page's script has
// loaded, or without it, the login form is a real POST that signs in on the server and goes on to the
// redirect; a refusal draws the page again with the error and the email kept. This store checks no
// captcha (CAPTCHA=off): with the captcha on, only the script can sign in (identity.e2e.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { DEMO_CUSTOMERS } from '@ironhouse/demo-data'
import { useBrowser } from './test-browser.ts'
import { startStore, type StoreProcess } from './store-process.ts'

const browser = useBrowser()
let store: StoreProcess
let baseURL = ''

beforeAll(async () => {
  store = await startStore({ CAPTCHA: 'off' })
  baseURL = store.baseURL
}, 150_000)
afterAll(async () => {
  await store?.stop()
})

const demo = DEMO_CUSTOMERS[0]
const emailField = (page: Page) => page.locator('main').getByRole('textbox', { name: 'Email', exact: true })

async function sendLogin(page: Page, email: string, password: string) {
  await emailField(page).fill(email, { timeout: 20_000 })
  await page.locator('main input[name="password"]').fill(password, { timeout: 20_000 })
  const [response] = await Promise.all([page.waitForNavigation({ timeout: 20_000 }), page.locator('main input[name="password"]').press('Enter', { timeout: 20_000 })])
  return response
}

describe('login without JavaScript (shell §2 /login?redirect=, §7 POST /svc_session/session/login)', () => {
  it('a wrong password comes back with the error and the email kept; the right one signs in and lands on the redirect', async () => {
    if (!demo) throw new Error('no demo customer')
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/login?redirect=/account/orders`, { timeout: 20_000 })

    const refused = await sendLogin(page, demo.email, 'not the password')
    expect(refused?.request().method()).toBe('POST')
    expect(refused?.status()).toBe(401)
    expect(page.url()).toBe(`${baseURL}/login?redirect=/account/orders`)
    expect(await page.getByRole('alert').textContent()).toContain('The email or password is incorrect')
    expect(await emailField(page).inputValue()).toBe(demo.email)
    expect(await page.locator('input[name="password"]').inputValue()).toBe('')

    await sendLogin(page, demo.email, demo.password)
    expect(page.url()).toBe(`${baseURL}/account/orders`)
    expect(await page.locator('main h1').textContent()).toBe('Order History')
    // the session is the customer's: the account pages open without being sent to /login
    await page.goto(`${baseURL}/account`)
    expect(page.url()).toBe(`${baseURL}/account`)
    await context.close()
  })
})
