// The native app shell's screens (shell §2 /rg-app/…, commerce §2 app dashboard; docs/app-shell.md) as
// an app user (the isMobileApp cookie, platform §7) sees them: a guest is asked to log in on the screen,
// a new customer's featured screen has the dashboard banners, the five-for-five count (2) and new gear,
// and after an order is placed and shipped the notifications inbox tells both and the orders screen lists it.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { APIRequestContext, BrowserContext, Page, Request } from 'playwright-core'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'
import { E2E_OPERATOR_TOKEN } from './store-process.ts'
import { buyByCard, captchaFor, okJson, SAME_ORIGIN, usAddress } from './store-api.ts'

const baseURL = inject('baseURL')
const browser = useBrowser()
let context: BrowserContext
let page: Page
const pageErrors: Array<string> = []

const email = `e2e-app-${Date.now()}@example.com`
const address = usAddress({ firstname: 'Avery', lastname: 'App', email })
const sameOrigin = SAME_ORIGIN

beforeAll(async () => {
  context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await context.addCookies([{ name: 'isMobileApp', value: 'true', url: baseURL }])
  page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(String(error)))
})

const json = okJson

const captcha = (api: APIRequestContext, action: 'register' | 'placeorder') => captchaFor(baseURL, api, action)

const customerBuys = (api: APIRequestContext, productId: number) => buyByCard(baseURL, api, { productId, qty: 1, address })

