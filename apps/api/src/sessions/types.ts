import type { Executor } from '@ironhouse/db'

/**
 * A visitor's session. `id` is the SHA-256 of the cookie's random value (the value itself is never
 * stored); `guestId` is a stable random key of the visitor, kept across the sign-in rotation, so a
 * guest's data can be found and merged after sign-in. groupId 0 is a guest (shell §3, §9).
 */
export type Session = {
  id: string
  guestId: string
  customerId: number | null
  groupId: number
  createdAt: Date
  expiresAt: Date
}

/**
 * Where sessions live: the store's database by default, Redis when REDIS_URL is set. Writes take the
 * caller's transaction where the store is the database, so a sign-in commits or rolls back whole.
 */
export type SessionStore = {
  readonly kind: 'database' | 'redis'
  /** The live session with this id, or null (unknown or expired): one indexed read or one round trip. */
  get: (id: string) => Promise<Session | null>
  save: (session: Session, executor?: Executor) => Promise<void>
  extend: (id: string, expiresAt: Date) => Promise<void>
  destroy: (id: string, executor?: Executor) => Promise<void>
  /** Ends every session of a customer but `exceptId` (after a password reset). */
  destroyForCustomer: (customerId: number, exceptId: string | null, executor?: Executor) => Promise<void>
  /** Removes expired sessions (the database store; Redis expires keys itself). */
  sweep: () => Promise<number>
  close: () => Promise<void>
}
