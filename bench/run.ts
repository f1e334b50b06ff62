// `npm run bench`: the method of ../shared/BENCHMARKS.md. Server pinned to core 0, autocannon to
// core 1, 20 connections, no pipelining, a 5 s warm-up then 3 runs of 20 s; medians reported as
// req/s, p50, p99, errors and the share of B (a bare Fastify server measured in the same run).
// The store is measured as it runs (guest page and API micro-caches on), then with both caches off.
// Options: --quick (1 s warm-up, 3 runs of 5 s), --products N (seed N products first, PGlite only),
// --only search | identity | cart | checkout | images | shopper (B and those targets alone).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { STORE_NODE_FLAGS, storeEnvFor } from '../apps/api/src/node-flags.ts'

const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, products: { type: 'string' }, only: { type: 'string' } },
})
/** --only search: measure the search targets alone (the store must already hold its catalogue). */
const ONLY_SEARCH = values.only === 'search'
/** --only identity: the session reads and the login alone. */
const ONLY_IDENTITY = values.only === 'identity'
/** --only cart: add-to-cart (20 shoppers' own carts, then one hot cart) and reading a cart of 20 lines alone. */
const ONLY_CART = values.only === 'cart'
/** --only checkout: rates, tax and the full checkout loop (bench/checkout-load.ts); PostgreSQL (DATABASE_URL). */
const ONLY_CHECKOUT = values.only === 'checkout'
/** --only images: the image service alone (a cached width in each format, and the time to make a new one). */
const ONLY_IMAGES = values.only === 'images'
/** --only shopper: the product page for every kind of shopper, without caches, and on two processes (issue 13). */
const ONLY_SHOPPER = values.only === 'shopper'
if (values.only !== undefined && !ONLY_SEARCH && !ONLY_IDENTITY && !ONLY_CART && !ONLY_CHECKOUT && !ONLY_IMAGES && !ONLY_SHOPPER) {
  throw new Error(`--only must be search, identity, cart, checkout, images or shopper, got '${values.only}'`)
}
const WARMUP_S = values.quick ? 1 : 5
const RUN_S = values.quick ? 5 : 20
const RUNS = 3
const CONNECTIONS = 20
const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0
const pinned = (core: number, command: string, args: Array<string>) =>
  hasTaskset ? { command: 'taskset', args: ['-c', String(core), command, ...args] } : { command, args }

/** What Chromium sends: the other targets send none, as autocannon does, and get pages uncompressed. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

type Result = { target: string; rps: number; p50: number; p99: number; errors: number } & Rss

/** The server process(es) under load: their resident memory is read after each target (issue 13). */
let measured: Array<ChildProcess> = []

