import { classifyLink, isAcceptedFooterLink } from '@ironhouse/domain'
import { isOn } from '../../platform/flags.ts'

export type NavLink = { label: string; url: string; flag?: string | undefined }

/**
 * A site-relative path under the site's prefix ('/cart' on CAN → '/ca/cart'); paths that already carry
 * the prefix, absolute URLs, mailto: and tel: are kept.
 */
export function localHref(prefix: string, url: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || prefix === '') return url
  if (url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`)) return url
  return url === '/' ? prefix : `${prefix}${url}`
}

/**
 * Footer links that may show (shell §2): link kinds starting with '/', the site's host, mailto: or tel:;
 * a link naming a flag (and the equipped-gyms link, behind enable_gym_map) shows only when it is on.
 * Links on the site's host become paths.
 */
export function visibleFooterLinks(links: ReadonlyArray<NavLink>, host: string, flags: Record<string, unknown>, prefix: string): Array<NavLink> {
  return links.flatMap((link) => {
    if (!isAcceptedFooterLink(link.url, host)) return []
    if (link.flag !== undefined && !isOn(flags[link.flag])) return []
    if (/-equipped-gyms(?:[/?#]|$)/.test(link.url) && !isOn(flags.enable_gym_map)) return []
    const classified = classifyLink(link.url, host)
    const url = classified.kind === 'internal' ? localHref(prefix, classified.path) : link.url
    return [{ ...link, url }]
  })
}

/**
 * True when the site's top navigation already links to its Deals page (shell §2: the header shows
 * top-nav links "and Deals", once): '/deals' under the site's prefix or without it, with or without a query.
 */
export function hasDealsLink(topNav: ReadonlyArray<NavLink>, prefix: string): boolean {
  const deals = localHref(prefix, '/deals')
  return topNav.some((link) => localHref(prefix, link.url).split(/[?#]/)[0]?.replace(/\/+$/, '') === deals)
}
