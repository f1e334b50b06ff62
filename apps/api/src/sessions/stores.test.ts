import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Redis } from 'ioredis'
import { createTestDatabase, type DbHandle } from '@ironhouse/db'
import { DEMO_CUSTOMERS } from '@ironhouse/demo-data'
import { SESSION_COOKIE } from '../plugins/session.ts'
import { openTestApp } from '../../test/helpers.ts'
import { solveCaptchaChallenge } from '../../test/captcha.ts'
import { createDatabaseRateLimitStore } from '../plugins/rate-limit.ts'
import { createProofOfWorkCaptcha, encodeCaptchaSolution, type SpentTokenStore } from '../services/captcha/providers/captcha-verifier.ts'
import { createDatabaseSessionStore } from './database-store.ts'
import { createRedisRateLimitStore, createRedisSessionStore } from './redis-store.ts'
import type { Session, SessionStore } from './types.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
// a unique prefix per run: the shared Redis is never flushed, only this run's keys are removed
const PREFIX = `ironhouse-test:${randomBytes(6).toString('hex')}:`

let db: DbHandle
let redis: Redis | undefined
beforeAll(async () => {
  db = await createTestDatabase(process.env.TEST_DATABASE_URL)
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null })
  try {
    await client.connect()
    redis = client
  } catch {
    client.disconnect()
  }
})
afterAll(async () => {
  if (redis) {
    const keys = await redis.keys(`${PREFIX}*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  }
  await db.close()
})

function session(fields: Partial<Session> = {}): Session {
  const now = Date.now()
  return {
    id: randomBytes(8).toString('hex'),
    guestId: 'guest-1',
    customerId: null,
    groupId: 0,
    createdAt: new Date(now),
    expiresAt: new Date(now + 60_000),
    ...fields,
  }
}

const stores: Array<[string, () => SessionStore | undefined]> = [
  ['database', () => createDatabaseSessionStore(db.db)],
  ['redis', () => (redis ? createRedisSessionStore(redis, PREFIX) : undefined)],
]

describe.each(stores)('the %s session store', (kind, make) => {
  it('saves, reads, extends and destroys a session; an expired one reads as none', async (context) => {
    const store = make()
    // CI has Redis at 127.0.0.1:6379; a machine without it runs the database store only
    if (!store) return context.skip(`no Redis at ${REDIS_URL}`)
    expect(store.kind).toBe(kind)
    const s = session({ customerId: 7, groupId: 2 })
    await store.save(s)
    expect(await store.get(s.id)).toEqual(s)
    const later = new Date(s.expiresAt.getTime() + 3_600_000)
    await store.extend(s.id, later)
    expect((await store.get(s.id))?.expiresAt).toEqual(later)
    await store.destroy(s.id)
    expect(await store.get(s.id)).toBeNull()
    const expired = session({ expiresAt: new Date(Date.now() - 1000) })
    await store.save(expired)
    expect(await store.get(expired.id)).toBeNull()
  })

  it('ends every session of a customer but the one kept', async (context) => {
    const store = make()
    if (!store) return context.skip(`no Redis at ${REDIS_URL}`)
    const a = session({ customerId: 42, groupId: 1 })
    const b = session({ customerId: 42, groupId: 1 })
    const other = session({ customerId: 43, groupId: 1 })
    for (const s of [a, b, other]) await store.save(s)
    await store.destroyForCustomer(42, b.id)
    expect(await store.get(a.id)).toBeNull()
    expect(await store.get(b.id)).not.toBeNull()
    expect(await store.get(other.id)).not.toBeNull()
  })
})

describe('the database session store under load', () => {
  it('reads the sessions asked for in one turn of the event loop with one query, each caller getting its own', async () => {
    const store = createDatabaseSessionStore(db.db)
    const a = session({ customerId: 7, groupId: 2 })
    const b = session()
    const ended = session({ expiresAt: new Date(Date.now() - 1000) })
    for (const s of [a, b, ended]) await store.save(s)
    const client = (db.db as unknown as { $client: { query: (...args: Array<unknown>) => unknown } }).$client
    const query = vi.spyOn(client, 'query')
    try {
      const read = await Promise.all([store.get(a.id), store.get(b.id), store.get(ended.id), store.get('no-such-session'), store.get(a.id)])
      expect(read).toEqual([a, b, null, null, a])
      expect(query).toHaveBeenCalledTimes(1)
      // the next turn reads again: nothing is kept, so a session ended in between reads as ended
      await store.destroy(a.id)
      expect(await store.get(a.id)).toBeNull()
    } finally {
      query.mockRestore()
    }
  })
})

const spentStores: Array<[string, () => SpentTokenStore | undefined]> = [
  ['database', () => createDatabaseRateLimitStore(db.db)],
  ['redis', () => (redis ? createRedisRateLimitStore(redis, PREFIX) : undefined)],
]

describe.each(spentStores)('captcha tokens spent in the %s rate-limit store (docs/decisions/005)', (_kind, make) => {
  it('a solved token passes once; two processes sharing the store and the key refuse it afterwards', async (context) => {
    const spent = make()
    if (!spent) return context.skip(`no Redis at ${REDIS_URL}`)
    const one = createProofOfWorkCaptcha({ secret: 'shared key', spent, maxNumber: 500 })
    const two = createProofOfWorkCaptcha({ secret: 'shared key', spent, maxNumber: 500 })
    const challenge = one.challenge('login')
    if (!challenge) throw new Error('no challenge')
    const { maxNumber: _max, ...rest } = challenge
    const token = encodeCaptchaSolution({ ...rest, number: solveCaptchaChallenge(challenge) })
    expect(await two.verify(token, 'login')).toEqual({ ok: true })
    expect(await one.verify(token, 'login')).toEqual({ ok: false, reason: 'reused' })
    expect(await two.verify(token, 'login')).toEqual({ ok: false, reason: 'reused' })
  })
})

describe('the store on Redis (REDIS_URL), end to end', () => {
  it('signs in, reads the group, rotates the id and replays a logged-out cookie as a guest; login is throttled across the shared counter', async (context) => {
    if (!redis) return context.skip(`no Redis at ${REDIS_URL}`)
    const t = await openTestApp({
      sessions: { store: createRedisSessionStore(redis, PREFIX) },
      rateLimit: { store: createRedisRateLimitStore(redis, PREFIX), limits: { loginPerAccount: { limit: 3, windowMs: 60_000 } } },
    })
    try {
      const demo = DEMO_CUSTOMERS[1]
      const login = await t.app.inject({ method: 'POST', url: '/svc_session/session/login', payload: { email: demo.email, password: demo.password } })
      expect(login.statusCode).toBe(200)
      const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? ''
      const read = await t.app.inject({ method: 'GET', url: '/svc_session/session', cookies: { [SESSION_COOKIE]: cookie } })
      expect(read.json()).toMatchObject({ cg: '2', groupId: 2 })
      await t.app.inject({ method: 'POST', url: '/svc_session/session/logout', cookies: { [SESSION_COOKIE]: cookie } })
      const replay = await t.app.inject({ method: 'GET', url: '/svc_customer/customer', cookies: { [SESSION_COOKIE]: cookie } })
      expect(replay.statusCode).toBe(401)
      const attempts = []
      for (let i = 0; i < 3; i += 1) {
        attempts.push((await t.app.inject({ method: 'POST', url: '/svc_session/session/login', payload: { email: demo.email, password: 'wrong wrong wrong' } })).statusCode)
      }
      // the successful sign-in counted too: the fourth attempt in the window is over the limit of 3
      expect(attempts).toEqual([401, 401, 429])
    } finally {
      await t.close()
    }
  })
})
