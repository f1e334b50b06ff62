// What a shopper reads when an account call fails (shell §8: account and session messages are not
// shown; the domain's ACCOUNT_ERROR_MESSAGES are ours). The server's error codes are its error
// catalogue (packages/contracts errors.ts); the client's error types are platform §8's.
import { ACCOUNT_ERROR_MESSAGES } from '@ironhouse/domain'
import { ApiError } from '../../platform/api-error.ts'

export const CONNECTION_MESSAGES = {
  offline: 'You are offline. Check your connection and try again.',
  noResponse: 'We could not reach the store. Please try again.',
  tooMany: 'Too many attempts. Please wait a moment and try again.',
  unexpected: 'Something went wrong on our side. Please try again.',
} as const

/** The server's error code of a failed call, or null. */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null
}

/** The list of problems an answer carries in details.problems (a refused password), if any. */
export function errorProblems(error: unknown): Array<string> {
  if (!(error instanceof ApiError)) return []
  const details = error.details
  const problems = details && typeof details === 'object' && 'problems' in details ? (details as { problems: unknown }).problems : undefined
  return Array.isArray(problems) ? problems.filter((p): p is string => typeof p === 'string') : []
}

/**
 * The message for a failed account call: connection problems and throttling first, then the
 * call-specific message for the codes the caller knows, else the server's own message for a 4xx,
 * else the fallback.
 */
export function accountErrorMessage(error: unknown, byCode: Record<string, string>, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback
  if (error.type === 'browser_offline') return CONNECTION_MESSAGES.offline
  if (error.type === 'no_response') return CONNECTION_MESSAGES.noResponse
  const known = byCode[error.code]
  if (known) return known
  if (error.status === 429) return error.message && !error.message.includes('(429)') ? error.message : CONNECTION_MESSAGES.tooMany
  if (error.status >= 500) return CONNECTION_MESSAGES.unexpected
  return fallback
}

export const LOGIN_ERRORS: Record<string, string> = {
  invalid_credentials: ACCOUNT_ERROR_MESSAGES.loginFailed,
  unauthorized: ACCOUNT_ERROR_MESSAGES.loginFailed,
}
