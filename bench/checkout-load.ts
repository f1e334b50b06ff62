// The full-checkout load (issue 10 performance; `npm run bench -- --only checkout`): CONNECTIONS
// shoppers in a closed loop, each checking out one order after another exactly as the storefront
// does — a new cart with one line, shipping rates, tax, the server's quote, a card token at the
// gateway, placement — for a warm-up, then the measured seconds. Prints one JSON line: orders per
// second and the p50/p99 of each call. Run by bench/run.ts on the load core.
import { parseArgs } from 'node:util'
import { CHECKOUT_CALLS, checkOutOnce, type CheckoutCall } from './checkout-flow.ts'

const { values } = parseArgs({
  options: { base: { type: 'string' }, product: { type: 'string' }, connections: { type: 'string' }, warmup: { type: 'string' }, seconds: { type: 'string' } },
})
const base = values.base ?? 'http://127.0.0.1:3998'
const productId = Number(values.product)
const connections = Number(values.connections ?? 20)
const warmupMs = Number(values.warmup ?? 5) * 1000
const measureMs = Number(values.seconds ?? 20) * 1000

const CALLS = CHECKOUT_CALLS
type Call = CheckoutCall

let measuring = false
const latencies = new Map<Call, Array<number>>(CALLS.map((call) => [call, []]))
let orders = 0
let errors = 0

async function timed<T>(call: Call, run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const answer = await run()
  if (measuring) latencies.get(call)?.push(performance.now() - started)
  return answer
}

function shopper() {
  let cookie = ''
  return async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const set = res.headers.getSetCookie()[0]
    if (set) cookie = set.split(';')[0] ?? cookie
    const json = (await res.json()) as Record<string, unknown>
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`)
    return json
  }
}

async function checkOutOne(call: ReturnType<typeof shopper>) {
  await checkOutOnce(call, timed, productId)
  if (measuring) orders += 1
}

async function worker(until: number) {
  const call = shopper()
  while (performance.now() < until) {
    try {
      await checkOutOne(call)
    } catch (error) {
      if (measuring) errors += 1
      if (errors === 1) console.error(String(error))
    }
  }
}

const percentile = (xs: Array<number>, p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted.length === 0 ? 0 : Math.round((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 10) / 10
}

const start = performance.now()
setTimeout(() => {
  measuring = true
}, warmupMs)
await Promise.all(Array.from({ length: connections }, () => worker(start + warmupMs + measureMs)))
const calls = Object.fromEntries(CALLS.map((call) => [call, { count: latencies.get(call)?.length ?? 0, p50: percentile(latencies.get(call) ?? [], 50), p99: percentile(latencies.get(call) ?? [], 99) }]))
console.log(JSON.stringify({ ordersPerSecond: orders / (measureMs / 1000), orders, errors, calls }))
