import type { FastifyRequest } from 'fastify'
import { ConsentSettings } from '@ironhouse/contracts'
import { PLATFORM_COOKIE_KEYS, resolveConsent, type ConsentState } from '@ironhouse/domain'
import type { Executor } from '@ironhouse/db'
import { siteCookieSettings } from './repo.ts'

/** The shopper's saved choice (the cookiePreferences cookie, platform §3); undefined when absent or unreadable. */
export function savedConsentOf(value: string | undefined): Partial<ConsentState> | undefined {
  if (!value) return undefined
  try {
    const parsed = ConsentSettings.safeParse(JSON.parse(value))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** The browser's Global Privacy Control signal (Sec-GPC: 1): it can only turn the marketing consumers off. */
export function hasGlobalPrivacyControl(request: Pick<FastifyRequest, 'headers'>): boolean {
  const value = request.headers['sec-gpc']
  return (Array.isArray(value) ? value[0] : value)?.trim() === '1'
}

/**
 * Platform §6: the consent in force for the shopper's own request on a site: the site default (denied
 * on EUR, GBR, CAN), the site's cookie settings, the saved cookiePreferences and GPC (resolveConsent,
 * as the storefront reads it for its pages).
 */
export async function consentOfRequest(db: Executor, request: Pick<FastifyRequest, 'headers' | 'cookies'>, siteCode: string): Promise<ConsentState> {
  return resolveConsent({
    siteCode,
    siteCookieSettings: await siteCookieSettings(db, siteCode),
    saved: savedConsentOf(request.cookies[PLATFORM_COOKIE_KEYS.cookiePreferences]),
    globalPrivacyControl: hasGlobalPrivacyControl(request),
  })
}
