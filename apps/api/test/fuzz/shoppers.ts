import { randomBytes } from 'node:crypto'
import { customers } from '@ironhouse/db'
import type { App } from '../../src/app.ts'
import { SESSION_COOKIE, sessionIdOf } from '../../src/plugins/session.ts'

/** Who a fuzzed request claims to be: the cookie it carries. */
export type SessionKind = 'none' | 'garbage' | 'expired' | 'guest' | 'shopperA' | 'shopperB'

/** Kinds whose cookie is a live session on the server (no guest session is started for them). */
export const LIVE_SESSIONS: ReadonlySet<SessionKind> = new Set(['guest', 'shopperA', 'shopperB'])

export type Shoppers = {
  cookies: Record<Exclude<SessionKind, 'none' | 'garbage'>, string>
  /** Text only that shopper's own answers may contain (email and name). */
  markers: { shopperA: Array<string>; shopperB: Array<string> }
  /**
   * Puts every session back as it was made: an accepted call of an earlier route (a logout, a
   * sign-in) may have ended one, and a later refusal would then start a guest session for its cookie.
   */
  restore: () => Promise<void>
}

const token = () => randomBytes(32).toString('base64url')

/**
 * Two signed-in shoppers, a guest and an expired session, made through the session store the app
 * uses: the fuzzer sends each of their cookies, none and a forged one, so calls that need a session
 * are tried with none, an expired one and another shopper's.
 */
export async function createShoppers(app: App): Promise<Shoppers> {
  const now = new Date()
  const day = 24 * 3600 * 1000
  const suffix = randomBytes(4).toString('hex')
  const made = await app.db
    .insert(customers)
    .values(
      ['a', 'b'].map((who) => ({
        email: `fuzz-shopper-${who}-${suffix}@example.test`,
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$not-a-real-hash',
        firstname: `Fuzzfirst${who}${suffix}`,
        lastname: `Fuzzlast${who}${suffix}`,
        groupId: 1,
      })),
    )
    .returning()
  const [a, b] = made
  if (!a || !b) throw new Error('the fuzz shoppers were not created')
  const kinds = {
    guest: { customerId: null, groupId: 0, expiresAt: new Date(now.getTime() + day) },
    shopperA: { customerId: a.id, groupId: 1, expiresAt: new Date(now.getTime() + day) },
    shopperB: { customerId: b.id, groupId: 1, expiresAt: new Date(now.getTime() + day) },
    expired: { customerId: a.id, groupId: 1, expiresAt: new Date(now.getTime() - day) },
  } as const
  const cookies = {} as Shoppers['cookies']
  const sessions: Array<Parameters<App['sessions']['store']['save']>[0]> = []
  for (const [kind, fields] of Object.entries(kinds) as Array<[keyof typeof kinds, (typeof kinds)[keyof typeof kinds]]>) {
    const value = token()
    sessions.push({ id: sessionIdOf(value), guestId: token().slice(0, 22), createdAt: new Date(now.getTime() - 2 * day), ...fields })
    cookies[kind] = `${SESSION_COOKIE}=${value}`
  }
  const restore = async () => {
    for (const session of sessions) await app.sessions.store.save(session)
  }
  await restore()
  return {
    restore,
    cookies,
    markers: { shopperA: [a.email, a.firstname, a.lastname], shopperB: [b.email, b.firstname, b.lastname] },
  }
}
