// A product landing page built from content blocks (platform §2: HeroConfig, Swatches and ProductPage):
// the demo's /monster-lite-rack-in-color. The hero's picture is art-directed (a phone gets its own crop),
// the colors open the product with that color chosen, and the product's page inside the content page sells:
// a color chosen there goes into the cart. No serious axe violation at either width.
import { describe, expect, inject, it } from 'vitest'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'

const baseURL = inject('baseURL')
const browser = useBrowser()
const LANDING = '/monster-lite-rack-in-color'

describe('a product landing page (HeroConfig, Swatches, ProductPage)', () => {
  it('ProductPage: the rack is bought on the landing page; the chosen color goes into the cart, and the page stays', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}${LANDING}`)
    await waitForHydration(page)
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['The Monster Lite Rack, in Your Color'])
    const product = page.getByRole('region', { name: 'Monster Lite Rack' })
    expect(await product.getByRole('heading', { level: 2 }).textContent()).toBe('Monster Lite Rack')
    expect(await product.getByText('$895.00').count()).toBeGreaterThan(0)
    await product.getByRole('radio', { name: /^Red/ }).check()
    // the choice is the page's, as on the product's own page (`b`, commerce §2)
    await page.waitForURL(/[?&]b=10001\b/)
    await product.getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => page.getByTestId('cart-count').first().textContent(), { timeout: 15_000 }).toBe('1')
    expect(new URL(page.url()).pathname).toBe(LANDING)
    await page.goto(`${baseURL}/cart`)
    const lines = page.locator('section[aria-labelledby="cart-lines-title"]')
    await expect.poll(() => lines.textContent()).toContain('ColorRed')
    expect(await seriousA11yViolations(page)).toEqual([])
    await context.close()
  })

  it('Swatches: the four colors with their stock; a color opens the product with it chosen', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}${LANDING}`)
    await waitForHydration(page)
    const colors = page.getByRole('region', { name: 'Pick your color' })
    expect(await colors.getByRole('listitem').allTextContents()).toEqual(['Black In Stock', 'Red In Stock', 'Blue In Stock', 'Heather Grey Out of Stock'])
    expect(await seriousA11yViolations(page)).toEqual([])
    await colors.getByRole('link', { name: /^Blue/ }).click()
    await page.waitForURL(`${baseURL}/monster-lite-rack?b=10002`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('Monster Lite Rack')
    await expect.poll(() => page.getByRole('radio', { name: /^Blue/ }).isChecked()).toBe(true)
    await context.close()
  })

  it('HeroConfig: a phone gets the upright crop with the text below the picture; a desktop the wide picture with the text on it, and its calls to action work from the keyboard', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const small = await phone.newPage()
    await small.goto(`${baseURL}${LANDING}`)
    await waitForHydration(small)
    const picture = small.locator('.hero-config__image')
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('-mobile.')
    const [phoneImage, phonePanel] = await Promise.all([picture.boundingBox(), small.locator('.hero-config__panel').boundingBox()])
    expect(phonePanel!.y).toBeGreaterThanOrEqual(phoneImage!.y + phoneImage!.height - 1)
    expect(await seriousA11yViolations(small)).toEqual([])
    await phone.close()

    const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await desktop.newPage()
    await page.goto(`${baseURL}${LANDING}`)
    await waitForHydration(page)
    const wide = page.locator('.hero-config__image')
    await expect.poll(() => wide.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toContain('-mobile.')
    const [image, panel] = await Promise.all([wide.boundingBox(), page.locator('.hero-config__panel').boundingBox()])
    // the panel sits on the picture, at its end (align: end)
    expect(panel!.y + panel!.height).toBeLessThanOrEqual(image!.y + image!.height)
    expect(panel!.x).toBeGreaterThan(image!.x + image!.width / 2)
    await page.getByRole('link', { name: 'See the rack' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseURL}/monster-lite-rack`)
    await desktop.close()
  })
})
