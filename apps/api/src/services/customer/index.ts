import type { FastifyPluginAsync } from 'fastify'
import { customerRoutes } from './routes.ts'

export const customerService: FastifyPluginAsync = async (app) => {
  await app.register(customerRoutes, { prefix: '/svc_customer' })
}
