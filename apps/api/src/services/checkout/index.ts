import type { FastifyPluginAsync } from 'fastify'
import { tableRateProvider, type ShippingRateProvider } from '../shipping/public.ts'
import { tableTaxProvider, type TaxProvider } from '../tax/public.ts'
import type { PaymentProvider } from '../paymentmethod/public.ts'
import { z } from 'zod'
import { siteCodeOfStore } from '@ironhouse/domain'
import { fulfilmentRoutes } from './fulfilment.ts'
import { PUBLISH_JOB, RECONCILE_JOB, RECOVER_JOB, publishOrder, type OrderOrigin } from './publish.ts'
import { claimGuestOrders } from './repo.ts'
import { checkoutRoutes } from './routes.ts'
import { reconcileOrder, recoverOrder, type CheckoutDeps } from './service.ts'
import { walletPayRoutes } from './wallet-pay.ts'

export type CheckoutOptions = Pick<CheckoutDeps, 'readCart' | 'closeCart' | 'reopenCart'> & {
  payments: PaymentProvider
  /** The shipping-rate and tax providers (default: the built-in rate tables, as their services use). */
  shipping?: ShippingRateProvider | undefined
  tax?: TaxProvider | undefined
  /** The calls' prefix (default /svc_checkout; tests mount a second copy over their own carts elsewhere). */
  routePrefix?: string | undefined
  /** Register the order jobs (default true: once per app). */
  jobs?: boolean | undefined
  /** Bearer token of the operator calls under /svc_checkout/fulfilment (OPERATOR_TOKEN); absent: they answer 404. */
  operatorToken?: string | undefined
}

/**
 * /svc_checkout: order placement and reading. Payments go to the built-in gateway over its HTTP API
 * (in-process), shipping and tax to their services' providers.
 */
export const checkoutService: FastifyPluginAsync<CheckoutOptions> = async (app, options) => {
  const { readCart, closeCart, reopenCart, payments } = options
  const origin: OrderOrigin = (order) => app.publicOrigin(siteCodeOfStore(order.storeId))
  const deps: CheckoutDeps = { db: app.db, readCart, closeCart, reopenCart, shipping: options.shipping ?? tableRateProvider, tax: options.tax ?? tableTaxProvider, payments, origin }
  const prefix = options.routePrefix ?? '/svc_checkout'
  // a guest's orders of this session with the account's email become the account's when it signs in or
  // registers, in the same transaction (docs/storefront.md "An account from the confirmation")
  app.onSignIn(async (tx, { guestId, customerId }) => {
    await claimGuestOrders(tx, guestId, customerId)
  })
  await app.register(checkoutRoutes, { prefix, deps })
  await app.register(walletPayRoutes, { prefix: `${prefix}/wallet`, deps })
  await app.register(fulfilmentRoutes, { prefix: `${prefix}/fulfilment`, db: app.db, token: options.operatorToken, origin })
  const orderNumberOf = (payload: unknown) => z.object({ orderNumber: z.string() }).parse(payload).orderNumber
  if (options.jobs === false) return
  app.jobs.register(PUBLISH_JOB, async (job) => publishOrder(app.db, payments, orderNumberOf(job.payload), origin))
  app.jobs.register(RECONCILE_JOB, async (job) => reconcileOrder(deps, orderNumberOf(job.payload)))
  app.jobs.register(RECOVER_JOB, async (job) => recoverOrder(deps, orderNumberOf(job.payload)))
}
