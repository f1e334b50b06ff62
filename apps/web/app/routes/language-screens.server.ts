import { matchPath, redirect } from 'react-router'
import { sitePath } from '../platform/site.ts'
import type { SiteRef } from '../platform/site.ts'
import { ROUTE_TABLE } from './route-table.ts'

/** The screens of the route table registered without a language segment (the resolver's own pages and the home render under one). */
const SCREENS_WITHOUT_LANGUAGE = ROUTE_TABLE.filter((entry) => entry.file !== 'routes/resolve.tsx' && entry.path !== '').map((entry) => `/${entry.path}`)

/**
 * A screen of the route table asked for under a site's language segment (shell §1: sites other than
 * USA may carry a language path prefix; /eu/de/cart, /ca/fr/login?redirect=/account) goes to the same
 * screen on the site without it (ours: the store is written in English and its screens are registered
 * once per site), keeping the query. Before, every such screen was the 404 page while products,
 * categories and content pages rendered under the same segment. Throws the redirect Response.
 */
export function redirectLanguageScreen(ref: SiteRef, search: string): void {
  if (!ref.lang) return
  if (!SCREENS_WITHOUT_LANGUAGE.some((path) => matchPath({ path, end: true }, ref.restPath))) return
  throw redirect(`${sitePath(ref.prefix, ref.restPath)}${search}`, 302)
}
