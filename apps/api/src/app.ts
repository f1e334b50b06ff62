import { randomBytes, randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Db, DbHandle } from '@ironhouse/db'
import type { PublicOrigins } from '@ironhouse/contracts'
import { DEFAULT_MEDIA_DIR } from '@ironhouse/demo-data'
import type { Release } from './lib/types.ts'
import { cachePlugin } from './plugins/cache.ts'
import { clientErrorHandler, errorHandlerPlugin, sendRefusal } from './plugins/error-handler.ts'
import { healthPlugin } from './plugins/health.ts'
import { inputGuardPlugin } from './plugins/input-guard.ts'
import { csrfPlugin } from './plugins/csrf.ts'
import { createDatabaseRateLimitStore, rateLimitPlugin, type RateLimitPluginOptions } from './plugins/rate-limit.ts'
import { sessionPlugin, type SessionPluginOptions } from './plugins/session.ts'
import { limitsPlugin } from './plugins/limits.ts'
import { metricsPlugin } from './plugins/metrics.ts'
import { DEFAULT_PUBLIC_ORIGINS, publicOriginPlugin } from './plugins/public-origin.ts'
import { securityHeadersPlugin } from './plugins/security-headers.ts'
import { DEFAULT_RESPONSE_CACHE_MAX_BYTES, responseCachePlugin, type ResponseCacheOptions } from './plugins/response-cache.ts'
import { routeCatalogPlugin } from './plugins/route-catalog.ts'
import { handlersInFlightPlugin } from './plugins/handlers-in-flight.ts'
import { rewriteSiteSegment, sitePlugin } from './plugins/site.ts'
import { createDatabaseSessionStore } from './sessions/database-store.ts'
import { jobsPlugin, type JobsPluginOptions } from './jobs/plugin.ts'
import { binService } from './services/bin/index.ts'
import { captchaService } from './services/captcha/index.ts'
import { chatService } from './services/chat/index.ts'
import { supportService, type SupportOptions } from './services/support/index.ts'
import { createProofOfWorkCaptcha, type CaptchaVerifier, type SpentTokenStore } from './services/captcha/providers/captcha-verifier.ts'
import { checkoutService } from './services/checkout/index.ts'
import { contentService } from './services/content/index.ts'
import { customerService } from './services/customer/index.ts'
import { featuresService } from './services/features/index.ts'
import { DEFAULT_GATEWAY_SECRET_KEY, gatewayModule } from './services/gateway/index.ts'
import { giftCardService } from './services/gc/index.ts'
import { paymentMethodService } from './services/paymentmethod/index.ts'
import { returnsService } from './services/rma/index.ts'
import { reviewService } from './services/review/index.ts'
import { zeusService } from './services/zeus/index.ts'
import { eventService } from './services/event/index.ts'
import { gymService } from './services/gyms/index.ts'
import { closeCartAfterOrder, readCartForCheckout, reopenCartAfterFailure } from './services/list/public.ts'
import { directGatewayProvider, type PaymentProvider } from './services/paymentmethod/public.ts'
import { mailService } from './services/mail/index.ts'
import { marketingService } from './services/marketing/index.ts'
import { fileOutboxTransport, type MailTransport } from './services/mail/providers/mail-transport.ts'
import { listService } from './services/list/index.ts'
import { ticketService } from './services/ticket/index.ts'
import { programmingService } from './services/programming/index.ts'
import { pushService } from './services/push/index.ts'
import { mediaService } from './services/media/index.ts'
import { seoService } from './services/seo/index.ts'
import { routeService } from './services/route/index.ts'
import { shippingService } from './services/shipping/index.ts'
import type { ShippingRateProvider } from './services/shipping/public.ts'
import { searchService } from './services/search/index.ts'
import { sessionService } from './services/session/index.ts'
import { ssrService } from './services/ssr/index.ts'
import { taxService } from './services/tax/index.ts'
import { theIndexService } from './services/theindex/index.ts'
import type { TaxProvider } from './services/tax/public.ts'
import { createGeoLiteProvider, type GeoIpProvider } from './services/ssr/providers/geo-ip.ts'
import { storefrontPlugin, type PageCacheOptions, type StorefrontBuild } from './storefront.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider checkout and the stored cards use (the built-in gateway, called directly). */
    payments: PaymentProvider
  }
}

