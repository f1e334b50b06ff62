import type { FastifyPluginAsync } from 'fastify'
import { binRoutes } from './routes.ts'

/** /svc_bin: notify-me sign-ups and their back-in-stock mail (shell §3, §5, §7). */
export const binService: FastifyPluginAsync = async (app) => {
  await app.register(binRoutes, { prefix: '/svc_bin' })
}
