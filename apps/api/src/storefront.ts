import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import type { StorefrontLoadContext } from '@ironhouse/contracts'
import { collapseDoubleSlashes, isAdminHost, siteForPath } from '@ironhouse/domain'
import { TtlCache } from './lib/ttl-cache.ts'
import type { Release } from './lib/types.ts'
import { sendError } from './plugins/error-handler.ts'

export type StorefrontBuild = ServerBuild

/**
 * The guest page micro-cache: a page rendered for a visitor without cookies (no session, no cart) is
 * the same for every such visitor, so it is kept for ttlMs and served again without rendering, as a
 * CDN in front of the store would (PAGE_CACHE_TTL_MS; 0 turns it off). Pages that set a cookie, fail,
 * or answer a shopper with cookies are never kept.
 */
export type PageCacheOptions = { ttlMs: number; maxEntries: number }
export const DEFAULT_PAGE_CACHE: PageCacheOptions = { ttlMs: 10_000, maxEntries: 2_000 }

type StorefrontOptions = { build: StorefrontBuild; clientDir: string; release: Release; pageCache?: PageCacheOptions | undefined }
type CachedPage = { status: number; headers: Array<[string, string]>; body: Buffer }

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
 * request's cookies and request id.
 */
export function createApiFetch(app: FastifyInstance, page: FastifyRequest): StorefrontLoadContext['apiFetch'] {
  return async (path, init) => {
    const request = new Request(new URL(path, 'http://ironhouse.internal'), init)
    const headers: Record<string, string> = {}
    request.headers.forEach((value, name) => {
      headers[name] = value
    })
    if (headers.cookie === undefined && page.headers.cookie) headers.cookie = page.headers.cookie
    headers['x-request-id'] = page.id
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && init?.body != null
    const url = new URL(request.url)
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(hasBody ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    })
    const nullBody = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD'
    return new Response(nullBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: headersFrom(res.headers) })
  }
}

/**
 * The page request React Router sees. Its URL starts with the configured public origin of the path's
 * site, not with the client's Host: whatever a loader derives from request.url (absolute links, the
 * flags' apiHost) is configuration, and the rendered page does not vary with the Host header.
 */
function toFetchRequest(request: FastifyRequest, origin: string, signal: AbortSignal): Request {
  // concatenated, not resolved: a path starting with // must not read as a protocol-relative host
  const url = new URL(`${origin}${request.url}`)
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers: headersFrom(request.headers, true), signal }
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
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream))
}

/**
 * The storefront on the API's port: built client assets with @fastify/static (immutable cache for
 * /assets/*), and every other non-API path rendered by React Router's request handler.
 */
export const storefrontPlugin: FastifyPluginAsync<StorefrontOptions> = async (app, options) => {
  const handlerFor = siteHandlers(options.build)
  const pageCache = options.pageCache ?? DEFAULT_PAGE_CACHE
  const pages = new TtlCache<CachedPage>(pageCache.maxEntries)

  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
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
      // platform §2: double slashes in a path are collapsed into one (query and hash kept)
      const [path = '/', query] = request.url.split(/\?(.*)/s, 2)
      if (path.includes('//')) {
        return reply.redirect(collapseDoubleSlashes(path) + (query === undefined ? '' : `?${query}`), 301)
      }
      // request.host is the Host header, or X-Forwarded-Host only when TRUST_PROXY is set (Fastify's trustProxy)
      const host = request.host
      const admin = isAdminHost(host)
      // everything a guest page varies on: the path and query, and whether the host may see admin routes
      // (the origin in the page is configuration, the same for every request), and the Global Privacy
      // Control signal, which the page's consent reads (platform §6)
      const cacheKey =
        pageCache.ttlMs > 0 && (request.method === 'GET' || request.method === 'HEAD') && !request.headers.cookie
          ? `${admin ? 'admin' : 'public'} ${request.headers['sec-gpc'] === '1' ? 'gpc' : ''} ${request.url}`
          : undefined
      const cached = cacheKey === undefined ? undefined : pages.get(cacheKey)
      if (cached) {
        reply.code(cached.status).headers(Object.fromEntries(cached.headers)).header('x-cache', 'hit')
        return reply.send(request.method === 'HEAD' ? undefined : cached.body)
      }
      const controller = new AbortController()
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort()
      })
      const context: StorefrontLoadContext = {
        apiFetch: createApiFetch(app, request),
        requestId: request.id,
        release: options.release,
        host,
        publicOrigins: app.publicOrigins,
      }
      // React Router 8 takes a RouterContextProvider; loaders read context.apiFetch, context.requestId, context.release
      const provider = Object.assign(new RouterContextProvider(), context)
      const origin = app.publicOrigin(siteForPath(path).site.code)
      const response = await handlerFor(path)(toFetchRequest(request, origin, controller.signal), provider)
      if (cacheKey !== undefined && request.method === 'GET' && response.status === 200 && !response.headers.has('set-cookie')) {
        const page: CachedPage = { status: 200, headers: [...response.headers], body: Buffer.from(await response.arrayBuffer()) }
        pages.set(cacheKey, page, pageCache.ttlMs)
        reply.code(200).headers(Object.fromEntries(page.headers))
        return reply.send(page.body)
      }
      // a page rendered for a shopper with cookies (a session) is theirs alone: no shared cache may keep it
      if (request.headers.cookie && !response.headers.has('cache-control')) reply.header('cache-control', 'private, no-store')
      return sendFetchResponse(reply, response)
    },
  })
}
