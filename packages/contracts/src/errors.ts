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
  purchase_limit: 409,
  out_of_stock: 409,
  /** Platform §3: a quoted product is sold by quote, not added to a list that is bought from. */
  quote_only: 409,
  /** Shell §5: a notify-me sign-up that already exists (the storefront ignores it). */
  validation_error_already_subscribed: 409,
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
  /** Login with the email that is already signed in on this session (shell §5). */
  already_logged_in: 409,
  /** A new password the policy refuses (details.problems lists why). */
  weak_password: 400,
  /** A password change to the password the account already has. */
  password_unchanged: 400,
  /** An email that breaks the platform §5 rule. */
  invalid_email: 400,
  /** A reset link that is unknown, used or expired. */
  invalid_reset_token: 400,
  /** The captcha verifier refused the token. */
  captcha_failed: 400,
  // order placement (commerce §8; docs/api.md)
  empty_cart: 400,
  invalid_shipping: 400,
  invalid_billing: 400,
  wrong_tax_total: 400,
  wrong_discount: 400,
  wrong_grandtotal: 400,
  wrong_payment_amount: 400,
  wrong_shipping_rate: 400,
  wrong_shipping_total: 400,
  shipping_method_not_valid: 400,
  shipping_method_not_found: 400,
  wrong_product_price: 400,
  pickup_disabled: 400,
  subscription_agree_missing: 400,
  inventory_error: 409,
  order_already_published: 409,
  payment_error: 402,
  giftcard_balance_error: 400,
  giftcard_not_exist: 400,
  // events (/svc_event; docs/events.md)
  /** A registration for an event the profile is already registered for. */
  already_registered: 409,
  /** A division that is not one of the event's. */
  unknown_division: 400,
  /** An event that does not take registrations now. */
  registration_closed: 409,
  /** A registration before the customer saved an event profile. */
  event_profile_required: 409,
  /** A division that has as many athletes as it takes. */
  division_full: 409,
  /** A withdrawal from an event the customer is not registered for. */
  not_registered: 404,
  /** A score for a registration that is not one of the event's (operator score entry). */
  unknown_registration: 400,
  /** A score for a workout that is not one of the event's (operator score entry). */
  unknown_workout: 400,
  /** A workout whose name the event already has (operator workouts). */
  workout_exists: 409,
  /** A workout removed while it has scores (operator workouts: the scores go first). */
  workout_scored: 409,
  unknown_error: 500,
  service_unavailable: 503,
} as const
export type ErrorCode = keyof typeof ERROR_CODES
