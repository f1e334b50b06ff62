import { createHash } from 'node:crypto'
import fp from 'fastify-plugin'
import { lte, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { rateLimits, type Db, type Executor } from '@ironhouse/db'
import { toAppError } from '../lib/app-errors.ts'

/** Counts hits of a key in fixed windows, shared by every process (the database, or Redis). */
export type RateLimitStore = {
  readonly kind: 'database' | 'redis'
  /** Counts one hit; answers the count in the current window and when the window ends. */
  hit: (key: string, windowMs: number) => Promise<{ count: number; resetAt: Date }>
  sweep: () => Promise<void>
}

/** A limit: at most `limit` hits per `windowMs`. */
export type Limit = { limit: number; windowMs: number }

/** The thresholds (docs/operations.md, rate limits): per IP and per account (the email). */
export type RateLimits = {
  loginPerIp: Limit
  loginPerAccount: Limit
  registerPerIp: Limit
  forgotPasswordPerIp: Limit
  forgotPasswordPerAccount: Limit
  /** GET /svc_checkout/track (shell §2 /shippingtracker): guessing order references. */
  trackOrderPerIp: Limit
  /** POST /svc_gc/giftcard/balance: guessing gift card codes. */
  giftCardBalancePerIp: Limit
  /** POST /svc_checkout/promotion/status: what an email has left of the five-for-five offer. */
  promotionStatusPerIp: Limit
  /** POST /svc_review/reviews/{id}/report: reports of reviews from one address. */
  reviewReportPerIp: Limit
  /** POST /svc_review/reviews/{id}/helpful: helpful votes from one address. */
  reviewVotePerIp: Limit
  /** POST /svc_chat/conversations/{id}/transcript: transcripts mailed to one customer. */
  chatTranscriptPerCustomer: Limit
  /** POST /svc_support/requests: support requests from one address. */
  supportRequestPerIp: Limit
  /** POST /svc_support/requests: requests (and so acknowledgements) for one email. */
  supportRequestPerEmail: Limit
}

const MINUTE = 60_000
export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { limit: 100, windowMs: 15 * MINUTE },
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 20, windowMs: 60 * MINUTE },
  forgotPasswordPerIp: { limit: 20, windowMs: 60 * MINUTE },
  forgotPasswordPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  trackOrderPerIp: { limit: 30, windowMs: 15 * MINUTE },
  giftCardBalancePerIp: { limit: 30, windowMs: 15 * MINUTE },
  promotionStatusPerIp: { limit: 60, windowMs: 15 * MINUTE },
  reviewReportPerIp: { limit: 30, windowMs: 15 * MINUTE },
  reviewVotePerIp: { limit: 60, windowMs: 15 * MINUTE },
  chatTranscriptPerCustomer: { limit: 5, windowMs: 60 * MINUTE },
  supportRequestPerIp: { limit: 10, windowMs: 60 * MINUTE },
  supportRequestPerEmail: { limit: 5, windowMs: 60 * MINUTE },
}

/** Every default limit multiplied by `factor` (RATE_LIMIT_FACTOR). */
export function scaledRateLimits(factor: number): RateLimits {
  const scale = (limit: Limit): Limit => ({ ...limit, limit: limit.limit * factor })
  return Object.fromEntries(Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [name, scale(limit)])) as RateLimits
}

/** The database store: one upsert per hit, starting a new window when the old one has ended. */
export function createDatabaseRateLimitStore(db: Db): RateLimitStore {
  return {
    kind: 'database',
    hit: async (key, windowMs) => {
      const resetAt = sql`now() + ${`${windowMs} milliseconds`}::interval`
      const rows = await (db as unknown as Executor)
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: resetAt as unknown as Date })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
      const row = rows[0]
      if (!row) throw new Error('rate limit upsert returned nothing')
      return { count: row.count, resetAt: new Date(row.resetAt) }
    },
    sweep: async () => {
      await (db as unknown as Executor).delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`))
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits
    /**
     * Counts this request against each named limit; over any of them, answers 429 rate_limited with
     * Retry-After (seconds until the window ends). Keys are hashed: no email is stored in the table.
     */
    enforceRateLimits: (reply: FastifyReply, checks: Array<{ name: string; key: string; limit: Limit }>) => Promise<void>
  }
}

export type RateLimitPluginOptions = { store: RateLimitStore; limits?: Partial<RateLimits> | undefined }

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    const store = options.store
    app.decorate('rateLimits', { ...DEFAULT_RATE_LIMITS, ...options.limits })
    app.decorate('enforceRateLimits', async (reply: FastifyReply, checks: Array<{ name: string; key: string; limit: Limit }>) => {
      let retryAfterMs = 0
      for (const check of checks) {
        const key = `${check.name}:${createHash('sha256').update(check.key).digest('base64url')}`
        const { count, resetAt } = await store.hit(key, check.limit.windowMs)
        if (count > check.limit.limit) retryAfterMs = Math.max(retryAfterMs, resetAt.getTime() - Date.now())
      }
      if (retryAfterMs > 0) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))))
        throw toAppError({ code: 'TOO_MANY_ATTEMPTS' })
      }
    })
    const sweeper = setInterval(() => {
      store.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'rate limit sweep failed'))
    }, 15 * MINUTE)
    sweeper.unref()
    app.addHook('onClose', async () => clearInterval(sweeper))
  },
  { name: 'rate-limit' },
)

/** The client address a limit counts (request.ip honours TRUST_PROXY). */
export function clientKey(request: FastifyRequest): string {
  return request.ip
}
