// Events (shell §2 Events, §3 Event profile: registrations carry divisionId, §9 default invitational
// year 2025): a shopper registers for the Invitational. The customer is this file's own.
import { describe, expect, inject, it } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import type { CaptchaAction } from '@ironhouse/contracts'
import { solvedCaptcha } from '../../apps/api/test/captcha.ts'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'

const baseURL = inject('baseURL')
const browser = useBrowser()

const email = `events-${Date.now()}@example.com`
const password = 'stone to shoulder at noon'

const captchaFor = (from: BrowserContext, action: CaptchaAction) => solvedCaptcha(async (path) => (await from.request.get(`${baseURL}${path}`)).json(), action)
/** Polls with room for a cold store on a loaded machine. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 })


describe('shell §2 Events: the Invitational', () => {
  it('shell §2, §9 a guest sees the 2025 Invitational with its divisions and is asked to log in (the sign-in overlay); no serious axe violation', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseURL}/invitational`)
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe('The 2025 Invitational')
    expect(await page.locator('.event-page__when').textContent()).toBe('October 24, 2025 – October 26, 2025 · Columbus, Ohio')
    const divisions = page.getByRole('region', { name: 'Divisions' }).locator('li strong')
    expect(await divisions.allTextContents()).toEqual(['Men’s Open', 'Women’s Open', 'Masters Men 40+', 'Masters Women 40+', 'Teens 14–17'])
    await page.getByRole('button', { name: 'Log in to register' }).click({ timeout: 20_000 })
    await page.getByRole('dialog', { name: 'Log In' }).waitFor({ timeout: 20_000 })
    expect(new URL(page.url()).pathname).toBe('/invitational')
    expect(await seriousA11yViolations(page)).toEqual([])
    await context.close()
  }, 120_000)

  it('shell §3 a signed-in shopper completes the athlete profile, picks a division, registers and sees it confirmed, also after a reload; no serious axe violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const res = await context.request.post(`${baseURL}/svc_customer/customer`, {
      data: { email, password, firstname: 'Ada', lastname: 'Lifter', captcha: await captchaFor(context, 'register') },
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(res.status()).toBe(200)
    const page = await context.newPage()
    await page.goto(`${baseURL}/invitational`)
    await waitForHydration(page)
    const form = page.locator('form.event-page__form')
    await form.waitFor({ timeout: 20_000 })
    const textbox = (name: string) => form.getByRole('textbox', { name, exact: true })
    // the profile starts from the account (shell §3: gender defaults to Male)
    expect(await textbox('First name').inputValue()).toBe('Ada')
    expect(await textbox('Email').inputValue()).toBe(email)
    expect(await form.getByLabel('Gender').inputValue()).toBe('Male')
    expect(await seriousA11yViolations(page)).toEqual([])

    // the server refuses what it must: a birthdate in the future, said as the server says it
    await textbox('Birthdate').fill('2999-01-01')
    await poll(() => form.getByLabel('Country').locator('option').count()).toBeGreaterThan(1)
    await form.getByLabel('Country').selectOption('US')
    await form.getByLabel('Gender').selectOption('Female')
    await form.getByRole('radio', { name: 'Women’s Open' }).check()
    await form.getByRole('button', { name: 'Register' }).click()
    await poll(() => form.getByRole('alert').textContent()).toBe('Please enter a birthdate in the past (YYYY-MM-DD)')

    // a field the contract refuses is named by its label
    await textbox('Birthdate').fill('1991-05-20')
    await textbox('BTWB athlete id').fill('abc')
    await form.getByRole('button', { name: 'Register' }).click()
    await poll(() => form.getByRole('alert').textContent()).toBe('BTWB athlete id: must be digits (a BTWB id)')
    await textbox('BTWB athlete id').fill('')
    await textbox('Gym').fill('Garage Barbell')
    await form.getByRole('button', { name: 'Register' }).click()
    const confirmed = page.getByRole('status').filter({ hasText: 'You are registered' })
    await poll(() => confirmed.textContent()).toBe('You are registered for The 2025 Invitational in the Women’s Open division.')
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.reload()
    await waitForHydration(page)
    await poll(() => confirmed.textContent()).toBe('You are registered for The 2025 Invitational in the Women’s Open division.')
    expect(await form.count()).toBe(0)
    const account = await (await context.request.get(`${baseURL}/svc_event/account`)).json()
    expect(account.profile).toMatchObject({ firstName: 'Ada', gender: 'Female', birthdate: '1991-05-20', gym: 'Garage Barbell', country: 'US' })
    expect(account.registrations.map((r: { eventId: string; divisionName: string }) => [r.eventId, r.divisionName])).toEqual([['invitational-2025', 'Women’s Open']])

    // withdrawing (docs/events.md): asked twice, then the form is back and the account has no registration
    await page.getByRole('button', { name: 'Withdraw my registration' }).click()
    await page.getByRole('button', { name: 'Yes, withdraw' }).click()
    await poll(() => form.getByRole('button', { name: 'Register' }).count()).toBe(1)
    expect(await confirmed.count()).toBe(0)
    expect((await (await context.request.get(`${baseURL}/svc_event/account`)).json()).registrations).toEqual([])
    await context.close()
  }, 180_000)

  it('shell §2 a named event reads as /events/{name}/{year}: a 2024 event shows registration closed; an unknown one is the 404 page', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseURL}/events/strongman-classic/2024`)
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe('Ironhouse Strongman Classic 2024')
    expect(await page.getByRole('region', { name: 'Registration' }).textContent()).toContain('Registration for Ironhouse Strongman Classic 2024 is closed.')
    const missing = await fetch(`${baseURL}/events/strongman-classic/2019`)
    expect(missing.status).toBe(404)
    await page.close()
  }, 120_000)
})
