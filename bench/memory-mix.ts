// `node bench/memory-mix.ts [--seconds 10] [--settle 15,30,60]`: where one store process's resident memory goes
// when it does more than render pages (issue 13: ≤ 256 MB per process after the full bench). The store
// (DATABASE_URL as in the environment) runs pinned to core 0 with its flags, environment and --inspect;
// this process sends, from core 1, 20 connections of each load in turn for --seconds: product pages for
// a signed-in customer (with and without a browser's Accept-Encoding), the home and a category page,
// session reads, then sign-ins. After each load: RSS (its peak during the load, polled every 50 ms, and
// after), V8's heap and external memory over the inspector; after the last, the same --settle seconds
// later (each of a list of seconds) and after a forced GC; and what the store's collection once quiet
// (server.ts, lib/idle-collection.ts) takes.
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startInspectedStore } from './inspected-store.ts'

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, settle: { type: 'string', default: '15' }, port: { type: 'string', default: '3985' } },
})
const seconds = Number(values.seconds)
const store = await startInspectedStore({ port: Number(values.port) })
const { base, evaluate, rssMb } = store
const MB = (n: number) => Math.round(n / 1048576)
async function report(label: string, peak?: number) {
  const m = (await evaluate('process.memoryUsage()')) as NodeJS.MemoryUsage
  const peakText = peak === undefined ? '' : `peak ${peak.toFixed(0)}, `
  console.log(`${label}: RSS ${peakText}now ${rssMb().toFixed(0)} MB; V8 heap ${MB(m.heapTotal)} committed, ${MB(m.heapUsed)} used; external ${MB(m.external)} (array buffers ${MB(m.arrayBuffers)})`)
}

const login = JSON.stringify({ email: 'group2@demo.ironhouse.shop', password: 'deadlift platform garage gym' })
const signedIn = await fetch(`${base}/svc_session/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: login })
const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
const loads: Array<[string, autocannon.Options]> = [
  ['product page, signed-in customer', { url: `${base}/concept-2-rowerg`, headers: { cookie } }],
  ['the same, a browser\'s Accept-Encoding', { url: `${base}/concept-2-rowerg`, headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' } }],
  ['home page', { url: `${base}/` }],
  ['category page', { url: `${base}/new-gear` }],
  ['session reads, customer', { url: `${base}/svc_session/session`, headers: { cookie } }],
  ['sign-ins', { url: `${base}/svc_session/session/login`, method: 'POST', headers: { 'content-type': 'application/json' }, body: login }],
]
await new Promise((resolve) => setTimeout(resolve, 3000))
await report('idle')
for (const [label, options] of loads) {
  let peak = 0
  const poll = setInterval(() => (peak = Math.max(peak, rssMb())), 50)
  const result = await autocannon({ connections: 20, duration: seconds, ...options })
  clearInterval(poll)
  await report(`${label} (${Math.round(result.requests.average)} req/s, ${result.non2xx} not 2xx)`, peak)
}
let waited = 0
for (const at of values.settle.split(',').map(Number)) {
  await new Promise((resolve) => setTimeout(resolve, (at - waited) * 1000))
  waited = at
  await report(`${at} s without load`)
}
// what the store's collection once quiet costs (server.ts): the same call, timed, after 3 s of page load
if (await evaluate('typeof gc === "function"')) {
  await autocannon({ connections: 20, duration: 3, url: `${base}/concept-2-rowerg`, headers: { cookie } })
  const ms = (await evaluate(`(() => { const t = performance.now(); gc({ type: 'major', flavor: 'last-resort' }); return performance.now() - t })()`)) as number
  console.log(`the collection once quiet, timed after 3 s of page load: ${ms.toFixed(0)} ms`)
}
await store.inspector.send('HeapProfiler.collectGarbage')
await new Promise((resolve) => setTimeout(resolve, 500))
await report('after a forced GC')
await store.stop()
process.exit(0)
