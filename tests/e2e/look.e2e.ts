// The store as a shopper and a search engine see it (issue: look and SEO, done-when): screenshots of
// home, a category and a product page of each type on desktop and mobile, with the main image a real
// rendered product image of a responsive width in the format the browser asked for; product pages that
// react to a choice kept in the URL (commerce §2 b); page-level structured data parsed, with absolute
// URLs; axe on every page; the shell's loose ends (Deals once, footer links that answer, social icons,
// the cart link's name, the hero's focus ring).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { DEMO_IDS } from '../../packages/demo-data/src/demo-ids.ts'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'

const baseURL = inject('baseURL')
const SHOTS = join('test-results', 'screenshots')
const RESPONSIVE_WIDTHS = [360, 521, 768, 1284, 1960]
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } } as const

const browser = useBrowser()

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
})

async function productPath(productId: number): Promise<string> {
  const res = await fetch(`${baseURL}/svc_content/catalog/product/${productId}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { product: { url: string } }).product.url
}

type Opened = { context: BrowserContext; page: Page; errors: Array<string>; imageTypes: Map<string, string> }

/** A fresh visitor (no cookies) with the consent already chosen, so the banner does not cover the page. */
async function open(path: string, viewport: keyof typeof VIEWPORTS): Promise<Opened> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] })
  const page = await context.newPage()
  const errors: Array<string> = []
  const imageTypes = new Map<string, string>()
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image') imageTypes.set(response.url(), response.headers()['content-type'] ?? '')
  })
  const response = await page.goto(`${baseURL}${path}`)
  expect(response?.status(), path).toBe(200)
  await page.waitForLoadState('load')
  // a choice made before React hydrates the page would be the browser's alone
  await waitForHydration(page)
  return { context, page, errors, imageTypes }
}

/** The page's main image as loaded: its URL, the width it was asked at, its pixels and its type. */
async function mainImage(opened: Opened, selector: string) {
  const image = opened.page.locator(selector).first()
  // the first request for a width renders it (AVIF): seconds on a busy two-core machine, not one
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true)
  // naturalWidth of a srcset image is corrected for the candidate's density: decode the file itself for its pixels
  const facts = await image.evaluate(async (img: HTMLImageElement) => {
    const file = new Image()
    file.src = img.currentSrc
    await file.decode()
    return { src: img.currentSrc, naturalWidth: file.naturalWidth, srcset: img.srcset, sizes: img.sizes, loading: img.loading }
  })
  const asked = Number(new URL(facts.src).searchParams.get('w'))
  return { ...facts, asked, type: opened.imageTypes.get(facts.src) ?? '' }
}

type Shot = { name: string; path: () => Promise<string>; main: string; widths: ReadonlyArray<number> }

const TILE_WIDTHS = [83, 308, 360, 521, 768]
const SHOTS_OF: ReadonlyArray<Shot> = [
  { name: 'home', path: async () => '/', main: '.hero__image', widths: RESPONSIVE_WIDTHS },
  { name: 'category', path: async () => '/new-gear', main: 'main .tile__image img', widths: TILE_WIDTHS },
  { name: 'product-simple', path: () => productPath(DEMO_IDS.simple), main: '.gallery__main img', widths: RESPONSIVE_WIDTHS },
  { name: 'product-configurable', path: () => productPath(DEMO_IDS.configurable), main: '.gallery__main img', widths: RESPONSIVE_WIDTHS },
  { name: 'product-apparel', path: () => productPath(DEMO_IDS.configurableApparel), main: '.gallery__main img', widths: RESPONSIVE_WIDTHS },
  { name: 'product-bundle', path: () => productPath(DEMO_IDS.bundle), main: '.gallery__main img', widths: RESPONSIVE_WIDTHS },
  { name: 'product-grouped', path: () => productPath(DEMO_IDS.grouped), main: '.gallery__main img', widths: RESPONSIVE_WIDTHS },
  { name: 'product-giftcard', path: () => productPath(DEMO_IDS.giftcardFixed), main: '.gallery__main img', widths: RESPONSIVE_WIDTHS },
  { name: 'product-program', path: () => productPath(DEMO_IDS.program), main: '.gallery__main img', widths: RESPONSIVE_WIDTHS },
]

describe('screenshots: home, a category and every product type, desktop and mobile', () => {
  for (const shot of SHOTS_OF) {
    for (const viewport of ['desktop', 'mobile'] as const) {
      it(`${shot.name} on ${viewport}: the main image is a rendered product image of a responsive width, in AVIF (the browser accepts it)`, async () => {
        const opened = await open(await shot.path(), viewport)
        try {
          const image = await mainImage(opened, shot.main)
          expect(image.srcset).toContain(' 360w')
          expect(image.sizes).not.toBe('')
          expect(image.loading).toBe('eager')
          expect(shot.widths).toContain(image.asked)
          // the service makes the asked width (or the master's own width when smaller, 'limit' crop)
          expect(image.naturalWidth).toBeGreaterThanOrEqual(Math.min(image.asked, 300))
          expect(image.naturalWidth).toBeLessThanOrEqual(image.asked)
          expect(image.type).toBe('image/avif')
          await opened.page.screenshot({ path: join(SHOTS, `${shot.name}-${viewport}.png`), fullPage: true })
          if (viewport === 'desktop') expect(await seriousA11yViolations(opened.page)).toEqual([])
          expect(opened.errors).toEqual([])
        } finally {
          await opened.context.close()
        }
      })
    }
  }
})

describe('product pages react to the choice and keep it in the URL (commerce §2 b)', () => {
  it('a colour: images, SKU and stock follow it, the URL carries it, and the link opens on it', async () => {
    const path = await productPath(DEMO_IDS.configurable)
    const opened = await open(path, 'desktop')
    const { page } = opened
    try {
      const sku = page.locator('.product-page__sku')
      const before = await sku.textContent()
      const red = page.getByRole('radio', { name: /^Red/ })
      await red.check()
      await page.waitForURL(/\?b=\d+$/)
      const childId = new URL(page.url()).searchParams.get('b')
      expect(await sku.textContent()).toMatch(/^SKU: .+-RED$/)
      expect(await sku.textContent()).not.toBe(before)
      await expect.poll(() => page.locator('.gallery__main img').getAttribute('alt')).toContain('Red')
      expect(await page.locator('legend').first().textContent()).toContain('Color: Red')
      const quantity = page.getByRole('spinbutton', { name: 'Quantity', exact: true })
      expect(await quantity.count()).toBe(1)
      // an out-of-stock colour is said to be so, and offers notify-me instead of Add to Cart, without
      // the Quantity control (nothing to buy)
      await page.getByRole('radio', { name: /Out of Stock/ }).first().check()
      await expect.poll(() => page.locator('.product-page__summary .stock__label').textContent(), { timeout: 20_000 }).toBe('Out of Stock')
      expect(await page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0)
      expect(await quantity.count()).toBe(0)
      // the notify-me form's code arrives with the first unavailable choice
      await page.locator('.notify-me').getByRole('textbox', { name: 'Email' }).waitFor({ timeout: 5000 })
      // the shared link renders the same choice on the server (no script needed)
      const shared = await fetch(`${baseURL}${path}?b=${childId}`)
      const html = await shared.text()
      expect(html).toMatch(new RegExp(`id="child-${childId}"[^>]*checked`))
      expect(html).toContain('-RED</p>')
      expect(await seriousA11yViolations(page)).toEqual([])
      expect(opened.errors).toEqual([])
    } finally {
      await opened.context.close()
    }
  })

  it('a bundle: choosing another bar changes the package price the page shows and the b link', async () => {
    const path = await productPath(DEMO_IDS.bundle)
    const opened = await open(path, 'desktop')
    const { page } = opened
    try {
      const price = page.locator('.product-page__summary .price__final').first()
      const before = await price.textContent()
      await page.locator('input[name^="bundle["]:not(:checked)').first().check()
      await page.waitForURL(/\?b=\d+(-\d+)+$/)
      await expect.poll(() => price.textContent()).not.toBe(before)
      const b = new URL(page.url()).searchParams.get('b')
      await page.reload()
      expect(new URL(page.url()).searchParams.get('b')).toBe(b)
      const shown = await price.textContent()
      expect(shown).not.toBe(before)
      // the package price is the server's: the cart charges exactly what the page showed
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Add to Cart' }).click()
      await page.getByRole('link', { name: 'View Cart' }).waitFor()
      const { lists } = (await (await page.request.get(`${baseURL}/svc_list/lists?active=true`)).json()) as { lists: Array<{ items: Array<{ productId: number; price: number }> }> }
      const line = lists.flatMap((list) => list.items).find((item) => item.productId === DEMO_IDS.bundle)
      expect(line?.price).toBe(Math.round(Number((shown ?? '').replace(/[^0-9.]/g, '')) * 100))
      expect(opened.errors).toEqual([])
    } finally {
      await opened.context.close()
    }
  })
})

type JsonLd = Record<string, unknown> & { '@type': string }

async function jsonLdOf(page: Page): Promise<Array<JsonLd>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as JsonLd | Array<JsonLd>
    return Array.isArray(parsed) ? parsed : [parsed]
  })
}

/** Every string in the data that is a URL field (url, item, image, target, logo). */
function urlsIn(value: unknown, key = ''): Array<string> {
  if (typeof value === 'string') return /^(url|item|image|logo|target|urlTemplate)$/.test(key) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((v) => urlsIn(v, key))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => urlsIn(v, k))
  return []
}

describe('structured data on the page (JSON-LD, parsed)', () => {
  async function dataOf(path: string) {
    const opened = await open(path, 'desktop')
    const data = await jsonLdOf(opened.page)
    const canonical = await opened.page.locator('link[rel="canonical"]').getAttribute('href')
    await opened.context.close()
    const origin = new URL(canonical ?? '').origin
    const urls = urlsIn(data)
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) expect(url.replace('{search_term_string}', 'x')).toMatch(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/`))
    return { data, origin, canonical }
  }

  it('home: Organization and WebSite with a SearchAction on the site search', async () => {
    const { data, origin } = await dataOf('/')
    expect(data.find((d) => d['@type'] === 'Organization')).toMatchObject({ name: 'Ironhouse', url: `${origin}/` })
    const site = data.find((d) => d['@type'] === 'WebSite') as { potentialAction?: { '@type': string; target: unknown; 'query-input': string } }
    expect(site.potentialAction?.['@type']).toBe('SearchAction')
    expect(JSON.stringify(site.potentialAction?.target)).toContain('/search?q={search_term_string}')
  })

  it('category: a BreadcrumbList ending at the category', async () => {
    const { data, canonical } = await dataOf('/new-gear')
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as unknown as { itemListElement: Array<{ position: number; name: string; item: string }> }
    expect(crumbs.itemListElement.at(-1)).toMatchObject({ name: 'New Gear', item: canonical })
    expect(crumbs.itemListElement.map((c) => c.position)).toEqual(crumbs.itemListElement.map((_, i) => i + 1))
  })

  it('subcategory and its product: the breadcrumb names the parent category, on the page and in the BreadcrumbList (it read Home > Plates)', async () => {
    const opened = await open('/weightlifting-bars-plates/plates', 'desktop')
    const visible = await opened.page.locator('nav[aria-label="Breadcrumb"] li').allTextContents()
    await opened.context.close()
    expect(visible).toEqual(['Home', 'Weightlifting Bars & Plates', 'Plates'])
    const namesOf = (data: Array<JsonLd>) =>
      (data.find((d) => d['@type'] === 'BreadcrumbList') as unknown as { itemListElement: Array<{ name: string }> }).itemListElement.map((c) => c.name)
    expect(namesOf((await dataOf('/weightlifting-bars-plates/plates')).data)).toEqual(['Home', 'Weightlifting Bars & Plates', 'Plates'])
    const product = await dataOf(await productPath(DEMO_IDS.remapTo))
    expect(namesOf(product.data)).toEqual(['Home', 'Weightlifting Bars & Plates', 'Plates', 'Color Training Bumper Set'])
  })

  it('product: brand, description, absolute images and url, and one offer per colour with price, currency and availability', async () => {
    const path = await productPath(DEMO_IDS.configurable)
    const { data, canonical } = await dataOf(path)
    const product = data.find((d) => d['@type'] === 'Product') as unknown as {
      brand: { name: string }
      description: string
      image: Array<string>
      url: string
      offers: Array<{ price: string; priceCurrency: string; availability: string; url: string; sku: string }>
    }
    expect(product.brand.name).toBe('Ironhouse')
    expect(product.description.length).toBeGreaterThan(50)
    expect(product.url).toBe(canonical)
    expect(product.image.length).toBeGreaterThanOrEqual(3)
    expect(product.offers.length).toBeGreaterThan(1)
    for (const offer of product.offers) {
      expect(offer.price).toMatch(/^\d+\.\d{2}$/)
      expect(offer.priceCurrency).toBe('USD')
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|BackOrder)$/)
      expect(offer.url).toMatch(/\?b=\d+$/)
    }
    expect(product.offers.some((o) => o.availability.endsWith('OutOfStock'))).toBe(true)
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true)
    // each image URL is a real image
    const res = await fetch(product.image[0]!.replace(new URL(product.image[0]!).origin, baseURL), { headers: { accept: 'image/webp' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
  })
})

