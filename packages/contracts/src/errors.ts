import { z } from 'zod'

/**
 * The error shape every service answers with (platform §8: an error carries a status and an error
 * code; order placement reads the `error` field). `message` is for people, `error` for code.
 */
export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  status: z.number().int(),
  details: z.unknown().optional(),
})
export type ErrorBody = z.infer<typeof ErrorBody>

/** Error codes shared by every service (later services add their own, e.g. the placement errors). */
export const ERROR_CODES = {
  validation_error: 400,
  bad_request: 400,
  /** A call that needs a signed-in customer (or a valid token), made without one. */
  unauthorized: 401,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  request_timeout: 408,
  payload_too_large: 413,
  unsupported_media_type: 415,
  uri_too_long: 414,
  unknown_site: 400,
  unknown_client_key: 404,
  rate_limited: 429,
  header_too_large: 431,
  // the built-in test payment gateway (/gateway/v1, docs/api.md)
  invalid_number: 400,
  expired_card: 400,
  invalid_cvc: 400,
  invalid_token: 400,
  token_already_used: 400,
  invalid_api_key: 401,
  idempotency_conflict: 409,
  invalid_state: 409,
  /** The session of the cookie has ended: the client refreshes its session (platform §8). */
  TOKEN_EXPIRED: 401,
  /** A state-changing call from another site (CSRF check). */
  forbidden: 403,
  /** Wrong email or password: one answer for both, so an address cannot be probed. */
  invalid_credentials: 401,
  /** Registration with an email that already has an account. */
  email_taken: 409,
  /** A new password the policy refuses (details.problems lists why). */
  weak_password: 400,
  /** An email that breaks the platform §5 rule. */
  invalid_email: 400,
  /** A reset link that is unknown, used or expired. */
  invalid_reset_token: 400,
  /** The captcha verifier refused the token. */
  captcha_failed: 400,
  unknown_error: 500,
  service_unavailable: 503,
} as const
export type ErrorCode = keyof typeof ERROR_CODES
