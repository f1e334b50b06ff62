import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { toAppError } from '../lib/app-errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/**
 * Calls whose credential is a Bearer token, never a cookie: a cross-site page cannot make a browser
 * send it, and the search provider's APIs are meant to be called from any origin (docs/search.md).
 */
const TOKEN_ONLY_PREFIXES = ['/svc_search/api/']

/** The origin part (scheme://host[:port]) of a configured public origin. */
function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

/**
 * Why a state-changing request is refused as cross-site, or null when it may go on:
 * - `Sec-Fetch-Site: same-origin` (or `none`: typed or bookmarked by the user) passes;
 * - otherwise an `Origin` header must be one of the store's own public origins;
 * - `cross-site`/`same-site` without such an Origin, and `Origin: null`, are refused.
 * A request with neither header does not come from a browser that could be tricked (every current
 * browser sends Origin on a cross-origin POST, and Sec-Fetch-Site on every request): API clients and
 * the storefront's in-process calls pass (docs/operations.md, CSRF).
 */
export function crossSiteReason(request: FastifyRequest, allowed: ReadonlySet<string>): string | null {
  const site = request.headers['sec-fetch-site']
  const origin = request.headers.origin
  if (site === 'same-origin' || site === 'none') return null
  if (typeof origin === 'string') return allowed.has(origin) ? null : `origin ${origin.slice(0, 200)}`
  if (typeof site === 'string') return `sec-fetch-site ${site.slice(0, 40)}`
  return null
}

/** CSRF: every state-changing call must come from the store's own origins (403 forbidden otherwise). */
export const csrfPlugin = fp(
  async (app) => {
    const allowed = new Set(Object.values(app.publicOrigins).map(originOf))
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return
      if (TOKEN_ONLY_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return
      const reason = crossSiteReason(request, allowed)
      if (reason === null) return
      request.log.warn({ reason }, 'cross-site request refused')
      throw toAppError({ code: 'CROSS_SITE_REQUEST' })
    })
  },
  { name: 'csrf' },
)