describe('a category on a phone', () => {
  it('the filters fold behind a "Filter by" button, so the products come first; the button opens them', async () => {
    const opened = await open('/new-gear', 'mobile')
    const { page } = opened
    try {
      const firstTile = page.locator('main .tile').first()
      const toggle = page.getByRole('button', { name: /^Filter by/ })
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await page.locator('.listing__facets input[type="checkbox"]').first().isVisible()).toBe(false)
      const tileTop = await firstTile.evaluate((el) => el.getBoundingClientRect().top)
      expect(tileTop).toBeLessThan(1400)
      await toggle.click()
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      expect(await page.locator('.listing__facets input[type="checkbox"]').first().isVisible()).toBe(true)
      expect(await seriousA11yViolations(page)).toEqual([])
    } finally {
      await opened.context.close()
    }
  })
})

describe('the deals line on a phone', () => {
  it('rotating to a longer deal (every 4 s) and hydration move nothing on the page: no layout shift', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile })
    const page = await context.newPage()
    try {
      await page.addInitScript(() => {
        const shifts: Array<number> = []
        ;(window as unknown as { shifts: Array<number> }).shifts = shifts
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(`${baseURL}/`)
      const slide = page.locator('.deals-slider__slide')
      const first = await slide.textContent()
      // the next deal has rotated in (platform constant DEALS_SLIDER_ROTATE_MS = 4000)
      await expect.poll(() => slide.textContent(), { timeout: 10_000 }).not.toBe(first)
      await page.waitForTimeout(500)
      const shifts = await page.evaluate(() => (window as unknown as { shifts: Array<number> }).shifts)
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001)
    } finally {
      await context.close()
    }
  })
})

