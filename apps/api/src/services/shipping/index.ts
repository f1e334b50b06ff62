import type { FastifyPluginAsync } from 'fastify'
import { tableRateProvider, type ShippingRateProvider } from './providers/rate-provider.ts'
import { shippingRoutes } from './routes.ts'

export const shippingService: FastifyPluginAsync<{ provider?: ShippingRateProvider | undefined }> = async (app, options) => {
  await app.register(shippingRoutes, { prefix: '/svc_shipping', provider: options.provider ?? tableRateProvider })
}
