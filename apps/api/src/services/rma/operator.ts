import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { RmaNumber, RmaReturnSummary, RmaStatusRequest } from '@ironhouse/contracts'
import { AppError } from '../../lib/app-errors.ts'
import { moveReturn } from './service.ts'

/**
 * The operator's call (docs/api.md "Returns"), protected as the fulfilment calls are: Authorization:
 * Bearer $OPERATOR_TOKEN; without a configured token it does not exist (404).
 */
export const returnsOperatorRoutes: FastifyPluginAsyncZod<{ token: string | undefined }> = async (app, options) => {
  const secret = options.token ? Buffer.from(`Bearer ${options.token}`) : null
  const requireOperator = async (request: FastifyRequest) => {
    if (!secret) throw new AppError('not_found', 'Not found')
    const given = Buffer.from(request.headers.authorization ?? '')
    if (given.length !== secret.length || !timingSafeEqual(given, secret)) throw new AppError('invalid_api_key', 'A valid operator token is required')
  }
  const Params = z.object({ rmaNumber: RmaNumber })
  app.post('/returns/:rmaNumber/status', { preHandler: requireOperator, schema: { params: Params, body: RmaStatusRequest, response: { 200: RmaReturnSummary } } }, async (request) =>
    moveReturn(app.db, request.params.rmaNumber, request.body.status, request.body.note, new Date()),
  )
}
