import type { FastifyPluginAsync } from 'fastify'
import { sessionRoutes } from './routes.ts'

export const sessionService: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes, { prefix: '/svc_session' })
}
