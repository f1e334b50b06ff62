import { COOKIE_LIFETIME_DAYS, PLATFORM_COOKIE_KEYS } from '@ironhouse/domain'

/** One cookie of a Cookie header (or document.cookie), decoded; undefined when absent or malformed. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(at + 1).trim())
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * A preference cookie the browser may also read (not httpOnly): path /, SameSite Lax, the given life
 * in days, Secure on https.
 */
export function preferenceCookie(name: string, value: string, days: number, secure: boolean): string {
  const attributes = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${days * 86_400}`, 'Path=/', 'SameSite=Lax']
  if (secure) attributes.push('Secure')
  return attributes.join('; ')
}

/** The preferred-country cookie (shell §4, §9: 365 days; platform §3 key `country`). */
export const PREFERRED_COUNTRY_COOKIE = PLATFORM_COOKIE_KEYS.country

export function preferredCountryCookie(country: string, secure: boolean): string {
  return preferenceCookie(PREFERRED_COUNTRY_COOKIE, country.toUpperCase(), COOKIE_LIFETIME_DAYS.preferredCountry, secure)
}

/** A two-letter country code from a cookie or a query, upper-cased; undefined otherwise. */
export function countryCodeOf(value: string | null | undefined): string | undefined {
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined
}
