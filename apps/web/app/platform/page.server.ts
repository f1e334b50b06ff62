import { pageUrl } from './page-url.ts'
import { decideAdminRouteAccess } from '@ironhouse/domain'
import { data, redirect } from 'react-router'
import { entryForPattern } from '../routes/route-entry.ts'
import type { RouteEntry } from '../routes/route-table.ts'
import { createApiClient, readLoadContext } from './api.server.ts'
import type { ApiClient } from './api.server.ts'
import { isOn } from './flags.ts'
import { trustedHost } from './origins.server.ts'
import { evaluateFlags } from './growthbook.ts'
import { classFlagAttributes, loadFlagsPayload } from './shell.server.ts'
import { siteFromPath, sitePath } from './site.ts'
import type { SiteRef } from './site.ts'

export type PageContext = {
  url: URL
  ref: SiteRef
  api: ApiClient
  entry: RouteEntry | undefined
  /** The host as configuration lets us trust it (TRUST_PROXY); for the admin-host rule only. */
  host: string
}

type Args = { request: Request; context: unknown; pattern?: string | undefined }

export function pageContext({ request, context, pattern }: Args): PageContext {
  const url = pageUrl(request)
  const ref = siteFromPath(url.pathname)
  const loadContext = readLoadContext(context)
  const api = createApiClient({ context: loadContext, request, site: ref })
  const host = trustedHost(request, loadContext)
  return { url, ref, api, entry: pattern === undefined ? undefined : entryForPattern(pattern), host }
}

/** Throws the 404 response the root error boundary renders as the not-found page. */
export function notFound(): never {
  throw data({ message: 'Page not found' }, { status: 404 })
}

/**
 * Route-level access rules: admin-flagged routes need an admin host, else the browser goes to /404
 * (platform §2); USA-only routes answer 404 on the other sites (shell §2).
 */
export function guardEntry(page: PageContext): void {
  const { entry, ref, host } = page
  if (!entry) return
  const access = decideAdminRouteAccess(entry.admin === true, host)
  if (access.kind === 'redirect') throw redirect(sitePath(ref.prefix, access.to))
  if (entry.usaOnly && ref.code !== 'USA') notFound()
}

/** One flag's value evaluated on the server for this request, for the shopper's class (classFlagAttributes). */
export async function serverFlagValue(page: PageContext, key: string): Promise<unknown> {
  const flags = evaluateFlags(await loadFlagsPayload(page.api), classFlagAttributes(page.api, page.ref, page.url), page.url.origin)
  return flags[key]
}

/** One flag evaluated on the server for this request (guards that need a flag before rendering). */
export async function serverFlagOn(page: PageContext, key: string): Promise<boolean> {
  return isOn(await serverFlagValue(page, key))
}
