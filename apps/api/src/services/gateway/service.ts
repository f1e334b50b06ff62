import { randomBytes } from 'node:crypto'
import { isCardExpired } from '@ironhouse/domain'
import { eq } from 'drizzle-orm'
import { gatewayPayments, gatewayRefunds, withTransaction, type Db } from '@ironhouse/db'
import type { GatewayCard, GatewayPaymentRequest, GatewayPaymentResponse, GatewayRefundResponse } from '@ironhouse/contracts'
import { AppError } from '../../lib/app-errors.ts'
import { cardBehaviour, cardBrand, cardFingerprint, passesLuhn } from './cards.ts'
import {
  consumeToken,
  findPayment,
  findPaymentByKey,
  findToken,
  insertPaymentOnce,
  releaseToken,
  insertToken,
  transitionPayment,
  type GatewayPayment,
  type GatewayToken,
} from './repo.ts'

export const GATEWAY_PREFIX = '/gateway/v1'

/** A challenge or a portal left unanswered this long fails (the store shows three_ds / payment_error). */
export const ACTION_TIMEOUT_MS = 15 * 60 * 1000

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`
}

function cardOf(token: GatewayToken): GatewayCard {
  return { token: token.token, brand: token.brand, last4: token.last4, expMonth: token.expMonth, expYear: token.expYear }
}

export type GatewayContext = { db: Db; fingerprintKey: string; now?: () => Date }

/** POST /gateway/v1/tokens: checks the card and answers a single-use token; the number goes no further. */
export async function createCardToken(
  ctx: GatewayContext,
  card: { number: string; expMonth: number; expYear: number; cvc: string; holderName: string },
): Promise<GatewayCard> {
  if (!passesLuhn(card.number)) throw new AppError('invalid_number', 'The card number is not valid')
  if (isCardExpired({ expMonth: card.expMonth, expYear: card.expYear }, ctx.now?.() ?? new Date())) {
    throw new AppError('expired_card', 'The card has expired')
  }
  const brand = cardBrand(card.number)
  if (brand === 'amex' ? card.cvc.length !== 4 : card.cvc.length !== 3) throw new AppError('invalid_cvc', 'The security code is not valid')
  const token = await insertToken(ctx.db, {
    token: newId('tok'),
    kind: 'tok',
    brand,
    last4: card.number.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
    holderName: card.holderName,
    fingerprint: cardFingerprint(card.number, ctx.fingerprintKey),
    behaviour: cardBehaviour(card.number),
  })
  return cardOf(token)
}

/** POST /gateway/v1/payment-methods: turns a single-use token into a stored card (pm_…). */
export async function storeCard(ctx: GatewayContext, token: string): Promise<GatewayCard & { id: string }> {
  const used = await consumeToken(ctx.db, token)
  if (!used) throw new AppError(await tokenProblem(ctx.db, token), 'The card token is unknown or was used already')
  const stored = await insertToken(ctx.db, { ...used, token: newId('pm'), kind: 'pm', usedAt: null, createdAt: undefined })
  return { id: stored.token, ...cardOf(stored) }
}

async function tokenProblem(db: Db, token: string): Promise<'token_already_used' | 'invalid_token'> {
  return (await findToken(db, token)) ? 'token_already_used' : 'invalid_token'
}

export async function toResponse(db: Db, payment: GatewayPayment, known?: GatewayToken): Promise<GatewayPaymentResponse> {
  const token = payment.token ? (known?.token === payment.token ? known : await findToken(db, payment.token)) : undefined
  const actionPath = payment.method === 'card' ? 'challenge' : payment.method === 'paypal' ? 'paypal' : 'portal'
  return {
    id: payment.id,
    status: payment.status as GatewayPaymentResponse['status'],
    amount: payment.amount,
    currency: payment.currency,
    reference: payment.reference,
    method: payment.method,
    failureCode: payment.failureCode,
    authorizedAmount: payment.authorizedAmount,
    refundedAmount: payment.refundedAmount,
    card: token ? { brand: token.brand, last4: token.last4, expMonth: token.expMonth, expYear: token.expYear } : null,
    action: payment.status === 'requires_action' ? { type: 'redirect', url: `${GATEWAY_PREFIX}/${actionPath}/${payment.id}` } : null,
  }
}

/** Fails a challenge or portal left unanswered past ACTION_TIMEOUT_MS. */
async function expireIfStale(ctx: GatewayContext, payment: GatewayPayment): Promise<GatewayPayment> {
  if (payment.status !== 'requires_action') return payment
  const age = (ctx.now?.() ?? new Date()).getTime() - new Date(payment.createdAt).getTime()
  if (age <= ACTION_TIMEOUT_MS) return payment
  const failureCode = payment.method === 'card' ? 'three_ds_timeout' : 'action_timeout'
  return (await transitionPayment(ctx.db, payment.id, ['requires_action'], { status: 'failed', failureCode })) ?? payment
}

/**
 * POST /gateway/v1/payments: authorises an amount. The same idempotency key never charges twice: a
 * repeat answers the first payment (or 409 when the repeat asks for something else).
 */
export async function createPayment(ctx: GatewayContext, request: GatewayPaymentRequest): Promise<GatewayPaymentResponse> {
  const base = {
    id: newId('pay'),
    idempotencyKey: request.idempotencyKey,
    reference: request.reference,
    amount: request.amount,
    currency: request.currency,
    returnUrl: request.returnUrl ?? null,
  }
  const source = request.source
  if (source.type === 'paypal' || source.type === 'redirect') {
    const method = source.type === 'paypal' ? 'paypal' : source.method
    const { payment } = await insertPaymentOnce(ctx.db, { ...base, method, status: 'requires_action' })
    return answerOnce(ctx, payment, request, method)
  }
  // a card: a single-use token is consumed; a stored card (pm_) needs its security code again
  let token: GatewayToken | undefined
  let cvcChecked = false
  if (source.token.startsWith('pm_')) {
    token = await findToken(ctx.db, source.token)
    if (!token || token.kind !== 'pm') throw new AppError('invalid_token', 'The stored card is unknown')
    cvcChecked = source.cvc !== undefined
  } else {
    // the token first (one statement when all is well); a repeat of the key, its token spent by the
    // first attempt, is answered with the first payment
    token = await consumeToken(ctx.db, source.token)
    if (!token) {
      const existing = await findPaymentByKey(ctx.db, request.idempotencyKey)
      if (existing) return answerOnce(ctx, existing, request, 'card')
      throw new AppError(await tokenProblem(ctx.db, source.token), 'The card token is unknown or was used already')
    }
    cvcChecked = true
  }
  const outcome = decide(token, cvcChecked, ctx.now?.() ?? new Date())
  const { payment, created } = await insertPaymentOnce(ctx.db, { ...base, method: 'card', token: token.token, cvcChecked, ...outcome })
  // a repeat of the key with another token: the first payment answers, and this token stays unspent
  if (!created && token.kind === 'tok') await releaseToken(ctx.db, token.token)
  return answerOnce(ctx, payment, request, 'card', created ? token : undefined)
}

function decide(token: GatewayToken, cvcChecked: boolean, now: Date): { status: string; failureCode: string | null } {
  if (isCardExpired({ expMonth: token.expMonth, expYear: token.expYear }, now)) return { status: 'declined', failureCode: 'expired_card' }
  if (token.kind === 'pm' && !cvcChecked) return { status: 'failed', failureCode: 'cvv_required' }
  if (token.behaviour === 'decline') return { status: 'declined', failureCode: 'card_declined' }
  if (token.behaviour === 'challenge') return { status: 'requires_action', failureCode: null }
  return { status: 'authorized', failureCode: null }
}

async function answerOnce(ctx: GatewayContext, payment: GatewayPayment, request: GatewayPaymentRequest, method: string, card?: GatewayToken): Promise<GatewayPaymentResponse> {
  if (payment.amount !== request.amount || payment.reference !== request.reference || payment.method !== method || payment.currency !== request.currency) {
    throw new AppError('idempotency_conflict', 'This idempotency key was used for another payment')
  }
  return toResponse(ctx.db, await expireIfStale(ctx, payment), card)
}

export async function getPayment(ctx: GatewayContext, id: string): Promise<GatewayPaymentResponse> {
  const payment = await findPayment(ctx.db, id)
  if (!payment) throw new AppError('not_found', 'Payment was not found')
  return toResponse(ctx.db, await expireIfStale(ctx, payment))
}

export async function getPaymentByKey(ctx: GatewayContext, idempotencyKey: string): Promise<GatewayPaymentResponse> {
  const payment = await findPaymentByKey(ctx.db, idempotencyKey)
  if (!payment) throw new AppError('not_found', 'No payment was made with this idempotency key')
  return toResponse(ctx.db, await expireIfStale(ctx, payment))
}

/** The shopper's answer on a challenge, PayPal or portal page. */
export async function completeAction(ctx: GatewayContext, id: string, approve: boolean): Promise<GatewayPayment> {
  const current = await findPayment(ctx.db, id)
  if (!current) throw new AppError('not_found', 'Payment was not found')
  const fresh = await expireIfStale(ctx, current)
  if (fresh.status !== 'requires_action') return fresh
  const failureCode = fresh.method === 'card' ? 'three_ds_failed' : fresh.method === 'paypal' ? 'paypal_canceled' : 'canceled_at_portal'
  const changes = approve
    ? { status: 'authorized', failureCode: null, authorizedAmount: fresh.method === 'paypal' ? fresh.amount : null }
    : { status: fresh.method === 'card' ? 'failed' : 'canceled', failureCode }
  return (await transitionPayment(ctx.db, id, ['requires_action'], changes)) ?? (await findPayment(ctx.db, id)) ?? fresh
}

const MOVES = {
  capture: { from: ['authorized'], to: 'captured' },
  cancel: { from: ['authorized', 'requires_action'], to: 'canceled' },
  refund: { from: ['captured'], to: 'refunded' },
} as const

/** capture (authorized → captured), cancel (releases an authorisation), refund (captured → refunded: what is left of it). */
export async function movePayment(ctx: GatewayContext, id: string, move: keyof typeof MOVES): Promise<GatewayPaymentResponse> {
  if (move === 'refund') {
    const payment = await findPayment(ctx.db, id)
    if (payment?.status === 'captured') return (await refundPayment(ctx, id, payment.amount - payment.refundedAmount, `rest:${id}`)).payment
  }
  const rule = MOVES[move]
  const moved = await transitionPayment(ctx.db, id, rule.from, { status: rule.to })
  if (moved) return toResponse(ctx.db, moved)
  const payment = await findPayment(ctx.db, id)
  if (!payment) throw new AppError('not_found', 'Payment was not found')
  if (payment.status === rule.to) return toResponse(ctx.db, payment)
  throw new AppError('invalid_state', `A ${payment.status} payment cannot be ${move === 'cancel' ? 'canceled' : `${move}d`}`)
}

/**
 * POST /gateway/v1/payments/{id}/refunds: pays back part or all of a captured payment. Under a lock on
 * the payment's row, so refunds sent at once never pay back more than was captured; the payment is
 * `refunded` once nothing is left. The same idempotency key answers the refund it made (a different
 * payment or amount with it is 409 idempotency_conflict).
 */
export async function refundPayment(ctx: GatewayContext, id: string, amount: number, idempotencyKey: string): Promise<GatewayRefundResponse> {
  const refund = await withTransaction(ctx.db, async (tx) => {
    const [known] = await tx.select().from(gatewayRefunds).where(eq(gatewayRefunds.idempotencyKey, idempotencyKey))
    if (known) {
      if (known.paymentId !== id || known.amount !== amount) throw new AppError('idempotency_conflict', 'This idempotency key was used for another refund')
      return known
    }
    const [payment] = await tx.select().from(gatewayPayments).where(eq(gatewayPayments.id, id)).for('update')
    if (!payment) throw new AppError('not_found', 'Payment was not found')
    if (payment.status !== 'captured') throw new AppError('invalid_state', `A ${payment.status} payment cannot be refunded`)
    const left = payment.amount - payment.refundedAmount
    if (amount > left) throw new AppError('invalid_state', `Only ${left} of this payment can still be refunded`)
    const refunded = payment.refundedAmount + amount
    await tx
      .update(gatewayPayments)
      .set({ refundedAmount: refunded, status: refunded === payment.amount ? 'refunded' : 'captured', updatedAt: new Date().toISOString() })
      .where(eq(gatewayPayments.id, id))
    const [row] = await tx.insert(gatewayRefunds).values({ id: newId('re'), paymentId: id, amount, idempotencyKey }).returning()
    if (!row) throw new Error('gateway_refunds insert returned no row')
    return row
  })
  const payment = await findPayment(ctx.db, id)
  if (!payment) throw new AppError('not_found', 'Payment was not found')
  return {
    refund: { id: refund.id, paymentId: refund.paymentId, amount: refund.amount, createdAt: new Date(refund.createdAt).toISOString() },
    payment: await toResponse(ctx.db, payment),
  }
}
