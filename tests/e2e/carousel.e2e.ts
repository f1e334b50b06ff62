// Product rows that scroll sideways (docs/storefront.md "Carousels"): "You may also like" shows its 12
// products (platform §9: 12 for widgets) in one row, the grid's column count in view; Previous and Next
// page through it and are disabled at its start and end; the position the shopper scrolls to is told to
// the analytics queue (platform §4: start, middle or end); a mouse drags it (platform §9 drag-scroll:
// a press that moves 50 px or less is a click and opens the tile, a longer one scrolls and opens nothing).
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'

const baseURL = inject('baseURL')
const browser = useBrowser()

/** A demo product whose "Similar" list has 12 products. */
const PRODUCT = '/the-ohio-bar'

/** The product page at desktop width, scrolled to "You may also like" once its list has filled in; analytics events collected. */
async function openRecommendations(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${baseURL}${PRODUCT}`)
  await waitForHydration(page)
  await page.locator('.recommendations-container').scrollIntoViewIfNeeded()
  await expect.poll(() => page.locator('.recommendations__list > li').count(), { timeout: 15_000 }).toBe(12)
  // the list's code has brought the analytics queue: a consumer collects what it is told
  await page.evaluate(() => {
    const seen: Array<unknown> = []
    ;(window as unknown as { seenEvents: Array<unknown> }).seenEvents = seen
    const analytics = (window as unknown as { ironhouseAnalytics?: { init: (consumer: (event: unknown) => void) => void } }).ironhouseAnalytics
    analytics?.init((event) => seen.push(event))
  })
  return page
}

const track = (page: Page) => page.locator('.recommendations__list').first()

/** The indexes of the tiles wholly inside the row's visible width. */
async function tilesInView(page: Page): Promise<Array<number>> {
  return track(page).evaluate((list) => {
    const box = list.getBoundingClientRect()
    return [...list.children].flatMap((item, i) => {
      const r = item.getBoundingClientRect()
      return r.left >= box.left - 1 && r.right <= box.right + 1 ? [i] : []
    })
  })
}

const settled = (page: Page) =>
  track(page).evaluate(
    (list) =>
      new Promise<void>((resolve) => {
        let last = -1
        const check = () => {
          if (list.scrollLeft === last) resolve()
          else {
            last = list.scrollLeft
            setTimeout(check, 150)
          }
        }
        check()
      }),
  )

const carouselEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { seenEvents: Array<{ event: string }> }).seenEvents ?? []).filter((e) => e.event === 'carouselPosition'))

describe('"You may also like" as one row (platform §2 product list, §4 carousel position)', () => {
  it('shows four of its twelve products at desktop width; Next and Previous page by four, disabled at the end and the start, and the position is tracked', async () => {
    const page = await openRecommendations()
    const previous = page.getByRole('button', { name: 'Previous: Similar' })
    const next = page.getByRole('button', { name: 'Next: Similar' })
    await expect.poll(() => next.isEnabled()).toBe(true)
    expect(await previous.isDisabled()).toBe(true)
    expect(await tilesInView(page)).toEqual([0, 1, 2, 3])
    // one row: every tile's top is the first one's
    const tops = await track(page).evaluate((list) => [...list.children].map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)

    await next.click()
    await settled(page)
    expect(await tilesInView(page)).toEqual([4, 5, 6, 7])
    await expect.poll(() => previous.isEnabled()).toBe(true)
    await expect.poll(() => carouselEvents(page)).toEqual([{ event: 'carouselPosition', list: 'Similar', position: 'middle' }])

    await next.click()
    await settled(page)
    expect(await tilesInView(page)).toEqual([8, 9, 10, 11])
    await expect.poll(() => next.isDisabled()).toBe(true)
    await expect.poll(async () => (await carouselEvents(page)).map((e) => (e as { position?: string }).position)).toEqual(['middle', 'end'])

    await previous.click()
    await settled(page)
    await previous.click()
    await settled(page)
    expect(await tilesInView(page)).toEqual([0, 1, 2, 3])
    await expect.poll(() => previous.isDisabled()).toBe(true)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.context().close()
  })

  it('works from the keyboard: Next by Enter, and a tile focused out of view is brought into view', async () => {
    const page = await openRecommendations()
    const next = page.getByRole('button', { name: 'Next: Similar' })
    await expect.poll(() => next.isEnabled()).toBe(true)
    await next.focus()
    await page.keyboard.press('Enter')
    await settled(page)
    expect(await tilesInView(page)).toEqual([4, 5, 6, 7])
    // the last tile's product link, focused, scrolls the row to it
    await track(page).locator('li').last().locator('.tile__name a').focus()
    await settled(page)
    expect(await tilesInView(page)).toContain(11)
    await page.context().close()
  })

  it('drags with the mouse: a long drag scrolls the row and opens nothing; a press that barely moves opens the tile', async () => {
    const page = await openRecommendations()
    const url = page.url()
    const first = track(page).locator('li').first()
    const box = (await first.locator('img').boundingBox())!
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + box.width - 10, y)
    await page.mouse.down()
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width - 10 - step * 40, y)
    await page.mouse.up()
    await settled(page)
    expect(await track(page).evaluate((list) => list.scrollLeft)).toBeGreaterThan(300)
    expect(page.url()).toBe(url)

    const shown = (await tilesInView(page))[0]!
    const tile = track(page).locator('li').nth(shown)
    const href = await tile.locator('.tile__name a').getAttribute('href')
    const image = (await tile.locator('img').boundingBox())!
    await page.mouse.move(image.x + 40, image.y + 40)
    await page.mouse.down()
    await page.mouse.move(image.x + 30, image.y + 40)
    await page.mouse.up()
    await page.waitForURL((u) => u.pathname === href)
    await page.context().close()
  })

  it('keeps its row on a phone: two tiles in view, and the room it kept while loading is the room it takes', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await page.goto(`${baseURL}${PRODUCT}`)
    await waitForHydration(page)
    const section = page.locator('.recommendations-container')
    // the end of the section is where the footer starts: its height is how far the footer moves
    const height = () => section.evaluate((el) => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(el.getBoundingClientRect().height))))
    await section.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100))
    const before = await height()
    expect(await page.locator('.recommendations').first().getAttribute('data-state')).not.toBe('loaded')
    await expect.poll(() => page.locator('.recommendations__list > li').count(), { timeout: 15_000 }).toBe(12)
    // the lines under a tile's image differ by product (a name on two lines, a rating): within 60 px,
    // not the six rows (~2,000 px) the list took as a grid
    expect(Math.abs((await height()) - before)).toBeLessThan(60)
    expect(await tilesInView(page)).toEqual([0, 1])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    await context.close()
  })
})

describe('the home page\'s InfiniteCarousel block (platform §2)', () => {
  it('is rendered on the server with its products, and goes round: Next at the end shows the start again, Previous at the start the end', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/`)
    await waitForHydration(page)
    const section = page.getByRole('region', { name: 'Rigs, Racks and Benches' })
    const row = section.getByRole('list', { name: 'Rigs, Racks and Benches' })
    expect(await row.getByRole('listitem').count()).toBe(8)
    await section.scrollIntoViewIfNeeded()
    const scrolled = () => row.evaluate((list) => new Promise<number>((resolve) => setTimeout(() => resolve(list.scrollLeft), 700)))
    const next = section.getByRole('button', { name: 'Next: Rigs, Racks and Benches' })
    const previous = section.getByRole('button', { name: 'Previous: Rigs, Racks and Benches' })
    await expect.poll(() => previous.isEnabled()).toBe(true)
    // eight products, four in view: two pages, then round again
    await next.click()
    expect(await scrolled()).toBeGreaterThan(1000)
    await next.click()
    expect(await scrolled()).toBe(0)
    await previous.click()
    expect(await scrolled()).toBeGreaterThan(1000)
    expect(await seriousA11yViolations(page)).toEqual([])
    await context.close()
  })
})
