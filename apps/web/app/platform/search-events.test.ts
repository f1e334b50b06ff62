import { afterEach, describe, expect, it, vi } from 'vitest'
import { SearchEventRequest } from '@ironhouse/contracts'
import type { BrowserApiClient } from './api-client.ts'
import { sendSearchEvent } from './search-event.browser.ts'
import { orderConfirmEvent, pageViewEvent, trackSearchEvent, userInfoEvent } from './search-events.ts'

vi.mock('./search-event.browser.ts', () => ({ sendSearchEvent: vi.fn(async () => undefined) }))

// The storefront's events for the provider's event API (platform §6) are ones the API accepts.
const accepted = (event: object) => SearchEventRequest.safeParse({ ...event, t: 1, t0: 1, user_id: 'v-1', app_type: 'browser' }).success

describe('search provider events (platform §6)', () => {
  it('view page after a navigation carries the path and query; the native-app preloader is not tracked (§2)', () => {
    const event = pageViewEvent('/weightlifting-bars-plates/bars', '?page=2')
    expect(event).toEqual({ type: 'view', name: 'page', value: { uri: '/weightlifting-bars-plates/bars?page=2' } })
    expect(accepted(event ?? {})).toBe(true)
    expect(pageViewEvent('/rg-app/preloader', '')).toBeNull()
  })

  it('user info only once the shopper is known (signed in with a customer id)', () => {
    expect(userInfoEvent({ loggedIn: false, customerId: '' })).toBeNull()
    expect(userInfoEvent({ loggedIn: true, customerId: '' })).toBeNull()
    const event = userInfoEvent({ loggedIn: true, customerId: '42' })
    expect(event).toEqual({ type: 'user', name: 'info', value: { logged_in: true } })
    expect(accepted(event ?? {})).toBe(true)
  })

  it('order confirm names the order and its products', () => {
    const event = orderConfirmEvent({ orderId: 'IH100000007', items: [{ productId: 1002, qty: 2 }, { productId: 1010, qty: 1 }] })
    expect(event).toEqual({ type: 'order', name: 'confirm', value: { order_id: 'IH100000007', products: [{ id: 1002, qty: 2 }, { id: 1010, qty: 1 }] } })
    expect(accepted(event)).toBe(true)
  })

  it('the events the cart, wishlist, product page and recommendation widgets send are accepted as they are built', () => {
    expect(accepted({ type: 'a2c', name: 'cart', value: { products: [{ id: 1002 }] } })).toBe(true)
    expect(accepted({ type: 'a2w', name: 'wishlist', value: { products: [{ id: 1002 }] } })).toBe(true)
    expect(accepted({ type: 'view', name: 'pdp', value: { product_id: 1002 } })).toBe(true)
    expect(accepted({ type: 'widget', name: 'appear', value: { rfkid: 'rfkid_31', products: [{ id: 1002 }] } })).toBe(true)
    expect(accepted({ type: 'widget', name: 'click', value: { rfkid: 'rfkid_31', product_id: 1002 } })).toBe(true)
    expect(accepted({ type: 'order', name: 'confirm', value: {} })).toBe(false)
  })
})

describe('app_type of an event (platform §7: native or browser; the native app is detected by URL or cookie parameters)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  /** The app_type of a page view sent from a page at `search` with the cookies `cookie`. */
  function appTypeOn(search: string, cookie: string): unknown {
    vi.stubGlobal('window', { location: { search } })
    // a cookie jar as document.cookie is: writing one cookie (the visitor id) adds it to the others
    let jar = cookie
    vi.stubGlobal('document', {
      get cookie() {
        return jar
      },
      set cookie(written: string) {
        jar = [jar, written.split(';')[0]].filter((c) => c !== '').join('; ')
      },
    })
    trackSearchEvent({} as BrowserApiClient, { type: 'view', name: 'page', value: { uri: '/shoes' } })
    return (vi.mocked(sendSearchEvent).mock.lastCall?.[1] as { app_type?: unknown } | undefined)?.app_type
  }

  it('native inside the app, whether the app flag is in the URL or a cookie', () => {
    expect(appTypeOn('?isMobileApp=true&mobileAppVersion=3.3.0', '')).toBe('native')
    expect(appTypeOn('', 'lang=en; isMobileApp=1; mobileAppPlatform=android')).toBe('native')
  })

  it('browser when the flag is off or absent (?isMobileApp=false was sent as native)', () => {
    expect(appTypeOn('?isMobileApp=false', '')).toBe('browser')
    expect(appTypeOn('?q=bar', 'lang=en')).toBe('browser')
  })
})
