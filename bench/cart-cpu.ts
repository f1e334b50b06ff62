// `node bench/cart-cpu.ts [--n 2000] [--only add|read] [--profile FILE]`: the CPU time of one
// add-to-cart and of one read of a cart of 20 lines, measured inside one process through app.inject (no
// HTTP client on the figure): 20 guests, each with its own cart, add one in-stock simple product (qty 1,
// merging into its line) N times, each one add at a time, 20 at once; then one guest's cart of 20 lines
// is read N times (GET /svc_list/lists/{id}), and its active lists N times (GET /svc_list/lists?active=true),
// 20 at once. Printed per request: the store process's CPU (process.cpuUsage, user + system) and, on
// PostgreSQL (DATABASE_URL), the CPU of the database's server backends (their /proc/<pid>/stat utime +
// stime; the server must run on this machine), so the figure is what one request costs the 2 cores
// whatever else the machine runs; then the latencies (which do depend on the machine's load). The
// database given is emptied and loaded with the demo store first. --profile FILE writes a V8 profile of
// each measured run (FILE-add, FILE-read, FILE-lists .cpuprofile; set-up and warm-up left out).
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { Session } from 'node:inspector/promises'
import { sql } from 'drizzle-orm'
import { createDb } from '@ironhouse/db'
import { loadDemoStore } from '@ironhouse/demo-data'
import { buildApp } from '../apps/api/src/app.ts'
import { captchaOff } from '../apps/api/src/services/captcha/providers/captcha-verifier.ts'
import { scaledRateLimits } from '../apps/api/src/plugins/rate-limit.ts'
import { cpuTicksOf } from './proc-cpu.ts'

const { values } = parseArgs({ options: { n: { type: 'string', default: '2000' }, only: { type: 'string' }, profile: { type: 'string' } } })
const N = Number(values.n)
const CONCURRENCY = 20

const url = process.env.DATABASE_URL
const handle = await createDb({ url, poolSize: CONCURRENCY })
if (url) await handle.db.execute(sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public`)
await handle.migrate()
await loadDemoStore(handle, { now: new Date().toISOString() })
const app = await buildApp({
  db: handle,
  release: { hash: 'cpu', buildDate: new Date().toISOString() },
  mediaDir: mkdtempSync(join(tmpdir(), 'ironhouse-media-')),
  captcha: captchaOff,
  rateLimit: { limits: scaledRateLimits(1_000_000) },
  logger: { level: 'warn' },
})
await app.ready()

const json = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }

async function openCart(): Promise<{ cookie: string; listId: string }> {
  const res = await app.inject({ method: 'POST', url: '/svc_list/lists', headers: json, payload: JSON.stringify({ type: 'quote' }) })
  if (res.statusCode !== 200) throw new Error(`creating a cart answered ${res.statusCode}`)
  const session = res.cookies[0]
  return { cookie: `${session?.name}=${session?.value}`, listId: (res.json() as { list: { _id: string } }).list._id }
}

const grid = (await app.inject({ method: 'GET', url: '/svc_content/catalog/category/2/products?limit=200' })).json() as {
  products: Array<{ productId: number; type: string; attributes: Record<string, unknown>; inventory: { max: number } | null }>
}
const simple = grid.products.filter((p) => p.type === 'simple' && (p.inventory?.max ?? 0) > 0 && p.attributes.purchase_limit === undefined).slice(0, 20)
const first = simple[0]
if (!first) throw new Error('no simple product in stock')

/** The CPU ticks (1/100 s) of the PostgreSQL backends serving this database. */
async function backendTicks(): Promise<number> {
  if (!url) return 0
  const result = (await handle.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)) as unknown as { rows: Array<{ pid: number }> }
  // a backend gone meanwhile counts nothing
  return result.rows.reduce((ticks, { pid }) => ticks + (cpuTicksOf(pid) ?? 0), 0)
}

async function run(label: string, count: number, request: (worker: number) => Promise<number>) {
  // warm-up: JIT, prepared statements on every pooled connection
  await pool(Math.min(count, 400), request)
  const profiler = values.profile ? new Session() : undefined
  if (profiler) {
    profiler.connect()
    await profiler.post('Profiler.enable')
    await profiler.post('Profiler.start')
  }
  const pgBefore = await backendTicks()
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const latencies = await pool(count, request)
  const wall = performance.now() - started
  const cpu = process.cpuUsage(cpuBefore)
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop')
    const file = `${values.profile}-${label.split(' ')[0]}.cpuprofile`
    writeFileSync(file, JSON.stringify(profile))
    profiler.disconnect()
    console.log(`profile: ${file}`)
  }
  const pgMs = ((await backendTicks()) - pgBefore) * 10
  const nodeMs = (cpu.user + cpu.system) / 1000
  console.log(
    `${label}: ${count} requests in ${Math.round(wall)} ms; store ${(nodeMs / count).toFixed(2)} ms CPU/request (user ${(cpu.user / 1000 / count).toFixed(2)}, system ${(cpu.system / 1000 / count).toFixed(2)})` +
      (url ? `, PostgreSQL ${(pgMs / count).toFixed(2)} ms, total ${((nodeMs + pgMs) / count).toFixed(2)} ms` : '') +
      `; latency p50 ${latencyAt(latencies, 0.5)} ms, p99 ${latencyAt(latencies, 0.99)} ms, max ${latencyAt(latencies, 1)} ms`,
  )
}

const latencyAt = (sorted: Array<number>, q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1)

/** `count` requests from CONCURRENCY workers, each one request at a time (as autocannon's connections). */
async function pool(count: number, request: (worker: number) => Promise<number>): Promise<Array<number>> {
  let next = 0
  const latencies: Array<number> = []
  const worker = async (_: unknown, w: number) => {
    while (next < count) {
      next += 1
      const started = performance.now()
      const status = await request(w)
      latencies.push(performance.now() - started)
      if (status !== 200) throw new Error(`a request answered ${status}`)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return latencies.sort((a, b) => a - b)
}

if (values.only !== 'read') {
  const shoppers = await Promise.all(Array.from({ length: CONCURRENCY }, () => openCart()))
  const body = JSON.stringify({ items: [{ productId: first.productId, qty: 1 }] })
  // worker w is shopper w: each cart gets one add at a time, as in npm run bench
  await run(`add to cart (${CONCURRENCY} shoppers, each its own cart)`, N, async (w) => {
    const s = shoppers[w]
    const res = await app.inject({ method: 'POST', url: `/svc_list/lists/${s?.listId}/items`, headers: { ...json, cookie: s?.cookie ?? '' }, payload: body })
    return res.statusCode
  })
}
if (values.only !== 'add') {
  const reader = await openCart()
  for (const p of simple) {
    await app.inject({ method: 'POST', url: `/svc_list/lists/${reader.listId}/items`, headers: { ...json, cookie: reader.cookie }, payload: JSON.stringify({ items: [{ productId: p.productId, qty: 1 }] }) })
  }
  await run(`read a cart of ${simple.length} lines`, N, async () => {
    const res = await app.inject({ method: 'GET', url: `/svc_list/lists/${reader.listId}`, headers: { cookie: reader.cookie } })
    return res.statusCode
  })
  await run(`lists: the active lists (the cart of ${simple.length} lines)`, N, async () => {
    const res = await app.inject({ method: 'GET', url: '/svc_list/lists?active=true', headers: { cookie: reader.cookie } })
    return res.statusCode
  })
}
await app.close()
await handle.close()
