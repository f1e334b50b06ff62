import { describe, expect, it } from 'vitest'
import { consentFor, cookiePreferencesCookie, parseCookiePreferences } from './consent.ts'

const eur = { code: 'EUR' as const, cookieSettings: null }
const can = { code: 'CAN' as const, cookieSettings: { functional: true } }
const usa = { code: 'USA' as const }
const saved = (value: object) => `lang=en; cookiePreferences=${encodeURIComponent(JSON.stringify(value))}`

describe('platform §6 consent on the server', () => {
  it('EUR, GBR and CAN deny by default until the shopper chooses; elsewhere it is allowed', () => {
    expect(consentFor(eur, '', false)).toEqual({ state: { marketing: false, performance: false, functional: false }, saved: false, gpc: false })
    expect(consentFor({ code: 'GBR' }, undefined, false).state.performance).toBe(false)
    expect(consentFor(usa, null, false).state).toEqual({ marketing: true, performance: true, functional: true })
  })

  it('the site cookie settings override the default (the demo CAN site allows functional cookies)', () => {
    expect(consentFor(can, '', false).state).toEqual({ marketing: false, performance: false, functional: true })
  })

  it('a saved cookiePreferences choice wins over both, and marks the choice as made', () => {
    const snapshot = consentFor(eur, saved({ performance: true, marketing: true, functional: false }), false)
    expect(snapshot).toEqual({ state: { performance: true, marketing: true, functional: false }, saved: true, gpc: false })
  })

  it('a Global Privacy Control signal turns marketing off whatever was saved', () => {
    expect(consentFor(usa, saved({ performance: true, marketing: true, functional: true }), true).state.marketing).toBe(false)
  })

  it('an unreadable or foreign cookie counts as no choice', () => {
    expect(parseCookiePreferences('{"marketing":"yes"}')).toBeUndefined()
    expect(parseCookiePreferences('not json')).toBeUndefined()
    expect(parseCookiePreferences('{"marketing":true,"tracking":true}')).toBeUndefined()
    expect(consentFor(eur, 'cookiePreferences=%7Bbroken', false).saved).toBe(false)
  })

  it('the cookie written by the banner reads back as the same choice, for 365 days', () => {
    const cookie = cookiePreferencesCookie({ performance: true, marketing: false, functional: true }, true)
    expect(cookie).toContain('Max-Age=31536000')
    expect(cookie).toContain('Secure')
    expect(consentFor(eur, cookie.split(';')[0], false).state).toEqual({ performance: true, marketing: false, functional: true })
  })
})
