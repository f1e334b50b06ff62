import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import type { StorefrontLoadContext } from '@ironhouse/contracts'
import {
  APP_CONTEXT_PARAMS,
  collapseDoubleSlashes,
  detectAppContext,
  HIGH_CONTRAST_COOKIE,
  isAdminHost,
  isHighContrast,
  LOGGED_OUT_CUSTOMER_GROUP_ID,
  PLATFORM_COOKIE_KEYS,
  siteForPath,
} from '@ironhouse/domain'
import { EncodedBody } from './lib/encoded-body.ts'
import { CACHE_SCOPE_HEADER } from './lib/pricing-group.ts'
import { TtlCache } from './lib/ttl-cache.ts'
import type { Release } from './lib/types.ts'
import { sendError } from './plugins/error-handler.ts'

export type StorefrontBuild = ServerBuild

/**
 * The page micro-cache (decisions 002 and 006). A page rendered for a visitor without cookies is the
 * same for every such visitor; a page rendered for a shopper with cookies is rendered once per class of
 * shoppers (the session's customer group and the saved consent choice) with no one's session in it,
 * and the browser reads the shopper's own parts after load. Either is kept for ttlMs and served again
 * without rendering, as a CDN in front of the store would (PAGE_CACHE_TTL_MS; 0 turns keeping off, and
 * a shopper with cookies still gets their class's page, rendered for them), at most maxEntries pages and
 * maxBytes of bodies (PAGE_CACHE_MAX_BYTES). Pages that set a cookie, fail, or were built from an answer
 * that belongs to the shopper are never kept. A kept page is compressed once per encoding a client asks
 * for (lib/encoded-body.ts), not once per request.
 */
export type PageCacheOptions = { ttlMs: number; maxEntries: number; maxBytes?: number | undefined }
export const DEFAULT_PAGE_CACHE = { ttlMs: 10_000, maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 } as const satisfies PageCacheOptions

/** How long a path whose page proved personal is rendered per shopper straight away. */
const PERSONAL_PATH_TTL_MS = 10 * 60_000

/** A saved consent choice longer than this is no class of its own: the page is rendered for the shopper alone. */
const MAX_CONSENT_COOKIE = 512

type ShopperClassKey = { groupId: number; consent: string; inApp: boolean; highContrast: boolean }

/** The first value of a cookie as sent, undecoded ('' when absent): the storefront reads that same first value. */
function rawCookie(header: string | undefined, name: string): string {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at >= 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return ''
}

/** A cookie's value decoded as the storefront reads it (apps/web platform/cookies.ts); undefined when it cannot be. */
function decodedCookie(header: string | undefined, name: string): string | undefined {
  try {
    return decodeURIComponent(rawCookie(header, name))
  } catch {
    return undefined
  }
}

/**
 * The class of a shopper with cookies (decision 006): the customer group of their session as the
 * session store answers it (0 for no session, an expired, deleted or forged one), their saved
 * consent choice (platform §3), whether the native app's flag cookie is on (platform §7: a
 * listing in the app leaves programs out) and whether the high-contrast cookie is on (shell §9: the
 * page's <html> carries the scheme), the cookies a page render reads. Undefined when the
 * session store cannot answer: the page is then rendered for the shopper alone.
 */
async function shopperClassOf(request: FastifyRequest): Promise<ShopperClassKey | undefined> {
  const consent = rawCookie(request.headers.cookie, PLATFORM_COOKIE_KEYS.cookiePreferences)
  if (consent.length > MAX_CONSENT_COOKIE) return undefined
  try {
    const session = await request.getSession()
    const appFlag = decodedCookie(request.headers.cookie, APP_CONTEXT_PARAMS.flag)
    const inApp = detectAppContext({}, { [APP_CONTEXT_PARAMS.flag]: appFlag }) !== null
    const highContrast = isHighContrast(decodedCookie(request.headers.cookie, HIGH_CONTRAST_COOKIE))
    return { groupId: session?.groupId ?? LOGGED_OUT_CUSTOMER_GROUP_ID, consent, inApp, highContrast }
  } catch (error) {
    request.log.warn({ err: error }, 'page cache: session unreadable, rendering for the shopper alone')
    return undefined
  }
}

/**
 * Everything a kept page varies on: whether the host may see admin routes, the Global Privacy Control
 * signal (the page's consent reads it, platform §6), the shopper's class (none for a visitor without
 * cookies) and the path and query. The origin in the page is configuration, the same for every request.
 */
