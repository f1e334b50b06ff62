import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initAnalytics, resetAnalyticsForTests, track, trackCheckoutStep, trackListImpression, trackLogout, trackProductClick, trackSignIn, type AnalyticsEvent } from './analytics.ts'

beforeEach(() => resetAnalyticsForTests())

describe('the analytics event queue (platform §4)', () => {
  it('queues checkout steps until a consumer inits, then delivers them in order and new ones at once', () => {
    trackCheckoutStep('START', { listId: 'l1', loggedIn: false })
    trackCheckoutStep('SHIPPING', { listId: 'l1', loggedIn: false })
    const seen: Array<AnalyticsEvent> = []
    initAnalytics((event) => seen.push(event))
    expect(seen.map((event) => event.step)).toEqual([1, 2])
    trackCheckoutStep('PAYMENT', { listId: 'l1', loggedIn: false, option: 'paypal' })
    trackCheckoutStep('REVIEW', { listId: 'l1', loggedIn: false })
    expect(seen.slice(2)).toEqual([
      { event: 'checkout', step: 3, listId: 'l1', loggedIn: false, option: 'paypal' },
      { event: 'checkout', step: 4, listId: 'l1', loggedIn: false },
    ])
  })
  it('a consumer that leaves gets nothing more', () => {
    const seen: Array<AnalyticsEvent> = []
    const stop = initAnalytics((event) => seen.push(event))
    track({ event: 'a' })
    stop()
    track({ event: 'b' })
    expect(seen).toEqual([{ event: 'a' }])
  })
  it('shell §4: a login is tracked, the sign-in that follows a registration is not, and a logout is', () => {
    const seen: Array<AnalyticsEvent> = []
    initAnalytics((event) => seen.push(event))
    trackSignIn(true)
    expect(seen).toEqual([])
    trackSignIn(false)
    trackLogout()
    expect(seen).toEqual([
      { event: 'login', loggedIn: 'logged_in' },
      { event: 'logout', loggedIn: 'guest' },
    ])
  })
})

describe('list impressions (platform §6 listView, §9 debounce 1 s)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('batches impressions into one listView per list, sent 1000 ms after the last one; a product seen twice counts once', () => {
    const seen: Array<AnalyticsEvent> = []
    initAnalytics((event) => seen.push(event))
    trackListImpression({ list: 'Barbells', productId: 1001, position: 1 })
    vi.advanceTimersByTime(600)
    trackListImpression({ list: 'Barbells', productId: 1002, position: 2 })
    trackListImpression({ list: 'Barbells', productId: 1001, position: 1 })
    trackListImpression({ list: 'Search Results', productId: 2001, position: 1 })
    // 999 ms after the last impression: still waiting (the first one is 1599 ms old)
    vi.advanceTimersByTime(999)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([
      { event: 'listView', list: 'Barbells', items: [{ productId: 1001, position: 1 }, { productId: 1002, position: 2 }] },
      { event: 'listView', list: 'Search Results', items: [{ productId: 2001, position: 1 }] },
    ])
    // a new batch starts empty
    trackListImpression({ list: 'Barbells', productId: 1001, position: 1 })
    vi.advanceTimersByTime(1000)
    expect(seen.slice(2)).toEqual([{ event: 'listView', list: 'Barbells', items: [{ productId: 1001, position: 1 }] }])
  })

  it('platform §6: productClick names the list and the position', () => {
    const seen: Array<AnalyticsEvent> = []
    initAnalytics((event) => seen.push(event))
    trackProductClick({ list: 'Barbells', productId: 1002, position: 2 })
    expect(seen).toEqual([{ event: 'productClick', list: 'Barbells', productId: 1002, position: 2 }])
  })
})
