import { and, eq, gt, lte, ne, sql } from 'drizzle-orm'
import { sessions, type Db, type Executor } from '@ironhouse/db'
import type { Session, SessionStore } from './types.ts'

function toSession(row: typeof sessions.$inferSelect): Session {
  return {
    id: row.id,
    guestId: row.guestId,
    customerId: row.customerId,
    groupId: row.groupId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  }
}

/** Sessions in the store's own database (the default): a primary-key read per request. */
export function createDatabaseSessionStore(db: Db, now: () => Date = () => new Date()): SessionStore {
  const exec = (executor?: Executor) => executor ?? (db as unknown as Executor)
  // every page request of a shopper with a session reads it: built once, a prepared statement
  const byId = exec()
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('ironhouse_session_by_id')
  return {
    kind: 'database',
    get: async (id) => {
      const rows = await byId.execute({ id, now: now() })
      return rows[0] ? toSession(rows[0]) : null
    },
    save: async (session, executor) => {
      await exec(executor)
        .insert(sessions)
        .values(session)
        .onConflictDoUpdate({
          target: sessions.id,
          set: { customerId: session.customerId, groupId: session.groupId, expiresAt: session.expiresAt },
        })
    },
    extend: async (id, expiresAt) => {
      await exec().update(sessions).set({ expiresAt }).where(eq(sessions.id, id))
    },
    destroy: async (id, executor) => {
      await exec(executor).delete(sessions).where(eq(sessions.id, id))
    },
    destroyForCustomer: async (customerId, exceptId, executor) => {
      const ofCustomer = eq(sessions.customerId, customerId)
      await exec(executor)
        .delete(sessions)
        .where(exceptId === null ? ofCustomer : and(ofCustomer, ne(sessions.id, exceptId)))
    },
    sweep: async () => {
      const removed = await exec().delete(sessions).where(lte(sessions.expiresAt, now())).returning({ id: sessions.id })
      return removed.length
    },
    close: async () => undefined,
  }
}
