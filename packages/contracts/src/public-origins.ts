import type { SiteCode } from './common.ts'

/** The public origin (scheme, host, port; no path) of each site: the base of every absolute URL. */
export type PublicOrigins = Readonly<Record<SiteCode, string>>

const SITE_CODES: ReadonlyArray<SiteCode> = ['USA', 'CAN', 'APO', 'EUR', 'GBR', 'AUS']

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

export type PublicOriginsOptions = {
  /** The port the process listens on: the development default is http://localhost:{port}. */
  port: number
  /** In production an origin must be https (a local host excepted, for a store run on one machine). */
  production: boolean
}

function originOf(name: string, value: string, production: boolean): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must be an absolute URL such as https://www.example.com, got '${value}'`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be http or https, got '${value}'`)
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`${name} must be an origin only (no path, query or credentials), got '${value}'`)
  }
  if (production && url.protocol !== 'https:' && !LOCAL_HOSTS.has(url.hostname)) {
    throw new Error(`${name} must be https in production, got '${value}'`)
  }
  return url.origin
}

/**
 * The public origin of every site from configuration, never from a request (docs/operations.md):
 * PUBLIC_ORIGIN for all sites, PUBLIC_ORIGIN_{SITE} (PUBLIC_ORIGIN_EUR, …) for one site; unset, a
 * store on one machine answers at http://localhost:{PORT}. Throws a one-line message on a bad value.
 */
export function readPublicOrigins(env: Readonly<Record<string, string | undefined>>, options: PublicOriginsOptions): PublicOrigins {
  const base = env.PUBLIC_ORIGIN ? originOf('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN, options.production) : `http://localhost:${options.port}`
  const origins = {} as Record<SiteCode, string>
  for (const code of SITE_CODES) {
    const own = env[`PUBLIC_ORIGIN_${code}`]
    origins[code] = own ? originOf(`PUBLIC_ORIGIN_${code}`, own, options.production) : base
  }
  return origins
}
