// The Contact Us page (platform §2 ZendeskForm and Recaptcha blocks; docs/support-requests.md): a guest
// fills and sends the support form and reads the reference, which their acknowledgement mail carries;
// a missing field and a bad order number (the API's own check) show under their fields; the robot check
// starts solving at load; a signed-in customer's name and email are the account's and read-only; without
// JavaScript the page gives the store's email instead; no serious axe violation.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { recordLayoutShifts, seriousA11yViolations, waitForHydration } from './browser.ts'
import { registerCustomer } from './store-api.ts'
import { useBrowser } from './test-browser.ts'

const baseURL = inject('baseURL')
const mailOutboxDir = inject('mailOutboxDir')
const browser = useBrowser()

/** The raw mails (.eml) of the outbox sent to `to`. */
function mailsTo(to: string): Array<string> {
  return readdirSync(mailOutboxDir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(join(mailOutboxDir, file), 'utf8'))
    .filter((raw) => raw.toLowerCase().includes(`to: ${to.toLowerCase()}`))
}

describe('Contact Us: the support request form', () => {
  it('a guest sends a request and reads its reference (the acknowledgement mail carries it); a missing field shows its error under it; the robot check started at load', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    // the Recaptcha block asks for the contact challenge as the page loads, before anyone types
    const challenge = page.waitForRequest((request) => {
      const url = new URL(request.url())
      return url.pathname === '/svc_session/captcha' && url.searchParams.get('action') === 'contact'
    })
    await page.goto(`${baseURL}/contact-us`)
    await waitForHydration(page)
    await challenge
    expect(await page.getByText('The forms on this page are protected by our own robot check').count()).toBe(1)

    const form = page.getByRole('form', { name: 'Contact form' })
    await form.waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])

    // sending with nothing filled: the first field in error gets the focus, its error is an alert tied to it
    await form.getByRole('button', { name: 'Send message' }).click()
    const name = form.getByLabel('Name')
    await expect.poll(() => name.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    const nameError = form.getByRole('alert').filter({ hasText: 'Please enter your name' })
    expect(await nameError.count()).toBe(1)
    expect(await name.getAttribute('aria-describedby')).toContain(await nameError.getAttribute('id'))
    expect(await form.getByRole('alert').filter({ hasText: 'Please enter your message' }).count()).toBe(1)
    expect(await seriousA11yViolations(page)).toEqual([])

    const email = `contact-${Date.now()}@example.com`
    await name.fill('Ada Lifter')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Topic').selectOption('Returns and warranty')
    await form.getByLabel('Order number (optional)').fill('IH100000001')
    await form.getByLabel('Subject').fill('A sleeve spins roughly')
    await form.getByLabel('Message').fill('The left sleeve of my Ohio Bar grinds when it spins. What can I do?')
    expect(await form.getByRole('alert').count()).toBe(0)
    await form.getByRole('button', { name: 'Send message' }).click()

    const done = page.getByRole('status').filter({ hasText: 'we have received your message' })
    await done.waitFor()
    const reference = /SR-\d{6}-[0-9A-Z]{6}/.exec((await done.textContent()) ?? '')?.[0]
    expect(reference).toBeDefined()
    expect(await done.textContent()).toContain(`We have sent a confirmation to ${email}`)
    // the success notice takes the focus (keyboard and screen-reader users land on it)
    expect(await done.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await seriousA11yViolations(page)).toEqual([])
    // the acknowledgement the shopper receives quotes the same reference
    await expect.poll(() => mailsTo(email).some((raw) => raw.includes(reference ?? 'none'))).toBe(true)
    await context.close()
  })

  it('the form, which arrives after hydration, takes the room kept for it: nothing below moves as it loads, on a desktop or a phone', async () => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      const shifts = await recordLayoutShifts(page)
      await page.goto(`${baseURL}/contact-us`)
      await waitForHydration(page)
      await page.getByRole('form', { name: 'Contact form' }).waitFor()
      // before the room was kept, the form pushed the robot-check notice and the footer down: 0.109 at 1280 px
      const moved = (await shifts()).reduce((sum, shift) => sum + shift.value, 0)
      expect(moved, `${viewport.width} px`).toBeLessThan(0.02)
      await context.close()
    }
  })

  it('the API decides: an order number that is not one is refused and its message shows under the field; the corrected request goes', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/contact-us`)
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Name').fill('Bo Presser')
    await form.getByLabel('Email').fill('bo.presser@example.com')
    await form.getByLabel('Topic').selectOption('Orders and delivery')
    const order = form.getByLabel('Order number (optional)')
    await order.fill('12345')
    await form.getByLabel('Subject').fill('Where is my rack?')
    await form.getByLabel('Message').fill('My rack was due last week and the tracker has not moved.')
    await form.getByRole('button', { name: 'Send message' }).click()
    const orderError = form.getByRole('alert').filter({ hasText: 'Please enter the order number as it appears on your confirmation, e.g. IH100000123' })
    await orderError.waitFor()
    expect(await order.getAttribute('aria-invalid')).toBe('true')
    expect(await order.getAttribute('aria-describedby')).toContain(await orderError.getAttribute('id'))
    await order.fill('IH100000002')
    expect(await orderError.count()).toBe(0)
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.getByRole('status').filter({ hasText: 'Your reference is SR-' }).waitFor()
    await context.close()
  })

  it('a signed-in customer’s name and email are the account’s and cannot be changed', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const email = `contact-customer-${Date.now()}@example.com`
    await registerCustomer(baseURL, context.request, { email, password: 'a sleeve that spins 42', firstname: 'Cleo', lastname: 'Clean' })
    const page = await context.newPage()
    await page.goto(`${baseURL}/contact-us`)
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Contact form' })
    await expect.poll(() => form.getByLabel('Email').inputValue()).toBe(email)
    expect(await form.getByLabel('Name').inputValue()).toBe('Cleo Clean')
    expect(await form.getByLabel('Email').getAttribute('readonly')).not.toBeNull()
    expect(await form.getByLabel('Name').getAttribute('readonly')).not.toBeNull()
    await context.close()
  })

  it('without JavaScript the page says the form needs it and gives the store’s email', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${baseURL}/contact-us`)
    // (Playwright's text and role queries skip <noscript>: the notice is found by its class)
    const notice = page.locator('.support-request .notice')
    expect(await notice.isVisible()).toBe(true)
    expect(await notice.textContent()).toBe('This form needs JavaScript, which is off in your browser. Please email us at support@ironhouse.example instead.')
    expect(await notice.locator('a').getAttribute('href')).toBe('mailto:support@ironhouse.example')
    expect(await page.locator('.support-request form').count()).toBe(0)
    await context.close()
  })
})
