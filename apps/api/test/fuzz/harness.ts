import { readFileSync } from 'node:fs'
import { Writable } from 'node:stream'
import fc from 'fast-check'
import { ErrorBody } from '@ironhouse/contracts'
import type { App } from '../../src/app.ts'
import type { RouteEntry } from '../../src/plugins/route-catalog.ts'
import { openTestApp, type TestApp } from '../helpers.ts'
import { classicRequests, requestArbitrary, type FuzzRequest } from './requests.ts'
import { createShoppers, LIVE_SESSIONS, type SessionKind, type Shoppers } from './shoppers.ts'
import { WriteDetector } from './write-detector.ts'

/** Cases per route: a bounded number in `npm test`, 10,000 in `npm run fuzz`. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 25)
/** The base seed (fixed, so `npm test` is repeatable); each route's seed derives from it and the route. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_122)

type LogLine = { level: number; msg?: string; err?: { message?: string; stack?: string } }

/** The log lines the app wrote: errors fail the run, warnings from the database guard are counted. */
export class LogRecorder extends Writable {
  readonly lines: Array<LogLine> = []
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() !== '') this.lines.push(JSON.parse(line) as LogLine)
    }
    done()
  }
  errors() {
    return this.lines.filter((line) => line.level >= 50)
  }
  databaseRefusals() {
    return this.lines.filter((line) => line.msg === 'input refused by the database').length
  }
}

export type FuzzApp = TestApp & { log: LogRecorder; writes: WriteDetector; shoppers: Shoppers }

/** The app over the demo store, its log recorded, and the write detector started. */
export async function openFuzzApp(configure?: (app: App) => void): Promise<FuzzApp> {
  const log = new LogRecorder()
  // the 15-minute sweep of expired sessions runs beside the calls and would be taken for a refused call's write
  const t = await openTestApp({ logger: { level: 'warn', stream: log }, sessions: { sweepIntervalMs: 0 } }, configure)
  const shoppers = await createShoppers(t.app)
  const writes = new WriteDetector(t.db.db)
  await writes.start()
  return { ...t, log, writes, shoppers }
}

/**
 * The routes a run is limited to, as 'METHOD /url' lines: `FUZZ_ROUTE` (one, to replay a failure) or
 * `FUZZ_ROUTES_FILE` (a file of them, to give the long run to the routes added since the last one).
 */
