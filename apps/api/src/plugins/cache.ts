import { createHash } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyReply } from 'fastify'
import { CATEGORY_AND_HOT_DEAL_CACHE_SECONDS, CONTENT_BLOCK_CACHE_SECONDS, FEATURE_FLAG_CACHE, ROUTE_LOOKUP_CACHE_MS } from '@ironhouse/domain'

/** Cache lifetimes of the spec, in seconds. */
export const CACHE_SECONDS = {
  route: ROUTE_LOOKUP_CACHE_MS / 1000, // shell §7, §9: route cache 2 h
  cmsBlock: CONTENT_BLOCK_CACHE_SECONDS, // shell §7, §9: content block cache 3600 s
  category: CATEGORY_AND_HOT_DEAL_CACHE_SECONDS, // commerce §7, §9: category and hot-deal data 300 s
  hot: CATEGORY_AND_HOT_DEAL_CACHE_SECONDS,
  product: 300, // ours: the same lifetime as the category that lists it
  cmsPage: 300,
  reference: 3600, // ours: countries, regions, sites
  features: FEATURE_FLAG_CACHE.staleAfterMs / 1000, // platform §6: the flag cache is stale after 60 s
  media: 86_400,
} as const

export function cacheFor(reply: FastifyReply, seconds: number): FastifyReply {
  return reply.header('cache-control', `public, max-age=${seconds}`)
}

export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store')
}

/**
 * A strong ETag on every cacheable 200 body (JSON or SVG), and 304 when If-None-Match matches, so a
 * CDN or browser can revalidate the cached answers cheaply.
 */
export const cachePlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload
    if (request.servedFromCache) return payload
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload
    const cacheControl = reply.getHeader('cache-control')
    if (typeof cacheControl !== 'string' || !cacheControl.startsWith('public')) return payload
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`
    reply.header('etag', etag)
    if (request.headers['if-none-match'] === etag) {
      reply.code(304)
      return ''
    }
    return payload
  })
})
