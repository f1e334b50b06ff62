import { servicePathForSite } from '@ironhouse/domain'

export type ApiSite = { code: string; storeId: number; prefix: string }

export type ApiQuery = Record<string, string | number | boolean | undefined>

/**
 * The URL of a call (platform §7): '/site/{code}' goes after the service name when the site is not
 * USA and has a language path (every non-USA site has its path prefix), and /svc_* calls carry
 * ?storeId= of the site. Shared by the server's client (api.server.ts) and the browser's (api-client.ts).
 */
export function apiPath(path: string, site: ApiSite, opts: { query?: ApiQuery | undefined; storeId?: boolean | undefined } = {}): string {
  const [pathname = '', existing] = path.split('?', 2)
  const isService = pathname.startsWith('/svc_')
  const withSite = isService ? servicePathForSite(pathname, site.code, site.prefix !== '') : pathname
  const params = new URLSearchParams(existing)
  if (isService && opts.storeId !== false && !params.has('storeId')) params.set('storeId', String(site.storeId))
  for (const [key, value] of Object.entries(opts.query ?? {})) {
    if (value !== undefined) params.set(key, String(value))
  }
  const qs = params.toString()
  return qs ? `${withSite}?${qs}` : withSite
}
