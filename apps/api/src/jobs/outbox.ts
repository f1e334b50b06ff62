import { sql } from 'drizzle-orm'
import { outboxJobs, type Executor } from '@ironhouse/db'

export type NewJob = {
  type: string
  payload: unknown
  /** Not before this moment (default: now). */
  runAt?: Date | undefined
  maxAttempts?: number | undefined
}

/**
 * Writes a job in the caller's transaction: it runs only if the change it announces commits, and it
 * runs even if this process dies right after the commit (another process, or this one restarted,
 * claims it).
 */
export async function enqueueJob(db: Executor, job: NewJob): Promise<number> {
  const [row] = await db
    .insert(outboxJobs)
    .values({ type: job.type, payload: job.payload as object, runAt: job.runAt ?? sql`now()`, maxAttempts: job.maxAttempts ?? 8 } as typeof outboxJobs.$inferInsert)
    .returning({ id: outboxJobs.id })
  if (!row) throw new Error('job insert returned nothing')
  return row.id
}
