import type { FastifyPluginAsync } from 'fastify'
import { mediaRoutes } from './routes.ts'

export const mediaService: FastifyPluginAsync = async (app) => {
  await app.register(mediaRoutes)
}
