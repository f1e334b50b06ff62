import type { FastifyPluginAsync } from 'fastify'
import { cmsRoutes } from './cms-routes.ts'
import { contentOperatorRoutes } from './operator.ts'
import { catalogRoutes } from './routes.ts'

export type ContentOptions = {
  /** Bearer token of the content preview call under /svc_content/operator (OPERATOR_TOKEN); absent: it answers 404. */
  operatorToken?: string | undefined
}

export const contentService: FastifyPluginAsync<ContentOptions> = async (app, options) => {
  await app.register(catalogRoutes, { prefix: '/svc_content' })
  await app.register(cmsRoutes, { prefix: '/svc_content' })
  await app.register(contentOperatorRoutes, { prefix: '/svc_content/operator', token: options.operatorToken })
}