function pageKeyOf(request: FastifyRequest, shopper: ShopperClassKey | undefined): string {
  const admin = isAdminHost(request.host) ? 'admin' : 'public'
  const gpc = request.headers['sec-gpc'] === '1' ? 'gpc' : ''
  const who =
    shopper === undefined
      ? 'visitor'
      : `g${shopper.groupId}${shopper.inApp ? ' app' : ''}${shopper.highContrast ? ' hc' : ''} ${JSON.stringify(shopper.consent)}`
  return `${admin} ${gpc} ${who} ${request.url}`
}

/** An API answer a page for a class of shoppers may be built from: public, or the same for the whole customer group. */
function isClassAnswer(answer: { headers: OutgoingHttpHeaders }): boolean {
  const cacheControl = answer.headers['cache-control']
  return (typeof cacheControl === 'string' && cacheControl.startsWith('public')) || answer.headers[CACHE_SCOPE_HEADER] === 'group'
}

type StorefrontOptions = { build: StorefrontBuild; clientDir: string; release: Release; pageCache?: PageCacheOptions | undefined }
type CachedPage = { status: number; headers: Array<[string, string]>; body: EncodedBody }

/** Paths the storefront never answers: they belong to the API even when no API route matched. */
const API_PATH = /^\/(svc_[^/]*|api|media)(\/|$)|^\/(healthz|readyz|metrics)(\/|\?|$)/

const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** Proxy headers stay out of the page request: the load context carries what configuration trusts of them. */
const PROXY_HEADER = /^x-forwarded-|^forwarded$/i

function headersFrom(source: OutgoingHttpHeaders | FastifyRequest['headers'], dropProxyHeaders = false): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined || (dropProxyHeaders && PROXY_HEADER.test(name))) continue
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else headers.set(name, String(value))
  }
  return headers
}

/**
 * apiFetch of the load context (packages/contracts load-context.ts): the call goes through the whole
 * Fastify app in memory (app.inject), over the same HTTP contract as a browser's, with the page
 * request's cookies, Sec-GPC, request id and client address. onAnswer sees every answer (the page cache tells class answers from personal ones).
 */
export function createApiFetch(
  app: FastifyInstance,
  page: FastifyRequest,
  onAnswer?: (answer: { headers: OutgoingHttpHeaders }) => void,
): StorefrontLoadContext['apiFetch'] {
  return async (path, init) => {
    const request = new Request(new URL(path, 'http://ironhouse.internal'), init)
    const headers: Record<string, string> = {}
    request.headers.forEach((value, name) => {
      headers[name] = value
    })
    if (headers.cookie === undefined && page.headers.cookie) headers.cookie = page.headers.cookie
    // the shopper's global privacy control (platform §6): the calls made on the page's behalf are the
    // shopper's, so a marketing consumer they reach (a cart change from a page's form) sees it too
    const gpc = page.headers['sec-gpc']
    if (headers['sec-gpc'] === undefined && typeof gpc === 'string') headers['sec-gpc'] = gpc
    headers['x-request-id'] = page.id
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && init?.body != null
    const url = new URL(request.url)
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      // the shopper's address (TRUST_PROXY-aware), not the loopback: per-address limits count the client
      remoteAddress: page.ip,
      ...(hasBody ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    })
    onAnswer?.(res)
    const nullBody = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD'
    return new Response(nullBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: headersFrom(res.headers) })
  }
}

/**
 * The page request React Router sees. Its URL starts with the configured public origin of the path's
 * site, not with the client's Host: whatever a loader derives from request.url (absolute links, the
 * flags' apiHost) is configuration, and the rendered page does not vary with the Host header.
 * A page form's POST (a product's Add to Cart without script) has passed the store's CSRF check
 * (plugins/csrf.ts: Sec-Fetch-Site, else an Origin among the configured origins) before it gets here;
 * its Origin header is then the page URL's own, so React Router's check (Origin against request.url)
 * does not refuse a same-origin post reaching the store under another host name (127.0.0.1, a proxy).
 */
