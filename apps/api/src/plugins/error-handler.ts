import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import type { FastifyError, FastifyReply } from 'fastify'
import type { ErrorBody, ErrorCode } from '@ironhouse/contracts'
import { AppError } from '../lib/app-errors.ts'

export function sendError(reply: FastifyReply, status: number, error: ErrorCode, message: string, details?: unknown) {
  const body: ErrorBody = details === undefined ? { error, message, status } : { error, message, status, details }
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body)
}

/** Fastify's own 4xx errors (body parsing, limits) under our codes. */
function codeForClientError(status: number): ErrorCode {
  if (status === 413) return 'payload_too_large'
  if (status === 414) return 'uri_too_long'
  if (status === 415) return 'unsupported_media_type'
  if (status === 404) return 'not_found'
  if (status === 405) return 'method_not_allowed'
  if (status === 429) return 'rate_limited'
  return 'bad_request'
}

/**
 * Every error leaves as the contracts ErrorBody {error, message, status} (platform §8: an error carries
 * a status and a code). 5xx details are logged, never sent: no stack trace reaches a client.
 */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.statusCode, error.code, error.message, error.details)
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({ path: v.instancePath, message: v.message, keyword: v.keyword }))
      return sendError(reply, 400, 'validation_error', `Invalid ${error.validationContext ?? 'request'}`, { issues })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'response does not match its contract')
      return sendError(reply, 500, 'unknown_error', 'Internal Server Error')
    }
    // a PostgreSQL data exception (SQLSTATE class 22: bad encoding, out of range) is bad input, not a crash
    if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code)) {
      request.log.warn({ err: error }, 'input rejected by the database')
      return sendError(reply, 400, 'validation_error', 'Invalid input')
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) return sendError(reply, status, codeForClientError(status), error.message)
    request.log.error({ err: error }, 'unexpected error')
    return sendError(reply, 500, 'unknown_error', 'Internal Server Error')
  })

  app.setNotFoundHandler((request, reply) => {
    return sendError(reply, 404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`)
  })
})
