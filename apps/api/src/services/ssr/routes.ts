import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CountriesResponse, HeartbeatResponse, RegionsQuery, RegionsResponse, SitesResponse } from '@ironhouse/contracts'
import type { Release } from '../../lib/types.ts'
import { CACHE_SECONDS, cacheFor } from '../../plugins/cache.ts'
import { featurePayload } from '../features/public.ts'
import * as service from './service.ts'

export const ssrRoutes: FastifyPluginAsyncZod<{ release: Release }> = async (app, options) => {
  app.get('/countries', { schema: { response: { 200: CountriesResponse } } }, async (_request, reply) => {
    cacheFor(reply, CACHE_SECONDS.reference)
    return { countries: await service.listCountries(app.db) }
  })

  app.get('/regions', { schema: { querystring: RegionsQuery, response: { 200: RegionsResponse } } }, async (request, reply) => {
    cacheFor(reply, CACHE_SECONDS.reference)
    return { regions: await service.listRegions(app.db, request.query.countryCode) }
  })

  // shell §7: hash, buildDate, features (the flag definitions, as /api/features serves them)
  app.get('/heartbeat', { schema: { response: { 200: HeartbeatResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache')
    return { hash: options.release.hash, buildDate: options.release.buildDate, features: featurePayload().features }
  })

  app.get('/sites', { schema: { response: { 200: SitesResponse } } }, async (_request, reply) => {
    cacheFor(reply, CACHE_SECONDS.reference)
    return { sites: await service.listSites(app.db) }
  })
}
