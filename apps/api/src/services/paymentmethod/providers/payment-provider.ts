import { GatewayPaymentMethod, GatewayPaymentResponse, GatewayRefundResponse, type GatewayPaymentRequest } from '@ironhouse/contracts'
import type { Executor } from '@ironhouse/db'

/** The seam to the card processor: authorise, read, capture, release and refund payments. */
export type PaymentProvider = {
  readonly name: string
  authorize: (request: GatewayPaymentRequest) => Promise<GatewayPaymentResponse>
  /**
   * Only a processor that keeps its payments in the store's own database (the built-in gateway served
   * by this process): authorises inside the caller's transaction, so the payment and the order that
   * records it commit together or not at all, and the answer comes at once (docs/checkout.md).
   */
  authorizeWithin?: ((tx: Executor, request: GatewayPaymentRequest) => Promise<GatewayPaymentResponse>) | undefined
  get: (paymentId: string) => Promise<GatewayPaymentResponse>
  /** The payment made with an idempotency key; null when the processor never saw one. */
  findByKey: (idempotencyKey: string) => Promise<GatewayPaymentResponse | null>
  capture: (paymentId: string) => Promise<GatewayPaymentResponse>
  cancel: (paymentId: string) => Promise<GatewayPaymentResponse>
  /** Pays back part or all of a captured payment; the same idempotency key never refunds twice. */
  refund: (paymentId: string, amount: number, idempotencyKey: string) => Promise<GatewayRefundResponse>
  /** Turns a single-use card token into a reusable stored card. */
  storeCard: (token: string) => Promise<GatewayPaymentMethod>
}

/** One HTTP call to the gateway: in-process (app.inject) by default, or over the network. */
export type GatewayCall = (request: { method: 'GET' | 'POST'; path: string; body?: unknown; headers: Record<string, string> }) => Promise<{ status: number; body: unknown }>

export class PaymentProviderError extends Error {
  readonly status: number
  readonly code: string
  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

/**
 * The provider for the built-in test gateway (/gateway/v1), spoken to over its HTTP API with the
 * secret key, exactly as a third-party processor would be.
 */
export function gatewayPaymentProvider(call: GatewayCall, secretKey: string): PaymentProvider {
  const headers = { authorization: `Bearer ${secretKey}` }
  const raw = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const answer = await call({ method, path: `/gateway/v1${path}`, body, headers })
    if (answer.status !== 200) {
      const error = (answer.body ?? {}) as { error?: string; message?: string }
      throw new PaymentProviderError(answer.status, error.error ?? 'gateway_error', error.message ?? `gateway answered ${answer.status}`)
    }
    return answer.body
  }
  const send = async (method: 'GET' | 'POST', path: string, body?: unknown) => GatewayPaymentResponse.parse(await raw(method, path, body))
  return {
    name: 'gateway',
    authorize: (request) => send('POST', '/payments', request),
    get: (id) => send('GET', `/payments/${encodeURIComponent(id)}`),
    findByKey: async (key) => {
      try {
        return await send('GET', `/payments?idempotencyKey=${encodeURIComponent(key)}`)
      } catch (error) {
        if (error instanceof PaymentProviderError && error.status === 404) return null
        throw error
      }
    },
    capture: (id) => send('POST', `/payments/${encodeURIComponent(id)}/capture`),
    cancel: (id) => send('POST', `/payments/${encodeURIComponent(id)}/cancel`),
    refund: async (id, amount, idempotencyKey) => GatewayRefundResponse.parse(await raw('POST', `/payments/${encodeURIComponent(id)}/refunds`, { amount, idempotencyKey })),
    storeCard: async (token) => GatewayPaymentMethod.parse(await raw('POST', '/payment-methods', { token })),
  }
}

/** The gateway provider over in-process HTTP (app.inject): the gateway module is served by this same app. */
export function inProcessGatewayProvider(
  inject: (request: { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; payload?: object }) => Promise<{ statusCode: number; json: () => unknown }>,
  secretKey: string,
): PaymentProvider {
  return gatewayPaymentProvider(async ({ method, path, body, headers }) => {
    const response = await inject({ method, url: path, headers, ...(body === undefined ? {} : { payload: body as object }) })
    return { status: response.statusCode, body: response.json() }
  }, secretKey)
}
