// Router rules that apply across all routes (platform §2). Pure: the caller passes host, time and counters.

/** Site path prefixes (shell §1: sites other than USA may carry a country path prefix). */
export const ROUTER_SITE_PATH_PREFIXES = ['/ca', '/apo', '/eu', '/uk', '/au'] as const

/** Language path prefixes stripped from an unmatched path (platform §2; the list itself is not shown). */
export const ROUTER_LANGUAGE_PATH_PREFIXES = ['/en', '/fr', '/de', '/es', '/it', '/nl'] as const

/** Every prefix stripped before a URL lookup: site prefixes first, then language prefixes. */
export const ROUTER_LOCALE_PATH_PREFIXES: ReadonlyArray<string> = [
  ...ROUTER_SITE_PATH_PREFIXES,
  ...ROUTER_LANGUAGE_PATH_PREFIXES,
]

/** First sub-domain labels on which admin-flagged routes are reachable (platform §2, §6). */
export const ADMIN_SUBDOMAIN_LABELS = ['local', 'm2', 'm2stagingadmin', 'm2sprintadmin'] as const

/** A session older than this forces a full page reload on the next navigation (platform §2, §9). */
export const ROUTER_SESSION_MAX_MINUTES = 1440

/** An entity that fails to load is retried at most this many times (shell §2, §9). */
export const ROUTE_ENTITY_RETRY_LIMIT = 2

/** Where the router sends what it cannot serve (platform §2). */
export const NOT_FOUND_PATH = '/404'

/** Robots value of a page that must not be indexed (platform §2). */
export const ROBOTS_NOINDEX = 'noindex,nofollow'
/** Robots value of an indexable page (the spec names only the noindex value). */
export const ROBOTS_INDEX = 'index,follow'

/** Collapses every run of slashes into one: '//a///b' → '/a/b' (platform §2). */
export function collapseDoubleSlashes(path: string): string {
  return path.replace(/\/{2,}/g, '/')
}

/** Removes a leading locale prefix ('/fr', '/eu', …) when it is a whole first segment, repeatedly. */
export function stripLocalePathPrefix(path: string): string {
  let current = path
  for (;;) {
    const prefix = ROUTER_LOCALE_PATH_PREFIXES.find(
      (p) => current === p || current.startsWith(`${p}/`),
    )
    if (!prefix) return current
    current = current.slice(prefix.length) || '/'
  }
}

/** Finds where the lookup part of a raw path ends: at a space, an encoded space, '?' or '#'. */
function lookupEnd(raw: string): number {
  const lower = raw.toLowerCase()
  const cuts = [' ', '%20', '?', '#'].map((mark) => lower.indexOf(mark)).filter((i) => i >= 0)
  return cuts.length === 0 ? raw.length : Math.min(...cuts)
}

/**
 * The path given to the URL resolver for a path that matched no route (platform §2): cut at a space,
 * '%20', a query or a hash; lowercased; parentheses removed; slashes collapsed; site and language
 * prefixes removed. Our choices where the spec is silent: a trailing slash is dropped (except on '/'),
 * and the result always starts with '/'. Idempotent.
 */
export function normaliseUnmatchedPath(raw: string): string {
  let path = raw.slice(0, lookupEnd(raw)).toLowerCase().replace(/[()]/g, '')
  path = collapseDoubleSlashes(`/${path}`)
  path = stripLocalePathPrefix(path)
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  return path
}

/** The query ('?…') and hash ('#…') of a raw path, kept when navigating to the resolved URL (platform §2). */
export function extractQueryAndHash(raw: string): { search: string; hash: string } {
  const hashAt = raw.indexOf('#')
  const beforeHash = hashAt >= 0 ? raw.slice(0, hashAt) : raw
  const hash = hashAt >= 0 ? raw.slice(hashAt) : ''
  const queryAt = beforeHash.indexOf('?')
  return { search: queryAt >= 0 ? beforeHash.slice(queryAt) : '', hash }
}

/**
 * The first sub-domain label of a host, or undefined when the host has no sub-domain.
 * A host needs at least two labels to have one: 'local.ironhouse.test' → 'local'; 'localhost' → undefined.
 */
