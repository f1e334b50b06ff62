import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { outboxJobs, withTransaction } from '@ironhouse/db'
import { openTestApp, type TestApp } from '../../test/helpers.ts'
import { enqueueMail } from '../services/mail/public.ts'
import { fileOutboxTransport } from '../services/mail/providers/mail-transport.ts'
import { enqueueJob } from './outbox.ts'
import { JobWorker, retryDelaySeconds } from './worker.ts'

const outbox = mkdtempSync(join(tmpdir(), 'ironhouse-mail-test-'))
let t: TestApp
const seen: Array<unknown> = []
let failuresLeft = 0

beforeAll(async () => {
  t = await openTestApp({ mail: { transport: fileOutboxTransport(outbox), from: 'Ironhouse <orders@ironhouse.local>' } }, (app) => {
    app.jobs.register('test.record', async (job) => {
      seen.push(job.payload)
    })
    app.jobs.register('test.flaky', async () => {
      if (failuresLeft > 0) {
        failuresLeft -= 1
        throw new Error('not yet')
      }
    })
  })
})
afterAll(async () => {
  await t.close()
  rmSync(outbox, { recursive: true, force: true })
})

async function jobRow(id: number) {
  const [row] = await t.db.db.select().from(outboxJobs).where(eq(outboxJobs.id, id))
  return row
}

describe('the outbox', () => {
  it('a job written in a transaction that rolls back never runs; one that commits runs once', async () => {
    await expect(
      withTransaction(t.db.db, async (tx) => {
        await enqueueJob(tx, { type: 'test.record', payload: { n: 'rolled back' } })
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    const id = await withTransaction(t.db.db, (tx) => enqueueJob(tx, { type: 'test.record', payload: { n: 'committed' } }))
    await t.app.jobs.drain()
    await t.app.jobs.drain()
    expect(seen).toEqual([{ n: 'committed' }])
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 })
  })

  it('a failing job is retried later with back-off, and marked failed after its last attempt', async () => {
    failuresLeft = 1
    const id = await enqueueJob(t.db.db, { type: 'test.flaky', payload: {}, maxAttempts: 3 })
    await t.app.jobs.runOnce()
    const retried = await jobRow(id)
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, lastError: 'not yet' })
    expect(new Date(retried?.runAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 1_000)
    await t.db.db.update(outboxJobs).set({ runAt: sql`now()` }).where(eq(outboxJobs.id, id))
    await t.app.jobs.drain()
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 })

    failuresLeft = 10
    const doomed = await enqueueJob(t.db.db, { type: 'test.flaky', payload: {}, maxAttempts: 2 })
    for (let i = 0; i < 2; i += 1) {
      await t.app.jobs.runOnce()
      await t.db.db.update(outboxJobs).set({ runAt: sql`now()` }).where(eq(outboxJobs.id, doomed))
    }
    expect(await jobRow(doomed)).toMatchObject({ status: 'failed', attempts: 2 })
    expect([1, 2, 3, 12].map(retryDelaySeconds)).toEqual([2, 4, 8, 3600])
  })

  it('a job left running by a crashed process is claimed again once its lease lapses', async () => {
    const id = await enqueueJob(t.db.db, { type: 'test.record', payload: { n: 'after a crash' } })
    await t.db.db.update(outboxJobs).set({ status: 'running', attempts: 1, lockedUntil: sql`now() - interval '1 second'` }).where(eq(outboxJobs.id, id))
    await t.app.jobs.drain()
    expect(seen).toContainEqual({ n: 'after a crash' })
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 })
  })

  it('two workers share the due jobs and never run one twice (FOR UPDATE SKIP LOCKED)', async () => {
    const runs = new Map<number, number>()
    const workers = [0, 1].map(() => {
      const worker = new JobWorker(t.db.db, t.app.log, { pollMs: 10, batch: 3, leaseSeconds: 60 })
      worker.register('test.count', async (job) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1)
      })
      return worker
    })
    const ids = []
    for (let i = 0; i < 24; i += 1) ids.push(await enqueueJob(t.db.db, { type: 'test.count', payload: { i } }))
    await Promise.all(workers.map((worker) => worker.drain()))
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(ids)
    expect([...runs.values()].every((count) => count === 1)).toBe(true)
  })

  it('mail: a queued message is written to the file outbox as a real MIME message', async () => {
    await enqueueMail(t.db.db, {
      to: 'ada@example.com',
      subject: 'Your Ironhouse order IH100000001',
      text: 'Thank you for your order.',
      headers: { 'List-Unsubscribe': '<http://localhost:3000/svc_ssr/newsletters/unsubscribe/abc/one-click>' },
    })
    await t.app.jobs.drain()
    const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'))
    expect(files).toHaveLength(1)
    const mail = readFileSync(join(outbox, files[0] ?? ''), 'utf8')
    expect(mail).toContain('To: ada@example.com')
    expect(mail).toContain('Subject: Your Ironhouse order IH100000001')
    expect(mail).toContain('Thank you for your order.')
    // extra header fields reach the message as they are (a newsletter's List-Unsubscribe)
    expect(mail.replace(/\r?\n[ \t]+/g, ' ')).toContain('List-Unsubscribe: <http://localhost:3000/svc_ssr/newsletters/unsubscribe/abc/one-click>')
  })
})
