// Scale-out, proved (issue 13): two identical processes behind one address share one PostgreSQL and
// one Redis, and nothing that matters lives in one process's memory: a session signed in on one is
// the same session on the other, a cart filled on one is read on the other, a rate limit counts the
// calls of both, and a job enqueued by one (which runs no worker) is run by the other.
// Needs PostgreSQL (TEST_DATABASE_URL: npm test sets it on its PostgreSQL pass) and Redis
// (TEST_REDIS_URL, default redis://127.0.0.1:6379).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS, DEMO_IDS } from '@ironhouse/demo-data'
import { spawnServer, waitForUrl, type Spawned } from '../test/spawn.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PREFIX = `ironhouse-two:${randomBytes(6).toString('hex')}:`

async function redisReachable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null })
  try {
    await client.connect()
    await client.quit()
    return true
  } catch {
    client.disconnect()
    return false
  }
}

const json = { 'content-type': 'application/json' }
const cookieOf = (res: Response) => (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? ''

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two processes on one PostgreSQL and one Redis', () => {
  const base = process.env.TEST_DATABASE_URL as string
  const name = `ironhouse_scale_${randomBytes(5).toString('hex')}`
  const outbox = mkdtempSync(join(tmpdir(), 'ironhouse-outbox-'))
  let admin: pg.Client
  let servers: Array<Spawned> = []
  let a = ''
  let b = ''
  let redis = false

  beforeAll(async () => {
    redis = await redisReachable()
    if (!redis) return
    admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(base)
    url.pathname = `/${name}`
    const env = { DATABASE_URL: url.toString(), REDIS_URL, REDIS_KEY_PREFIX: PREFIX, CAPTCHA: 'off', MAIL_OUTBOX_DIR: outbox, RATE_LIMIT_FACTOR: '1' }
    // process A runs no job worker: whatever it enqueues, B must run
    servers = [spawnServer('src/server.ts', { ...env, JOBS_WORKER: '0' }), spawnServer('src/server.ts', env)]
    const bases = await Promise.all(servers.map((server) => waitForUrl(server, 180_000)))
    a = bases[0] ?? ''
    b = bases[1] ?? ''
  }, 240_000)

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM')
    await Promise.all(servers.map((server) => server.exited))
    if (redis) {
      const client = new Redis(REDIS_URL)
      const keys = await client.keys(`${PREFIX}*`)
      if (keys.length > 0) await client.del(...keys)
      await client.quit()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
    rmSync(outbox, { recursive: true, force: true })
  })

  it('a session signed in on one process is the same session on the other; signing out on the other ends it on both', async (context) => {
    if (!redis) return context.skip(`no Redis at ${REDIS_URL}`)
    const customer = DEMO_CUSTOMERS.find((c) => c.groupId === 2)
    const login = await fetch(`${a}/svc_session/session/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: customer?.email, password: customer?.password }) })
    expect(login.status).toBe(200)
    const cookie = cookieOf(login)
    const onB = await fetch(`${b}/svc_session/session`, { headers: { cookie } })
    expect(await onB.json()).toMatchObject({ groupId: 2, cg: '2' })
    // and the group's price on B, from the session A created
    const product = (await (await fetch(`${b}/svc_content/catalog/product/${DEMO_IDS.groupPriced}`, { headers: { cookie } })).json()) as { product: { pricing: { source: string } } }
    expect(product.product.pricing.source).toBe('customerGroup')
    expect((await fetch(`${b}/svc_session/session/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200)
    expect(await (await fetch(`${a}/svc_session/session`, { headers: { cookie } })).json()).toMatchObject({ groupId: 0 })
  })

  it('a cart filled on one process is read, and changed, on the other', async (context) => {
    if (!redis) return context.skip(`no Redis at ${REDIS_URL}`)
    const created = await fetch(`${a}/svc_list/lists`, { method: 'POST', headers: json, body: JSON.stringify({ type: 'quote' }) })
    expect(created.status).toBe(200)
    const cookie = cookieOf(created)
    const { list } = (await created.json()) as { list: { _id: string } }
    const add = (base: string) =>
      fetch(`${base}/svc_list/lists/${list._id}/items`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ items: [{ productId: DEMO_IDS.ohioBar, qty: 1 }] }) })
    expect((await add(a)).status).toBe(200)
    expect((await add(b)).status).toBe(200)
    const read = (await (await fetch(`${b}/svc_list/lists/${list._id}`, { headers: { cookie } })).json()) as { list: { items: Array<{ productId: number; qty: number }> } }
    expect(read.list.items).toEqual([expect.objectContaining({ productId: DEMO_IDS.ohioBar, qty: 2 })])
  })

  it('a rate limit counts the calls of both processes, and a job enqueued by one is run by the other', async (context) => {
    if (!redis) return context.skip(`no Redis at ${REDIS_URL}`)
    const email = DEMO_CUSTOMERS.find((c) => c.groupId === 3)?.email ?? ''
    // forgot password: 5 an hour per account (docs/operations.md), spread over both processes
    const statuses: Array<number> = []
    for (const base of [a, b, a, b, a, b]) {
      const res = await fetch(`${base}/svc_customer/customer/forgot-password`, { method: 'POST', headers: json, body: JSON.stringify({ email }) })
      statuses.push(res.status)
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    // the reset mails were enqueued by A and B; A runs no worker, so B sent them all (its outbox)
    await expect
      .poll(() => readdirSync(outbox).filter((file) => readFileSync(join(outbox, file), 'utf8').includes(email)).length, { timeout: 30_000, interval: 500 })
      .toBe(5)
  })
})
