import { ERROR_CODES, type ErrorCode } from '@ironhouse/contracts'
import { ACCOUNT_ERROR_MESSAGES, INVALID_EMAIL_MESSAGE, PASSWORD_MESSAGES } from '@ironhouse/domain'

/** An expected failure a caller can cause: answered with its code's status and the ErrorBody shape. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly details: unknown

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message)
    this.code = code
    this.details = details
  }

  get statusCode(): number {
    return ERROR_CODES[this.code]
  }
}

export function notFound(what: string): AppError {
  return new AppError('not_found', `${what} was not found`)
}

/**
 * The one table from the failures services return as values (SCREAMING_SNAKE domain codes) to the
 * wire: the error code (whose HTTP status ERROR_CODES in packages/contracts holds) and the message a
 * shopper reads. Extend it here; do not map codes anywhere else.
 */
export const DOMAIN_ERRORS = {
  NOT_SIGNED_IN: { code: 'unauthorized', message: 'Please log in to continue' },
  SESSION_EXPIRED: { code: 'TOKEN_EXPIRED', message: ACCOUNT_ERROR_MESSAGES.sessionExpired },
  CROSS_SITE_REQUEST: { code: 'forbidden', message: 'This request must come from the store itself' },
  INVALID_CREDENTIALS: { code: 'invalid_credentials', message: ACCOUNT_ERROR_MESSAGES.loginFailed },
  CURRENT_PASSWORD_WRONG: { code: 'invalid_credentials', message: 'Your current password is not correct' },
  ALREADY_LOGGED_IN: { code: 'already_logged_in', message: ACCOUNT_ERROR_MESSAGES.alreadyLoggedIn },
  EMAIL_TAKEN: { code: 'email_taken', message: 'An account with this email already exists. Please log in' },
  INVALID_EMAIL: { code: 'invalid_email', message: INVALID_EMAIL_MESSAGE },
  WEAK_PASSWORD: { code: 'weak_password', message: 'Please choose a stronger password' },
  PASSWORD_UNCHANGED: { code: 'password_unchanged', message: PASSWORD_MESSAGES.sameAsCurrent },
  INVALID_RESET_TOKEN: { code: 'invalid_reset_token', message: ACCOUNT_ERROR_MESSAGES.resetPasswordFailed },
  CAPTCHA_FAILED: { code: 'captcha_failed', message: 'We could not verify that you are not a robot. Please try again' },
  TOO_MANY_ATTEMPTS: { code: 'rate_limited', message: 'Too many attempts. Please wait a moment and try again' },
} as const satisfies Record<string, { code: ErrorCode; message: string }>
export type DomainErrorCode = keyof typeof DOMAIN_ERRORS

/** A failure a service returned as a value. */
export type DomainError = { code: DomainErrorCode; details?: unknown }

/** The app error (wire code, status, message) of a domain failure. */
export function toAppError(error: DomainError): AppError {
  const wire = DOMAIN_ERRORS[error.code]
  return new AppError(wire.code, wire.message, error.details)
}
