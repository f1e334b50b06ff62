// Consent (platform §6) on the EUR site, and the footer newsletter signup (shell §4, §5, §8).
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { seriousA11yViolations } from './browser.ts'
import { useBrowser } from './test-browser.ts'
import { linkInOutbox } from './mail-outbox.ts'

/**
 * Opens a page and waits until React has hydrated the footer's newsletter form (the last part of the
 * page to hydrate, after a category page's lazy view): a click before that would reach no handler.
 */
async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.waitForFunction(() => {
    const form = document.querySelector('form.newsletter-form')
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps$'))
  })
}

const baseURL = inject('baseURL')
const mailOutboxDir = inject('mailOutboxDir')
const browser = useBrowser()

describe('cookie banner and settings (platform §6)', () => {
  it('on the EUR site everything is off until chosen; the settings overlay saves cookiePreferences, read by the server on the next page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await openHydrated(page, `${baseURL}/eu`)
    const banner = page.getByRole('region', { name: 'Cookies on Ironhouse' })
    expect(await banner.textContent()).toContain('None of these run until you choose')
    expect(await seriousA11yViolations(page)).toEqual([])
    await banner.getByRole('button', { name: 'Manage cookie settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
    for (const name of ['Marketing', 'Performance', 'Functional']) expect(await dialog.getByLabel(name).isChecked()).toBe(false)
    expect(await seriousA11yViolations(page)).toEqual([])
    await dialog.getByLabel('Performance').check()
    await dialog.getByRole('button', { name: 'Save preferences' }).click()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await banner.count()).toBe(0)
    const saved = (await context.cookies()).find((cookie) => cookie.name === 'cookiePreferences')
    expect(JSON.parse(decodeURIComponent(saved?.value ?? '{}'))).toEqual({ performance: true, marketing: false, functional: false })
    // the next page is rendered with the choice: no banner, and the overlay starts from it
    await openHydrated(page, `${baseURL}/eu/new-gear`)
    expect(await page.getByRole('region', { name: 'Cookies on Ironhouse' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Cookie settings' }).click()
    expect(await page.getByRole('dialog', { name: 'Cookie settings' }).getByLabel('Performance').isChecked()).toBe(true)
    await context.close()
  })

  it('elsewhere consent is allowed by default; a GPC signal keeps marketing off and says why', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'sec-gpc': '1' } })
    const page = await context.newPage()
    await openHydrated(page, `${baseURL}/new-gear`)
    const banner = page.getByRole('region', { name: 'Cookies on Ironhouse' })
    expect(await banner.textContent()).toContain('You can change your choice at any time')
    await banner.getByRole('button', { name: 'Manage cookie settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
    expect(await dialog.getByLabel('Performance').isChecked()).toBe(true)
    expect(await dialog.getByLabel('Marketing').isChecked()).toBe(false)
    expect(await dialog.getByLabel('Marketing').isDisabled()).toBe(true)
    expect(await dialog.textContent()).toContain('Global Privacy Control')
    await page.keyboard.press('Escape')
    await banner.getByRole('button', { name: 'Accept all' }).click()
    expect(await banner.count()).toBe(0)
    await context.close()
  })
})

describe('footer newsletter signup (shell §4, §5, §8)', () => {
  it("an empty email gets the required message, no list gets 'Please select a list to sign up', a good form saves and resets after 3 s", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await openHydrated(page, `${baseURL}/new-gear`)
    const form = page.getByRole('form', { name: 'Sign up for our newsletter' })
    await form.getByRole('button', { name: 'Sign Up' }).click()
    // the form's rules arrive with its first use (issue 13), so the message follows the click by a fetch
    await form.getByText('Please enter your email').waitFor({ timeout: 5000 })
    await form.getByLabel('Email address').fill('lifter@example.com')
    for (const box of await form.getByRole('checkbox').all()) await box.uncheck()
    await form.getByRole('button', { name: 'Sign Up' }).click()
    await form.getByText('Please select a list to sign up').waitFor({ timeout: 5000 })
    expect(await form.textContent()).not.toContain('Please enter your email')
    await form.getByRole('checkbox').first().check()
    await form.getByRole('button', { name: 'Sign Up' }).click()
    await form.getByText('Your preferences have been saved').waitFor()
    expect(await form.textContent()).toContain('By signing up you agree to receive marketing emails')
    await page.waitForTimeout(3200)
    expect(await form.textContent()).not.toContain('Your preferences have been saved')
    expect(await form.getByLabel('Email address').inputValue()).toBe('')
    expect(await seriousA11yViolations(page)).toEqual([])
    await context.close()
  })

  it("the confirmation mail's link lets a subscriber without an account leave: the page names the lists, the button removes the ticked ones", async () => {
    const email = `leaver-${Date.now()}@example.com`
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await openHydrated(page, `${baseURL}/uk/new-gear`)
    const form = page.getByRole('form', { name: 'Sign up for our newsletter' })
    await form.getByLabel('Email address').fill(email)
    const boxes = await form.getByRole('checkbox').all()
    for (const box of boxes) await box.check()
    await form.getByRole('button', { name: 'Sign Up' }).click()
    await form.getByText('Your preferences have been saved').waitFor()
    const unsubscribe = /\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+/
    await expect.poll(() => linkInOutbox(mailOutboxDir, email, unsubscribe), { timeout: 20_000 }).not.toBeNull()
    const link = new URL(linkInOutbox(mailOutboxDir, email, unsubscribe) ?? '')
    // the link opens on the site the address signed up on
    expect(link.pathname.startsWith('/uk/newsletter/unsubscribe/')).toBe(true)
    // a fresh browser: no session, no account
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const visitor = await other.newPage()
    await visitor.goto(`${baseURL}${link.pathname}`)
    const page2 = visitor.getByRole('form', { name: 'Unsubscribe from emails' })
    expect(await page2.textContent()).toContain(email)
    const ticked = await page2.getByRole('checkbox').all()
    expect(ticked).toHaveLength(boxes.length)
    expect(await seriousA11yViolations(visitor)).toEqual([])
    // keep the first list, leave the others
    await ticked[0]?.uncheck()
    await page2.getByRole('button', { name: 'Unsubscribe' }).click()
    await visitor.getByRole('status').getByText('Your preferences have been saved').waitFor()
    expect(await visitor.getByRole('form', { name: 'Unsubscribe from emails' }).getByRole('checkbox').count()).toBe(1)
    // the page read again shows the one list left; a link that is not ours says so
    await visitor.goto(`${baseURL}${link.pathname}`)
    expect(await visitor.getByRole('form', { name: 'Unsubscribe from emails' }).getByRole('checkbox').count()).toBe(1)
    const invalid = await visitor.goto(`${baseURL}/uk/newsletter/unsubscribe/${'x'.repeat(43)}`)
    expect(invalid?.status()).toBe(404)
    expect(await visitor.getByRole('alert').textContent()).toContain('This unsubscribe link is not valid')
    await other.close()
    await context.close()
  })
})
