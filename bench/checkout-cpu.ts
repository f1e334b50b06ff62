// `DATABASE_URL=postgres://… node bench/checkout-cpu.ts [--orders 200] [--concurrency 20]`: the CPU
// this process spends per full checkout (bench/checkout-load.ts's loop: cart create + add, rates,
// tax, quote, card token, place, then the jobs the order leaves: publish, mail), measured with
// process.cpuUsage() around requests sent through app.inject (no sockets, no HTTP parsing: the store's
// own work). Two passes over the same app: one order at a time, each call measured alone with its
// SQL statements counted (the database's share of the work); then --concurrency shoppers at once
// for --orders orders, the outbox worker running as in the server, CPU per order in all (jobs
// drained before the clock stops). Less noisy than orders/s on a shared machine. Without
// DATABASE_URL: PGlite in memory (its SQL runs in this process, so the figures include it).
import '../apps/api/src/lib/production-env.ts'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { createDb } from '@ironhouse/db'
import { ensureDemoStore, SHOP_CATEGORY_ID } from '@ironhouse/demo-data'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/api/src/app.ts'
import { captchaOff } from '../apps/api/src/services/captcha/providers/captcha-verifier.ts'
import { fileOutboxTransport } from '../apps/api/src/services/mail/providers/mail-transport.ts'
import { scaledRateLimits } from '../apps/api/src/plugins/rate-limit.ts'
import { cpuTicksOf } from './proc-cpu.ts'
import { CHECKOUT_CALLS, checkOutOnce } from './checkout-flow.ts'

const { values } = parseArgs({ options: { trace: { type: 'boolean', default: false }, profile: { type: 'string' }, orders: { type: 'string', default: '200' }, concurrency: { type: 'string', default: '20' }, warmup: { type: 'string', default: '60' } } })
const ORDERS = Number(values.orders)
const CONCURRENCY = Number(values.concurrency)
const WARMUP = Number(values.warmup)

let statements = 0
/** --trace: the SQL of one order's calls is printed, call by call (then the measured passes run). */
let tracing = false
const query = pg.Client.prototype.query
pg.Client.prototype.query = function counted(this: pg.Client, ...args: Array<unknown>) {
  statements += 1
  if (tracing) console.log(`    sql: ${String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string; name?: string }).text ?? (args[0] as { name?: string }).name).replace(/\s+/g, ' ').slice(0, 160)}`)
  return (query as (...a: Array<unknown>) => unknown).apply(this, args)
} as typeof pg.Client.prototype.query

const handle = await createDb({ url: process.env.DATABASE_URL })
await handle.migrate()
await ensureDemoStore(handle, { now: new Date().toISOString() })
const app = await buildApp({
  db: handle,
  release: { hash: 'cpu', buildDate: new Date().toISOString() },
  captcha: captchaOff,
  rateLimit: { limits: scaledRateLimits(1_000_000) },
  mail: { transport: fileOutboxTransport(mkdtempSync(join(tmpdir(), 'ironhouse-cpu-mail-'))), from: 'Ironhouse <orders@ironhouse.local>' },
  jobs: { autoStart: false },
  logger: { level: 'warn' },
})
await app.ready()

const grid = (await app.inject({ method: 'GET', url: `/svc_content/catalog/category/${SHOP_CATEGORY_ID}/products?limit=200` })).json() as {
  products: Array<{ productId: number; type: string; attributes: Record<string, unknown>; inventory: { max: number } | null }>
}
const item = grid.products.find((p) => p.type === 'simple' && (p.inventory?.max ?? 0) > 0 && p.attributes.purchase_limit === undefined)
if (!item) throw new Error('no simple product in stock to check out')
const productId = item.productId
await handle.db.execute(sql`update inventory set qoh = 10000000 where product_id = ${productId}`)

const CALLS = [...CHECKOUT_CALLS, 'jobs (publish, mail)'] as const
type Call = (typeof CALLS)[number]
type Tally = { cpu: number; statements: number; count: number }
const tallies = new Map<Call, Tally>(CALLS.map((call) => [call, { cpu: 0, statements: 0, count: 0 }]))
const cpuNow = () => {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1000
}

/** Runs a step; when `tally` is on (one order at a time), charges its CPU and statements to `call`. */
async function step<T>(tally: boolean, call: Call, run: () => Promise<T>): Promise<T> {
  if (tracing) console.log(`  ${call}`)
  if (!tally) return run()
  const cpu = cpuNow()
  const before = statements
  const answer = await run()
  const entry = tallies.get(call) as Tally
  entry.cpu += cpuNow() - cpu
  entry.statements += statements - before
  entry.count += 1
  return answer
}

