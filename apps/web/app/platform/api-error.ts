// The one error shape of every storefront call, from the server's loaders (api.server.ts) and from
// the browser (api-client.ts): the domain's normalised API client error (platform §8).
import { normaliseApiClientError } from '@ironhouse/domain'
import type { ApiClientError } from '@ironhouse/domain'

/**
 * A call failed. `type` is the client's error type of platform §8 (TOKEN_EXPIRED, browser_offline,
 * no_response, unknown_error, …), `status` the HTTP status (500 when unknown) and `code` the server's
 * own error code (the `error` field of the shared error body), so callers can tell
 * `invalid_credentials` from `rate_limited`. `error` is the same code (older callers read it).
 */
export class ApiError extends Error implements ApiClientError {
  readonly type: string
  readonly status: number
  readonly code: string
  readonly details: unknown
  constructor(status: number, code: string, message?: string, type?: string, details?: unknown) {
    super(message ?? `${code} (${status})`)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.type = type ?? normaliseApiClientError({ error: code }, status).type
    this.details = details
  }
  get error(): string {
    return this.code
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

function field(body: unknown, name: string): unknown {
  return body && typeof body === 'object' && name in body ? (body as Record<string, unknown>)[name] : undefined
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/**
 * The error of an answer outside 200–299 (platform §8): the shared error body `{ error, message,
 * status }` through the domain's normaliseApiClientError ('Missing customer data' counts as
 * TOKEN_EXPIRED; a type the client does not know becomes unknown_error and keeps its code). An
 * answer without a readable body is not_found for 404, else unknown_error.
 */
export function apiErrorFromBody(body: unknown, httpStatus: number): ApiError {
  const error = text(field(body, 'error')) ?? text(field(body, 'type'))
  const message = text(field(body, 'message'))
  const code = text(field(body, 'code'))
  if (error === undefined && message === undefined) {
    return new ApiError(httpStatus, httpStatus === 404 ? 'not_found' : 'unknown_error')
  }
  const normalised = normaliseApiClientError(
    {
      ...(error === undefined ? {} : { error }),
      ...(message === undefined ? {} : { message }),
      ...(code === undefined ? {} : { code }),
    },
    httpStatus,
  )
  return new ApiError(normalised.status, normalised.code, normalised.message, normalised.type, field(body, 'details'))
}

/** Reads an error answer's body (JSON when it is JSON) and turns it into an ApiError. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const raw = await response.text().catch(() => '')
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    body = undefined
  }
  return apiErrorFromBody(body, response.status)
}
