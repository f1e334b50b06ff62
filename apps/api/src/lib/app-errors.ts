import { ERROR_CODES, type ErrorCode } from '@ironhouse/contracts'

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
