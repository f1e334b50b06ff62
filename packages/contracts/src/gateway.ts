import { z } from 'zod'
import { CurrencyCode, PG_INT8_SAFE_MAX, PlainText } from './common.ts'

/** The redirect payment methods of commerce §9. */
export const REDIRECT_METHODS = ['ideal', 'paysafecard', 'mobilepay', 'trustly', 'ebanking_fi', 'eps', 'klarna_paynow', 'klarna', 'klarna_account'] as const

const Digits = (min: number, max: number) => z.string().trim().regex(new RegExp(`^\\d{${min},${max}}$`))

/** POST /gateway/v1/tokens: the card as the shopper typed it (spaces and dashes allowed in the number). */
export const GatewayTokenRequest = z.object({
  number: z.string().max(40).transform((value) => value.replace(/[\s-]/g, '')),
  expMonth: z.coerce.number().int().min(1).max(12),
  expYear: z.coerce.number().int().min(0).max(9999),
  cvc: Digits(3, 4),
  holderName: PlainText.pipe(z.string().trim().max(100)).default(''),
})

export const GatewayCard = z.object({ token: z.string(), brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })
export type GatewayCard = z.infer<typeof GatewayCard>

export const GatewayPaymentMethodRequest = z.object({ token: z.string().max(100) })
export const GatewayPaymentMethod = GatewayCard.extend({ id: z.string() })
export type GatewayPaymentMethod = z.infer<typeof GatewayPaymentMethod>

const Source = z.discriminatedUnion('type', [
  z.object({ type: z.literal('card'), token: z.string().max(100), cvc: Digits(3, 4).optional() }),
  z.object({ type: z.literal('paypal') }),
  z.object({ type: z.literal('redirect'), method: z.enum(REDIRECT_METHODS) }),
])

/** POST /gateway/v1/payments (server to gateway, with the secret key). */
export const GatewayPaymentRequest = z.object({
  amount: z.number().int().positive().max(100_000_000_00),
  currency: CurrencyCode,
  reference: PlainText.pipe(z.string().min(1).max(64)),
  idempotencyKey: PlainText.pipe(z.string().min(8).max(100)),
  source: Source,
  /** Where the gateway sends the shopper after a challenge or a portal: a path of the store. */
  returnUrl: z
    .string()
    .max(500)
    .refine((url) => /^\/(?![/\\])[^\s]*$/.test(url), 'returnUrl must be a path of the store')
    .optional(),
})
export type GatewayPaymentRequest = z.infer<typeof GatewayPaymentRequest>

export const GatewayPaymentStatus = z.enum(['requires_action', 'authorized', 'captured', 'declined', 'failed', 'canceled', 'refunded'])
export type GatewayPaymentStatus = z.infer<typeof GatewayPaymentStatus>

export const GatewayPaymentResponse = z.object({
  id: z.string(),
  status: GatewayPaymentStatus,
  amount: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  method: z.string(),
  failureCode: z.string().nullable(),
  authorizedAmount: z.number().int().nullable(),
  /** Refunded so far (minor units): the payment is refunded once this equals the amount. */
  refundedAmount: z.number().int(),
  card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() }).nullable(),
  action: z.object({ type: z.literal('redirect'), url: z.string() }).nullable(),
})
export type GatewayPaymentResponse = z.infer<typeof GatewayPaymentResponse>

/** POST /gateway/v1/payments/{id}/refunds: a refund of a captured payment, whole or in part. */
export const GatewayRefundRequest = z.object({
  amount: z.number().int().min(1).max(PG_INT8_SAFE_MAX),
  /** The merchant's key: the same key answers the same refund and never refunds twice. */
  idempotencyKey: z.string().min(8).max(200),
})
export const GatewayRefund = z.object({ id: z.string(), paymentId: z.string(), amount: z.number().int(), createdAt: z.string() })
export type GatewayRefund = z.infer<typeof GatewayRefund>
export const GatewayRefundResponse = z.object({ refund: GatewayRefund, payment: GatewayPaymentResponse })
export type GatewayRefundResponse = z.infer<typeof GatewayRefundResponse>
