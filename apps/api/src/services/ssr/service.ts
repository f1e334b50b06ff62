import type { GeoIpResponse, PublicOrigins, Site } from '@ironhouse/contracts'
import type { Db } from '@ironhouse/db'
import type { GeoIpProvider } from './providers/geo-ip.ts'
import * as repo from './repo.ts'

export async function listCountries(db: Db) {
  const rows = await repo.findCountries(db)
  return rows.map((c) => ({ alpha2: c.alpha2, name: c.name, requireRegion: c.requireRegion, postcodeRegex: c.postcodeRegex }))
}

export async function listRegions(db: Db, countryCode: string) {
  const rows = await repo.findRegions(db, countryCode.toUpperCase())
  return rows.map((r) => ({ id: r.regionId, code: r.code, name: r.name, countryCode: r.countryCode }))
}

/** Every site record in the shape of shell §1 (applePay.supported, forms.newsletters.email, social). */
export async function listSites(db: Db): Promise<Array<Site>> {
  const rows = await repo.findSites(db)
  return rows.map((s) => ({
    code: s.code as Site['code'],
    id: s.id,
    storeId: s.storeId,
    currency: s.currency,
    defaultCountry: s.defaultCountry,
    locales: s.locales,
    hostname: s.hostname,
    pathPrefix: s.pathPrefix,
    shipTo: s.shipTo,
    applePay: { supported: s.applePaySupported },
    name: s.name,
    forms: { newsletters: { email: s.newsletterEmail } },
    social: s.social,
    navigation: s.navigation,
    cookieSettings: s.cookieSettings ?? null,
  }))
}

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })

function countryName(code: string, known: ReadonlyMap<string, string>): string {
  return known.get(code) ?? REGION_NAMES.of(code) ?? code
}

/**
 * The site that serves a country: the first site (in display order) that ships there, APO aside (its
 * addresses are military, not a country); a country no site ships to belongs to the main site.
 */
function sitePathForCountry(sites: ReadonlyArray<{ code: string; pathPrefix: string; shipTo: Array<string> }>, country: string): string {
  const site = sites.find((s) => s.code !== 'APO' && s.shipTo.includes(country))
  return site?.pathPrefix || '/'
}

/**
 * GET /svc_ssr/geoIp (shell §3 Geo result, §7): the country of the client address, its name, the
 * current country and its name, and the path of the detected country's site. Null when the address
 * has no country (a private network, an unknown range): the client then ignores the lookup (shell §8).
 */
export async function geoIpAnswer(
  db: Db,
  provider: GeoIpProvider,
  input: { ip: string; current: string },
): Promise<GeoIpResponse | null> {
  const found = provider.countryOf(input.ip)
  if (!found) return null
  const [countries, sites] = await Promise.all([repo.findCountries(db), repo.findSites(db)])
  const names = new Map(countries.map((c) => [c.alpha2, c.name]))
  return {
    country: found.country,
    name: countryName(found.country, names),
    current: input.current,
    currentName: countryName(input.current, names),
    path: sitePathForCountry(sites, found.country),
  }
}

/** The host part (name and port) of a configured origin, lowercased; null for a value that is not a URL. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase()
  } catch {
    return null
  }
}

/**
 * POST /svc_ssr/hostmatch (platform §7): whether the host a page was served from (`h`, as the page
 * reports it) is the host of one of the operator's configured public origins (PUBLIC_ORIGIN,
 * PUBLIC_ORIGIN_{SITE}). The configuration decides, never the request's own Host or Origin headers.
 */
export function hostMatches(h: string, origins: PublicOrigins): boolean {
  const host = h.trim().toLowerCase()
  return Object.values(origins).some((origin) => hostOf(origin) === host)
}
