import { RouteResponse } from '@ironhouse/contracts'
import type { Site } from '@ironhouse/contracts'
import {
  canRetryRouteEntityLoad,
  decideRouteRedirect,
  extractQueryAndHash,
  normaliseUnmatchedPath,
} from '@ironhouse/domain'
import { redirect } from 'react-router'
import { loadCategoryPageData } from '../features/category/load-category.server.ts'
import type { CategoryPageData } from '../features/category/load-category.server.ts'
import { loadContentPageData } from '../features/content/load-content.server.ts'
import type { ContentPageData } from '../features/content/load-content.server.ts'
import { CHOICE_QUERY } from '../features/product/choice.ts'
import { loadProductPageData } from '../features/product/load-product.server.ts'
import type { ProductPageData } from '../features/product/load-product.server.ts'
import { ApiError } from '../platform/api.server.ts'
import type { ApiClient } from '../platform/api.server.ts'
import { sitePath } from '../platform/site.ts'

export type Resolved =
  | { kind: 'product'; data: ProductPageData }
  | { kind: 'category'; data: CategoryPageData }
  | { kind: 'content'; data: ContentPageData }
  | { kind: 'not-found' }

/** Longest path the resolver looks up (the route call's url limit); longer paths are not found. */
export const MAX_LOOKUP_PATH = 2048

/** Runs a load, retrying at most 2 times on failures other than not-found (shell §2, §9). */
export async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let retries = 0; ; retries++) {
    try {
      return await load()
    } catch (error) {
      const final = error instanceof ApiError && error.status >= 400 && error.status < 500
      if (final || !canRetryRouteEntityLoad(retries)) throw error
    }
  }
}

/**
 * A redirect entry (platform §2): a target starting with http sends the browser there; other targets
 * stay on the site, keeping the request's query (the hash stays with the browser).
 */
export function redirectFor(route: RouteResponse, prefix: string, search: string): Response | undefined {
  if (!route.redirectTarget) return undefined
  const status = route.redirectType === 301 ? 301 : 302
  const decision = decideRouteRedirect(route.redirectTarget)
  if (decision.kind === 'browser') return redirect(decision.url, status)
  const target = extractQueryAndHash(decision.path)
  const path = decision.path.slice(0, decision.path.length - target.search.length - target.hash.length)
  return redirect(`${sitePath(prefix, path)}${target.search || search}${target.hash}`, status)
}

/**
 * An unmatched path (shell §2 unknown paths, platform §2): normalised, looked up with
 * GET /svc_route/route?url=, then rendered as product, category or content, or redirected; a lookup
 * failure or an unknown path is not found. Throws the redirect Response.
 */
export async function resolvePath(api: ApiClient, site: Site, url: URL, prefix: string): Promise<Resolved> {
  if (url.pathname.length > MAX_LOOKUP_PATH) return { kind: 'not-found' }
  const lookupPath = normaliseUnmatchedPath(url.pathname)
  let route: RouteResponse
  try {
    route = await withRetries(() => api.get('/svc_route/route', RouteResponse, { query: { url: lookupPath } }))
  } catch {
    return { kind: 'not-found' }
  }
  const moved = redirectFor(route, prefix, url.search)
  if (moved) throw moved
  const id = route.entityId
  if (id === null) return { kind: 'not-found' }
  try {
    switch (route.entityType) {
      case 'product':
        return { kind: 'product', data: await withRetries(() => loadProductPageData(api, id, site, url.searchParams.get(CHOICE_QUERY))) }
      case 'category':
        // Special ids 4691, 6043, 6069, 6071, 6075 show their landing content page (shell §2): the
        // category loader renders category.landingPageId whenever the category has one.
        return { kind: 'category', data: await withRetries(() => loadCategoryPageData(api, id, site, url)) }
      case 'content':
        return { kind: 'content', data: await withRetries(() => loadContentPageData(api, id, site, url)) }
      default:
        return { kind: 'not-found' }
    }
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { kind: 'not-found' }
    throw error
  }
}
