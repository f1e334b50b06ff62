import type { Redis } from 'ioredis'
import type { RateLimitStore } from '../plugins/rate-limit.ts'
import type { Session, SessionStore } from './types.ts'

type Stored = Omit<Session, 'createdAt' | 'expiresAt'> & { createdAt: number; expiresAt: number }

/**
 * Sessions in Redis (REDIS_URL): one key per session that Redis expires itself, and a set of a
 * customer's session ids so a password reset can end them all. A read is one GET.
 */
export function createRedisSessionStore(redis: Redis, prefix: string): SessionStore {
  const keyOf = (id: string) => `${prefix}session:${id}`
  const customerKey = (customerId: number) => `${prefix}customer-sessions:${customerId}`
  return {
    kind: 'redis',
    get: async (id) => {
      const raw = await redis.get(keyOf(id))
      if (raw === null) return null
      const stored = JSON.parse(raw) as Stored
      if (stored.expiresAt <= Date.now()) return null
      return { ...stored, createdAt: new Date(stored.createdAt), expiresAt: new Date(stored.expiresAt) }
    },
    save: async (session) => {
      const stored: Stored = { ...session, createdAt: session.createdAt.getTime(), expiresAt: session.expiresAt.getTime() }
      const multi = redis.multi().set(keyOf(session.id), JSON.stringify(stored), 'PXAT', stored.expiresAt)
      if (session.customerId !== null) multi.sadd(customerKey(session.customerId), session.id).pexpireat(customerKey(session.customerId), stored.expiresAt)
      await multi.exec()
    },
    extend: async (id, expiresAt) => {
      const raw = await redis.get(keyOf(id))
      if (raw === null) return
      const stored = { ...(JSON.parse(raw) as Stored), expiresAt: expiresAt.getTime() }
      const multi = redis.multi().set(keyOf(id), JSON.stringify(stored), 'PXAT', stored.expiresAt)
      if (stored.customerId !== null) multi.pexpireat(customerKey(stored.customerId), stored.expiresAt, 'GT')
      await multi.exec()
    },
    destroy: async (id) => {
      await redis.del(keyOf(id))
    },
    destroyForCustomer: async (customerId, exceptId) => {
      const ids = (await redis.smembers(customerKey(customerId))).filter((id) => id !== exceptId)
      if (ids.length === 0) return
      await redis.multi().del(...ids.map(keyOf)).srem(customerKey(customerId), ...ids).exec()
    },
    sweep: async () => 0,
    close: async () => undefined,
  }
}

const HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`

/** Rate-limit counters in Redis: INCR and PEXPIRE in one script (one round trip, atomic). */
export function createRedisRateLimitStore(redis: Redis, prefix: string): RateLimitStore {
  return {
    kind: 'redis',
    hit: async (key, windowMs) => {
      const [count, ttl] = (await redis.eval(HIT, 1, `${prefix}rate:${key}`, String(windowMs))) as [number, number]
      return { count, resetAt: new Date(Date.now() + Math.max(ttl, 0)) }
    },
    sweep: async () => undefined,
  }
}
