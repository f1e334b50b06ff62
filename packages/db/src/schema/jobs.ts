import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The outbox: a job is written in the same transaction as the change it announces, and a worker in
 * each server process claims due jobs with FOR UPDATE SKIP LOCKED. status: pending | running | done | failed.
 */
export const outboxJobs = pgTable(
  'outbox_jobs',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').$type<'pending' | 'running' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running: when the claim lapses, so a job of a crashed process is taken again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('outbox_jobs_due').on(table.status, table.runAt)],
)
export type OutboxJobRow = typeof outboxJobs.$inferSelect
