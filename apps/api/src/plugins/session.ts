import { createHash, randomBytes } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Executor } from '@ironhouse/db'
import { LOGGED_OUT_CUSTOMER_GROUP_ID } from '@ironhouse/domain'
import { toAppError } from '../lib/app-errors.ts'
import type { Session, SessionStore } from '../sessions/types.ts'

export type { Session, SessionStore } from '../sessions/types.ts'

/** How long sessions live (docs/operations.md: SESSION_* variables). */
export type SessionLifetimes = {
  /** A guest session ends after this long without use. */
  guestIdleSeconds: number
  /** A signed-in session ends after this long without use (the storefront extends it while open). */
  customerIdleSeconds: number
  /** A signed-in session ends this long after sign-in, however active. */
  customerMaxSeconds: number
}

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = {
  guestIdleSeconds: 30 * 24 * 3600,
  customerIdleSeconds: 2 * 3600,
  customerMaxSeconds: 30 * 24 * 3600,
}

export type SessionPluginOptions = {
  store: SessionStore
  lifetimes?: SessionLifetimes | undefined
  /** The clock (tests move it). */
  now?: (() => Date) | undefined
  /** How often expired sessions are deleted (default 15 min); 0 turns the sweep off (the fuzzer's app: a sweep is not the call's write). */
  sweepIntervalMs?: number | undefined
}

/** Runs inside the sign-in transaction: lists merge the guest's lists into the customer's here. */
export type SignInHook = (tx: Executor, identity: { guestId: string; customerId: number }) => Promise<void>

export type CustomerSession = Session & { customerId: number }

export const SESSION_COOKIE = 'ih_session'

declare module 'fastify' {
  interface FastifyInstance {
    sessions: { store: SessionStore; lifetimes: SessionLifetimes; now: () => Date }
    /** Registers a hook run inside every sign-in transaction. */
    onSignIn: (hook: SignInHook) => void
  }
  interface FastifyRequest {
    /** The live session of the cookie, or null; no side effect, memoised per request. */
    getSession: () => Promise<Session | null>
    /** The session, created for a guest (cookie set) when there is none. */
    requireSession: (reply: FastifyReply) => Promise<Session>
    /** The signed-in customer's session, or the 401 app error. */
    requireCustomer: () => Promise<CustomerSession>
    /** Signs a customer in: runs the sign-in hooks in `tx`, rotates the session id, sets the cookie. */
    signIn: (reply: FastifyReply, tx: Executor, identity: { customerId: number; groupId: number }) => Promise<CustomerSession>
    /** Ends the session on the server and clears the cookie. */
    signOut: (reply: FastifyReply) => Promise<void>
    sessionMemo: Promise<Session | null> | undefined
  }
}

/** The stored id of a cookie value: its SHA-256, so the table holds nothing a thief could replay. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** 256 random bits, URL-safe. */
function newToken(): string {
  return randomBytes(32).toString('base64url')
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/

function cookieToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE]
  return value !== undefined && TOKEN.test(value) ? value : undefined
}

function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000)
}

/** The expiry a session gets when used at `now`: idle lifetime, capped by the absolute one for customers. */
export function slidingExpiry(session: Pick<Session, 'customerId' | 'createdAt'>, now: Date, lifetimes: SessionLifetimes): Date {
  if (session.customerId === null) return addSeconds(now, lifetimes.guestIdleSeconds)
  const idle = addSeconds(now, lifetimes.customerIdleSeconds)
  const cap = addSeconds(session.createdAt, lifetimes.customerMaxSeconds)
  return idle < cap ? idle : cap
}

function idleSecondsOf(session: Pick<Session, 'customerId'>, lifetimes: SessionLifetimes): number {
  return session.customerId === null ? lifetimes.guestIdleSeconds : lifetimes.customerIdleSeconds
}

