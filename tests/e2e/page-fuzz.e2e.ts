// Issue 7: the storefront's pages, fuzzed over a real socket against the built store: odd paths,
// queries and cookies answer 200, a redirect, 404 or another 4xx page, never a 500 page. The paths
// come from the route table the storefront registers (every site prefix) and from the live catalog.
import { connect } from 'node:net'
import fc from 'fast-check'
import { describe, expect, inject, it } from 'vitest'
import { ROUTE_TABLE } from '../../apps/web/app/routes/route-table.ts'
import { SITE_PREFIXES } from '../../apps/web/app/platform/site-prefixes.ts'

const baseURL = new URL(inject('baseURL'))
const RUNS = Number(process.env.FUZZ_PAGE_RUNS ?? 80)
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122)

type RawAnswer = { status: number; contentType: string; body: string }

/** One GET written byte for byte (no client library normalises the path), read to the end. */
function rawGet(target: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(baseURL.port), baseURL.hostname)
    const chunks: Array<Buffer> = []
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer within 20 s for ${target}`)))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)
      const contentType = /\r\ncontent-type: ([^\r]*)/i.exec(head)?.[1] ?? ''
      resolve({ status, contentType, body: rest.join('\r\n\r\n') })
    })
    const lines = [`GET ${target} HTTP/1.1`, `Host: ${baseURL.host}`, 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)]
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'))
  })
}

const PAGE_PATHS = SITE_PREFIXES.flatMap(({ prefix }) =>
  ROUTE_TABLE.filter((entry) => !entry.admin).map((entry) => `${prefix}/${entry.path.replace(/\*$/, 'x').replace(/:[^/]+/g, '1')}`),
)
const CATALOG_PATHS = ['/the-ohio-bar', '/old-ohio-bar', '/weightlifting-bars-plates/bars', '/ca/bars', '/eu/the-ohio-bar']

const oddSegment = fc.oneof(
  fc.constantFrom('%00', '%zz', '%C3%28', '%FF', '..', '%2e%2e', '.', '~', '%20', '(x)', 'A'.repeat(300), '%E2%80%AE', 'index.php', '.env', '%2F', '%5C', ';x=1', '*', '"', "'"),
  fc.string({ unit: 'grapheme', maxLength: 8 }).map(encodeURIComponent),
  fc.string({ maxLength: 12 }).map((s) => s.replace(/[\s#?/]/g, '')),
  fc.stringMatching(/^[a-z0-9-]{1,20}$/),
)

const pathArbitrary = fc.oneof(
  fc.constantFrom(...PAGE_PATHS, ...CATALOG_PATHS),
  fc.tuple(fc.constantFrom(...PAGE_PATHS, ...CATALOG_PATHS), fc.array(oddSegment, { minLength: 1, maxLength: 3 })).map(([base, extra]) => `${base.replace(/\/$/, '')}/${extra.join('/')}`),
  fc.tuple(fc.constantFrom(...PAGE_PATHS, ...CATALOG_PATHS), fc.constantFrom('//', '///', '/./', '/../', '/%2f', '/%2e/')).map(([base, glue]) => base.replace(/^\//, glue)),
  fc.tuple(fc.constantFrom(...PAGE_PATHS), fc.boolean()).map(([path, upper]) => (upper ? path.toUpperCase() : `${path}/`)),
  fc.constant(`/${'a'.repeat(2100)}`),
)

const queryValue = fc.oneof(
  fc.constantFrom('%00', '-1', '0', '1.5', '365098436442', '9'.repeat(300), '%zz', '%C3%28', '', 'true', '[]', '<script>', "'", '%E2%80%AE'),
  fc.string({ maxLength: 10 }).map(encodeURIComponent),
)
const queryArbitrary = fc
  .array(fc.tuple(fc.constantFrom('q', 'page', 'limit', 'sort', 'id', 'storeId', 'p', 'utm_source', 'redirect', 'returnTo', 'token', 'x'), queryValue), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`))

const cookieArbitrary = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('ih_session=x', 'ih_session=%00', `ih_session=${'a'.repeat(3000)}`, 'ih_session=', 'consent={', 'lang=zz; country=ZZ', 'a=b=c; ;;', '=', 'country=%00'),
  fc.tuple(fc.stringMatching(/^[a-z_]{1,12}$/), fc.string({ maxLength: 20 })).map(([k, v]) => `${k}=${encodeURIComponent(v)}`),
)

describe(`storefront pages, fuzzed (seed ${SEED}, ${RUNS} requests)`, () => {
  it('a request that is not valid HTTP gets the shared error body, not a stack or a hang', async () => {
    const answer = await rawGet('%2fcart', {})
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({ error: 'bad_request', message: 'The request is not valid HTTP', status: 400 })
  })

  it('odd paths, queries and cookies never get a 5xx, and a refused page is an HTML page', async () => {
    const property = fc.asyncProperty(pathArbitrary, queryArbitrary, cookieArbitrary, async (path, query, cookie) => {
      const headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml' }
      if (cookie !== undefined) headers.cookie = cookie
      const answer = await rawGet(`${path}${query}`, headers)
      if (answer.status < 200 || answer.status >= 500) throw new Error(`answered ${answer.status}: ${answer.body.slice(0, 400)}`)
      if (answer.status >= 400 && !answer.contentType.startsWith('text/html')) {
        throw new Error(`refused with ${answer.status} as ${answer.contentType}, not a page: ${answer.body.slice(0, 200)}`)
      }
    })
    const details = await fc.check(property, { seed: SEED, numRuns: RUNS, path: process.env.FUZZ_REPLAY_PATH })
    if (details.failed) {
      throw new Error(
        `${String(details.errorInstance)}\n  request: ${JSON.stringify(details.counterexample)}\n  seed ${details.seed}, path ${details.counterexamplePath}`,
      )
    }
    expect((await rawGet('/healthz', {})).status).toBe(200)
  }, 60_000 + RUNS * 500)
})