describe('the shell on every site', () => {
  const SITES = ['', '/ca', '/apo', '/eu', '/uk', '/au']

  it('Deals is in the navigation once, and every footer link answers', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    try {
      for (const prefix of SITES) {
        await page.goto(`${baseURL}${prefix || '/'}`)
        const nav = page.getByRole('navigation', { name: 'Main' })
        expect(await nav.getByRole('link', { name: 'Deals', exact: true }).count(), `${prefix} Deals`).toBe(1)
        const hrefs = await page.locator('footer nav a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''))
        const paths = hrefs.filter((href) => href.startsWith('/'))
        expect(paths.length).toBeGreaterThan(8)
        for (const path of paths) {
          const res = await fetch(`${baseURL}${path}`, { redirect: 'manual' })
          expect(res.status, `${prefix || 'USA'} footer ${path}`).toBeLessThan(400)
        }
      }
    } finally {
      await context.close()
    }
  })

  it('social links are icons named for their network; the cart link is named by its visible text; the hero link shows a focus ring', async () => {
    const opened = await open('/', 'desktop')
    const { page } = opened
    try {
      const social = page.getByRole('list', { name: 'Follow us' }).getByRole('link')
      expect(await social.count()).toBe(5)
      expect(await page.getByRole('link', { name: 'Ironhouse on YouTube' }).locator('svg').count()).toBe(1)
      expect((await social.allTextContents()).join('')).toBe('')
      // platform §7: the icons come from the media sprite sheet on the assets path, each symbol there
      const hrefs = await social.locator('svg use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''))
      expect(hrefs.map((href) => href.split('#')[1])).toEqual(['instagram', 'youtube', 'facebook', 'x', 'tiktok'])
      for (const href of hrefs) {
        const [file = '', symbol = ''] = href.split('#')
        expect(file).toMatch(/^\/assets\/media-icons-[\w-]+\.svg$/)
        const sheet = await fetch(`${baseURL}${file}`)
        expect(sheet.status).toBe(200)
        expect(sheet.headers.get('content-type')).toBe('image/svg+xml')
        expect(sheet.headers.get('cache-control')).toContain('immutable')
        expect(await sheet.text()).toContain(`<symbol id="${symbol}"`)
      }
      const cart = page.locator('.cart-link')
      const name = await cart.evaluate((a) => (a.textContent ?? '').replace(/\s+/g, ' ').trim())
      expect(name).toBe('Cart 0 items')
      expect(await cart.getAttribute('aria-label')).toBeNull()
      expect(await page.getByRole('link', { name: 'Cart 0 items' }).count()).toBe(1)
      const heroLink = page.locator('.hero > a')
      await heroLink.focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      expect(await heroLink.evaluate((a) => a === document.activeElement)).toBe(true)
      const ring = await heroLink.evaluate((a) => getComputedStyle(a, '::after').borderTopWidth)
      expect(ring).toBe('4px')
      await page.screenshot({ path: join(SHOTS, 'hero-focus-desktop.png') })
    } finally {
      await opened.context.close()
    }
  })
})
