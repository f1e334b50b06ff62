import type { FastifyPluginAsync } from 'fastify'
import type { Release } from '../../lib/types.ts'
import type { GeoIpProvider } from './providers/geo-ip.ts'
import { contrastRoutes } from './contrast-routes.ts'
import { newsletterRoutes } from './newsletter-routes.ts'
import { ssrRoutes } from './routes.ts'

export const ssrService: FastifyPluginAsync<{ release: Release; geoIp: GeoIpProvider }> = async (app, options) => {
  await app.register(ssrRoutes, { prefix: '/svc_ssr', release: options.release, geoIp: options.geoIp })
  await app.register(newsletterRoutes, { prefix: '/svc_ssr' })
  await app.register(contrastRoutes, { prefix: '/svc_ssr' })
}
