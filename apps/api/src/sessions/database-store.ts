import DataLoader from 'dataloader'
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
  const byIds = exec()
    .select()
    .from(sessions)
    .where(and(sql`${sessions.id} = any(${sql.placeholder('ids')})`, gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('ironhouse_sessions_by_ids')
  // The reads asked for in one turn of the event loop go to the database as one query. Under load many
  // shoppers' requests arrive in the same turn, and a query each cost the store and PostgreSQL a round
  // trip each: 20 shoppers on a kept product page, ~7,000 → ~13,000 req/s (docs/operations.md, Sessions).
  // Nothing is kept between turns (`cache: false`): a session ended a moment ago is read as ended.
  const reads = new DataLoader<string, Session | null>(
    async (ids) => {
      const rows = await byIds.execute({ ids: [...ids], now: now() })
      const found = new Map(rows.map((row) => [row.id, toSession(row)]))
      return ids.map((id) => found.get(id) ?? null)
    },
    { cache: false, batchScheduleFn: (flush) => setImmediate(flush), maxBatchSize: 500 },
  )
  return {
    kind: 'database',
    get: (id) => reads.load(id),
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
