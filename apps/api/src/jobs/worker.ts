import { sql } from 'drizzle-orm'
import type { Db } from '@ironhouse/db'
import type { FastifyBaseLogger } from 'fastify'

export type ClaimedJob = { id: number; type: string; payload: unknown; attempts: number; maxAttempts: number }
export type JobHandler = (job: ClaimedJob, db: Db) => Promise<void>

export type WorkerOptions = {
  /** How often an idle worker looks for due jobs. */
  pollMs: number
  /** Jobs claimed per round. */
  batch: number
  /** How long a claim holds; a job of a crashed process is claimed again after it lapses. */
  leaseSeconds: number
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = { pollMs: 500, batch: 10, leaseSeconds: 60 }

/** Retry after 2^attempts seconds (2 s, 4 s, 8 s … at most an hour). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 2 ** Math.max(1, attempts))
}

type Rows<T> = { rows?: Array<T> } | Array<T>
function rowsOf<T>(result: Rows<T>): Array<T> {
  return Array.isArray(result) ? result : (result.rows ?? [])
}

/**
 * The outbox worker of one process: claims due jobs with FOR UPDATE SKIP LOCKED (so N processes
 * share the work and never run one job twice at once), runs their handlers, and retries failures
 * with back-off until maxAttempts, after which a job is marked failed (and logged).
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>()
  private timer: NodeJS.Timeout | undefined
  private running: Promise<number> | undefined
  private stopped = true
  private readonly db: Db
  private readonly log: FastifyBaseLogger
  private readonly options: WorkerOptions

  constructor(db: Db, log: FastifyBaseLogger, options: WorkerOptions = DEFAULT_WORKER_OPTIONS) {
    this.db = db
    this.log = log
    this.options = options
  }

  register(type: string, handler: JobHandler): void {
    if (this.handlers.has(type)) throw new Error(`a handler for ${type} jobs is registered already`)
    this.handlers.set(type, handler)
  }

  /** Claims and runs one round of due jobs; answers how many ran. */
  async runOnce(): Promise<number> {
    const claimed = rowsOf<{ id: number; type: string; payload: unknown; attempts: number; max_attempts: number }>(
      (await this.db.execute(sql`
        update outbox_jobs set status = 'running', attempts = attempts + 1, locked_until = now() + make_interval(secs => ${this.options.leaseSeconds})
        where id in (
          select id from outbox_jobs
          where (status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now())
          order by run_at, id
          limit ${this.options.batch}
          for update skip locked
        )
        returning id, type, payload, attempts, max_attempts`)) as Rows<{ id: number; type: string; payload: unknown; attempts: number; max_attempts: number }>,
    )
    // the round's finished jobs are marked done together, in one statement at its end (a job whose
    // mark a crash lost runs again once its claim lapses: handlers are safe to run twice)
    const done: Array<number> = []
    for (const row of claimed) {
      const job: ClaimedJob = { id: row.id, type: row.type, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts }
      const handler = this.handlers.get(job.type)
      try {
        if (!handler) throw new Error(`no handler for ${job.type} jobs`)
        await handler(job, this.db)
        done.push(job.id)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        if (job.attempts >= job.maxAttempts) {
          this.log.error({ err: error, jobId: job.id, type: job.type }, 'job failed for good')
          await this.db.execute(sql`update outbox_jobs set status = 'failed', finished_at = now(), locked_until = null, last_error = ${message} where id = ${job.id}`)
        } else {
          this.log.warn({ err: error, jobId: job.id, type: job.type, attempts: job.attempts }, 'job failed, will retry')
          await this.db.execute(
            sql`update outbox_jobs set status = 'pending', locked_until = null, last_error = ${message}, run_at = now() + make_interval(secs => ${retryDelaySeconds(job.attempts)}) where id = ${job.id}`,
          )
        }
      }
    }
    if (done.length > 0) {
      await this.db.execute(sql`update outbox_jobs set status = 'done', finished_at = now(), locked_until = null, last_error = null where id = any(${`{${done.join(',')}}`}::int[])`)
    }
    return claimed.length
  }

  /** Runs rounds until no job is due (tests, and a kick after an enqueue). */
  async drain(maxRounds = 100): Promise<number> {
    let total = 0
    for (let round = 0; round < maxRounds; round += 1) {
      const ran = await this.runOnce()
      total += ran
      if (ran === 0) break
    }
    return total
  }

  start(): void {
    if (!this.stopped) return
    this.stopped = false
    const tick = async () => {
      if (this.stopped) return
      this.running = this.drain(10).catch((error: unknown) => {
        this.log.error({ err: error }, 'job worker round failed')
        return 0
      })
      await this.running
      this.running = undefined
      if (!this.stopped) this.timer = setTimeout(() => void tick(), this.options.pollMs)
    }
    this.timer = setTimeout(() => void tick(), 0)
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.running
  }
}