const kbOf = (pid: string | number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
const childrenOf = (pid: string | number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
/** The image converter's process (apps/api/src/services/media/converter.ts), a child of a store process. */
const isConverter = (pid: string) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('converter-process')

type Rss = { rssMb?: number | undefined; converterMb?: number | undefined }

/**
 * Resident memory of a store process in MB (Linux /proc), with its cluster workers; its image
 * converters (a child process of their own while they convert) apart, as `converterMb`.
 */
function rssMbOf(pid: number | undefined): { rssMb: number; converterMb: number } {
  if (pid === undefined) return { rssMb: 0, converterMb: 0 }
  try {
    const children = childrenOf(pid)
    const workers = children.filter((child) => !isConverter(child))
    const converters = [...children, ...workers.flatMap((worker) => childrenOf(worker))].filter((child) => isConverter(child))
    return {
      rssMb: (kbOf(pid) + workers.reduce((sum, child) => sum + kbOf(child), 0)) / 1024,
      converterMb: converters.reduce((sum, child) => sum + kbOf(child), 0) / 1024,
    }
  } catch {
    return { rssMb: 0, converterMb: 0 }
  }
}

/** The measured store processes' memory after a row (each read once), when there are any. */
function measuredRss(): Rss {
  if (measured.length === 0) return {}
  const each = measured.map((child) => rssMbOf(child.pid))
  return { rssMb: each.reduce((sum, rss) => sum + rss.rssMb, 0), converterMb: each.reduce((sum, rss) => sum + rss.converterMb, 0) }
}

/** The RSS of a row, with the image converter's apart when one runs. */
const rssText = (r: Rss) =>
  r.rssMb === undefined ? '' : `${Math.round(r.rssMb)}${r.converterMb ? ` (+${Math.round(r.converterMb)} image converter)` : ''}`

function startProcess(core: number, script: string, env: NodeJS.ProcessEnv): ChildProcess {
  // the store runs with its V8 flags and environment, as `npm run serve` starts it (apps/api/src/node-flags.ts;
  // the cluster gives its workers both itself)
  const store = script === 'apps/api/src/server.ts'
  const flags = store ? STORE_NODE_FLAGS : []
  const { command, args } = pinned(core, process.execPath, [...flags, script])
  return spawn(command, args, { env: { ...(store ? storeEnvFor(process.env) : {}), ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] })
}

async function waitFor(url: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

type Body = { method: 'POST'; body: string }

/** What the runs read of autocannon's JSON result. */
type AutocannonReport = { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; timeouts: number; non2xx: number }
type Run = { rps: number; p50: number; p99: number; errors: number }

const runOf = (report: AutocannonReport): Run => ({
  rps: report.requests.average,
  p50: report.latency.p50,
  p99: report.latency.p99,
  errors: report.errors + report.timeouts + report.non2xx,
})

function autocannon(url: string, seconds: number, headers: Array<string> = [], post?: Body, connections = CONNECTIONS) {
  const { command, args } = pinned(1, process.execPath, [
    'node_modules/autocannon/autocannon.js',
    '--json',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    ...headers.flatMap((header) => ['-H', header]),
    ...(post ? ['-m', post.method, '-b', post.body] : []),
    url,
  ])
  const run = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.status !== 0) throw new Error(`autocannon failed: ${run.stderr}`)
  const report = JSON.parse(run.stdout) as AutocannonReport
  return runOf(report)
}

/** A request of its own for each connection (bench/autocannon-clients.ts): connection i sends requests[i % n]. */
type ClientRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string }

function autocannonClients(base: string, requests: Array<ClientRequest>, seconds: number, rotate = false, connections = CONNECTIONS) {
  const dir = mkdtempSync(join(tmpdir(), 'ironhouse-bench-plan-'))
  const plan = join(dir, 'plan.json')
  writeFileSync(plan, JSON.stringify({ url: base, connections, seconds, requests, rotate }))
  try {
    const { command, args } = pinned(1, process.execPath, ['bench/autocannon-clients.ts', plan])
    const run = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    if (run.status !== 0) throw new Error(`autocannon failed: ${run.stderr}`)
    const report = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as AutocannonReport
    return runOf(report)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const median = (xs: Array<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

/** A warm-up, then RUNS runs of RUN_S seconds: their medians, the errors of all runs and the server's memory after. */
function measureRuns(target: string, run: (seconds: number) => Run): Result {
  run(WARMUP_S)
  const runs = Array.from({ length: RUNS }, () => run(RUN_S))
  const result = {
    target,
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    ...measuredRss(),
  }
  const rss = result.rssMb === undefined ? '' : `, RSS ${rssText(result)} MB`
  console.log(`  ${target}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}${rss}`)
  return result
}

function measure(target: string, url: string, headers: Array<string> = [], post?: Body, connections = CONNECTIONS): Result {
  return measureRuns(target, (seconds) => autocannon(url, seconds, headers, post, connections))
}

/** measure() for a target whose connections each send a request of their own (autocannonClients). */
function measureClients(target: string, base: string, requests: Array<ClientRequest>, rotate = false, connections = CONNECTIONS): Result {
  return measureRuns(target, (seconds) => autocannonClients(base, requests, seconds, rotate, connections))
}

/**
 * A shopper's cart over HTTP: its session cookie and the list id. State-changing calls say
 * Sec-Fetch-Site: same-origin, as the store's own pages do (the bench calls 127.0.0.1, not the
 * configured public origin, so an Origin header would be refused: docs/operations.md, CSRF).
 */
/**
 * fetch, tried again (three times in all) when the connection it reused was closed under it: after a
 * 65 s measurement the pooled keep-alive sockets of the set-up calls may already be gone ('other side
 * closed', EPIPE), and the pool may hold more than one of them.
 */
async function fetchAgain(url: string, init?: RequestInit, attempts = 3): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch (error) {
    if (attempts <= 1) throw error
    return fetchAgain(url, init, attempts - 1)
  }
}

async function openCart(base: string): Promise<{ cookie: string; listId: string }> {
  const res = await fetchAgain(`${base}/svc_list/lists`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ type: 'quote' }),
  })
  if (!res.ok) throw new Error(`creating a cart answered ${res.status}`)
  const cookie = (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? ''
  const { list } = (await res.json()) as { list: { _id: string } }
  return { cookie, listId: list._id }
}

/**
 * Add-to-cart (POST /svc_list/lists/{id}/items of one in-stock simple product, qty 1, the line merging
 * into itself, capped at the stock max) and reading a cart of 20 lines (GET /svc_list/lists/{id}):
 * - "20 shoppers": each of the 20 connections is its own guest (its own session cookie) adding to its
 *   own cart, as a store's shoppers do. This is the row the issue 9 aim (≥ 0.02 × B, p99 ≤ 25 ms) is
 *   read from: different shoppers' adds do not wait for each other.
 * - "one hot cart": all 20 connections are ONE guest adding to one cart. Every write of one owner takes
 *   that owner's lock (docs/lists.md "Integrity"), so these adds run one after another: the row
 *   measures one cart's serial write rate (≈ 1 / the time the lock is held), not the store's.
 * - the read is one guest's cart of 20 lines from all 20 connections (reads take no lock).
 */
async function measureCart(base: string): Promise<Array<Result>> {
  const grid = (await (await fetch(`${base}/svc_content/catalog/category/${SHOP_CATEGORY_ID}/products?limit=200`)).json()) as {
    products: Array<{ productId: number; type: string; attributes: Record<string, unknown>; inventory: { max: number } | null }>
  }
  const simple = grid.products
    .filter((p) => p.type === 'simple' && (p.inventory?.max ?? 0) > 0 && p.attributes.purchase_limit === undefined)
    .slice(0, 20)
  const first = simple[0]
  if (!first) throw new Error('no simple product in stock to add to a cart')
  const addBody = JSON.stringify({ items: [{ productId: first.productId, qty: 1 }] })
  const json = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }
  const shoppers = await Promise.all(Array.from({ length: CONNECTIONS }, () => openCart(base)))
  const many = measureClients(
    `POST /svc_list/lists/{id}/items (add to cart, ${CONNECTIONS} shoppers, each its own cart)`,
    base,
    shoppers.map((s) => ({ method: 'POST', path: `/svc_list/lists/${s.listId}/items`, headers: { cookie: s.cookie, ...json }, body: addBody })),
  )
  const writer = await openCart(base)
  const headers = [`cookie: ${writer.cookie}`, 'sec-fetch-site: same-origin', 'content-type: application/json']
  const hot = measure('POST /svc_list/lists/{id}/items (add to cart, one hot cart: 20 connections, one shopper)', `${base}/svc_list/lists/${writer.listId}/items`, headers, {
    method: 'POST',
    body: addBody,
  })
  const reader = await openCart(base)
  for (const p of simple) {
    await fetchAgain(`${base}/svc_list/lists/${reader.listId}/items`, {
      method: 'POST',
      headers: { cookie: reader.cookie, ...json },
      body: JSON.stringify({ items: [{ productId: p.productId, qty: 1 }] }),
    })
  }
  const read = measure(`GET /svc_list/lists/{id} (a cart of ${simple.length} lines)`, `${base}/svc_list/lists/${reader.listId}`, [`cookie: ${reader.cookie}`])
  return [many, hot, read]
}

