// `node bench/render-cost.ts [--path /concept-2-rowerg] [--requests 2000] [--connections 4] [--caches off|on]
// [--signed-in] [--flags='--max-semi-space-size=16'] [--rounds 1] [--profile] [--encoding gzip] [--replay]`: what one page request costs the store
// process in CPU and what it leaves in resident memory (issue 13). The store (the built storefront, the
// environment's DATABASE_URL) runs pinned to core 0 with `--inspect`; this process sends the requests from
// core 1 (`--connections` at a time) and reads the store's CPU time (utime + stime of /proc/PID/stat)
// around them, so the figure is the server's own CPU per request, whatever the machine's load does to
// wall time. `--signed-in` signs in the demo group-2 customer first and sends their session cookie.
// Memory: RSS from /proc idle after start, after each round, and after a forced GC, with V8's heap
// statistics per space (v8.getHeapSpaceStatistics over the inspector) and process.memoryUsage().
// The store runs with apps/api/src/node-flags.ts's flags and environment unless --flags (or the
// environment, e.g. MALLOC_ARENA_MAX) says otherwise. --profile records round 1 with the V8 profiler.
// --replay then renders the page --requests times in this process with the store's answers replayed
// (bench/render-replay.ts): the CPU of React Router and React alone, the floor of a render.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { STORE_NODE_FLAGS } from '../apps/api/src/node-flags.ts'
import { startInspectedStore } from './inspected-store.ts'
import { cpuTicksOf } from './proc-cpu.ts'
import { summariseProfile, type Profile } from './cpu-profile.ts'
import { replayRenderCost } from './render-replay.ts'

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/concept-2-rowerg' },
    requests: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '200' },
    connections: { type: 'string', default: '4' },
    caches: { type: 'string', default: 'off' },
    'signed-in': { type: 'boolean', default: false },
    flags: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    port: { type: 'string', default: '3995' },
    profile: { type: 'boolean', default: false },
    // what the client accepts: autocannon (npm run bench) sends no Accept-Encoding, a browser gzip/br
    encoding: { type: 'string', default: 'identity' },
    top: { type: 'string', default: '25' },
    replay: { type: 'boolean', default: false },
  },
})

const flags = values.flags === undefined ? [...STORE_NODE_FLAGS] : values.flags.split(/\s+/).filter(Boolean)
const cachesOff = values.caches === 'off' ? { PAGE_CACHE_TTL_MS: '0', RESPONSE_CACHE_TTL_MS: '0' } : {}
// the inspector: Runtime.evaluate in the store's process for heap statistics and a forced GC
const store = await startInspectedStore({ port: Number(values.port), flags, env: cachesOff })
const { base, pid, evaluate, rssMb } = store
const send = store.inspector.send
const cpuMs = () => (cpuTicksOf(pid) ?? 0) * 10 // clock ticks of 10 ms
const MB = (n: number) => Math.round(n / 1048576)
async function heapReport(label: string) {
  const report = (await evaluate(`(() => {
    const v8 = process.getBuiltinModule('v8')
    const m = process.memoryUsage()
    return { m, spaces: v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_size, s.space_used_size]) }
  })()`)) as { m: NodeJS.MemoryUsage; spaces: Array<[string, number, number]> }
  const spaces = report.spaces.filter(([, size]) => size > 1048576).map(([name, size, used]) => `${name.replace('_space', '')} ${MB(size)}/${MB(used)}`)
  console.log(
    `${label}: RSS ${rssMb().toFixed(0)} MB; heap total ${MB(report.m.heapTotal)} used ${MB(report.m.heapUsed)}, external ${MB(report.m.external)} (array buffers ${MB(report.m.arrayBuffers)}); spaces (committed/used MB): ${spaces.join(', ')}`,
  )
}

await new Promise((resolve) => setTimeout(resolve, 3000))
await heapReport('idle 3 s after start')

let cookie: string | undefined
if (values['signed-in']) {
  const login = await fetch(`${base}/svc_session/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'group2@demo.ironhouse.shop', password: 'deadlift platform garage gym' }),
  })
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
  if (!cookie) throw new Error(`sign-in failed: ${login.status}`)
}

async function run(count: number) {
  let next = 0
  let failed = 0
  let bytes = 0
  const worker = async () => {
    while (next < count) {
      next += 1
      const headers: Record<string, string> = { 'accept-encoding': values.encoding }
      if (cookie) headers.cookie = cookie
      const response = await fetch(`${base}${values.path}`, { headers })
      const body = await response.arrayBuffer()
      bytes += body.byteLength
      if (response.status !== 200) failed += 1
    }
  }
  await Promise.all(Array.from({ length: Number(values.connections) }, worker))
  return { failed, bytes }
}

await run(Number(values.warmup))
const requests = Number(values.requests)
for (let round = 1; round <= Number(values.rounds); round++) {
  if (values.profile && round === 1) {
    await send('Profiler.enable')
    await send('Profiler.setSamplingInterval', { interval: 200 })
    await send('Profiler.start')
  }
  const cpuBefore = cpuMs()
  const started = performance.now()
  const { failed, bytes } = await run(requests)
  const cpu = cpuMs() - cpuBefore
  const wall = performance.now() - started
  console.log(
    `round ${round}: ${requests} × GET ${values.path} (${cookie ? 'signed-in group-2 customer' : 'no cookie'}, caches ${values.caches}, ${values.connections} at a time, accept-encoding ${values.encoding}): ` +
      `${(cpu / requests).toFixed(2)} ms CPU per request, ${((requests * 1000) / wall).toFixed(0)} req/s, ${Math.round(bytes / requests / 1024)} kB per page, ${failed} not 200`,
  )
  if (values.profile && round === 1) printProfile(((await send('Profiler.stop')) as { profile: Profile }).profile)
  await heapReport(`after round ${round}`)
}
if (values.replay) {
  const replay = await replayRenderCost({ base, path: values.path, cookie, groupId: cookie ? 2 : undefined, renders: requests })
  console.log(
    `replay: ${requests} renders of ${values.path} in this process (React Router + React, the store's answers replayed from memory): ` +
      `${replay.cpuMsPerRender.toFixed(2)} ms CPU per render, ${Math.round(replay.bytes / 1024)} kB per page`,
  )
}
await evaluate('globalThis.gc ? (gc(), 1) : 0')
await send('HeapProfiler.collectGarbage')
await new Promise((resolve) => setTimeout(resolve, 500))
await heapReport('after a forced GC')
await store.stop()
process.exit(0)


/** Self time per package and per function as shares of the busy time (as bench/profile.ts prints it). */
function printProfile(profile: Profile) {
  const file = join(mkdtempSync(join(tmpdir(), 'ironhouse-render-')), 'store.cpuprofile')
  writeFileSync(file, JSON.stringify(profile))
  console.log(`profile: ${file}`)
  const summary = summariseProfile(profile)
  console.log(`profile: busy ${summary.busySeconds.toFixed(1)} s\nself time by package:\n${summary.byPackage(14).join('\n')}\nself time by function:\n${summary.byFunction(Number(values.top)).join('\n')}`)
}
