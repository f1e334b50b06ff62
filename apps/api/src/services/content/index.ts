import type { FastifyPluginAsync } from 'fastify'
import { cmsRoutes } from './cms-routes.ts'
import { catalogRoutes } from './routes.ts'

export const contentService: FastifyPluginAsync = async (app) => {
  await app.register(catalogRoutes, { prefix: '/svc_content' })
  await app.register(cmsRoutes, { prefix: '/svc_content' })
}