export type BuildAppOptions = {
  db: DbHandle
  logger?: FastifyServerOptions['logger']
  /** The built React Router app; absent: the process serves the API only. */
  storefront?: { build: StorefrontBuild; clientDir: string; pageCache?: PageCacheOptions | undefined } | undefined
  release: Release
  /** Trust X-Forwarded-* from a load balancer in front (TRUST_PROXY). */
  trustProxy?: boolean | undefined
  /** The public origin of each site (PUBLIC_ORIGIN, PUBLIC_ORIGIN_{SITE}); default http://localhost:3000. */
  publicOrigins?: PublicOrigins | undefined
  /** The media folder: image masters under catalog/ and cms/, conversions under converted/ (MEDIA_DIR). */
  mediaDir?: string | undefined
  /** How often notify-me sign-ups are checked against stock (BIN_SWEEP_INTERVAL_MS); absent or 0: never. */
  binSweepIntervalMs?: number | undefined
  /** The in-process micro-cache of public GET answers (RESPONSE_CACHE_TTL_MS). */
  responseCache?: ResponseCacheOptions | undefined
  /** The outbox worker: autoStart in the server process; tests drain it by hand. */
  jobs?: JobsPluginOptions | undefined
  /** Mail delivery (default: .eml files in a folder of the system's temporary directory). */
  mail?: { transport: MailTransport; from: string } | undefined
  /** The built-in test gateway's secret key (GATEWAY_SECRET_KEY). */
  gatewaySecretKey?: string | undefined
  /** Bearer token of the operator calls (OPERATOR_TOKEN); absent: they answer 404. */
  operatorToken?: string | undefined
  /** Session store (default: the database), lifetimes and clock. */
  sessions?: Partial<SessionPluginOptions> | undefined
  /** Rate-limit store (default: the database) and thresholds. */
  rateLimit?: Partial<RateLimitPluginOptions> | undefined
  /** The geo-IP provider of GET /svc_ssr/geoIp (default: the GeoLite2 country database). */
  geoIp?: GeoIpProvider | undefined
  /** The shipping-rate provider of /svc_shipping and checkout (default: the built-in rate tables). */
  shippingRates?: ShippingRateProvider | undefined
  /** The tax provider of /svc_tax and checkout (default: the built-in rate tables). */
  tax?: TaxProvider | undefined
  /**
   * The captcha of sign-in, registration, forgot password and placing an order (default: the built-in
   * proof of work with a random key of this process; server.ts passes CAPTCHA_SECRET). Given the
   * store of spent tokens, so a verifier can use the one every process shares.
   */
  captcha?: ((spent: SpentTokenStore) => CaptchaVerifier) | undefined
  /** The help desk of support requests (default: the built-in one, mailing SUPPORT_EMAIL; docs/support-requests.md). */
  support?: SupportOptions | undefined
}

/** The sender of the store's mail unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'Ironhouse <orders@ironhouse.local>'

/** Public answers are served from memory for at most 30 s (their max-age bounds it further). */
export const DEFAULT_RESPONSE_CACHE: ResponseCacheOptions = { maxTtlMs: 30_000, maxEntries: 20_000, maxBytes: DEFAULT_RESPONSE_CACHE_MAX_BYTES }

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