/**
 * Sessions on the server, an opaque random id in the cookie (HttpOnly, SameSite=Lax, Path=/, Secure
 * over https). Reading never creates a session: a guest session starts with requireSession().
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, options) => {
    const store = options.store
    const lifetimes = options.lifetimes ?? DEFAULT_SESSION_LIFETIMES
    const now = options.now ?? (() => new Date())
    const hooks: Array<SignInHook> = []
    app.decorate('sessions', { store, lifetimes, now })
    app.decorate('onSignIn', (hook: SignInHook) => {
      hooks.push(hook)
    })
    app.decorateRequest('sessionMemo', undefined)

    function setCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: request.protocol === 'https',
        expires: expiresAt,
      })
      reply.header('cache-control', 'no-store')
    }

    async function startSession(request: FastifyRequest, reply: FastifyReply, fields: Omit<Session, 'id'>, tx?: Executor) {
      const token = newToken()
      const session: Session = { id: sessionIdOf(token), ...fields }
      await store.save(session, tx)
      setCookie(request, reply, token, session.expiresAt)
      request.sessionMemo = Promise.resolve(session)
      return session
    }

    app.decorateRequest('getSession', function getSession(this: FastifyRequest) {
      if (this.sessionMemo === undefined) {
        const token = cookieToken(this)
        this.sessionMemo = token === undefined ? Promise.resolve(null) : store.get(sessionIdOf(token))
      }
      return this.sessionMemo
    })

    app.decorateRequest('requireSession', async function requireSession(this: FastifyRequest, reply: FastifyReply) {
      const existing = await this.getSession()
      if (existing) return existing
      const at = now()
      return startSession(this, reply, {
        guestId: randomBytes(16).toString('base64url'),
        customerId: null,
        groupId: LOGGED_OUT_CUSTOMER_GROUP_ID,
        createdAt: at,
        expiresAt: addSeconds(at, lifetimes.guestIdleSeconds),
      })
    })

    app.decorateRequest('requireCustomer', async function requireCustomer(this: FastifyRequest) {
      const session = await this.getSession()
      if (session && session.customerId !== null) return session as CustomerSession
      // a cookie whose session ended: the client refreshes its session (platform §8 TOKEN_EXPIRED)
      if (!session && cookieToken(this) !== undefined) {
        throw toAppError({ code: 'SESSION_EXPIRED' })
      }
      throw toAppError({ code: 'NOT_SIGNED_IN' })
    })

    app.decorateRequest(
      'signIn',
      async function signIn(this: FastifyRequest, reply: FastifyReply, tx: Executor, identity: { customerId: number; groupId: number }) {
        const previous = await this.getSession()
        const guestId = previous?.guestId ?? randomBytes(16).toString('base64url')
        for (const hook of hooks) await hook(tx, { guestId, customerId: identity.customerId })
        // a new id on every sign-in: an id planted before sign-in is worthless after it (no fixation)
        if (previous) await store.destroy(previous.id, tx)
        const at = now()
        const fields = { guestId, customerId: identity.customerId, groupId: identity.groupId, createdAt: at }
        const session = await startSession(this, reply, { ...fields, expiresAt: slidingExpiry(fields, at, lifetimes) }, tx)
        return session as CustomerSession
      },
    )

    app.decorateRequest('signOut', async function signOut(this: FastifyRequest, reply: FastifyReply) {
      const session = await this.getSession()
      if (session) await store.destroy(session.id)
      reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: this.protocol === 'https' })
      reply.header('cache-control', 'no-store')
      this.sessionMemo = Promise.resolve(null)
    })

    /** Extends a live session when a fair part of its idle time has passed (one write per ~tenth of it). */
    app.decorate('extendSession', async (request: FastifyRequest, reply: FastifyReply): Promise<Session | null> => {
      const session = await request.getSession()
      const token = cookieToken(request)
      if (!session || token === undefined) return session
      const at = now()
      const next = slidingExpiry(session, at, lifetimes)
      const gainMs = next.getTime() - session.expiresAt.getTime()
      if (gainMs < (idleSecondsOf(session, lifetimes) * 1000) / 10) return session
      await store.extend(session.id, next)
      const extended = { ...session, expiresAt: next }
      setCookie(request, reply, token, next)
      request.sessionMemo = Promise.resolve(extended)
      return extended
    })

    const sweepEvery = options.sweepIntervalMs ?? 15 * 60_000
    const sweeper =
      sweepEvery > 0
        ? setInterval(() => {
            store.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'))
          }, sweepEvery)
        : undefined
    sweeper?.unref()
    app.addHook('onClose', async () => {
      clearInterval(sweeper)
      await store.close()
    })
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    /** Extends the request's live session when due and re-sets its cookie (GET /svc_session/session). */
    extendSession: (request: FastifyRequest, reply: FastifyReply) => Promise<Session | null>
  }
}
