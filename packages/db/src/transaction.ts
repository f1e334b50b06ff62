import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Db } from './client.ts'
import type * as schema from './schema/index.ts'

/**
 * What a repository runs its queries on: the database itself or an open transaction. Both drivers
 * (PGlite and node-postgres) and their transactions share this shape.
 */
export type Executor = PgDatabase<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>

/**
 * One unit of work: runs `fn` in a transaction, commits when it resolves, rolls back when it throws.
 * Given a transaction, it opens a savepoint inside it. Inside `fn`, run every query on `tx`: on PGlite
 * (one connection) a query on the outer database waits for the transaction to end.
 */
export function withTransaction<T>(db: Db | Executor, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return (db as Executor).transaction((tx) => fn(tx as unknown as Executor))
}