function shopper() {
  let cookie = ''
  return async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    })
    const set = res.headers['set-cookie']
    const first = Array.isArray(set) ? set[0] : set
    if (first) cookie = first.split(';')[0] ?? cookie
    const json = res.json() as Record<string, unknown>
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`)
    return json
  }
}

async function checkOutOne(call: ReturnType<typeof shopper>, tally: boolean) {
  const order = await checkOutOnce(call, (name, run) => step(tally, name, run), productId)
  if (order.status !== 'payment_complete') throw new Error(`the order is ${String(order.status)}`)
  await step(tally, 'jobs (publish, mail)', () => (tally ? app.jobs.drain() : Promise.resolve(0)))
}

// warm-up (JIT, prepared statements, pools), then one order at a time, each call measured
const warm = shopper()
for (let i = 0; i < WARMUP; i += 1) await checkOutOne(warm, false)
await app.jobs.drain()
if (values.trace) {
  tracing = true
  await checkOutOne(warm, true)
  tracing = false
  for (const entry of tallies.values()) Object.assign(entry, { cpu: 0, statements: 0, count: 0 })
}
const sequential = shopper()
const databaseBefore = await databaseCpu()
// --profile FILE: a V8 CPU profile of the one-at-a-time pass (open it in Chrome DevTools)
const inspector = values.profile ? new Session() : undefined
if (inspector) {
  inspector.connect()
  await inspector.post('Profiler.enable')
  await inspector.post('Profiler.start')
}
for (let i = 0; i < ORDERS; i += 1) await checkOutOne(sequential, true)
if (inspector && values.profile) {
  const { profile } = await inspector.post('Profiler.stop')
  writeFileSync(values.profile, JSON.stringify(profile))
  inspector.disconnect()
}

/**
 * The CPU of this database's PostgreSQL backends so far (ms; PostgreSQL on this machine only: the
 * pool's connections, read from /proc; the server's shared processes, WAL writer and the like, are
 * left out). Undefined on PGlite or when /proc cannot be read.
 */
async function databaseCpu(): Promise<number | undefined> {
  if (handle.kind !== 'postgres') return undefined
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  const result = (await (query as (this: pg.Client, text: string) => Promise<unknown>).call(client, 'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')) as { rows: Array<{ pid: number }> }
  await client.end()
  let ticks = 0
  for (const { pid } of result.rows) {
    const own = cpuTicksOf(pid)
    if (own === undefined) return undefined
    ticks += own
  }
  return ticks * 10
}

const rows = CALLS.map((call) => {
  const entry = tallies.get(call) as Tally
  return { call, 'CPU ms per call': Number((entry.cpu / entry.count).toFixed(2)), 'SQL statements per call': Number((entry.statements / entry.count).toFixed(1)) }
})
const perOrder = [...tallies.values()].reduce((sum, entry) => sum + entry.cpu / entry.count, 0)
const statementsPerOrder = [...tallies.values()].reduce((sum, entry) => sum + entry.statements / entry.count, 0)
console.log(`database: ${handle.kind}; ${ORDERS} orders one at a time (after ${WARMUP} to warm up)`)
console.table(rows)
const databaseAfter = await databaseCpu()
const databaseShare = databaseBefore !== undefined && databaseAfter !== undefined ? `; PostgreSQL's backends ${((databaseAfter - databaseBefore) / ORDERS).toFixed(2)} ms CPU per order` : ''
console.log(`one at a time: ${perOrder.toFixed(2)} ms CPU and ${statementsPerOrder.toFixed(1)} SQL statements per order${databaseShare}`)

// CONCURRENCY shoppers at once, the outbox worker running as in the server
app.jobs.start()
let left = ORDERS
const concurrentDatabaseBefore = await databaseCpu()
const cpuStart = cpuNow()
const wallStart = performance.now()
const statementsStart = statements
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    const call = shopper()
    while (left > 0) {
      left -= 1
      await checkOutOne(call, false)
    }
  }),
)
await app.jobs.stop()
await app.jobs.drain()
const cpuAll = cpuNow() - cpuStart
const wallAll = performance.now() - wallStart
const statementsAll = statements - statementsStart
const concurrentDatabaseAfter = await databaseCpu()
const concurrentShare =
  concurrentDatabaseBefore !== undefined && concurrentDatabaseAfter !== undefined ? `; PostgreSQL's backends ${((concurrentDatabaseAfter - concurrentDatabaseBefore) / ORDERS).toFixed(2)} ms CPU per order` : ''
console.log(
  `${CONCURRENCY} at once: ${(cpuAll / ORDERS).toFixed(2)} ms CPU and ${(statementsAll / ORDERS).toFixed(1)} SQL statements per order (jobs included), ${(wallAll / ORDERS).toFixed(2)} ms wall per order${concurrentShare}`,
)
await app.close()
await handle.close()
