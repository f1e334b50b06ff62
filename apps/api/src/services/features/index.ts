import type { FastifyPluginAsync } from 'fastify'
import { featuresRoutes } from './routes.ts'

export const featuresService: FastifyPluginAsync = async (app) => {
  await app.register(featuresRoutes, { prefix: '/api/features' })
}
