import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { RouteQuery, RouteResponse } from '@ironhouse/contracts'
import { CACHE_SECONDS, cacheFor } from '../../plugins/cache.ts'
import { resolveRoute } from './service.ts'

export const routeRoutes: FastifyPluginAsyncZod = async (app) => {
  // shell §7: GET /svc_route/route?url={path}, cached 2 h
  app.get('/route', { schema: { querystring: RouteQuery, response: { 200: RouteResponse } } }, async (request, reply) => {
    const route = await resolveRoute(app.db, request.query.url)
    cacheFor(reply, CACHE_SECONDS.route)
    return route
  })
}
