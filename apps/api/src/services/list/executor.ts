import type { Db } from '@ironhouse/db'

/** The database or an open transaction: repositories take either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0]

/** Runs one use case in one transaction (commit on return, rollback on throw). */
export async function withTransaction<T>(db: Db, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return (db as unknown as { transaction: (f: (tx: Executor) => Promise<T>) => Promise<T> }).transaction(fn)
}
