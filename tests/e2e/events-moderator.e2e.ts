// The events moderator (shell §2: an internal moderator route for events; admin hosts only, platform
// §2; docs/events.md): behind a trusted load balancer (a store of its own, TRUST_PROXY=1, so an admin
// Host can be given through X-Forwarded-Host), with the operator token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import type { CaptchaAction } from '@ironhouse/contracts'
import { solvedCaptcha } from '../../apps/api/test/captcha.ts'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'
import { startStore, type StoreProcess } from './store-process.ts'

const OPERATOR_TOKEN = 'op_e2e_events_moderator'
let store: StoreProcess
let baseURL = ''
const browser = useBrowser()

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 })
const captchaFor = (from: BrowserContext, action: CaptchaAction) => solvedCaptcha(async (path) => (await from.request.get(`${baseURL}${path}`)).json(), action)

beforeAll(async () => {
  store = await startStore({ TRUST_PROXY: '1', OPERATOR_TOKEN })
  baseURL = store.baseURL
}, 180_000)
afterAll(async () => {
  await store?.stop()
})

describe('shell §2 Events: the moderator route', () => {
  it('on an admin host, with the operator token, staff see who registered for the Invitational in which division; a wrong token is refused; a shopper host never shows the page', async () => {
    // an athlete registers (through the calls the event page makes)
    const athlete = await browser.newContext()
    const email = `moderated-${Date.now()}@example.com`
    const same = { 'sec-fetch-site': 'same-origin' }
    expect((await athlete.request.post(`${baseURL}/svc_customer/customer`, { data: { email, password: 'deadlift lockout slowly', firstname: 'Mo', lastname: 'Derated', captcha: await captchaFor(athlete, 'register') }, headers: same })).status()).toBe(200)
    expect((await athlete.request.put(`${baseURL}/svc_event/account`, { data: { firstName: 'Mo', lastName: 'Derated', email, country: 'CA' }, headers: same })).status()).toBe(200)
    const event = await (await athlete.request.get(`${baseURL}/svc_event/events/invitational-2025`)).json()
    const masters = event.event.divisions.find((d: { name: string }) => d.name === 'Masters Men 40+')
    expect((await athlete.request.post(`${baseURL}/svc_event/events/invitational-2025/registrations`, { data: { divisionId: masters._id }, headers: same })).status()).toBe(201)
    await athlete.close()

    // platform §2: an admin host's first label is local, m2, ...; here through the trusted load balancer
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-host': 'local.ironhouse.example' } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/events/moderator`)
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe('Events Moderator')
    const form = page.getByRole('form', { name: 'Event registrations' })
    await form.getByLabel('Operator token').fill('not-the-token')
    await form.getByRole('button', { name: 'Show registrations' }).click()
    await poll(() => page.getByRole('alert').textContent()).toBe('That operator token is not valid.')
    await form.getByLabel('Operator token').fill(OPERATOR_TOKEN)
    await form.getByRole('button', { name: 'Show registrations' }).click()
    const roster = page.getByRole('region', { name: 'The 2025 Invitational: 1 registered' })
    await roster.waitFor({ timeout: 20_000 })
    const cells = await roster.getByRole('row').filter({ hasText: email }).getByRole('cell').allTextContents()
    expect(cells.slice(0, 4)).toEqual(['Mo Derated', email, 'Masters Men 40+', 'CA'])
    expect(cells[4]).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    expect(await seriousA11yViolations(page)).toEqual([])
    await context.close()

    const shopperHost = await fetch(`${baseURL}/events/moderator`, { redirect: 'manual' })
    expect([shopperHost.status, shopperHost.headers.get('location')]).toEqual([302, '/404'])
  }, 180_000)
})
