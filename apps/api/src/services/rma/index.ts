import type { FastifyPluginAsync } from 'fastify'
import { returnsOperatorRoutes } from './operator.ts'
import { returnsRoutes } from './routes.ts'

export type ReturnsOptions = {
  /** Bearer token of the operator call under /svc_rma/operator (OPERATOR_TOKEN); absent: it answers 404. */
  operatorToken?: string | undefined
}

/** /svc_rma: returns (commerce §2 /rmaprocess; docs/returns.md). */
export const returnsService: FastifyPluginAsync<ReturnsOptions> = async (app, options) => {
  await app.register(returnsRoutes, { prefix: '/svc_rma' })
  await app.register(returnsOperatorRoutes, { prefix: '/svc_rma/operator', token: options.operatorToken })
}
