import type { ConsentSettings, Site } from '@ironhouse/contracts'
import { COOKIE_LIFETIME_DAYS, PLATFORM_COOKIE_KEYS, resolveConsent, type ConsentState } from '@ironhouse/domain'
import { preferenceCookie, readCookie } from '../../platform/cookies.ts'
import { readConsentSettings } from '../../platform/shapes.ts'

/** The consent in force for a page, and whether the shopper has chosen (no choice: the banner shows). */
export type ConsentSnapshot = {
  state: ConsentState
  /** A cookiePreferences choice exists. */
  saved: boolean
  /** The browser sent a Global Privacy Control signal: marketing stays off whatever was chosen. */
  gpc: boolean
}

/** The saved choice of the cookiePreferences cookie (platform §3); undefined when absent or unreadable. */
export function parseCookiePreferences(value: string | undefined): ConsentSettings | undefined {
  if (!value) return undefined
  try {
    return readConsentSettings(JSON.parse(value))
  } catch {
    return undefined
  }
}

/** The cookiePreferences cookie for a choice: 365 days, readable by the page and sent to the server. */
export function cookiePreferencesCookie(state: ConsentState, secure: boolean): string {
  const value = JSON.stringify({ performance: state.performance, marketing: state.marketing, functional: state.functional })
  return preferenceCookie(PLATFORM_COOKIE_KEYS.cookiePreferences, value, COOKIE_LIFETIME_DAYS.default, secure)
}

/**
 * Platform §6 consent for a request or a page: the site default (denied on EUR, GBR and CAN), the
 * site's cookie settings, the saved cookiePreferences, and GPC turning marketing off (resolveConsent).
 */
export function consentFor(site: Pick<Site, 'code' | 'cookieSettings'>, cookieHeader: string | null | undefined, gpc: boolean): ConsentSnapshot {
  const saved = parseCookiePreferences(readCookie(cookieHeader, PLATFORM_COOKIE_KEYS.cookiePreferences))
  const state = resolveConsent({ siteCode: site.code, siteCookieSettings: site.cookieSettings ?? undefined, saved, globalPrivacyControl: gpc })
  return { state, saved: saved !== undefined, gpc }
}

/** The Sec-GPC request header (Global Privacy Control): '1' means the signal is on. */
export function hasGpcHeader(request: Request): boolean {
  return request.headers.get('sec-gpc')?.trim() === '1'
}