/** The demo store's Shop root category: every product sits below it. */
const SHOP_CATEGORY_ID = 2

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
}

if (!ONLY_SEARCH && !existsSync('apps/web/build/server/index.js')) {
  console.log('building the storefront first…')
  spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
}

console.log(`method: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${RUNS} × ${RUN_S} s${hasTaskset ? ', server on core 0, load on core 1' : ' (taskset missing: not pinned)'}`)

// B: the bare server
// BENCH_PORT (default 3998): the store's port, the bare server on the next one (two benches on one machine must not share them)
const STORE_PORT = Number(process.env.BENCH_PORT ?? 3998)
const BARE_PORT = STORE_PORT + 1
const bare = startProcess(0, 'bench/bare-server.ts', { PORT: String(BARE_PORT) })
await waitFor(`http://127.0.0.1:${BARE_PORT}/`)
const b = measure('B: bare Fastify {"hello":"world"}', `http://127.0.0.1:${BARE_PORT}/`)
await stop(bare)

// the store
const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'ironhouse-bench-'))
if (values.products && dataDir) {
  spawnSync(process.execPath, ['packages/demo-data/src/cli.ts', '--products', values.products], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir },
  })
}
// the login is measured without its captcha (a client cannot solve one per request at this rate; the
// check itself is a SHA-256, an HMAC and one upsert in the rate-limit store: docs/performance.md)
const storeEnv = {
  CAPTCHA: 'off',
  RATE_LIMIT_FACTOR: '1000000',
  PORT: String(STORE_PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // measure search once its in-process index is built (docs/search.md); --only search needs no storefront
  SEARCH_INDEX_WAIT: '1',
  ...(ONLY_SEARCH ? { API_ONLY: '1' } : {}),
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
}
const base = `http://127.0.0.1:${STORE_PORT}`
let store = startProcess(0, 'apps/api/src/server.ts', storeEnv)
// a run that fails half-way must not leave its store listening (the next run would measure that one)
process.on('exit', () => {
  if (store.exitCode === null) store.kill('SIGTERM')
})
// a generated catalogue is indexed on the first start (100,000 products in PGlite: several minutes)
await waitFor(`${base}/readyz`, values.products ? 30 * 60_000 : undefined)
measured = [store]
await new Promise((resolve) => setTimeout(resolve, 3000))
const idleRssMb = rssMbOf(store.pid).rssMb
console.log(`  store idle after start: RSS ${Math.round(idleRssMb)} MB`)
const route = (await (await fetch(`${base}/svc_route/route?url=/new-gear`)).json()) as { entityId: number }
const grid = (await (await fetch(`${base}/svc_content/catalog/category/${route.entityId}/products?limit=1`)).json()) as {
  products: Array<{ productId: number; url: string }>
}
const product = grid.products[0]
if (!product) throw new Error('the /new-gear category has no products to measure')
// a signed-in demo customer (group 2): its session cookie for the session read
const demoLogin = JSON.stringify({ email: 'group2@demo.ironhouse.shop', password: 'deadlift platform garage gym' })
const signedIn = await fetch(`${base}/svc_session/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: demoLogin })
const customerCookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

/**
 * The search API (issue 11): a keyword search with every facet (the /search page's request), the
 * same narrowed by a facet, a category listing (rfkid_10) and the header preview request.
 */
async function measureSearch(): Promise<Array<Result>> {
  const auth = (await (await fetch(`${base}/svc_ssr/rfktkn`)).json()) as { apiUrl: string; token: string }
  const url = `${base}${new URL(auth.apiUrl).pathname}`
  const headers = [`authorization: Bearer ${auth.token}`, 'content-type: application/json']
  const facets = { all: true, total: true, max: 10 }
  const suggestion = { trending_category: { max: 10 }, category: { max: 0 }, keyphrase: { max: 10 } }
  const post = (body: unknown): Body => ({ method: 'POST', body: JSON.stringify(body) })
  const keyword = (value: string, extra: Record<string, unknown> = {}) => ({
    widget: { rfkid: 'search' },
    n_item: 80,
    page_number: 1,
    context: { page: { uri: '/search' } },
    query: { keyphrase: { value: [value] } },
    facet: facets,
    suggestion,
    ...extra,
  })
  // thousands of different searches, each connection going through all of them from its own offset:
  // more than the remembered answers hold, so every request is made afresh (docs/search.md)
  const words = ['atlas', 'iron', 'band', 'ohio', 'granite', 'titan', 'summit', 'forge', 'anvil', 'belt', 'lifter', 'stone', 'bench', 'plates', 'rack', 'sleeve', 'clips', 'ball', 'roller', 'hoodie']
  const sorts = [[], [{ name: 'price', order: 'asc' }], [{ name: 'price', order: 'desc' }], [{ name: 'name', order: 'asc' }], [{ name: 'newest', order: 'desc' }]]
  const searchPath = new URL(auth.apiUrl).pathname
  const authHeaders = { authorization: `Bearer ${auth.token}`, 'content-type': 'application/json' }
  const different: Array<ClientRequest> = words.flatMap((word) =>
    sorts.flatMap((sort) =>
      [1, 2, 3, 4, 5].flatMap((page) =>
        [48, 60, 80].map((size) => ({
          method: 'POST' as const,
          path: searchPath,
          headers: authHeaders,
          body: JSON.stringify(keyword(word, { n_item: size, page_number: page, sort: { value: sort } })),
        })),
      ),
    ),
  )
  return [
    measure('search "bar", 80 items, all facets', url, headers, post(keyword('bar'))),
    measureClients(`search, ${different.length} different requests (20 keyphrases × sort × page × size), all facets`, base, different, true),
    measureClients(`search, ${different.length} different requests, 1 connection`, base, different, true, 1),
    // one shopper at a time: the latency of a search without queueing behind 19 others
    measure('search "bar", 80 items, all facets, 1 connection', url, headers, post(keyword('bar')), 1),
    measure('search "kettlebell" (synonym kb), all facets', url, headers, post(keyword('kb'))),
    measure('search "bar" + brand filter, price sort', url, headers, post(keyword('bar', { filter: { brand: ['Kilo Forge'] }, sort: { value: [{ name: 'price', order: 'asc' }] } }))),
    measure('category rfkid_10 /new-gear, all facets', url, headers, post({ widget: { rfkid: 'rfkid_10' }, n_item: 80, context: { page: { uri: '/new-gear' } }, facet: facets })),
    measure('header preview "ohio" (12 items, suggestions)', url, headers, post({ widget: { rfkid: 'search preview' }, n_item: 12, context: { page: { uri: '/' } }, query: { keyphrase: { value: ['ohio'] } }, suggestion })),
  ]
}

/**
 * The session read (issue 6): a guest without a session (nothing to read), a guest with a session
 * (one indexed read or one Redis GET), a signed-in customer (the same), and the argon2-bound login.
 */
async function measureIdentity(): Promise<Array<Result>> {
  const guest = await openCart(base)
  return [
    measure('GET /svc_session/session, guest', `${base}/svc_session/session`),
    measure('GET /svc_session/session, guest with a session', `${base}/svc_session/session`, [`cookie: ${guest.cookie}`]),
    measure('GET /svc_session/session, customer', `${base}/svc_session/session`, [`cookie: ${customerCookie}`]),
    // its cost is one argon2id verification (19 MiB, t=2) by design
    measure('POST /svc_session/session/login', `${base}/svc_session/session/login`, ['content-type: application/json'], { method: 'POST', body: demoLogin }),
  ]
}

/**
 * The checkout (issue 10): rates and tax alone under autocannon, then full checkouts (cart, rates,
 * tax, quote, card token, place) by CONNECTIONS shoppers in a closed loop on the load core. The
 * product measured gets stock enough for every order of the run.
 */
async function measureCheckout(): Promise<Array<Result>> {
  const pick = (await (await fetch(`${base}/svc_content/catalog/category/${SHOP_CATEGORY_ID}/products?limit=200`)).json()) as {
    products: Array<{ productId: number; type: string; attributes: Record<string, unknown>; inventory: { max: number } | null }>
  }
  const item = pick.products.find((p) => p.type === 'simple' && (p.inventory?.max ?? 0) > 0 && p.attributes.purchase_limit === undefined)
  if (!item) throw new Error('no simple product in stock to check out')
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    await client.query('update inventory set qoh = 10000000 where product_id = $1', [item.productId])
    await client.end()
  }
  const address = { firstname: 'Bench', lastname: 'Lifter', telephone: '6145550100', email: 'bench@example.com', street: ['545 E 5th Ave'], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US' }
  const json = ['content-type: application/json']
  const rates = measure('POST /svc_shipping/shipping/rates/get (1 line, US)', `${base}/svc_shipping/shipping/rates/get`, json, {
    method: 'POST',
    body: JSON.stringify({ storeId: 1, shippingAddress: address, items: [{ productId: item.productId, qty: 1, listItemId: 'l1' }] }),
  })
  const tax = measure('POST /svc_tax/tax/rates/fetch (1 line, US)', `${base}/svc_tax/tax/rates/fetch`, json, {
    method: 'POST',
    body: JSON.stringify({ storeId: 1, shippingAddress: address, shippingAmount: 995, items: [{ productId: item.productId, qty: 1, rowTotal: 10_000 }] }),
  })
  const { command, args } = pinned(1, process.execPath, [
    'bench/checkout-load.ts',
    '--base',
    base,
    '--product',
    String(item.productId),
    '--connections',
    String(CONNECTIONS),
    '--warmup',
    String(WARMUP_S),
    '--seconds',
    String(RUN_S),
  ])
  const run = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
  if (run.status !== 0) throw new Error(`checkout load failed: ${run.stderr}`)
  const load = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as {
    ordersPerSecond: number
    errors: number
    calls: Record<string, { count: number; p50: number; p99: number }>
  }
  console.log(`  full checkout: ${load.ordersPerSecond.toFixed(1)} orders/s, errors ${load.errors}`)
  const loop: Array<Result> = [{ target: 'full checkout, orders/s (cart + rates + tax + quote + token + place)', rps: load.ordersPerSecond, p50: 0, p99: 0, errors: load.errors }]
  for (const [call, figures] of Object.entries(load.calls)) {
    loop.push({ target: `  in the loop: ${call} (${figures.count} calls)`, rps: figures.count / RUN_S, p50: figures.p50, p99: figures.p99, errors: 0 })
  }
  return [rates, tax, ...loop]
}

/**
 * The image service (issue 12, platform §9): a product's main image at 768 px, already made, in each
 * format the Accept header can choose (AVIF, WebP, then the source's JPEG/PNG), and the time to make a
 * width that is not on disk yet (one request each for images never asked before: the median and the max).
 */
async function measureImages(): Promise<Array<Result>> {
  const sample = (await (await fetchAgain(`${base}/svc_content/catalog/category/${SHOP_CATEGORY_ID}/products?limit=60`)).json()) as {
    products: Array<{ thumbnail: string | null }>
  }
  const masters = [...new Set(sample.products.flatMap((p) => (p.thumbnail ? [p.thumbnail] : [])))]
  const first = masters[0]
  if (!first) throw new Error('no product image to measure')
  const at = (src: string, width: number) => `${base}${src}?w=${width}&fm=auto&q=auto&fit=limit`
  const accepts = { avif: 'image/avif,image/webp,*/*', webp: 'image/webp,*/*', jpeg: 'image/*' }
  for (const accept of Object.values(accepts)) await fetchAgain(at(first, 768), { headers: { accept } })
  const results = Object.entries(accepts).map(([format, accept]) =>
    measure(`GET image 768 px, cached, ${format} (Accept)`, at(first, 768), [`accept: ${accept}`]),
  )
  const fresh: Array<number> = []
  for (const src of masters.slice(1, 13)) {
    const started = performance.now()
    // keep-alive sockets left idle through the runs above may be closed by now (fetchAgain)
    const res = await fetchAgain(at(src, 1284), { headers: { accept: accepts.avif } })
    await res.arrayBuffer()
    fresh.push(performance.now() - started)
  }
  const sorted = fresh.sort((x, y) => x - y)
  console.log(`  new 1284 px AVIF (${sorted.length} images never asked before): median ${Math.round(median(sorted))} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms`)
  return results
}

/**
 * The product page for each kind of shopper (issue 13, decision 006): a guest with a session and a
 * cart, and the signed-in group-2 customer, both served the page of their class.
 */
async function measureShoppers(): Promise<Array<Result>> {
  const guest = await openCart(base)
  await fetch(`${base}/svc_list/lists/${guest.listId}/items`, {
    method: 'POST',
    headers: { cookie: guest.cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ productId: product?.productId, qty: 1 }] }),
  })
  return [
    measure(`SSR product ${product?.url}, guest with a session and a cart`, `${base}${product?.url}`, [`cookie: ${guest.cookie}`]),
    measure(`SSR product ${product?.url}, signed-in group-2 customer`, `${base}${product?.url}`, [`cookie: ${customerCookie}`]),
    // as a browser asks: the kept page goes compressed (lib/encoded-body.ts)
    measure(`SSR product ${product?.url}, signed-in group-2 customer, Accept-Encoding of a browser`, `${base}${product?.url}`, [
      `cookie: ${customerCookie}`,
      `accept-encoding: ${BROWSER_ACCEPT_ENCODING}`,
    ]),
  ]
}

/**
 * Two identical processes behind one port (apps/api/src/cluster.ts), PostgreSQL only: the store's
 * processes on both cores (the load generator shares core 1), against one process on core 0.
 */
async function measureTwoProcesses(): Promise<Array<Result>> {
  if (!process.env.DATABASE_URL) return []
  const script = ['apps/api/src/cluster.ts']
  const { command, args } = hasTaskset ? { command: 'taskset', args: ['-c', '0,1', process.execPath, ...script] } : { command: process.execPath, args: script }
  const cluster = spawn(command, args, { env: { ...process.env, ...storeEnv, WEB_CONCURRENCY: '2' }, stdio: ['ignore', 'ignore', 'inherit'] })
  await waitFor(`${base}/readyz`)
  measured = [cluster]
  const results = [
    measure(`2 processes: SSR product ${product?.url}, signed-in group-2 customer`, `${base}${product?.url}`, [`cookie: ${customerCookie}`]),
    measure(`2 processes: SSR product ${product?.url}, no cookie`, `${base}${product?.url}`),
    measure(`2 processes: GET /svc_content/catalog/product/${product?.productId}`, `${base}/svc_content/catalog/product/${product?.productId}`),
  ]
  await stop(cluster)
  return results
}

if (ONLY_SHOPPER) {
  const results = [b, measure(`SSR product ${product.url}`, `${base}${product.url}`), ...(await measureShoppers())]
  results.push(measure(`GET /svc_content/catalog/product/${product.productId}`, `${base}/svc_content/catalog/product/${product.productId}`))
  await stop(store)
  store = startProcess(0, 'apps/api/src/server.ts', { ...storeEnv, PAGE_CACHE_TTL_MS: '0', RESPONSE_CACHE_TTL_MS: '0' })
  await waitFor(`${base}/readyz`)
  measured = [store]
  results.push(measure(`SSR product ${product.url}, signed-in group-2 customer, no caches`, `${base}${product.url}`, [`cookie: ${customerCookie}`]))
  await stop(store)
  results.push(...(await measureTwoProcesses()))
  console.log(`\nidle after start: ${Math.round(idleRssMb)} MB resident`)
  report(results)
  process.exit(0)
}

if (ONLY_SEARCH || ONLY_IDENTITY || ONLY_CART || ONLY_CHECKOUT || ONLY_IMAGES) {
  const only = ONLY_SEARCH ? measureSearch() : ONLY_IDENTITY ? measureIdentity() : ONLY_CART ? measureCart(base) : ONLY_IMAGES ? measureImages() : measureCheckout()
  const results = [b, ...(await only)]
  await stop(store)
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  report(results)
  process.exit(0)
}

const results = [
  b,
  ...(await measureSearch()),
  measure('SSR /', `${base}/`),
  measure('SSR category /new-gear', `${base}/new-gear`),
  measure(`SSR product ${product.url}`, `${base}${product.url}`),
  // a shopper with a cookie gets the page of their class (decision 006)
  measure(`SSR product ${product.url}, shopper with a cookie`, `${base}${product.url}`, ['cookie: ih_visit=bench']),
  ...(await measureShoppers()),
  measure(`GET /svc_content/catalog/product/${product.productId}`, `${base}/svc_content/catalog/product/${product.productId}`),
  ...(await measureIdentity()),
  ...(await measureCart(base)),
  ...(await measureImages()),
]
// the process that ran every row above, once the load has stopped (issue 13: memory after the full bench)
await new Promise((resolve) => setTimeout(resolve, 15_000))
const settledText = rssText(rssMbOf(store.pid))
console.log(`  the store after every row above and 15 s without load: RSS ${settledText} MB`)
await stop(store)

// the same store with both micro-caches off: what a render and a database read cost
store = startProcess(0, 'apps/api/src/server.ts', { ...storeEnv, PAGE_CACHE_TTL_MS: '0', RESPONSE_CACHE_TTL_MS: '0' })
// a generated catalogue is indexed on the first start (100,000 products in PGlite: several minutes)
await waitFor(`${base}/readyz`, values.products ? 30 * 60_000 : undefined)
measured = [store]
results.push(
  measure(`SSR product ${product.url}, no caches`, `${base}${product.url}`),
  measure(`SSR product ${product.url}, signed-in group-2 customer, no caches`, `${base}${product.url}`, [`cookie: ${customerCookie}`]),
  measure(`GET /svc_content/catalog/product/${product.productId}, no caches`, `${base}/svc_content/catalog/product/${product.productId}`),
)
await stop(store)
results.push(...(await measureTwoProcesses()))
console.log(`\nidle after start: ${Math.round(idleRssMb)} MB resident; after every row of the first process and 15 s without load: ${settledText} MB`)
if (dataDir) rmSync(dataDir, { recursive: true, force: true })

report(results)

function report(results: Array<Result>) {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
  const catalog = values.products ? `${values.products} products` : 'the catalogue in the database'
  console.log(`\ndatabase: ${database}; catalog: ${catalog}\n`)
  console.log('| target | req/s | p50 ms | p99 ms | errors | share of B | RSS MB after |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const r of results) {
    console.log(`| ${r.target} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / b.rps).toFixed(3)} | ${rssText(r)} |`)
  }
}
