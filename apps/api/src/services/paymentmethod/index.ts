import type { FastifyPluginAsync } from 'fastify'
import type { PaymentProvider } from './providers/payment-provider.ts'
import { paymentMethodRoutes } from './routes.ts'

/** Payment methods: what each site offers, and customers' stored cards (kept at the gateway). */
export const paymentMethodService: FastifyPluginAsync<{ payments: PaymentProvider }> = async (app, options) => {
  await app.register(paymentMethodRoutes, { payments: options.payments })
}
