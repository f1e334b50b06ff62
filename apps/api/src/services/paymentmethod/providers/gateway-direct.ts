import type { Db } from '@ironhouse/db'
import { AppError } from '../../../lib/app-errors.ts'
import { createPayment, getPayment, getPaymentByKey, movePayment, refundPayment, storeCard, type GatewayContext } from '../../gateway/public.ts'
import { PaymentProviderError, type PaymentProvider } from './payment-provider.ts'

/** A refusal of the gateway as the HTTP provider would have read it from the answer (status, code, message). */
async function asProvider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof AppError) throw new PaymentProviderError(error.statusCode, error.code, error.message)
    throw error
  }
}

/**
 * The provider for the built-in test gateway when it is served by this same process: its service
 * functions are called directly (the same rules, rows and answers as its HTTP API, without a second
 * request through routing, validation and serialisation per call), and an authorisation can run in
 * the placement's own transaction (authorizeWithin). The HTTP seam (`gatewayPaymentProvider`) stays
 * for a processor elsewhere.
 */
export function directGatewayProvider(ctx: GatewayContext): PaymentProvider {
  return {
    name: 'gateway',
    authorize: (request) => asProvider(() => createPayment(ctx, request)),
    // the gateway's rows live in the store's database: its statements join the placement's transaction
    authorizeWithin: (tx, request) => asProvider(() => createPayment({ ...ctx, db: tx as unknown as Db }, request)),
    get: (id) => asProvider(() => getPayment(ctx, id)),
    findByKey: async (key) => {
      try {
        return await asProvider(() => getPaymentByKey(ctx, key))
      } catch (error) {
        if (error instanceof PaymentProviderError && error.status === 404) return null
        throw error
      }
    },
    capture: (id) => asProvider(() => movePayment(ctx, id, 'capture')),
    cancel: (id) => asProvider(() => movePayment(ctx, id, 'cancel')),
    refund: (id, amount, idempotencyKey) => asProvider(() => refundPayment(ctx, id, amount, idempotencyKey)),
    storeCard: (token) => asProvider(() => storeCard(ctx, token)),
  }
}
