// The Competition and Leaderboard content blocks (platform §2 lazily loaded blocks; docs/events.md
// "Scores and the leaderboard"): the demo store's /invitational-results page, linked from the About page,
// shows the 2024 Ironhouse Invitational as a card and its leaderboard (a table per division in tabs, a
// focusable region that scrolls sideways), and the 2025 Invitational with Register; no serious axe violation.
import { describe, expect, inject, it } from 'vitest'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'

const baseURL = inject('baseURL')
const browser = useBrowser()

describe('the Invitational results page (Competition and Leaderboard blocks)', () => {
  it('the About page links to it; the 2024 event is a card whose registration is closed; the 2025 one offers Register to its page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/about-us`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Results of the Ironhouse Invitational 2024' }).click()
    await page.waitForURL(`${baseURL}/invitational-results`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('Ironhouse Invitational 2024: Results')

    const past = page.getByRole('region', { name: 'Ironhouse Invitational 2024', exact: true })
    expect(await past.textContent()).toContain('October 25, 2024 – October 27, 2024 · Columbus, Ohio')
    expect(await past.getByRole('list', { name: 'Ironhouse Invitational 2024 divisions' }).getByRole('listitem').allTextContents()).toEqual(['Men’s Open', 'Women’s Open'])
    expect(await past.textContent()).toContain('Registration closed')
    expect(await past.getByRole('link', { name: /Register/ }).count()).toBe(0)

    const next = page.getByRole('region', { name: 'The 2025 Invitational' })
    await next.getByRole('link', { name: 'Register for The 2025 Invitational' }).click()
    await page.waitForURL(`${baseURL}/events/invitational/2025`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('The 2025 Invitational')
    await context.close()
  })

  it('the leaderboard: a tab per division, a table with a caption and headers, ranked by points, times as m:ss; the arrow key shows the other division; a phone scrolls the table sideways in a focusable region; no serious axe violation', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/invitational-results`)
    await waitForHydration(page)
    const board = page.getByRole('region', { name: 'Final leaderboard' })
    const tabs = board.getByRole('tablist', { name: 'Final leaderboard: divisions' })
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Men’s Open', 'Women’s Open'])

    const men = board.getByRole('table', { name: 'Ironhouse Invitational 2024: Men’s Open' })
    expect(await men.getByRole('columnheader').allTextContents()).toEqual([
      'Place',
      'Athlete',
      'Country',
      'Event 1: Thruster couplet (for time)',
      'Event 2: Clean and jerk (load)',
      'Event 3: 12-minute AMRAP (reps)',
      'Event 4: 2,000 m row (for time)',
      'Points',
    ])
    const rows = men.getByRole('row')
    expect(await rows.count()).toBe(1 + 16)
    const points = (await men.locator('td.leaderboard__points').allTextContents()).map(Number)
    expect(points).toEqual([...points].sort((a, b) => a - b))
    expect(await men.locator('td.leaderboard__place').first().textContent()).toBe('1')
    // a time reads as minutes and seconds, the clean and jerk in kilograms, each with its place
    expect(await rows.nth(1).getByRole('cell').nth(2).textContent()).toMatch(/^\d:\d\d\d+(st|nd|rd|th)$|^No score/)
    expect(await rows.nth(1).getByRole('cell').nth(3).textContent()).toMatch(/^\d+ kg\d+(st|nd|rd|th)$|^No score/)

    // the table is wider than a phone: its region scrolls sideways and takes the keyboard's focus
    const region = board.getByRole('region', { name: 'Men’s Open leaderboard', exact: true })
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))
    expect(scrollWidth).toBeGreaterThan(clientWidth)
    await region.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)

    await tabs.getByRole('tab', { name: 'Men’s Open', exact: true }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await tabs.getByRole('tab', { name: 'Women’s Open' }).getAttribute('aria-selected')).toBe('true')
    const women = board.getByRole('table', { name: 'Ironhouse Invitational 2024: Women’s Open' })
    expect(await women.getByRole('row').count()).toBe(1 + 14)
    expect(await women.isVisible()).toBe(true)
    expect(await men.isVisible()).toBe(false)
    expect(await seriousA11yViolations(page)).toEqual([])
    await context.close()
  })
})
