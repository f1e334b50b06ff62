import type { FastifyPluginAsync } from 'fastify'
import { routeRoutes } from './routes.ts'

export const routeService: FastifyPluginAsync = async (app) => {
  await app.register(routeRoutes, { prefix: '/svc_route' })
}