/** Builds the whole app (plugins, then services, then the storefront) without listening. */
export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    rewriteUrl: rewriteSiteSegment,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 200 },
    requestIdHeader: false,
    genReqId: (raw) => {
      const given = raw.headers['x-request-id']
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    },
    clientErrorHandler,
    frameworkErrors: (error, request, reply) => {
      // malformed percent-encoding in the path, and similar router errors: a 400, never a 500
      request.log.info({ err: error }, 'rejected by the router')
      return sendRefusal(request, reply as unknown as FastifyReply, 400, 'bad_request', error.message)
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('dbHandle', options.db)
  app.decorate<Db>('db', options.db.db)
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  await app.register(routeCatalogPlugin)
  await app.register(handlersInFlightPlugin)
  await app.register(errorHandlerPlugin)
  await app.register(inputGuardPlugin)
  await app.register(limitsPlugin)
  await app.register(securityHeadersPlugin)
  await app.register(cookie)
  await app.register(metricsPlugin)
  await app.register(healthPlugin)
  await app.register(sitePlugin)
  await app.register(publicOriginPlugin, { origins: options.publicOrigins ?? DEFAULT_PUBLIC_ORIGINS })
  await app.register(csrfPlugin)
  const counters = options.rateLimit?.store ?? createDatabaseRateLimitStore(options.db.db)
  await app.register(rateLimitPlugin, { ...options.rateLimit, store: counters })
  await app.register(sessionPlugin, {
    ...options.sessions,
    store: options.sessions?.store ?? createDatabaseSessionStore(options.db.db, options.sessions?.now),
  })
  await app.register(cachePlugin)
  await app.register(responseCachePlugin, options.responseCache ?? DEFAULT_RESPONSE_CACHE)
  // after the ETag and the micro-cache, so they see the uncompressed body
  await app.register(compress, { global: true, threshold: 1024 })

  const captcha = options.captcha ?? ((spent) => createProofOfWorkCaptcha({ secret: randomBytes(32), spent }))
  await app.register(captchaService, { verifier: captcha(counters) })
  await app.register(sessionService)
  await app.register(customerService)
  await app.register(jobsPlugin, options.jobs ?? {})
  await app.register(mailService, options.mail ?? { transport: fileOutboxTransport(join(tmpdir(), 'ironhouse-mail-outbox')), from: DEFAULT_MAIL_FROM })

  await app.register(marketingService, { operatorToken: options.operatorToken })
  await app.register(contentService, { operatorToken: options.operatorToken })
  await app.register(routeService)
  await app.register(ssrService, { release: options.release, geoIp: options.geoIp ?? createGeoLiteProvider() })
  await app.register(featuresService)
  await app.register(mediaService, { mediaDir: options.mediaDir ?? DEFAULT_MEDIA_DIR })
  await app.register(seoService)
  await app.register(theIndexService)
  await app.register(taxService, { provider: options.tax })
  await app.register(shippingService, { provider: options.shippingRates })
  await app.register(gatewayModule, { secretKey: options.gatewaySecretKey })
  await app.register(giftCardService)
  // the built-in gateway is served by this process: its service functions are called directly (the
  // HTTP provider, gatewayPaymentProvider, is the seam for a processor elsewhere)
  const gatewayKey = options.gatewaySecretKey ?? DEFAULT_GATEWAY_SECRET_KEY
  const payments = directGatewayProvider({ db: app.db, fingerprintKey: gatewayKey })
  app.decorate('payments', payments)
  await app.register(paymentMethodService, { payments })
  await app.register(checkoutService, {
    readCart: readCartForCheckout,
    closeCart: closeCartAfterOrder,
    reopenCart: reopenCartAfterFailure,
    payments,
    shipping: options.shippingRates,
    tax: options.tax,
    operatorToken: options.operatorToken,
  })
  await app.register(returnsService, { operatorToken: options.operatorToken })
  await app.register(zeusService)
  await app.register(eventService, { operatorToken: options.operatorToken })
  await app.register(gymService, { operatorToken: options.operatorToken })
  await app.register(searchService)
  await app.register(listService, { operatorToken: options.operatorToken })
  await app.register(ticketService)
  await app.register(programmingService)
  await app.register(pushService)
  await app.register(binService, { sweepIntervalMs: options.binSweepIntervalMs })
  await app.register(reviewService, { operatorToken: options.operatorToken })
  await app.register(chatService, { operatorToken: options.operatorToken })
  await app.register(supportService, options.support ?? {})

  if (options.storefront) {
    await app.register(storefrontPlugin, { ...options.storefront, release: options.release })
  }
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
