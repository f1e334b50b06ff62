import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The built-in test payment gateway's own records (it stands in for a card processor, so its tables
 * are apart from the store's). Card numbers are never stored: a token keeps the brand, the last four
 * digits, the expiry and a keyed fingerprint.
 */
export const gatewayTokens = pgTable('gateway_tokens', {
  token: text('token').primaryKey(),
  /** tok_: single-use card token from the browser; pm_: a stored card (reusable). */
  kind: text('kind').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  holderName: text('holder_name').notNull().default(''),
  fingerprint: text('fingerprint').notNull(),
  /** What the test card does when charged: approve, challenge (3-D Secure) or decline. */
  behaviour: text('behaviour').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
})

export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    id: text('id').primaryKey(),
    /** The merchant's idempotency key: the same key never charges twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    reference: text('reference').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** card, paypal, or a redirect method (ideal, klarna, ...). */
    method: text('method').notNull(),
    token: text('token'),
    /** requires_action, authorized, captured, declined, failed, canceled, refunded. */
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    /** The amount the shopper approved (PayPal-style authorisation). */
    authorizedAmount: bigint('authorized_amount', { mode: 'number' }),
    /** Refunded so far (minor units); the payment is 'refunded' once it equals the amount. */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    returnUrl: text('return_url'),
    cvcChecked: boolean('cvc_checked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('gateway_payments_reference_idx').on(t.reference)],
)

/** A refund of a captured payment (whole or part); the same idempotency key never refunds twice. */
export const gatewayRefunds = pgTable(
  'gateway_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => gatewayPayments.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('gateway_refunds_payment_idx').on(t.paymentId)],
)
