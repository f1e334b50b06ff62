// Signing up, out and in as a shopper (issue: identity and the write path, done-when): the sign-in
// screens, the header's account menu, /login?redirect= (never to another host), and a group price.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser, seriousA11yViolations } from './browser.ts'

const baseURL = inject('baseURL')
let browser: Browser
let context: BrowserContext
let page: Page
const pageErrors: Array<string> = []

const email = `e2e-${Date.now()}@example.com`
const password = 'barbell curls at dawn 42'

beforeAll(async () => {
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(String(error)))
})
afterAll(async () => {
  await browser?.close()
})

const field = (p: Page, name: string) => p.getByRole('textbox', { name, exact: true })

describe('sign-in screens (shell §2, platform §5)', () => {
  it.each(['/login', '/register', '/forgot-password', '/expired-password', '/account/reset-password/a1b2c3'])(
    '%s renders its form with no serious or critical axe violation, errors shown included',
    async (path) => {
      const response = await page.goto(`${baseURL}${path}`)
      expect(response?.status()).toBe(200)
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,nofollow')
      await page.locator('main form button[type="submit"]').click()
      // submitting an empty form shows the platform §5 required messages and focuses the first field
      await expect.poll(() => page.locator('.form-field__error').count()).toBeGreaterThan(0)
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT')
      expect(await seriousA11yViolations(page)).toEqual([])
    },
  )

  it('platform §5: errors only after blur, then the spec messages; Show/Hide on the password', async () => {
    await page.goto(`${baseURL}/login`)
    const emailInput = field(page, 'Email')
    await emailInput.fill('not-an-email')
    expect(await page.locator('.form-field__error').count()).toBe(0)
    await page.keyboard.press('Tab')
    expect(await page.locator('.form-field__error').first().textContent()).toBe('Please enter a valid email')
    expect(await emailInput.getAttribute('aria-invalid')).toBe('true')
    expect(await emailInput.getAttribute('maxlength')).toBe('320')
    const secret = page.locator('input[name="password"]')
    expect(await secret.getAttribute('type')).toBe('password')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.locator('.form-field__error').nth(1).textContent()).toBe('Please enter your password')
    await page.getByRole('button', { name: 'Show password' }).click()
    expect(await secret.getAttribute('type')).toBe('text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    expect(await secret.getAttribute('type')).toBe('password')
  })

  it('shell §2: /account sends a guest to /login?redirect=/account', async () => {
    await page.goto(`${baseURL}/account`)
    expect(page.url()).toBe(`${baseURL}/login?redirect=/account`)
    expect(await page.locator('h1').textContent()).toBe('Log In')
  })
})

describe('register, sign out, sign in (shell §4, §7)', () => {
  it('a new customer registers with the keyboard, lands on /account and sees the account menu', async () => {
    await page.goto(`${baseURL}/register`)
    await field(page, 'First Name').focus()
    await page.keyboard.type('Ada')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Lovelace')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(password)
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseURL}/account`)
    await expect.poll(() => page.locator('main').textContent()).toContain(`signed in as ${email}`)
    const menu = page.getByRole('button', { name: 'Hi, Ada' })
    await menu.click()
    const labels = await page.locator('.account-menu__list li').allTextContents()
    expect(labels).toEqual(['My Account', 'ZEUS Gym Builder', 'Order History', 'programming', 'My Wishlist', 'Account Settings', 'Log Out'])
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  it('shell §2: Log Out from an account path returns to / as a guest; the old session is gone', async () => {
    await page.locator('.account-menu').getByRole('button', { name: 'Log Out' }).click()
    await page.waitForURL(`${baseURL}/`)
    await expect.poll(() => page.locator('.account-link').textContent()).toBe('Log In')
    const session = await page.evaluate(() => fetch('/svc_session/session', { credentials: 'include' }).then((r) => r.json()))
    expect(session).toMatchObject({ cg: '0', groupId: 0 })
  })

  it('signs in through /login?redirect= and lands on the redirect path', async () => {
    await page.goto(`${baseURL}/login?redirect=/account`)
    await field(page, 'Email').fill(email)
    await page.locator('input[name="password"]').fill(password)
    await page.getByRole('button', { name: 'Log In' }).click()
    await page.waitForURL(`${baseURL}/account`)
    await expect.poll(() => page.locator('main').textContent()).toContain('Hello, Ada Lovelace')
  })

  it('shell §5: logging in again with the same email is refused', async () => {
    await page.goto(`${baseURL}/login`)
    await field(page, 'Email').fill(email.toUpperCase())
    await page.locator('input[name="password"]').fill(password)
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('You are already logged in with this email')
  })

  it('a wrong password is refused with one message, and the redirect to another host is never followed', async () => {
    const fresh = await browser.newContext()
    const other = await fresh.newPage()
    for (const target of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      await other.goto(`${baseURL}/login?redirect=${encodeURIComponent(target)}`)
      await field(other, 'Email').fill(email)
      await other.locator('input[name="password"]').fill('not the password 1')
      await other.getByRole('button', { name: 'Log In' }).click()
      await expect.poll(() => other.getByRole('alert').textContent()).toContain('The email or password is incorrect')
      await other.locator('input[name="password"]').fill(password)
      await other.getByRole('button', { name: 'Log In' }).click()
      await other.waitForURL(`${baseURL}/account`)
      expect(new URL(other.url()).host).toBe(new URL(baseURL).host)
      await other.getByRole('button', { name: /^Hi, / }).click()
      await other.locator('.account-menu').getByRole('button', { name: 'Log Out' }).click()
      await other.waitForURL(`${baseURL}/`)
    }
    await fresh.close()
  })
})

describe('no page errors', () => {
  it('no uncaught errors in the pages', () => {
    expect(pageErrors).toEqual([])
  })
})

