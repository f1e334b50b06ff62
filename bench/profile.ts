// `node bench/profile.ts [--path /concept-2-rowerg] [--cookie 'ih_session=…'] [--seconds 15]`: a CPU profile
// of the built store under load. The server runs with `--inspect` on core 0; after a 5 s warm-up of
// autocannon on core 1 (20 connections) the V8 profiler records while the load runs for --seconds
// (start-up and warm-up stay out of it), then the server stops and the profile's top entries are printed:
// self time per function and per package (react-dom, react-router, the store's own code, …), as shares
// of the busy time (idle and program time left out). The .cpuprofile stays in the printed folder (open
// it in Chrome DevTools). The store's environment is this process's (DATABASE_URL, REDIS_URL, …).
// `--checkout <productId>` loads the store with full checkouts instead (bench/checkout-load.ts: cart,
// rates, tax, quote, card token, place; the product needs stock for every order of the run).
// `--body '<json>'` POSTs that JSON body to --path instead of a GET. `--search-token` adds a search token (GET
// /svc_ssr/rfktkn once the store is up) as the Bearer credential, for the search API:
// `--path /svc_search/api/search --search-token --body '{"widget":{"rfkid":"search"},…}'`. `--bodies FILE`
// (a JSON array of bodies) POSTs them all to --path in turn, each connection from its own offset
// (bench/autocannon-clients.ts), for loads where no request may repeat soon.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { STORE_NODE_FLAGS, storeEnvFor } from '../apps/api/src/node-flags.ts'
import { openInspector } from './inspector.ts'
import { summariseProfile, type Profile } from './cpu-profile.ts'

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/concept-2-rowerg' },
    cookie: { type: 'string' },
    seconds: { type: 'string', default: '15' },
    port: { type: 'string', default: '3997' },
    top: { type: 'string', default: '25' },
    checkout: { type: 'string' },
    body: { type: 'string' },
    'search-token': { type: 'boolean' },
    bodies: { type: 'string' },
  },
})


const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0
const pinned = (core: number, args: Array<string>) => (hasTaskset ? ['taskset', ['-c', String(core), process.execPath, ...args]] : [process.execPath, args]) as [string, Array<string>]

const dir = mkdtempSync(join(tmpdir(), 'ironhouse-profile-'))
const base = `http://127.0.0.1:${values.port}`
const inspectPort = Number(values.port) + 1
// with the store's V8 flags and environment, as `npm run serve` starts it (apps/api/src/node-flags.ts)
const [command, args] = pinned(0, [...STORE_NODE_FLAGS, `--inspect=127.0.0.1:${inspectPort}`, 'apps/api/src/server.ts'])
const server = spawn(command, args, {
  env: { RATE_LIMIT_FACTOR: '1000000', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...storeEnvFor(process.env), ...process.env, PORT: values.port, HOST: '127.0.0.1' },
  stdio: ['ignore', 'ignore', 'ignore'],
})
const deadline = Date.now() + 600_000
for (;;) {
  const up = await fetch(`${base}/readyz`).then((r) => r.ok, () => false)
  if (up) break
  if (Date.now() > deadline) throw new Error('the store did not start')
  await new Promise((resolve) => setTimeout(resolve, 250))
}
const token = values['search-token']
  ? ((await (await fetch(`${base}/svc_ssr/rfktkn`)).json()) as { token: string }).token
  : null
const headers = [...(token ? ['-H', `authorization=Bearer ${token}`] : []), ...(values.cookie ? ['-H', `cookie: ${values.cookie}`] : []), ...(values.body ? ['-m', 'POST', '-H', 'content-type: application/json', '-b', values.body] : [])]
const load = (seconds: string) => {
  if (values.checkout) {
    const [loadCommand, loadArgs] = pinned(1, ['bench/checkout-load.ts', '--base', base, '--product', values.checkout, '--warmup', '0', '--seconds', seconds])
    const run = spawnSync(loadCommand, loadArgs, { encoding: 'utf8' })
    return `${run.stdout}${run.stderr}`
  }
  if (values.bodies) {
    const bodies = JSON.parse(readFileSync(values.bodies, 'utf8')) as Array<unknown>
    const headersOf = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(values.cookie ? { cookie: values.cookie } : {}) }
    const requests = bodies.map((body) => ({ method: 'POST', path: values.path, headers: headersOf, body: JSON.stringify(body) }))
    const plan = join(dir, 'plan.json')
    writeFileSync(plan, JSON.stringify({ url: base, connections: 20, seconds: Number(seconds), requests, rotate: true }))
    const [planCommand, planArgs] = pinned(1, ['bench/autocannon-clients.ts', plan])
    const run = spawnSync(planCommand, planArgs, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    const report = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as { requests?: { average: number }; latency?: { p50: number; p99: number } }
    return `Req/Sec ${report.requests?.average ?? '?'}, Latency p50 ${report.latency?.p50 ?? '?'} ms p99 ${report.latency?.p99 ?? '?'} ms\n${run.stderr}`
  }
  const [loadCommand, loadArgs] = pinned(1, ['node_modules/autocannon/autocannon.js', '-c', '20', '-d', seconds, ...headers, `${base}${values.path}`])
  return spawnSync(loadCommand, loadArgs, { encoding: 'utf8' }).stderr
}

// the inspector protocol over its WebSocket: Profiler.start after the warm-up, Profiler.stop after the load
const inspector = await openInspector(inspectPort)
const send = inspector.send
load('5')
await send('Profiler.enable')
await send('Profiler.setSamplingInterval', { interval: 200 })
await send('Profiler.start')
console.log(load(values.seconds).split('\n').filter((line) => /Req\/Sec|Latency|requests in|ordersPerSecond/.test(line)).join('\n'))
const { profile } = (await send('Profiler.stop')) as { profile: Profile }
inspector.close()
server.kill('SIGINT')
await new Promise((resolve) => server.once('exit', resolve))
const file = 'store.cpuprofile'
writeFileSync(join(dir, file), JSON.stringify(profile))
const summary = summariseProfile(profile)
console.log(`\nprofile: ${join(dir, file)}; busy ${summary.busySeconds.toFixed(1)} s\n\nself time by package:\n${summary.byPackage(12).join('\n')}`)
console.log(`\nself time by function:\n${summary.byFunction(Number(values.top)).join('\n')}`)
