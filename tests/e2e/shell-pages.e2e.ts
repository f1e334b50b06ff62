// Shell and content screens of the shell document (§2 public routes, events) as a shopper meets them.
import { describe, expect, inject, it } from 'vitest'
import { waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'

const baseURL = inject('baseURL')
const browser = useBrowser()

/** The status and Location of a path's answer, the redirect not followed. */
async function locationOf(path: string): Promise<Array<number | string | null>> {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' })
  return [response.status, response.headers.get('location')]
}

describe('shell §2 public routes: /mps-review', () => {
  it('shell §2 /mps-review is the review page ("Review Your Purchase") the review invitation opens, on every site, and its HTML holds no order (docs/reviews.md)', async () => {
    for (const prefix of ['', '/ca', '/eu']) {
      const response = await fetch(`${baseURL}${prefix}/mps-review?order=IH100000001`)
      const html = await response.text()
      expect([prefix, response.status]).toEqual([prefix, 200])
      expect(html).toMatch(/<h1[^>]*>Review Your Purchase<\/h1>/)
      expect(html).toContain('Loading your order')
      expect(html).not.toContain('This part of the store is being built')
    }
  })
})

describe('shell §2 The Index: a category page', () => {
  it('shell §3 /theindex/{category} names its Index category: news is News and Press, gear-how-tos Gear and How To, athletes Athletes; another slug keeps The Index', async () => {
    const h1Of = async (path: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${baseURL}${path}`)).text())?.[1]
    expect(await h1Of('/theindex/news')).toBe('The Index: News and Press')
    expect(await h1Of('/theindex/gear-how-tos')).toBe('The Index: Gear and How To')
    expect(await h1Of('/ca/theindex/athletes')).toBe('The Index: Athletes')
    expect(await h1Of('/theindex/ryourogue')).toBe('The Index')
  })
})

describe('shell §2 Events: the invitational pages', () => {
  it('shell §6, §9 the invitational pages name the year of the flag invitational_year (default 2025)', async () => {
    for (const path of ['/invitational', '/invitational/leaderboard', '/ca/invitational']) {
      const html = await (await fetch(`${baseURL}${path}`)).text()
      expect([path, /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]]).toEqual([path, 'The 2025 Invitational'])
      expect(html).toContain('<title>The 2025 Invitational | Ironhouse</title>')
    }
  })

  it('shell §9 /events/{name} without a year goes to the page of the events default year, 2024', async () => {
    expect(await locationOf('/events/ironhouse-invitational')).toEqual([302, '/events/ironhouse-invitational/2024'])
    expect(await locationOf('/au/events/iron-games?utm_source=mail')).toEqual([302, '/au/events/iron-games/2024?utm_source=mail'])
    const page = await fetch(`${baseURL}/events/ironhouse-invitational`)
    expect([page.status, new URL(page.url).pathname]).toEqual([200, '/events/ironhouse-invitational/2024'])
  })
})

describe('shell §2 Events: Log In on an invitational or named-event page opens an overlay', () => {
  it('shell §2 on /invitational and /events/{name}/{year} the header’s Log In opens a sign-in overlay, not /login; signing in there keeps the shopper on the event page', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    for (const path of ['/events/ironhouse-invitational/2024', '/invitational']) {
      await page.goto(`${baseURL}${path}`)
      await waitForHydration(page)
      await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click()
      const overlay = page.getByRole('dialog', { name: 'Log In' })
      await overlay.waitFor()
      expect(new URL(page.url()).pathname).toBe(path)
      // Escape closes it, the page stays
      await page.keyboard.press('Escape')
      await overlay.waitFor({ state: 'detached' })
      expect(new URL(page.url()).pathname).toBe(path)
    }
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click()
    const overlay = page.getByRole('dialog', { name: 'Log In' })
    await overlay.getByRole('textbox', { name: 'Email' }).fill('retail@demo.ironhouse.shop')
    await overlay.getByLabel(/^Password/).fill('squat rack chalk dust morning')
    await overlay.getByRole('button', { name: 'Log In' }).click()
    await page.getByRole('banner').getByRole('button', { name: /^Hi, / }).waitFor()
    await overlay.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe('/invitational')
    expect(await page.locator('h1').textContent()).toBe('The 2025 Invitational')
    await context.close()
  })

  it('shell §2 elsewhere the header’s Log In still goes to the login page', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseURL}/theindex`)
    await waitForHydration(page)
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click()
    await page.waitForURL(/\/login$/)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.close()
  })
})

describe('shell §2 header: the deals slider', () => {
  it('shell §2 each deals slide that leads to /deals opens the deal type it names: "Hot Deals on bars and plates" lists the hot deals of bars and plates, not every deal', async () => {
    const block = (await (await fetch(`${baseURL}/svc_content/cms/block/deals-slider?storeId=1`)).json()) as { content: { slides: Array<{ text: string; url: string }> } }
    const toDeals = block.content.slides.filter((slide) => slide.url.startsWith('/deals'))
    expect(toDeals.map((slide) => slide.text)).toContain('Hot Deals on bars and plates')
    const page = await browser.newPage()
    for (const slide of toDeals) {
      await page.goto(`${baseURL}${slide.url}`)
      expect([slide.text, await page.locator('h1').textContent()]).toEqual([slide.text, 'Deals: Hot Deals'])
      const tiles = page.locator('main').getByRole('link', { name: /bar|plate/i })
      expect(await tiles.count()).toBeGreaterThan(0)
    }
    await page.close()
  })
})

describe('shell §1 a language path prefix', () => {
  it('shell §1, §2 a screen of the route table under a site’s language segment (/eu/de/cart, /ca/fr/login?redirect=) goes to that screen of the site, not the 404 page', async () => {
    expect(await locationOf('/eu/de/cart')).toEqual([302, '/eu/cart'])
    expect(await locationOf('/ca/fr/login?redirect=/ca/account')).toEqual([302, '/ca/login?redirect=%2Fca%2Faccount'])
    expect(await locationOf('/eu/it/invitational')).toEqual([302, '/eu/invitational'])
    expect(await locationOf('/eu/nl/search?q=bar')).toEqual([302, '/eu/search?q=bar'])
    const cart = await fetch(`${baseURL}/eu/de/cart`)
    expect([cart.status, new URL(cart.url).pathname]).toEqual([200, '/eu/cart'])
    // products, categories, content pages and the home still render under the segment
    for (const path of ['/eu/de/the-ohio-bar', '/eu/de/shoes', '/eu/fr/shipping-policy', '/eu/de']) {
      expect([path, (await fetch(`${baseURL}${path}`, { redirect: 'manual' })).status]).toEqual([path, 200])
    }
    // an unknown path is still not found
    expect((await fetch(`${baseURL}/eu/de/no-such-page`, { redirect: 'manual' })).status).toBe(404)
  })
})

describe('shell §2 /shippingtracker without script', () => {
  it('shell §2 the order tracking form sent by the browser itself takes the email in the body and answers with the link whose data is the encoded email; the email never lands in the address bar', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${baseURL}/shippingtracker`)
    await page.getByLabel('Order number *').fill('IH999999999')
    await page.getByLabel('Email *').fill('tracker.guest@example.com')
    await page.getByRole('button', { name: 'Track order' }).click()
    await page.getByRole('alert').waitFor()
    const url = new URL(page.url())
    expect(url.pathname).toBe('/shippingtracker')
    expect(url.searchParams.get('order')).toBe('IH999999999')
    expect(url.searchParams.get('data')).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(url.searchParams.has('email')).toBe(false)
    expect(page.url()).not.toContain('example.com')
    expect(await page.getByRole('alert').textContent()).toBe('We could not find an order with that number and email. Please check both and try again.')
    expect(await page.getByLabel('Email *').inputValue()).toBe('tracker.guest@example.com')
    await context.close()
  })
})

describe('shell §4, §5 bin signup from the keyboard', () => {
  it('shell §5 Enter in the product page’s notify-me email field signs up, as Notify Me does, and adds nothing to the cart', async () => {
    const page = await (await browser.newContext()).newPage()
    const posts: Array<string> = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && !request.url().includes('/svc_search/')) posts.push(new URL(request.url()).pathname)
    })
    await page.goto(`${baseURL}/flat-utility-bench-20`)
    await waitForHydration(page)
    const field = page.getByRole('textbox', { name: 'Email', exact: true })
    await field.press('Enter')
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Please enter your email' }).count()).toBe(1)
    await field.fill('notify.enter@example.com')
    await field.press('Enter')
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'We will email you when it is back in stock.' }).count()).toBe(1)
    expect(posts).toEqual(['/svc_bin/bin'])
    expect(new URL(page.url()).pathname).toBe('/flat-utility-bench-20')
    await page.context().close()
  })
})
