import type { CurrencyCode } from '../money/minor.ts'

/** The regional sites (shell §1, commerce §1, platform §1). */
export const SITE_CODES = ['USA', 'CAN', 'APO', 'EUR', 'GBR', 'AUS'] as const
export type SiteCode = (typeof SITE_CODES)[number]

/** Brand sets that site ids map to (shell §1, commerce §9, platform §9). */
export type BrandSet = 'US' | 'Canada' | 'APO' | 'Europe' | 'Australia'

export type Site = {
  code: SiteCode
  /** Store id used by the services (commerce §9). */
  storeId: number
  /** Site id of the brand set (shell §1); differs from the store id for APO, EUR, GBR. */
  brandSetId: number
  currency: CurrencyCode
  /** Default country of addresses (shell §5: the address form defaults to the site's country). */
  defaultCountry: string
  /** Path prefix, '' for the root site. */
  pathPrefix: string
  /** Content locales; the first is the default and has no language path segment. */
  locales: ReadonlyArray<string>
  /** Live chat is available only on USA, CAN and APO (shell §6, platform §6). */
  liveChat: boolean
}

/**
 * The six sites. Store ids and currencies are commerce §9 (APO sells from store 4 in USD); prefixes,
 * default countries, locales and the GBR brand set are our choices, listed in
 * docs/rules/money-sites-pricing-stock-catalog.md.
 */
export const SITES = {
  USA: { code: 'USA', storeId: 1, brandSetId: 1, currency: 'USD', defaultCountry: 'US', pathPrefix: '', locales: ['en-US'], liveChat: true },
  CAN: { code: 'CAN', storeId: 2, brandSetId: 2, currency: 'CAD', defaultCountry: 'CA', pathPrefix: '/ca', locales: ['en-CA', 'fr-CA'], liveChat: true },
  APO: { code: 'APO', storeId: 4, brandSetId: 3, currency: 'USD', defaultCountry: 'US', pathPrefix: '/apo', locales: ['en-US'], liveChat: true },
  EUR: {
    code: 'EUR',
    storeId: 5,
    brandSetId: 4,
    currency: 'EUR',
    defaultCountry: 'IE',
    pathPrefix: '/eu',
    locales: ['en-IE', 'de-DE', 'fr-FR', 'it-IT', 'es-ES', 'nl-NL'],
    liveChat: false,
  },
  GBR: { code: 'GBR', storeId: 34, brandSetId: 4, currency: 'GBP', defaultCountry: 'GB', pathPrefix: '/uk', locales: ['en-GB'], liveChat: false },
  AUS: { code: 'AUS', storeId: 18, brandSetId: 18, currency: 'AUD', defaultCountry: 'AU', pathPrefix: '/au', locales: ['en-AU'], liveChat: false },
} as const satisfies Record<SiteCode, Site>

/** Type guard for a site code arriving as a string (query, cookie, header). */
export function isSiteCode(value: unknown): value is SiteCode {
  return typeof value === 'string' && (SITE_CODES as ReadonlyArray<string>).includes(value)
}

/** The site record for a code; undefined for an unknown code. Case-sensitive, like the spec's codes. */
export function siteByCode(code: string): Site | undefined {
  return isSiteCode(code) ? SITES[code] : undefined
}

/** The site that sells from a store id (1, 2, 4, 5, 18, 34); undefined otherwise. */
export function siteByStoreId(storeId: number): Site | undefined {
  return Object.values(SITES).find((site) => site.storeId === storeId)
}

/**
 * The code of the site that sells from a store id; USA for a store id that is none of ours (an order
 * or a line always carries one of ours, so this is the fallback of a record written elsewhere).
 */
export function siteCodeOfStore(storeId: number): SiteCode {
  return siteByStoreId(storeId)?.code ?? 'USA'
}

/** True when the site offers live chat (shell §6, platform §6: USA, CAN and APO only). */
export function hasLiveChat(siteCode: SiteCode): boolean {
  return SITES[siteCode].liveChat
}

export type SiteForPath = {
  site: Site
  /** The path with the site prefix (and language segment, if any) removed; always starts with '/'. */
  restPath: string
  /** Language segment after the site prefix (e.g. 'de' in /eu/de/...), when it names one of the site's locales. */
  lang?: string
}

/**
 * Splits a pathname into its site and the rest. The first segment is matched against the site prefixes
 * case-insensitively; no match means USA (no prefix). A following segment equal to the language of one
 * of the site's non-default locales is taken as the language path.
 */
export function siteForPath(pathname: string): SiteForPath {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`
  const segments = path.split('/')
  const first = (segments[1] ?? '').toLowerCase()
  const site = Object.values(SITES).find((s) => s.pathPrefix !== '' && s.pathPrefix === `/${first}`)
  if (!site) return { site: SITES.USA, restPath: path }
  const rest = segments.slice(2)
  const langs = site.locales.slice(1).map((locale) => locale.split('-')[0]?.toLowerCase())
  const maybeLang = (rest[0] ?? '').toLowerCase()
  if (maybeLang !== '' && langs.includes(maybeLang)) {
    return { site, restPath: `/${rest.slice(1).join('/')}`, lang: maybeLang }
  }
  return { site, restPath: `/${rest.join('/')}` }
}
