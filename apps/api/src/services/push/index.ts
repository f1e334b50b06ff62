import type { FastifyPluginAsync } from 'fastify'
import { pushRoutes } from './routes.ts'

/** /svc_push (platform §7 service prefixes; docs/app-shell.md): notification preferences and the app's inbox. */
export const pushService: FastifyPluginAsync = async (app) => {
  await app.register(pushRoutes, { prefix: '/svc_push' })
}
