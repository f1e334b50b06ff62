import { CountriesResponse, RouteResponse } from '@ironhouse/contracts'
import { normaliseUnmatchedPath, SITES, type SiteCode } from '@ironhouse/domain'
import { matchPath } from 'react-router'
import type { ApiClient } from '../../platform/api.server.ts'
import { sitePath } from '../../platform/site.ts'
import { ROUTE_TABLE } from '../../routes/route-table.ts'

/** Longest page path the switch carries over (longer ones land on the home page). */
const MAX_PATH = 2048

/** A site-relative path and query from the switch's `path` parameter; '/' when it is not one of ours. */
export function safeSitePath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || value.length > MAX_PATH) return '/'
  return [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) ? '/' : value
}

/** The route-table entry (not the catch-all resolver) that a site-relative pathname matches. */
function tableEntryFor(pathname: string) {
  return ROUTE_TABLE.find((entry) => entry.key !== 'resolve' && matchPath({ path: `/${entry.path}`, end: true }, pathname) !== null)
}

/**
 * Where the switch to another site lands (shell §2 footer country selector): the same page on that
 * site when it exists there, else that site's home page. A page of the route table exists on every
 * site except the USA-only ones; any other path (product, category, content) exists when the target
 * site's route lookup knows it.
 */
export async function destinationOnSite(api: ApiClient, target: SiteCode, path: string): Promise<string> {
  const prefix = SITES[target].pathPrefix
  const home = sitePath(prefix, '/')
  const [pathname = '/', search = ''] = path.split(/\?(.*)/s, 2)
  const keep = sitePath(prefix, pathname) + (search ? `?${search}` : '')
  if (pathname === '/' || pathname === '') return home
  const entry = tableEntryFor(pathname)
  if (entry) return entry.usaOnly && target !== 'USA' ? home : keep
  try {
    const route = await api.get('/svc_route/route', RouteResponse, { query: { url: normaliseUnmatchedPath(pathname) } })
    return route.entityId !== null || route.redirectTarget ? keep : home
  } catch {
    return home
  }
}

/**
 * The preferred country the switch saves (shell §4, §9: the preferred-country cookie), or null when it
 * saves none: without `country`, the chosen site's own country; with one, that country when the store
 * knows it (GET /svc_ssr/countries, the countries its sites ship to), else nothing, so the cookie keeps
 * the country it held (a geo lookup may name a country no site ships to; a made-up value is never
 * stored). The switch to the site goes on either way (docs/storefront.md, site switch).
 */
export async function countryToSave(api: ApiClient, target: SiteCode, country: string | null): Promise<string | null> {
  if (country === null || country === '') return SITES[target].defaultCountry
  const code = country.trim().toUpperCase()
  if (!/^[A-Z]{2}$/.test(code)) return null
  try {
    const { countries } = await api.get('/svc_ssr/countries', CountriesResponse)
    return countries.some((known) => known.alpha2.toUpperCase() === code) ? code : null
  } catch {
    return null
  }
}
