import { beforeEach, describe, expect, it } from 'vitest'
import { initAnalytics, resetAnalyticsForTests, track, trackCheckoutStep, trackLogout, trackSignIn, type AnalyticsEvent } from './analytics.ts'

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