describe('the app shell (shell §2 /rg-app/) as an app user', () => {
  it('commerce §2: in the app a guest on orders is asked to log in on the screen, with the way back', async () => {
    const response = await page.goto(`${baseURL}/rg-app/orders`)
    expect(response?.status()).toBe(200)
    expect(page.url()).toBe(`${baseURL}/rg-app/orders`)
    await page.getByRole('heading', { name: 'Please log in' }).waitFor()
    expect(await page.getByRole('link', { name: 'Log in', exact: true }).getAttribute('href')).toBe('/login?redirect=/rg-app/orders')
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  it('commerce §2 featured: the dashboard banners without programming for a customer with none, five-for-five remaining 2, new gear', async () => {
    const api = context.request
    await json(
      await api.post(`${baseURL}/svc_customer/customer`, {
        data: { email, password: 'the app has my back 42', firstname: 'Avery', lastname: 'App', newsletters: [], segments: [], captcha: await captcha(api, 'register') },
        headers: sameOrigin,
      }),
    )
    await page.goto(`${baseURL}/rg-app/featured`)
    await page.getByRole('heading', { name: 'Featured', level: 1 }).waitFor()
    const banners = page.getByRole('region', { name: 'Explore' }).getByRole('heading', { level: 3 })
    expect(await banners.allTextContents()).toEqual(['Timer Remote', 'The Index', 'Events', 'Gyms', 'Deals', 'New Gear', '3 Ships Free'])
    expect(await page.getByRole('region', { name: 'Explore' }).getByRole('link', { name: /3 Ships Free/ }).getAttribute('href')).toBe('/3-ships-free')
    expect(await page.getByText(/Five-for-five shipping/).textContent()).toMatch(/^Five-for-five shipping: 2 redemptions remaining/)
    expect(await page.getByRole('region', { name: 'New gear' }).locator('article.tile').count()).toBeGreaterThan(0)
    expect(await page.getByText('Welcome back, Avery.').count()).toBe(1)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.screenshot({ path: '.tmp/app-shell-featured.png', fullPage: true })
    expect(pageErrors).toEqual([])
  })

  it('platform §2: the preloader readies the session and goes to featured; no page view is tracked on it, the next page is', async () => {
    const viewed: Array<string> = []
    const record = (request: Request) => {
      const body = request.method() === 'POST' ? (request.postData() ?? '') : ''
      const match = /"name":"page"[^]*?"uri":"([^"]*)"/.exec(body)
      if (match?.[1]) viewed.push(match[1])
    }
    page.on('request', record)
    await page.goto(`${baseURL}/rg-app/preloader`)
    await page.waitForURL(`${baseURL}/rg-app/featured`)
    await page.getByRole('heading', { name: 'Featured', level: 1 }).waitFor()
    await expect.poll(() => viewed, { timeout: 10_000 }).toContain('/rg-app/featured')
    expect(viewed.filter((uri) => uri.includes('preloader'))).toEqual([])
    page.off('request', record)
  })

  it('platform §7 svc_push: after an order is placed and shipped the inbox tells both; marking one read leaves one unread', async () => {
    const orderId = await customerBuys(context.request, 1001)
    await expect
      .poll(
        async () =>
          (
            await fetch(`${baseURL}/svc_checkout/fulfilment/orders/${orderId}/ship`, {
              method: 'POST',
              headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, 'content-type': 'application/json' },
              body: JSON.stringify({ carrier: 'ups', trackingNumber: '1Z999AA10123456785' }),
            })
          ).status,
        { timeout: 15_000, interval: 500 },
      )
      .toBe(200)
    await page.goto(`${baseURL}/rg-app/account/notifications`)
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor()
    expect(await page.getByRole('list').filter({ has: page.locator('.app-notification') }).getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Your order has shipped New',
      'Order confirmed New',
    ])
    expect(await page.getByText('2 unread notifications.').count()).toBe(1)
    expect(await page.getByRole('link', { name: 'Your order has shipped' }).getAttribute('href')).toBe(`/account/order/${orderId}`)
    expect(await seriousA11yViolations(page)).toEqual([])
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Mark “Your order has shipped” as read' }).click()
    await page.getByText('1 unread notification.').waitFor()
    await page.reload()
    expect(await page.getByText('1 unread notification.').count()).toBe(1)
    await page.screenshot({ path: '.tmp/app-shell-notifications.png', fullPage: true })

    await page.goto(`${baseURL}/rg-app/orders`)
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor()
    expect(await page.getByRole('status').first().textContent()).toBe('1 order')
    expect(await page.getByRole('link', { name: `Order ${orderId}` }).getAttribute('href')).toBe(`/account/order/${orderId}`)
    expect(await page.locator('.app-order .order-status').textContent()).toBe('Shipped')
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('shell §2 the other screens: tracking shows the parcel, rapidfire the unread order update, preferences save, workouts, and an exclusive product goes into the cart', async () => {
    await page.goto(`${baseURL}/rg-app/tracking`)
    await page.getByRole('heading', { name: 'On the way' }).waitFor()
    expect(await page.getByRole('link', { name: /1Z999AA10123456785/ }).getAttribute('href')).toContain('ups.com')
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.goto(`${baseURL}/rg-app/account/notifications/rapidfire?types=order_updates&model=unread`)
    await page.getByRole('heading', { name: 'Rapidfire', level: 1 }).waitFor()
    expect(await page.locator('.app-notification h3').allTextContents()).toEqual(['Order confirmed New'])
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Mark these as read' }).click()
    await page.getByText('You are all caught up.').waitFor()

    await page.goto(`${baseURL}/rg-app/account/notifications/preferences`)
    await waitForHydration(page)
    const deals = page.getByRole('checkbox', { name: 'Deals' })
    expect(await deals.isChecked()).toBe(false)
    await deals.check()
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await page.getByText('Your preferences are saved.').waitFor()
    await page.reload()
    expect(await page.getByRole('checkbox', { name: 'Deals' }).isChecked()).toBe(true)
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.goto(`${baseURL}/rg-app/account/workouts`)
    expect(await page.getByText('You have no programs yet.').count()).toBe(1)
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.goto(`${baseURL}/rg-app/exclusive/1001`)
    await page.getByRole('heading', { name: 'The Ohio Bar', level: 2 }).waitFor()
    expect(await page.locator('.app-exclusive .price').textContent()).toMatch(/^\$[\d,]+\.\d\d/)
    expect(await seriousA11yViolations(page)).toEqual([])
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.waitForURL(`${baseURL}/cart`)
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor()
    expect(await page.locator('main').textContent()).toContain('The Ohio Bar')
    expect(pageErrors).toEqual([])
  })
})
