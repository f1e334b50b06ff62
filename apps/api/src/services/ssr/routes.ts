import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CountriesResponse, GeoIpQuery, GeoIpResponse, HeartbeatResponse, RegionsQuery, RegionsResponse, SitesResponse } from '@ironhouse/contracts'
import { SITES } from '@ironhouse/domain'
import type { Release } from '../../lib/types.ts'
import { CACHE_SECONDS, cacheFor, noStore } from '../../plugins/cache.ts'
import { featurePayload } from '../features/public.ts'
import type { GeoIpProvider } from './providers/geo-ip.ts'
import * as service from './service.ts'

/** POST /svc_ssr/hostmatch (platform §7): h the page's host, b the base URL the page expected. */
const HostmatchBody = z.object({
  h: z.string().trim().min(1, 'h (the page host) is required').max(255, 'h is at most 255 characters'),
  b: z.string().max(2048, 'b is at most 2048 characters'),
})
const HostmatchResponse = z.object({ match: z.boolean() })
/** Distinct unconfigured hosts logged per process, so the call cannot fill the log. */
const HOSTMATCH_LOGGED_HOSTS_MAX = 100

export const ssrRoutes: FastifyPluginAsyncZod<{ release: Release; geoIp: GeoIpProvider }> = async (app, options) => {
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
    return { hash: options.release.hash, buildDate: options.release.buildDate, environment: options.release.environment ?? 'production', features: featurePayload().features }
  })

  // shell §4, §7: the visitor's country from the client address. request.ip is the socket's address,
  // or the X-Forwarded-For client only when TRUST_PROXY says a load balancer is in front.
  app.get('/geoIp', { schema: { querystring: GeoIpQuery, response: { 200: GeoIpResponse, 204: z.null() } } }, async (request, reply) => {
    noStore(reply)
    const current = request.query.current ?? SITES[request.site.code].defaultCountry
    const answer = await service.geoIpAnswer(app.db, options.geoIp, { ip: request.ip, current })
    // an address without a country (loopback, a private network, a proxy not declared in TRUST_PROXY)
    // is an answer, not an error: 204, so the browser logs no failed request (shell §8: a region lookup
    // that finds nothing is silently ignored)
    if (!answer) return reply.code(204).send(null)
    return answer
  })

  // platform §7: the page was served from a host other than its site's base URL. The answer says whether
  // that host is one the operator configured; an unconfigured one is logged once per host (a mirror, or a
  // PUBLIC_ORIGIN that does not name the address shoppers use) so the operator can see it (docs/api.md)
  const unknownHosts = new Set<string>()
  app.post('/hostmatch', { schema: { body: HostmatchBody, response: { 200: HostmatchResponse } } }, async (request, reply) => {
    noStore(reply)
    const { h, b } = request.body
    const match = service.hostMatches(h, app.publicOrigins)
    const host = h.trim().toLowerCase()
    if (!match && !unknownHosts.has(host) && unknownHosts.size < HOSTMATCH_LOGGED_HOSTS_MAX) {
      unknownHosts.add(host)
      request.log.warn({ host, base: b }, 'a page was served from a host that is not a configured public origin')
    }
    return { match }
  })

  app.get('/sites', { schema: { response: { 200: SitesResponse } } }, async (_request, reply) => {
    cacheFor(reply, CACHE_SECONDS.reference)
    return { sites: await service.listSites(app.db) }
  })
}