function toFetchRequest(request: FastifyRequest, origin: string, signal: AbortSignal): Request {
  // concatenated, not resolved: a path starting with // must not read as a protocol-relative host
  const url = new URL(`${origin}${request.url}`)
  const headers = headersFrom(request.headers, true)
  if (headers.has('origin')) headers.set('origin', url.origin)
  // a HEAD is rendered as the GET it stands for, so it answers the GET's status and headers (its
  // content type, its length); the body is left out when sent (Node's response to a HEAD has none)
  const method = request.method === 'HEAD' ? 'GET' : request.method
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal }
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body instanceof Readable) {
    init.body = Readable.toWeb(request.body) as ReadableStream
    init.duplex = 'half'
  }
  return new Request(url, init)
}

/**
 * Decision 003: the route table exists once per site prefix (route ids `{site}:{key}`), so React Router
 * would rank every site's routes on every match. The server resolves the site from the path first and
 * hands the request to a handler whose build holds only that site's routes (and the root): the same
 * route ids, paths and modules, so the page and its hydration are unchanged, at a sixth of the
 * matching work. Routes whose id names no site are kept in every site's build.
 */
export function buildForSite(build: StorefrontBuild, siteCode: string): StorefrontBuild {
  const keep = (id: string) => !id.includes(':') || id.startsWith(`${siteCode}:`)
  const pick = <T>(routes: Record<string, T>) => Object.fromEntries(Object.entries(routes).filter(([id]) => keep(id)))
  return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } }
}

/** The site codes a build's route ids name (`USA:home` → USA). */
function siteCodesOf(build: StorefrontBuild): Array<string> {
  return [...new Set(Object.keys(build.routes).flatMap((id) => (id.includes(':') ? [id.slice(0, id.indexOf(':'))] : [])))]
}

/** The page path React Router matches for a request path: `/ca/cart.data` → `/ca/cart`, `/ca/_.data` → `/ca/`. */
export function routePathOf(pathname: string): string {
  const path = pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.replace(/\.data$/, '')
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/**
 * One request handler per site (buildForSite) and one over the whole build, for the lazy route
 * discovery call (`/__manifest?paths=…` may name paths of any site) and builds without site routes.
 */
function siteHandlers(build: StorefrontBuild) {
  const whole = createRequestHandler(build, 'production')
  const bySite = new Map(siteCodesOf(build).map((code) => [code, createRequestHandler(buildForSite(build, code), 'production')]))
  const manifestPath = build.routeDiscovery.mode === 'lazy' ? build.routeDiscovery.manifestPath : undefined
  return (pathname: string) => (pathname === manifestPath ? whole : (bySite.get(siteForPath(routePathOf(pathname)).site.code) ?? whole))
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status)
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (!response.body) return reply.send()
  // a document is rendered whole (apps/web/app/entry.server.tsx): one buffer, one write; data answers
  // of client navigations may stream deferred values and stay streams
  if (response.headers.get('content-type')?.startsWith('text/html')) return reply.send(Buffer.from(await response.arrayBuffer()))
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream))
}

/**
 * The storefront on the API's port: built client assets with @fastify/static (immutable cache for
 * /assets/*), and every other non-API path rendered by React Router's request handler. The build
 * writes a brotli and a Zopfli gzip copy next to each text asset over 1 kB (apps/web/precompress.ts):
 * they are sent as they are, by the client's Accept-Encoding (Content-Encoding and Vary set here, so
 * @fastify/compress leaves them alone), and the plain file to a client that accepts neither.
 */
