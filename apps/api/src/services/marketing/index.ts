import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import type { List, Order } from '@ironhouse/contracts'
import { siteCodeOfStore } from '@ironhouse/domain'
import { registerAffiliateVisits } from './affiliate-visit.ts'
import { marketingOperatorRoutes } from './operator.ts'
import { builtInAdTracker, type AdTracker } from './providers/ad-tracker.ts'
import { builtInAffiliateTracker, type AffiliateTracker } from './providers/affiliate-tracker.ts'
import { ABANDONED_CART_JOB, builtInEmailMarketing, DEFAULT_ABANDONED_CART_AFTER_MS, remindAbandonedCart, type EmailMarketingProvider, type UpdateCartCall } from './providers/email-marketing.ts'
import { CART_JOB, cartChanged, ORDER_JOB, orderPlaced, runOrderJob, type MarketingDeps, type OrderJob } from './service.ts'

/** The hooks of the services where orders are placed and carts change (each returns what it was given). */
export type MarketingHooks = {
  afterOrder: (request: FastifyRequest, order: Order) => Promise<Order>
  afterCart: (request: FastifyRequest, list: List) => Promise<List>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The marketing consumers (platform §6): called after an order is placed and after a cart changes. */
    marketing: MarketingHooks
  }
}

export type MarketingOptions = {
  /** Bearer token of the operator calls under /svc_marketing/operator (OPERATOR_TOKEN); absent: they answer 404. */
  operatorToken?: string | undefined
  /** The providers (default: the built-in ones, recording in this database). */
  affiliate?: AffiliateTracker | undefined
  email?: EmailMarketingProvider | undefined
  ad?: AdTracker | undefined
  /** How long a cart waits before the built-in provider's reminder (default 4 hours). */
  abandonedCartAfterMs?: number | undefined
}

const Check = z.object({ email: z.string(), listId: z.string(), updatedAt: z.string() })

/**
 * The marketing consumers of platform §6 (docs/marketing.md): the affiliate tracker, the email marketing
 * provider and the ad tracker, each behind its interface with a built-in implementation. The consent of
 * the shopper's own request (cookiePreferences, the site default, Sec-GPC) decides what any of them sees.
 */
export const marketingService = fp<MarketingOptions>(async (app, options) => {
  const deps: MarketingDeps = {
    db: app.db,
    providers: {
      affiliate: options.affiliate ?? builtInAffiliateTracker,
      email: options.email ?? builtInEmailMarketing({ abandonedAfterMs: options.abandonedCartAfterMs ?? DEFAULT_ABANDONED_CART_AFTER_MS }),
      ad: options.ad ?? builtInAdTracker,
    },
    siteBaseUrl: (site) => app.siteBaseUrl(site),
    publicOrigin: (site) => app.publicOrigin(site),
  }
  // a marketing fault never fails the shopper's order or cart: it is logged
  const quietly = async (request: FastifyRequest, what: string, run: () => Promise<void>) => {
    try {
      await run()
    } catch (error) {
      request.log.error({ err: error }, `marketing: ${what} not tracked`)
    }
  }
  app.decorate<MarketingHooks>('marketing', {
    afterOrder: async (request, order) => {
      await quietly(request, 'order', () => orderPlaced(deps, request, order))
      return order
    },
    afterCart: async (request, list) => {
      await quietly(request, 'cart', () => cartChanged(deps, request, list))
      return list
    },
  })
  registerAffiliateVisits(app)
  app.jobs.register(ORDER_JOB, async (job) => runOrderJob(deps, job.payload as OrderJob))
  app.jobs.register(CART_JOB, async (job) => deps.providers.email.updateCart(app.db, job.payload as UpdateCartCall))
  app.jobs.register(ABANDONED_CART_JOB, async (job) =>
    remindAbandonedCart(app.db, Check.parse(job.payload), (storeId) => `${app.siteBaseUrl(siteCodeOfStore(storeId))}/cart`),
  )
  await app.register(marketingOperatorRoutes, { prefix: '/svc_marketing/operator', token: options.operatorToken })
})
