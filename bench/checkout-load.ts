// The full-checkout load (issue 10 performance; `npm run bench -- --only checkout`): CONNECTIONS
// shoppers in a closed loop, each checking out one order after another exactly as the storefront
// does — a new cart with one line, shipping rates, tax, the server's quote, a card token at the
// gateway, placement — for a warm-up, then the measured seconds. Prints one JSON line: orders per
// second and the p50/p99 of each call. Run by bench/run.ts on the load core.
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { base: { type: 'string' }, product: { type: 'string' }, connections: { type: 'string' }, warmup: { type: 'string' }, seconds: { type: 'string' } },
})
const base = values.base ?? 'http://127.0.0.1:3998'
const productId = Number(values.product)
const connections = Number(values.connections ?? 20)
const warmupMs = Number(values.warmup ?? 5) * 1000
const measureMs = Number(values.seconds ?? 20) * 1000

const address = { firstname: 'Bench', lastname: 'Lifter', telephone: '6145550100', email: 'bench@example.com', street: ['545 E 5th Ave'], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US' }
const CALLS = ['cart (create + add)', 'rates', 'tax', 'quote', 'card token', 'place'] as const
type Call = (typeof CALLS)[number]

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

async function checkOutOnce(call: ReturnType<typeof shopper>) {
  const listId = await timed('cart (create + add)', async () => {
    const { list } = (await call('POST', '/svc_list/lists', { type: 'cart' })) as { list: { _id: string } }
    await call('POST', `/svc_list/lists/${list._id}/items`, { items: [{ productId, qty: 1 }] })
    return list._id
  })
  const rates = (await timed('rates', () => call('POST', '/svc_shipping/shipping/rates/get', { storeId: 1, shippingAddress: address, items: [{ productId, qty: 1, listItemId: 'l1' }] }))) as {
    rates: Array<{ rate: number; carrier: string }>
  }
  const shipping = rates.rates.find((rate) => rate.carrier !== 'pickup')?.rate ?? 0
  await timed('tax', () => call('POST', '/svc_tax/tax/rates/fetch', { storeId: 1, shippingAddress: address, shippingAmount: shipping, items: [{ productId, qty: 1, rowTotal: 10_000 }] }))
  const quote = (await timed('quote', () => call('POST', '/svc_checkout/order/quote', { listId, storeId: 1, email: address.email, shippingAddress: address }))) as {
    totals: Record<string, number>
    shipping: Array<{ shippingCode: string; packageNumber: number; rate: number }>
  }
  const card = (await timed('card token', () => call('POST', '/gateway/v1/tokens', { number: '4111111111111111', expMonth: 12, expYear: 2040, cvc: '123', holderName: 'Bench Lifter' }))) as { token: string }
  await timed('place', () =>
    call('POST', '/svc_checkout/order', {
      listId,
      storeId: 1,
      email: address.email,
      shippingAddress: address,
      billingAddress: address,
      shipping: quote.shipping.map(({ shippingCode, packageNumber, rate }) => ({ shippingCode, packageNumber, rate })),
      totals: quote.totals,
      payment: { paymentType: 'adyen', adyenType: 'scheme', transactionToken: card.token },
    }),
  )
  if (measuring) orders += 1
}

async function worker(until: number) {
  const call = shopper()
  while (performance.now() < until) {
    try {
      await checkOutOnce(call)
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
