import type { FastifyPluginAsync } from 'fastify'
import { brandRoutes, gymOperatorRoutes, gymRoutes } from './routes.ts'

export type GymOptions = {
  /** Bearer token of the review calls under /svc_content/operator (OPERATOR_TOKEN); absent: they answer 404. */
  operatorToken?: string | undefined
}

/** The catalogue's brands and the equipped-gyms map (shell §2 brand pages; docs/equipped-gyms.md). */
export const gymService: FastifyPluginAsync<GymOptions> = async (app, options) => {
  await app.register(brandRoutes, { prefix: '/svc_content' })
  await app.register(gymRoutes, { prefix: '/svc_content' })
  await app.register(gymOperatorRoutes, { prefix: '/svc_content/operator', token: options.operatorToken })
}
