import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, withTransaction } from '@ironhouse/db'
import { SessionResponse } from '@ironhouse/contracts'
import { DEFAULT_SESSION_LIFETIMES, SESSION_COOKIE, sessionIdOf } from '../../plugins/session.ts'
import type { App } from '../../app.ts'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp

/** A route that needs a session, as a cart or list call would. */
function addSessionRoute(app: App) {
  app.post('/test/needs-session', async (request, reply) => {
    const session = await request.requireSession(reply)
    return { guestId: session.guestId }
  })
}
let clock = new Date('2026-03-01T12:00:00Z')
beforeAll(async () => {
  t = await openTestApp({ sessions: { now: () => clock } }, addSessionRoute)
})
afterAll(async () => {
  await t.close()
})

function sessionCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE)
}

describe('GET /svc_session/session', () => {
  it('shell §9: a guest without a session gets cg "0", groupId 0, and no cookie (reading creates nothing)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc_session/session' })
    expect(res.statusCode).toBe(200)
    const body = SessionResponse.parse(res.json())
    expect(body).toMatchObject({ cg: '0', groupId: 0 })
    expect(body.exp).toBe(Math.floor(clock.getTime() / 1000) + DEFAULT_SESSION_LIFETIMES.guestIdleSeconds)
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(res.headers['cache-control']).toBe('no-store')
    const rows = await t.db.db.select().from(sessions)
    expect(rows).toHaveLength(0)
  })

  it('a call that needs a session starts one: a random 256-bit id in an HttpOnly, SameSite=Lax, Path=/ cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/needs-session' })
    const cookie = sessionCookieOf(res)
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.secure).toBeUndefined()
    // the table holds the hash of the cookie, never the cookie itself
    const rows = await t.db.db.select().from(sessions)
    expect(rows.map((r) => r.id)).toContain(sessionIdOf(cookie?.value ?? ''))
    expect(rows.map((r) => r.id)).not.toContain(cookie?.value)

    const again = await t.app.inject({ method: 'POST', url: '/test/needs-session', cookies: { [SESSION_COOKIE]: cookie?.value ?? '' } })
    expect(again.json()).toEqual(res.json())
    expect(sessionCookieOf(again)).toBeUndefined()
  })

  it('the cookie is Secure when the request came over https (through a trusted proxy)', async () => {
    const proxied = await openTestApp({ trustProxy: true }, addSessionRoute)
    try {
      const res = await proxied.app.inject({ method: 'POST', url: '/test/needs-session', headers: { 'x-forwarded-proto': 'https' } })
      expect(sessionCookieOf(res)?.secure).toBe(true)
    } finally {
      await proxied.close()
    }
  })

  it('a guest with a session reads its expiry; the GET extends a live session once enough idle time has passed', async () => {
    const start = await t.app.inject({ method: 'POST', url: '/test/needs-session' })
    const token = sessionCookieOf(start)?.value ?? ''
    const read = await t.app.inject({ method: 'GET', url: '/svc_session/session', cookies: { [SESSION_COOKIE]: token } })
    const first = SessionResponse.parse(read.json())
    expect(first.cg).toBe('0')
    expect(read.headers['set-cookie']).toBeUndefined()

    clock = new Date(clock.getTime() + 5 * 24 * 3600 * 1000)
    const later = await t.app.inject({ method: 'GET', url: '/svc_session/session', cookies: { [SESSION_COOKIE]: token } })
    const second = SessionResponse.parse(later.json())
    expect(second.exp - first.exp).toBe(5 * 24 * 3600)
    expect(sessionCookieOf(later)?.value).toBe(token)
  })

  it('an expired session reads as a guest, and a forged or malformed cookie is ignored', async () => {
    const start = await t.app.inject({ method: 'POST', url: '/test/needs-session' })
    const token = sessionCookieOf(start)?.value ?? ''
    clock = new Date(clock.getTime() + (DEFAULT_SESSION_LIFETIMES.guestIdleSeconds + 1) * 1000)
    for (const value of [token, 'A'.repeat(43), 'not a token', '']) {
      const res = await t.app.inject({ method: 'GET', url: '/svc_session/session', cookies: { [SESSION_COOKIE]: value } })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ cg: '0', groupId: 0 })
    }
  })
})

describe('withTransaction', () => {
  it('commits the whole unit of work, or nothing of it when it throws', async () => {
    const row = (id: string) => ({ id, guestId: 'g', customerId: null, groupId: 0, createdAt: clock, expiresAt: clock })
    await withTransaction(t.db.db, async (tx) => {
      await tx.insert(sessions).values(row('tx-commit-1'))
      await tx.insert(sessions).values(row('tx-commit-2'))
    })
    await expect(
      withTransaction(t.db.db, async (tx) => {
        await tx.insert(sessions).values(row('tx-rollback-1'))
        throw new Error('the use case failed')
      }),
    ).rejects.toThrow('the use case failed')
    const ids = (await t.db.db.select({ id: sessions.id }).from(sessions)).map((r) => r.id)
    expect(ids).toEqual(expect.arrayContaining(['tx-commit-1', 'tx-commit-2']))
    expect(ids).not.toContain('tx-rollback-1')
  })
})

describe('GET /svc_customer/customer without a customer', () => {
  it('answers 401 unauthorized for a guest, and 401 TOKEN_EXPIRED for a cookie whose session has ended (platform §8)', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/svc_customer/customer' })
    expect(guest.statusCode).toBe(401)
    expect(guest.json()).toMatchObject({ error: 'unauthorized', status: 401 })
    const ended = await t.app.inject({ method: 'GET', url: '/svc_customer/customer', cookies: { [SESSION_COOKIE]: 'B'.repeat(43) } })
    expect(ended.statusCode).toBe(401)
    expect(ended.json()).toMatchObject({ error: 'TOKEN_EXPIRED', status: 401 })
  })
})
