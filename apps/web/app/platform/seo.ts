import { isApoHomePath, ROBOTS_INDEX, seoTagsFor, shouldRemoveAlternateLanguageLinks } from '@ironhouse/domain'
import type { SeoTags } from '@ironhouse/domain'
import type { PublicOrigins } from '@ironhouse/contracts'
import { SITE_PREFIXES } from './site-prefixes.ts'
import type { SiteRef } from './site.ts'

export type AlternateLink = { hrefLang: string; href: string }
export type PageSeo = SeoTags & { alternates: Array<AlternateLink> }

/**
 * hreflang of each site's default language. APO shares en-US with USA, so it carries a private-use
 * subtag (our choice, docs/storefront.md); x-default points at USA.
 */
export const SITE_HREFLANG = {
  USA: 'en-US',
  CAN: 'en-CA',
  APO: 'en-US-x-apo',
  EUR: 'en-IE',
  GBR: 'en-GB',
  AUS: 'en-AU',
} as const

export type PageSeoInput = {
  /** The configured public origin of each site (never the request's Host). */
  origins: PublicOrigins
  site: Pick<SiteRef, 'code' | 'prefix' | 'restPath' | 'lang'>
  /** The full pathname of the request (with the site prefix). */
  pathname: string
  /** The page has a canonical index (products, categories, indexable content, home). */
  indexable: boolean
  /** Navigations this document has completed (the page load is 1); hreflang links go after the second. */
  completedNavigations?: number | undefined
}

function canonicalPath(pathname: string): string {
  const lower = pathname.toLowerCase()
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower
}

/**
 * The page's robots, canonical, og:url and hreflang links (platform §2). Storefront choices: only a
 * site's default language is indexed (a language path such as /eu/de/... is not); placeholders, search,
 * cart, account, checkout, login and 404 pages have no canonical index; hreflang links go on indexable
 * pages only and name the same path on each of the six sites. Alternate-language links are removed
 * after the second navigation (platform §2): from the first client-side navigation on.
 */
export function pageSeo({ origins, site, pathname, indexable, completedNavigations = 1 }: PageSeoInput): PageSeo {
  const languageIndexed = site.lang === undefined
  const canonicalUrl = indexable ? `${origins[site.code]}${canonicalPath(pathname)}` : undefined
  const tags = seoTagsFor({ canonicalUrl, languageIndexed, isApoHome: isApoHomePath(site.code, pathname) })
  if (tags.robots !== ROBOTS_INDEX || !indexable || shouldRemoveAlternateLanguageLinks(completedNavigations)) {
    return { ...tags, alternates: [] }
  }
  const rest = canonicalPath(site.restPath)
  const alternates: Array<AlternateLink> = SITE_PREFIXES.map(({ code, prefix }) => ({
    hrefLang: SITE_HREFLANG[code],
    href: `${origins[code]}${rest === '/' ? prefix || '/' : `${prefix}${rest}`}`,
  }))
  alternates.push({ hrefLang: 'x-default', href: `${origins.USA}${rest}` })
  return { ...tags, alternates }
}
