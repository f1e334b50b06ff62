import type { FastifyPluginAsync } from 'fastify'
import { theIndexRoutes } from './routes.ts'

/** The Index, the store's editorial section (shell §3, §7): posts and tags under /svc_theindex. */
export const theIndexService: FastifyPluginAsync = async (app) => {
  await app.register(theIndexRoutes, { prefix: '/svc_theindex' })
}
