import type { FastifyPluginAsync } from 'fastify'
import { zeusRoutes } from './routes.ts'

/** /svc_zeus: the ZEUS gym builder (shell §2 /zeus-builder, USA only; docs/zeus-builder.md). */
export const zeusService: FastifyPluginAsync = async (app) => {
  await app.register(zeusRoutes, { prefix: '/svc_zeus' })
}
