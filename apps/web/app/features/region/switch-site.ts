import { siteByCode, type SiteCode } from '@ironhouse/domain'

/** Where the site switch lives (a resource route: it saves the preferred country and redirects). */
export const SWITCH_SITE_PATH = '/switch-site'

/**
 * The URL that moves the shopper to another site, on the same page when it exists there (shell §2
 * footer country selector, §4 region confirmation). `path` is the site-relative path and query of the
 * page being viewed; `country` is saved as the preferred country (default: the site's own country).
 */
export function switchSiteUrl(site: SiteCode, path: string, country?: string): string {
  const query = new URLSearchParams({ site, path })
  if (country) query.set('country', country)
  return `${SWITCH_SITE_PATH}?${query.toString()}`
}

/** The site whose path prefix a geo answer names ('/' or '' is the main site); undefined when none does. */
export function siteCodeForPrefix(path: string, prefixes: ReadonlyArray<{ code: SiteCode; pathPrefix: string }>): SiteCode | undefined {
  const wanted = path.replace(/\/+$/, '').toLowerCase()
  const found = prefixes.find((site) => site.pathPrefix.toLowerCase() === wanted)
  return found && siteByCode(found.code) ? found.code : undefined
}
