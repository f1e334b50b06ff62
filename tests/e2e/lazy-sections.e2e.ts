// Sections a page fills after load (platform §2: "A lazy list fetches only once it has been visible";
// docs/storefront.md "Bundle size", docs/reviews.md "On the product page"): "You may also like" keeps
// one row of tiles' room until its answer arrives, so what is below it (the footer) does not move when a
// one-row list fills in; a page without script keeps no room for a list that never loads. The checkout,
// which reads the cart in the browser, keeps a screen's height until its form arrives.
import { describe, expect, inject, it } from 'vitest'
import { recordLayoutShifts, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'

const baseURL = inject('baseURL')
const browser = useBrowser()

/** A demo product whose "Similar" list is one row at 1280 px: four products. */
const ONE_ROW_PRODUCT = '/concept-2-rowerg'

describe('the Reviews section of a product page', () => {
  it('keeps the room of its first page of reviews while they load: a list filling in view moves nothing below it', async () => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      const shifts = await recordLayoutShifts(page)
      // the Ohio Bar has 32 reviews: five show first
      await page.goto(`${baseURL}/the-ohio-bar`)
      await waitForHydration(page)
      const section = page.locator('.product-reviews')
      const footer = page.getByRole('contentinfo')
      // the section's top a third down the screen: it fills in view, where keeping the shopper's place does not apply
      const scrolledAt = await section.evaluate((el) => {
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight / 3)
        return performance.now()
      })
      const before = await footer.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
      await expect.poll(() => section.locator('.product-review').count(), { timeout: 15_000 }).toBe(5)
      const after = await footer.evaluate((el) => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(el.getBoundingClientRect().top + window.scrollY))))
      // a review's height varies with its text: within a quarter of a review, not the ~1,000 px of five
      expect(Math.abs(after - before), `${viewport.width} px`).toBeLessThan(80)
      // what the shopper sees move once the section is in view (the whole page before this session's list: 0.3)
      const seen = (await shifts()).filter((shift) => shift.at >= scrolledAt)
      expect(seen.reduce((sum, shift) => sum + shift.value, 0), `${viewport.width} px`).toBeLessThan(0.02)
      await context.close()
    }
  })
})

describe('"You may also like" on a product page', () => {
  it('keeps a row of room while it loads: the footer in view does not move when a one-row list fills in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}${ONE_ROW_PRODUCT}`)
    await waitForHydration(page)
    const list = page.locator('.recommendations').first()
    const footer = page.getByRole('contentinfo')
    // the section's top 100 px into the viewport, the footer in view below its room
    await page.locator('.recommendations-container').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100))
    const before = await footer.evaluate((el) => el.getBoundingClientRect().top)
    expect(before).toBeLessThan(900)
    expect(await list.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(400)
    const tiles = list.locator('.recommendations__list > li')
    await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBeGreaterThan(0)
    expect(await tiles.count()).toBeLessThanOrEqual(4)
    const after = await footer.evaluate((el) => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(el.getBoundingClientRect().top))))
    // the row's lines under the image differ by product (a rating or not): within 40 px, not the 420 px of a row
    expect(Math.abs(after - before)).toBeLessThan(40)
    await context.close()
  })

  it('keeps no room without script, where the list never loads', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${baseURL}${ONE_ROW_PRODUCT}`)
    expect(await page.locator('.recommendations').first().evaluate((el) => el.getBoundingClientRect().height)).toBe(0)
    await context.close()
  })
})

describe('the checkout (commerce §2), read in the browser', () => {
  it('keeps a screen\'s height while it reads the cart: the footer does not show and then jump away when the form arrives', async () => {
    // a guest's cart, made without script (the product form posts), then the checkout with script
    const plain = await browser.newContext({ javaScriptEnabled: false })
    const adding = await plain.newPage()
    await adding.goto(`${baseURL}/the-ohio-bar`)
    await Promise.all([adding.waitForURL(/\/cart$/), adding.getByRole('button', { name: 'Add to Cart' }).click()])
    const storageState = await plain.storageState()
    await plain.close()
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState })
    const page = await context.newPage()
    const shifts = await recordLayoutShifts(page)
    await page.goto(`${baseURL}/checkout`)
    await expect.poll(() => page.getByRole('button', { name: 'Continue to shipping' }).count()).toBe(1)
    const total = (await shifts()).reduce((sum, shift) => sum + shift.value, 0)
    // 0.40 when the notice was one line high; 0.1 is "good" for a page's whole visit
    expect(total).toBeLessThan(0.02)
    await context.close()
  })
})
