import type { FastifyPluginAsync } from 'fastify'
import { GATEWAY_PREFIX } from './service.ts'
import { gatewayRoutes, type GatewayOptions } from './routes.ts'

/**
 * The built-in test payment gateway, served under its own prefix as if it were a third party: the
 * browser tokenises cards here, the checkout's payment provider authorises with the secret key, and
 * the shopper answers 3-D Secure challenges, PayPal approvals and bank portals on its pages.
 */
export const gatewayModule: FastifyPluginAsync<Partial<GatewayOptions>> = async (app, options) => {
  await app.register(gatewayRoutes, {
    prefix: GATEWAY_PREFIX,
    secretKey: options.secretKey ?? DEFAULT_GATEWAY_SECRET_KEY,
    fingerprintKey: options.fingerprintKey ?? options.secretKey ?? DEFAULT_GATEWAY_SECRET_KEY,
  })
}

/** The test gateway's key when GATEWAY_SECRET_KEY is not set (it moves no real money). */
export const DEFAULT_GATEWAY_SECRET_KEY = 'sk_test_ironhouse_gateway'
