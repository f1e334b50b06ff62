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

/** A new athlete registered for the 2025 Invitational in a division, through the calls the event page makes; their email. */
async function registerAthlete(firstname: string, lastname: string, divisionName: string): Promise<string> {
  const athlete = await browser.newContext()
  const email = `${firstname.toLowerCase()}-${Date.now()}@example.com`
  const same = { 'sec-fetch-site': 'same-origin' }
  expect((await athlete.request.post(`${baseURL}/svc_customer/customer`, { data: { email, password: 'deadlift lockout slowly', firstname, lastname, captcha: await captchaFor(athlete, 'register') }, headers: same })).status()).toBe(200)
  expect((await athlete.request.put(`${baseURL}/svc_event/account`, { data: { firstName: firstname, lastName: lastname, email, country: 'CA' }, headers: same })).status()).toBe(200)
  const event = await (await athlete.request.get(`${baseURL}/svc_event/events/invitational-2025`)).json()
  const division = event.event.divisions.find((d: { name: string }) => d.name === divisionName)
  expect((await athlete.request.post(`${baseURL}/svc_event/events/invitational-2025/registrations`, { data: { divisionId: division._id }, headers: same })).status()).toBe(201)
  await athlete.close()
  return email
}

/** Staff on the moderator (an admin host through the trusted load balancer) with the token, showing an event. */
async function openEvent(eventId: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-host': 'local.ironhouse.example' }, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${baseURL}/events/moderator`)
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Event registrations' })
  await form.getByLabel('Operator token').fill(OPERATOR_TOKEN)
  await form.getByLabel('Event id').fill(eventId)
  await form.getByRole('button', { name: 'Show registrations' }).click()
  return { context, page }
}

describe('shell §2 Events: the moderator route', () => {
  it('on an admin host, with the operator token, staff see who registered for the Invitational in which division; a wrong token is refused; a shopper host never shows the page', async () => {
    // an athlete registers (through the calls the event page makes)
    const email = await registerAthlete('Mo', 'Derated', 'Masters Men 40+')

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

  it('staff enter and correct scores (docs/events.md "Entering scores"): a time typed as m:ss moves the athlete on the public leaderboard; a field the store cannot read is marked and nothing is sent', async () => {
    const { context, page } = await openEvent('ironhouse-invitational-2024')
    const scores = page.getByRole('region', { name: 'Scores', exact: true })
    await scores.waitFor({ timeout: 20_000 })
    const division = (await scores.getByLabel('Division').locator('option:checked').textContent()) ?? ''
    expect(division).toMatch(/^Men.s Open$/)
    // the first athlete of the Men's Open (by last name), and their Event 1 time as the leaderboard has it
    const athlete = (await scores.getByRole('rowheader').first().textContent()) ?? ''
    const event1 = scores.getByRole('textbox', { name: new RegExp(`^Event 1: .*, ${athlete}$`) })
    expect(await event1.inputValue()).toMatch(/^\d+:\d{2}$/)
    const event4 = scores.getByRole('textbox', { name: new RegExp(`^Event 4: .*, ${athlete}$`) })
    const event4Before = await event4.inputValue()

    await event1.fill('1:59')
    await event4.fill('7:75')
    await scores.getByRole('button', { name: 'Save scores' }).click()
    await poll(() => scores.getByRole('alert').textContent()).toBe('Some scores cannot be read: see the marked fields.')
    expect(await event4.getAttribute('aria-invalid')).toBe('true')
    expect(await scores.getByText('Enter a time as minutes:seconds, such as 6:50 (or hours:minutes:seconds)').count()).toBe(1)
    expect(await seriousA11yViolations(page)).toEqual([])
    // nothing was sent: the public leaderboard has no athlete at 1:59 yet
    const board = async () => ((await (await fetch(`${baseURL}/svc_event/events/ironhouse-invitational-2024/leaderboard`, { headers: { 'cache-control': 'no-cache' } })).json()) as { leaderboard: { divisions: Array<{ name: string; athletes: Array<{ name: string; place: number; workouts: Array<{ value: number | null; place: number }> }> }> } }).leaderboard
    const fastest = async () => (await board()).divisions.find((d) => d.name === division)!.athletes.find((a) => a.workouts[0]?.value === 119)
    expect(await fastest()).toBeUndefined()

    await event4.fill(event4Before)
    await scores.getByRole('button', { name: 'Save scores' }).click()
    await poll(() => scores.getByRole('status').textContent()).toBe('Saved 1 score and removed 0.')
    expect(await event4.getAttribute('aria-invalid')).toBeNull()
    // the athlete is first in Event 1 on the public leaderboard, shown by first name and last initial
    const [first, ...rest] = athlete.split(' ')
    await poll(async () => (await fastest())?.name).toBe(`${first} ${rest.join(' ').slice(0, 1)}.`)
    expect((await fastest())?.workouts[0]?.place).toBe(1)
    await context.close()
  }, 180_000)

  it('staff add the 2025 Invitational\'s first workout (docs/events.md "Workouts"), score an athlete in it, and cannot remove it while it has a score', async () => {
    await registerAthlete('Wanda', 'Orkout', 'Teens 14–17')
    const { context, page } = await openEvent('invitational-2025')
    const workouts = page.getByRole('region', { name: 'Workouts' })
    await workouts.waitFor({ timeout: 20_000 })
    expect(await workouts.textContent()).toContain('The 2025 Invitational has no workouts yet')
    expect(await page.getByRole('region', { name: 'Scores', exact: true }).count()).toBe(0)

    const add = workouts.getByRole('form', { name: 'Add a workout' })
    await add.getByLabel('Workout name').fill('Event 1: Max deadlift')
    await add.getByLabel('Scored by').selectOption('load')
    await add.getByRole('button', { name: 'Add workout' }).click()
    await poll(() => workouts.getByRole('status').textContent()).toBe('Added Event 1: Max deadlift.')
    expect(await workouts.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('Event 1: Max deadlift (Load in kg (heaviest wins))')])
    expect(await seriousA11yViolations(page)).toEqual([])

    const scores = page.getByRole('region', { name: 'Scores', exact: true })
    await scores.getByLabel('Division').selectOption({ label: 'Teens 14–17' })
    await scores.getByRole('textbox', { name: 'Event 1: Max deadlift, Wanda Orkout' }).fill('180')
    await scores.getByRole('button', { name: 'Save scores' }).click()
    await poll(() => scores.getByRole('status').textContent()).toBe('Saved 1 score and removed 0.')

    await workouts.getByRole('button', { name: 'Remove Event 1: Max deadlift' }).click()
    await poll(() => workouts.getByRole('alert').textContent()).toBe('Event 1: Max deadlift has 1 score: remove it before the workout')
    expect(await workouts.getByRole('listitem').count()).toBe(1)
    await context.close()
  }, 180_000)
})