export function chosenRoutes(): Array<string> | undefined {
  if (process.env.FUZZ_ROUTE) return [process.env.FUZZ_ROUTE]
  if (!process.env.FUZZ_ROUTES_FILE) return undefined
  return readFileSync(process.env.FUZZ_ROUTES_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
}

/** The API routes to fuzz: every route of the app except the storefront's catch-all (fuzzed as pages). */
export function apiRoutes(app: App): Array<RouteEntry> {
  const only = chosenRoutes()
  return app.routeCatalog.filter((route) => route.url !== '*' && route.url !== '/*' && (!only || only.includes(`${route.method} ${route.url}`)))
}

/** A seed per route that does not change when other routes are added. */
export function routeSeed(route: RouteEntry): number {
  let hash = FUZZ_SEED
  for (const c of `${route.method} ${route.url}`) hash = (Math.imul(hash, 31) + c.charCodeAt(0)) | 0
  return hash
}

/**
 * Writes a refusal may make: a guest session started for a visitor without a live one (the
 * visitor exists, whatever the call), an expired session removed, and the attempt counted by a
 * rate limit (counting refused attempts is its job).
 */
function mayWriteWhenRefused(table: string, session: SessionKind): boolean {
  if (table === 'public.rate_limits') return true
  return table === 'public.sessions' && !LIVE_SESSIONS.has(session)
}

/** The first text of a shopper's own (email, name) in an answer to anyone else. */
function leakedMarker(shoppers: Shoppers, session: SessionKind, body: string): string | undefined {
  for (const owner of ['shopperA', 'shopperB'] as const) {
    if (owner === session) continue
    const found = shoppers.markers[owner].find((marker) => body.includes(marker))
    if (found) return found
  }
  return undefined
}

/** What went wrong with one answer, or undefined when it is acceptable. */
async function verdict(t: FuzzApp, request: FuzzRequest): Promise<string | undefined> {
  const errorsBefore = t.log.errors().length
  let res
  try {
    res = await t.app.inject({ method: request.method, url: request.url, headers: request.headers, payload: request.payload })
  } catch (error) {
    // a request no HTTP client can put on the wire (a header with a line break): not a case
    if (error instanceof TypeError || (error as { code?: string }).code === 'ERR_INVALID_CHAR') fc.pre(false)
    throw error
  }
  const written = await t.writes.changedTables()
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 500)}`
  const logged = t.log.errors().slice(errorsBefore)
  if (logged.length > 0) return `logged an error: ${logged.map((line) => line.err?.stack ?? line.msg).join('\n')}`
  const leaked = leakedMarker(t.shoppers, request.session, res.body)
  if (leaked) return `answered ${res.statusCode} with another shopper's data (${leaked}) to a request with session '${request.session}'`
  if (res.statusCode < 400) return undefined
  const unexpected = written.filter((table) => !mayWriteWhenRefused(table, request.session))
  if (unexpected.length > 0) return `refused with ${res.statusCode} but wrote to ${unexpected.join(', ')}`
  if (request.method === 'HEAD') return undefined
  let body: unknown
  try {
    body = res.json()
  } catch {
    return `refused with ${res.statusCode} and a body that is not JSON (${res.headers['content-type']}): ${res.body.slice(0, 200)}`
  }
  const parsed = ErrorBody.safeParse(body)
  if (!parsed.success) return `refused with ${res.statusCode} and a body that is not the error shape: ${res.body.slice(0, 300)}`
  if (parsed.data.status !== res.statusCode) return `answered ${res.statusCode} with a body saying status ${parsed.data.status}`
  return undefined
}

/** The process answers its health checks after a route's cases. */
export async function assertHealthy(app: App) {
  for (const url of ['/healthz', '/readyz']) {
    const res = await app.inject({ method: 'GET', url })
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode} after fuzzing: ${res.body}`)
  }
}

/**
 * Sends the classic bad inputs, then FUZZ_RUNS generated requests, to one route; throws with the
 * seed, the counterexample and how to replay it at the first unacceptable answer.
 */
export async function fuzzRoute(t: FuzzApp, route: RouteEntry) {
  const replaySeed = process.env.FUZZ_REPLAY_SEED
  const seed = replaySeed ? Number(replaySeed) : routeSeed(route)
  const property = fc.asyncProperty(requestArbitrary(route, t.shoppers), async (request) => {
    const problem = await verdict(t, request)
    if (problem) throw new Error(problem)
  })
  const examples = replaySeed ? [] : classicRequests(route, t.shoppers).map((request): [FuzzRequest] => [request])
  const details = await fc.check(property, {
    seed,
    path: process.env.FUZZ_REPLAY_PATH,
    // the classic cases count among fast-check's runs: FUZZ_RUNS generated ones come on top
    numRuns: FUZZ_RUNS + examples.length,
    examples,
    // shrinking a failing case replays it against the same database: keep it short
    maxSkipsPerRun: 1000,
    interruptAfterTimeLimit: Number(process.env.FUZZ_ROUTE_TIME_LIMIT_MS ?? 0) || undefined,
  })
  if (details.failed) {
    const example = JSON.stringify(details.counterexample?.[0], (_key, value: unknown) =>
      typeof value === 'string' && value.length > 300 ? `${value.slice(0, 300)}… (${value.length} characters)` : value,
    )
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
    throw new Error(
      `${route.method} ${route.url}: ${error}\n  request: ${example}\n  seed ${details.seed}, path ${details.counterexamplePath}\n` +
        `  replay: FUZZ_ROUTE='${route.method} ${route.url}' FUZZ_REPLAY_SEED=${details.seed} FUZZ_REPLAY_PATH='${details.counterexamplePath}' npm run fuzz`,
    )
  }
  return { runs: details.numRuns, skipped: details.numSkips, interrupted: details.interrupted }
}
