import { SITES, siteForPath } from '@ironhouse/domain'
import type { Site, SiteCode } from '@ironhouse/contracts'

export { SITE_PREFIXES } from './site-prefixes.ts'

/** What a request path says about its site, before the site record is loaded. */
export type SiteRef = {
  code: SiteCode
  storeId: number
  /** '' for USA, else '/ca', '/apo', '/eu', '/uk' or '/au'. */
  prefix: string
  /** The path without the site prefix (and language segment); starts with '/'. */
  restPath: string
  /** Language segment after the prefix, e.g. 'de' in /eu/de/shoes. */
  lang?: string | undefined
}

/** The site a pathname belongs to: '/ca/cart' → CAN with restPath '/cart'; no known prefix → USA. */
export function siteFromPath(pathname: string): SiteRef {
  const found = siteForPath(pathname)
  const site = SITES[found.site.code]
  return { code: site.code, storeId: site.storeId, prefix: site.pathPrefix, restPath: found.restPath, lang: found.lang }
}

/** Prefixes a site-relative path with the site's prefix: ('/cart', '/ca') → '/ca/cart'; ('/', '/ca') → '/ca'. */
export function sitePath(prefix: string, path: string): string {
  if (!path.startsWith('/')) return path
  if (prefix === '') return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/** A minimal site record for when GET /svc_ssr/sites does not answer (the shell still renders). */
export function fallbackSite(ref: Pick<SiteRef, 'code'>): Site {
  const base = SITES[ref.code]
  return {
    code: base.code,
    id: base.brandSetId,
    storeId: base.storeId,
    currency: base.currency,
    defaultCountry: base.defaultCountry,
    locales: [...base.locales],
    hostname: 'localhost',
    pathPrefix: base.pathPrefix,
    shipTo: [base.defaultCountry],
    applePay: { supported: false },
    name: SITE_NAMES[base.code],
    forms: { newsletters: { email: [] } },
    social: [],
    navigation: { topNav: [], footer: [] },
  }
}

/** Display names of the sites for the country selector. */
export const SITE_NAMES: Record<SiteCode, string> = {
  USA: 'United States',
  CAN: 'Canada',
  APO: 'APO / FPO (US military)',
  EUR: 'Europe',
  GBR: 'United Kingdom',
  AUS: 'Australia',
}
