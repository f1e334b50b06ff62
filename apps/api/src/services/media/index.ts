import type { FastifyPluginAsync } from 'fastify'
import { mediaRoutes, type MediaOptions } from './routes.ts'

export type { MediaOptions } from './routes.ts'

export const mediaService: FastifyPluginAsync<MediaOptions> = async (app, options) => {
  await app.register(mediaRoutes, options)
}
