import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { CACHE_SECONDS, cacheFor } from '../../plugins/cache.ts'
import { placeholderSvg } from './placeholder.ts'

/** /media/catalog/* and /media/cms/*: generated placeholder images (the demo store ships no photos). */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? ''
    cacheFor(reply, CACHE_SECONDS.media).type('image/svg+xml; charset=utf-8')
    return placeholderSvg(path)
  }
  app.get('/media/catalog/*', serve)
  app.get('/media/cms/*', serve)
}
