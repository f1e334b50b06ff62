import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { RmaNumber, RmaReturnSummary, RmaStatusRequest } from '@ironhouse/contracts'
import { operatorGuard } from '../../lib/operator-auth.ts'
import { refundReturn } from './refund.ts'
import { moveReturn } from './service.ts'

/**
 * The operator's call (docs/api.md "Returns"), protected as the fulfilment calls are: Authorization:
 * Bearer $OPERATOR_TOKEN; without a configured token it does not exist (404).
 */
export const returnsOperatorRoutes: FastifyPluginAsyncZod<{ token: string | undefined }> = async (app, options) => {
  const requireOperator = operatorGuard(options.token)
  const Params = z.object({ rmaNumber: RmaNumber })
  app.post('/returns/:rmaNumber/status', { preHandler: requireOperator, schema: { params: Params, body: RmaStatusRequest, response: { 200: RmaReturnSummary } } }, async (request) =>
    request.body.status === 'refunded'
      ? refundReturn(app.db, app.payments, request.params.rmaNumber, request.body.note, new Date())
      : moveReturn(app.db, request.params.rmaNumber, request.body.status, request.body.note, new Date()),
  )
}
