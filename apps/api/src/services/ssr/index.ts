import type { FastifyPluginAsync } from 'fastify'
import type { Release } from '../../lib/types.ts'
import { ssrRoutes } from './routes.ts'

export const ssrService: FastifyPluginAsync<{ release: Release }> = async (app, options) => {
  await app.register(ssrRoutes, { prefix: '/svc_ssr', release: options.release })
}
