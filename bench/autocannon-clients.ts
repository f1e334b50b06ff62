// `node bench/autocannon-clients.ts <plan.json>`: autocannon with a request of its own for each
// connection, for targets where every connection is a different shopper (its own cookie, its own cart).
// The autocannon command line sends one request from every connection; its programmatic API lets each
// connection (client) be set up on its own (setupClient). The plan file holds
// { url, connections, seconds, requests: [{ method, path, headers, body }] }: connection i sends
// requests[i % requests.length] again and again; with "rotate": true every connection goes through all
// the requests in turn, each starting at its own offset (targets where no request may repeat soon). Prints autocannon's JSON result on stdout, as
// `autocannon --json` does. Run by bench/run.ts on the load core.
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'

type PlannedRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string }
type Plan = { url: string; connections: number; seconds: number; requests: Array<PlannedRequest>; rotate?: boolean }

const file = process.argv[2]
if (!file) throw new Error('usage: node bench/autocannon-clients.ts <plan.json>')
const plan = JSON.parse(readFileSync(file, 'utf8')) as Plan
if (plan.requests.length === 0) throw new Error('the plan has no requests')

let next = 0
const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.seconds,
  setupClient: (client) => {
    const at = next
    next += 1
    if (plan.rotate) {
      const offset = (at * Math.floor(plan.requests.length / plan.connections)) % plan.requests.length
      client.setRequests([...plan.requests.slice(offset), ...plan.requests.slice(0, offset)])
      return
    }
    const request = plan.requests[at % plan.requests.length]
    if (request) client.setRequests([request])
  },
})
process.stdout.write(`${JSON.stringify(result)}\n`)