export function firstSubdomainLabel(host: string): string | undefined {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '')
  const labels = hostname.split('.')
  if (labels.length < 2 || labels.some((label) => label === '')) return undefined
  return labels[0]
}

/** True when admin-flagged routes are reachable on this host (platform §2). Plain 'localhost' is not. */
export function isAdminHost(host: string): boolean {
  const label = firstSubdomainLabel(host)
  return label !== undefined && (ADMIN_SUBDOMAIN_LABELS as ReadonlyArray<string>).includes(label)
}

export type AdminRouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: typeof NOT_FOUND_PATH }

/** Admin-flagged routes on any other host send the browser to /404 (platform §2). */
export function decideAdminRouteAccess(routeIsAdmin: boolean, host: string): AdminRouteDecision {
  if (!routeIsAdmin || isAdminHost(host)) return { kind: 'allow' }
  return { kind: 'redirect', to: NOT_FOUND_PATH }
}

export type FullReloadInput = {
  /** Epoch ms at which the browsing session (page load) started. */
  sessionStartedAt: number
  /** Epoch ms now. */
  now: number
  /** Navigations completed so far, the initial one included (0 before the first). */
  completedNavigations: number
  /** The heartbeat found a release newer than the running build. */
  newReleaseDetected: boolean
}

/**
 * The next navigation is a full page reload when the session has lasted more than 1 day (1440 min),
 * or a new release was detected after the first navigation (platform §2).
 */
export function shouldFullReloadOnNavigation(input: FullReloadInput): boolean {
  const sessionMinutes = (input.now - input.sessionStartedAt) / 60_000
  if (sessionMinutes > ROUTER_SESSION_MAX_MINUTES) return true
  return input.newReleaseDetected && input.completedNavigations >= 1
}

export type RouteRedirectDecision = { kind: 'browser'; url: string } | { kind: 'router'; path: string }

/** A redirect target starting with http is left to the browser; anything else stays in the router (platform §2). */
export function decideRouteRedirect(target: string): RouteRedirectDecision {
  if (target.toLowerCase().startsWith('http')) return { kind: 'browser', url: target }
  return { kind: 'router', path: target.startsWith('/') ? target : `/${target}` }
}

/** Whether a failed entity load may be retried, given how many retries already ran (limit 2, shell §2). */
export function canRetryRouteEntityLoad(retriesDone: number): boolean {
  return retriesDone < ROUTE_ENTITY_RETRY_LIMIT
}

/**
 * Alternate-language link tags are removed after the second navigation (platform §2). The initial
 * server-rendered page is navigation 1, so they go once the first in-app navigation has completed.
 */
export function shouldRemoveAlternateLanguageLinks(completedNavigations: number): boolean {
  return completedNavigations >= 2
}

export type SeoInput = {
  /** The page's canonical URL; absent when the page has no canonical index. */
  canonicalUrl?: string | undefined
  /** Whether the page's language is an indexed one. */
  languageIndexed: boolean
  /** True for the APO home page, which is always indexed. */
  isApoHome: boolean
}

export type SeoTags = { robots: string; canonical?: string; ogUrl?: string }

/** True for the APO site's home page: '/' on the APO site, or '/apo' (with or without a trailing slash). */
export function isApoHomePath(siteCode: string, path: string): boolean {
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return (siteCode === 'APO' && clean === '/') || clean === '/apo'
}

/**
 * Robots, canonical and og:url tags of a page (platform §2): pages with no canonical index or in a
 * non-indexed language get 'noindex,nofollow', except the APO home page; canonical and og:url are
 * omitted when the page is noindex.
 */
export function seoTagsFor(input: SeoInput): SeoTags {
  const indexable = input.isApoHome || (input.canonicalUrl !== undefined && input.languageIndexed)
  if (!indexable) return { robots: ROBOTS_NOINDEX }
  if (input.canonicalUrl === undefined) return { robots: ROBOTS_INDEX }
  return { robots: ROBOTS_INDEX, canonical: input.canonicalUrl, ogUrl: input.canonicalUrl }
}
