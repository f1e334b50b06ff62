import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorBody, ErrorCode } from '@ironhouse/contracts'
import { AppError } from '../lib/app-errors.ts'

export function sendError(reply: FastifyReply, status: number, error: ErrorCode, message: string, details?: unknown) {
  const body: ErrorBody = details === undefined ? { error, message, status } : { error, message, status, details }
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body)
}

/** A bare error page for browsers, for refusals that happen before the storefront can render one. */
export function errorPage(title: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p><a href="/">Go to the home page</a></p></body></html>`
}

const PAGE_TITLES: Record<number, string> = {
  400: 'This address is not valid',
  401: 'Please sign in',
  403: 'This page is not for you',
  404: 'This page does not exist',
  429: 'Too many requests: please wait a moment',
}

/**
 * A refusal (4xx): the shared error body for callers, a bare page for a browser that navigated there
 * (it accepts text/html) when the refusal comes before the storefront could render one (the input
 * guard, the router, the site of the request).
 */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, status: number, error: ErrorCode, message: string, details?: unknown) {
  if (!(request.headers.accept ?? '').includes('text/html')) return sendError(reply, status, error, message, details)
  const title = PAGE_TITLES[status] ?? 'This request cannot be answered'
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(errorPage(title))
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
 * A request Node's HTTP parser refuses (a target that is not a path, a broken header, headers over
 * the size limit, a timeout) never reaches a route: it still gets the shared error body.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, code, message]: [number, ErrorCode, string] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'request_timeout', 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'header_too_large', 'The request headers are too large']
        : [400, 'bad_request', 'The request is not valid HTTP']
  const body = JSON.stringify({ error: code, message, status } satisfies ErrorBody)
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncache-control: no-store\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

type DatabaseRefusal = { sqlstate: string; status: number; code: ErrorCode; message: string }

/** The SQLSTATE of a PostgreSQL error, also when a driver or the ORM wrapped it (`cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * Database errors a caller's input causes, answered as the caller's fault (4xx), never a 500:
 * class 22 data exceptions (a value out of its column's range, a byte the encoding refuses, bad
 * JSON), class 54 limits (a value too big for an index, nesting too deep), a missing NOT NULL or a
 * failed CHECK (400), and a duplicate or a dangling reference (409: the rows changed under it).
 */
export function databaseRefusal(error: unknown): DatabaseRefusal | undefined {
  const sqlstate = sqlStateOf(error)
  if (!sqlstate) return undefined
  if (sqlstate.startsWith('22') || sqlstate === '23502' || sqlstate === '23514') {
    return { sqlstate, status: 400, code: 'validation_error', message: 'Invalid input' }
  }
  if (sqlstate.startsWith('54')) return { sqlstate, status: 400, code: 'validation_error', message: 'Input too large or too deeply nested' }
  if (sqlstate === '23505' || sqlstate === '23503') {
    return { sqlstate, status: 409, code: 'conflict', message: 'The request conflicts with the current state of the store' }
  }
  return undefined
}

/**
 * Every error leaves as the contracts ErrorBody {error, message, status} (platform §8: an error carries
 * a status and a code). 5xx details are logged, never sent: no stack trace reaches a client.
 */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) return sendError(reply, error.statusCode, error.code, error.message, error.details)
      return sendRefusal(request, reply, error.statusCode, error.code, error.message, error.details)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({ path: v.instancePath, message: v.message, keyword: v.keyword }))
      return sendError(reply, 400, 'validation_error', `Invalid ${error.validationContext ?? 'request'}`, { issues })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'response does not match its contract')
      return sendError(reply, 500, 'unknown_error', 'Internal Server Error')
    }
    const refused = databaseRefusal(error)
    if (refused) {
      // the contracts should have refused it first: logged so the schema that let it through gets fixed
      request.log.warn({ err: error, sqlstate: refused.sqlstate }, 'input refused by the database')
      return sendError(reply, refused.status, refused.code, refused.message)
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) return sendRefusal(request, reply, status, codeForClientError(status), error.message)
    request.log.error({ err: error }, 'unexpected error')
    return sendError(reply, 500, 'unknown_error', 'Internal Server Error')
  })

  app.setNotFoundHandler((request, reply) => {
    return sendError(reply, 404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`)
  })
})
