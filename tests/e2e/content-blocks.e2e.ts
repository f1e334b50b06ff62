// Content blocks a shopper uses on a content page (platform §2: CMS pages are built from block trees):
// the About page's CMSTabs (tabs from the keyboard, each panel a slot of blocks), Gallery (figures
// with alt text and captions) and EventsList (the store's events, each opening its page), with no
// serious axe violation.
import { describe, expect, inject, it } from 'vitest'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'

const baseURL = inject('baseURL')
const browser = useBrowser()

describe('the About page\'s content blocks', () => {
  it('CMSTabs: the first tab shows; the arrow key moves to the next tab and shows its panel; the Gallery shows its three figures with alt text and captions', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/about-us`)
    await waitForHydration(page)
    const tabs = page.getByRole('tablist', { name: 'More about Ironhouse' })
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Our story', 'Warranty', 'Visit us'])
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toContain('one welder, one bar')
    await tabs.getByRole('tab', { name: 'Our story' }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await tabs.getByRole('tab', { name: 'Warranty' }).getAttribute('aria-selected')).toBe('true')
    expect(await page.getByRole('tabpanel').textContent()).toContain('lifetime warranty against bending')
    await page.getByRole('tabpanel').getByRole('link', { name: 'Returns and refunds' }).waitFor()

    const gallery = page.getByRole('region', { name: 'The Columbus showroom' })
    expect(await gallery.getByRole('img').count()).toBe(3)
    expect(await gallery.getByRole('figure').allTextContents()).toEqual(['Platform 1', 'Platform 2', 'Platform 3'])
    expect(await gallery.getByRole('img', { name: 'A loaded bar on a lifting platform, a rack with yellow J-cups behind it' }).count()).toBe(1)
    expect(await seriousA11yViolations(page)).toEqual([])
    await context.close()
  })

  it('EventsList: the latest three events, each opening its page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/about-us`)
    await waitForHydration(page)
    const events = page.getByRole('region', { name: 'Ironhouse events' })
    expect(await events.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['The 2025 Invitational', 'Ironhouse Invitational 2024', 'Ironhouse Strongman Classic 2024'])
    expect(await events.getByRole('listitem').first().textContent()).toContain('Registration open')
    await events.getByRole('link', { name: 'The 2025 Invitational' }).click()
    await page.waitForURL(`${baseURL}/events/invitational/2025`)
    // the link is followed in place: the event's page renders once its data has arrived
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('The 2025 Invitational')
    await context.close()
  })
})
