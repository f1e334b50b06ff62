import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { CACHE_SCOPE_HEADER, pricingVariant, sessionGroupOf } from '../lib/pricing-group.ts'
import { TtlCache } from '../lib/ttl-cache.ts'

/**
 * An in-process micro-cache of public GET answers (catalog, content, route, reference data). An
 * answer the service marked `Cache-Control: public, max-age=N` is kept for min(N, maxTtlMs) and
 * served again without touching the database. Keyed by the original URL (site segment and storeId
 * included), so every site has its own entries. Answers that depend on the shopper (sessions, carts)
 * are never public, so they are never kept.
 *
 * Staleness is bounded by the TTL, exactly as it already is for every browser and CDN that honours
 * the same header. Priced answers also vary on the session's customer group (commerce §4): the key
 * carries it whenever the group has prices of its own, so a group-2 answer can never reach group 1;
 * such answers are private to browsers but marked `X-Cache-Scope: group` (the same for the whole
 * group), and kept here under the group's key. A process may clear it (`app.responseCache.clear()`) after a write it makes. Each
 * process has its own cache, so N processes behind a balancer stay stateless (docs/operations.md).
 */
export type ResponseCacheOptions = {
  /** Upper bound of an entry's life, whatever max-age says. 0 turns the cache off. */
  maxTtlMs: number
  /** Entries kept at most; the least recently used goes first. */
  maxEntries: number
  /** Bytes of answers kept at most (RESPONSE_CACHE_MAX_BYTES), whatever their count: the bound on memory. */
  maxBytes?: number | undefined
}

/** 16 MiB of answers: a product answer is 2–20 kB, so a few thousand answers, well within the 30 s they live. */
export const DEFAULT_RESPONSE_CACHE_MAX_BYTES = 16 * 1024 * 1024

type Entry = { payload: string; headers: Record<string, string> }

const KEPT_HEADERS = ['content-type', 'cache-control', 'etag', 'vary', CACHE_SCOPE_HEADER] as const
const MAX_AGE = /^public,.*max-age=(\d+)/

export type ResponseCache = { clear: () => void; readonly size: number }

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache
  }
  interface FastifyRequest {
    servedFromCache: boolean
  }
}

/** Everything a kept answer varies on: the original URL (site segment, storeId) and the pricing group. */
async function keyOf(request: FastifyRequest): Promise<string> {
  const variant = pricingVariant(await sessionGroupOf(request))
  return variant === '' ? request.originalUrl : `${variant} ${request.originalUrl}`
}

export const responseCachePlugin = fp<ResponseCacheOptions>(async (app, options) => {
  // weighed by the payload's length (JSON answers are one-byte strings in V8) plus the key and headers
  const entries = new TtlCache<Entry>(options.maxEntries, {
    maxWeight: options.maxBytes ?? DEFAULT_RESPONSE_CACHE_MAX_BYTES,
    weigh: (entry) => entry.payload.length + 256,
  })
  app.decorate('responseCache', {
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  })
  app.decorateRequest('servedFromCache', false)
  if (options.maxTtlMs <= 0) return

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const entry = entries.get(await keyOf(request))
    if (!entry) return
    request.servedFromCache = true
    reply.headers(entry.headers).header('x-cache', 'hit')
    if (entry.headers.etag && request.headers['if-none-match'] === entry.headers.etag) {
      return reply.code(304).send()
    }
    return reply.code(200).send(entry.payload)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.servedFromCache || request.method !== 'GET') return payload
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload
    const cacheControl = reply.getHeader('cache-control')
    const maxAge = typeof cacheControl === 'string' ? MAX_AGE.exec(cacheControl)?.[1] : undefined
    // an answer priced for a customer group is private to browsers but the same for the whole group:
    // kept under the group's key (keyOf) for the cache's lifetime
    const groupScoped = reply.getHeader(CACHE_SCOPE_HEADER) === 'group'
    if (maxAge === undefined && !groupScoped) return payload
    const ttl = maxAge === undefined ? options.maxTtlMs : Math.min(Number(maxAge) * 1000, options.maxTtlMs)
    const headers: Record<string, string> = {}
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name)
      if (typeof value === 'string') headers[name] = value
    }
    entries.set(await keyOf(request), { payload, headers }, ttl)
    return payload
  })
})