export const storefrontPlugin: FastifyPluginAsync<StorefrontOptions> = async (app, options) => {
  const handlerFor = siteHandlers(options.build)
  const pageCache = options.pageCache ?? DEFAULT_PAGE_CACHE
  const pages = new TtlCache<CachedPage>(pageCache.maxEntries, {
    maxWeight: pageCache.maxBytes ?? DEFAULT_PAGE_CACHE.maxBytes,
    weigh: (page) => page.body.weight + 512,
  })
  // paths whose page proved personal (an API answer of the shopper, or a loader said so)
  const personalPaths = new TtlCache<true>(10_000)

  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      const immutable = path.includes('/assets/')
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
    },
  })

  // page forms post urlencoded or multipart bodies: React Router reads them, so pass the raw stream on
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload))

  app.route({
    method: [...PAGE_METHODS],
    url: '/*',
    handler: async (request, reply) => {
      if (API_PATH.test(request.url)) {
        return sendError(reply, 404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`)
      }
      // a built file that is not there (a chunk of an earlier build, a mistyped name): a short 404 that no
      // one keeps, not a rendered page a script loader would try to run
      if (request.url.startsWith('/assets/')) {
        return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found')
      }
      // platform §2: double slashes in a path are collapsed into one (query and hash kept)
      const [path = '/', query] = request.url.split(/\?(.*)/s, 2)
      if (path.includes('//')) {
        return reply.redirect(collapseDoubleSlashes(path) + (query === undefined ? '' : `?${query}`), 301)
      }
      // request.host is the Host header, or X-Forwarded-Host only when TRUST_PROXY is set (Fastify's trustProxy)
      const host = request.host
      const cookie = request.headers.cookie
      const readOnly = request.method === 'GET' || request.method === 'HEAD'
      // a shopper with cookies gets the page of their class (decision 006) unless this path is personal;
      // with the page cache off (PAGE_CACHE_TTL_MS=0) too: the cache decides what is kept, not what a page
      // holds, so a shopper gets the same page either way (and the render reads no session or account)
      const shopper = cookie && readOnly && !personalPaths.get(path) ? await shopperClassOf(request) : undefined
      const cacheKey = pageCache.ttlMs > 0 && readOnly && (!cookie || shopper) ? pageKeyOf(request, shopper) : undefined
      const cached = cacheKey === undefined ? undefined : pages.get(cacheKey)
      // a page as kept: its body in the encoding the client accepts, compressed once for all of them
      const sendKept = async (page: CachedPage) => {
        reply.code(page.status).headers(Object.fromEntries(page.headers))
        if (cookie) reply.header('cache-control', 'private, no-store')
        // a HEAD is answered as the GET would be, length and encoding included; Node sends no body for it
        const encoding = page.body.encodingFor(request.headers['accept-encoding'])
        if (page.body.compressible) reply.header('vary', 'accept-encoding')
        if (!encoding) return reply.send(page.body.plain)
        const body = await page.body.encoded(encoding).catch(() => undefined)
        return body ? reply.header('content-encoding', encoding).send(body) : reply.send(page.body.plain)
      }
      if (cached) {
        reply.header('x-cache', 'hit')
        return sendKept(cached)
      }
      const controller = new AbortController()
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort()
      })
      const render = async (groupId: number | undefined) => {
        let personal = false
        const markPersonal = () => {
          personal = true
        }
        const context: StorefrontLoadContext = {
          apiFetch: createApiFetch(app, request, groupId === undefined ? undefined : (answer) => isClassAnswer(answer) || markPersonal()),
          requestId: request.id,
          release: options.release,
          host,
          publicOrigins: app.publicOrigins,
          ...(groupId === undefined ? {} : { shopperClass: { groupId, markPersonal } }),
        }
        // React Router 8 takes a RouterContextProvider; loaders read context.apiFetch, context.requestId, context.release
        const provider = Object.assign(new RouterContextProvider(), context)
        const origin = app.publicOrigin(siteForPath(path).site.code)
        const response = await handlerFor(path)(toFetchRequest(request, origin, controller.signal), provider)
        return { response, isPersonal: () => personal }
      }
      const keep = async (response: Response, key: string | undefined, isPersonal: () => boolean) => {
        // the length is the sent body's, which may be compressed
        const headers = [...response.headers].filter(([name]) => name !== 'content-length')
        const page: CachedPage = { status: 200, headers, body: new EncodedBody(Buffer.from(await response.arrayBuffer())) }
        if (key !== undefined && !isPersonal()) pages.set(key, page, pageCache.ttlMs)
        return sendKept(page)
      }
      const cacheable = (response: Response) => readOnly && response.status === 200 && !response.headers.has('set-cookie')

      if (shopper) {
        const classPage = await render(shopper.groupId)
        if (!classPage.isPersonal()) {
          if (cacheable(classPage.response)) return keep(classPage.response, cacheKey, classPage.isPersonal)
          reply.header('cache-control', 'private, no-store')
          return sendFetchResponse(reply, classPage.response)
        }
        // a loader or an API answer of this path belongs to the shopper: render it for them alone, and
        // for a while render this path so straight away
        personalPaths.set(path, true, PERSONAL_PATH_TTL_MS)
        void classPage.response.body?.cancel().catch(() => undefined)
      }
      const { response } = await render(undefined)
      if (!cookie && cacheKey !== undefined && cacheable(response)) return keep(response, cacheKey, () => false)
      // a page rendered for a shopper with cookies (a session) is theirs alone: no shared cache may keep it
      if (cookie && !response.headers.has('cache-control')) reply.header('cache-control', 'private, no-store')
      return sendFetchResponse(reply, response)
    },
  })
}
