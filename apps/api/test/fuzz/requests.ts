import fc from 'fast-check'
import type { HTTPMethods } from 'fastify'
import type { RouteEntry } from '../../src/plugins/route-catalog.ts'
import { fuzzed, fuzzedText, inputJsonSchema, propertyNames } from './schema-values.ts'
import type { SessionKind, Shoppers } from './shoppers.ts'
import { anyJson, anyText, encodeUrlPart, urlEncoding } from './values.ts'

export type FuzzRequest = {
  session: SessionKind
  method: HTTPMethods
  url: string
  headers: Record<string, string>
  payload?: string | Buffer | undefined
}

const METHODS: Array<HTTPMethods> = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']
const SITE_CODES = ['USA', 'EUR', 'gbr', 'CAN', 'XXX', '%00', '..', '']

/** The request's parts as the route's schemas describe them (JSON Schema of their input side). */
function schemasOf(route: RouteEntry) {
  const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown }
  return { params: inputJsonSchema(schema.params), query: inputJsonSchema(schema.querystring), body: inputJsonSchema(schema.body) }
}

function pathArbitrary(route: RouteEntry, paramSchema: ReturnType<typeof inputJsonSchema>): fc.Arbitrary<string> {
  const segments = route.url.split('/').map((segment): fc.Arbitrary<string> => {
    if (segment === '*') return fc.array(fc.tuple(anyText, urlEncoding).map(([text, how]) => encodeUrlPart(text, how)), { maxLength: 4 }).map((parts) => parts.join('/'))
    if (!segment.startsWith(':')) return fc.constant(segment)
    const name = segment.slice(1).replace(/\?$/, '')
    return fc.tuple(fuzzedText(paramSchema?.properties?.[name]), urlEncoding).map(([text, how]) => encodeUrlPart(text, how))
  })
  const path = fc.tuple(...segments).map((parts) => parts.join('/'))
  if (!route.url.startsWith('/svc_')) return path
  // platform §7: /svc_x/site/{code}/... for the non-USA sites
  return fc.tuple(path, fc.option(fc.constantFrom(...SITE_CODES), { freq: 4 })).map(([p, site]) =>
    site === null ? p : p.replace(/^(\/svc_[a-z0-9_]+)/i, `$1/site/${site}`),
  )
}

function queryArbitrary(querySchema: ReturnType<typeof inputJsonSchema>): fc.Arbitrary<string> {
  const names = [...propertyNames(querySchema), 'storeId']
  const pair = fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: anyText }), urlEncoding).chain(([name, how]) =>
    fuzzedText(querySchema?.properties?.[name]).map((value) => `${encodeUrlPart(name, how)}=${encodeUrlPart(value, how)}`),
  )
  const junk = fc.constantFrom('&&', '=', '=1', 'a', 'a=%', '%zz=1', 'a[b]=1', 'a[]=1&a[]=2', 'storeId=5&storeId=1', '__proto__[x]=1', 'constructor=1')
  return fc
    .array(fc.oneof({ weight: 6, arbitrary: pair }, { weight: 1, arbitrary: junk }), { maxLength: 5 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.join('&')}`))
}

type Body = { contentType?: string | undefined; payload: string | Buffer }

function bodyArbitrary(bodySchema: ReturnType<typeof inputJsonSchema>): fc.Arbitrary<Body | undefined> {
  const json = fuzzed(bodySchema).map((value): Body => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' }))
  const oddJson = fc.tuple(fc.constantFrom('{"a":', '{]}', '', 'null', '"\\u0000"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '[' .repeat(5000)), fc.constantFrom('application/json', 'application/json; charset=utf-16', 'application/problem+json', 'APPLICATION/JSON'))
    .map(([payload, contentType]): Body => ({ contentType, payload }))
  const badBytes = fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes): Body => ({
    contentType: 'application/json',
    payload: Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from(bytes), Buffer.from('"}')]),
  }))
  const otherTypes = fc.tuple(
    fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'multipart/form-data', 'application/octet-stream', 'application/xml', undefined, '', ';;;'),
    anyJson.map((value) => JSON.stringify(value) ?? ''),
  ).map(([contentType, payload]): Body => ({ contentType, payload }))
  const tooLarge = fc.constant<Body>({ contentType: 'application/json', payload: `{"x":"${'a'.repeat(1_100_000)}"}` })
  return fc.oneof(
    { weight: 10, arbitrary: json },
    { weight: 2, arbitrary: oddJson },
    { weight: 1, arbitrary: badBytes },
    { weight: 2, arbitrary: otherTypes },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: tooLarge },
  )
}

/** Cookies a browser, a stale tab or a forger may send, besides the session's. */
const otherCookies = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.tuple(anyText, anyText).map(([name, value]) => `${encodeUrlPart(name, 'component')}=${encodeUrlPart(value, 'component')}`) },
  { weight: 1, arbitrary: fc.constantFrom('=', ';;', 'a', 'a=b=c', 'a="b', 'ih_session=%00', 'ih_session=' + 'x'.repeat(4000), 'ih_session=' + 'A'.repeat(43)) },
)

/** The session a request carries: none, a forged one, an expired one, a guest's, or one of two shoppers'. */
function sessionArbitrary(shoppers: Shoppers): fc.Arbitrary<{ session: SessionKind; cookie: string | undefined }> {
  const live = (['guest', 'shopperA', 'shopperB', 'expired'] as const).map((kind) => fc.constant({ session: kind as SessionKind, cookie: shoppers.cookies[kind] as string | undefined }))
  return fc.tuple(fc.oneof({ weight: 2, arbitrary: fc.constant({ session: 'none' as SessionKind, cookie: undefined }) }, ...live), otherCookies).map(([{ session, cookie }, other]) => {
    if (other === undefined) return { session, cookie }
    // the first ih_session of the header counts: a forged one after the real one changes nothing
    const forged = other.startsWith('ih_session=') && cookie === undefined
    return { session: forged ? ('garbage' as SessionKind) : session, cookie: cookie === undefined ? other : `${cookie}; ${other}` }
  })
}

/** A generated request for one route: its method most of the time, its path with fuzzed parts, a query, a body. */
export function requestArbitrary(route: RouteEntry, shoppers: Shoppers): fc.Arbitrary<FuzzRequest> {
  const schemas = schemasOf(route)
  const method = fc.oneof({ weight: 9, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) })
  return fc
    .record({
      method,
      path: pathArbitrary(route, schemas.params),
      query: queryArbitrary(schemas.query),
      body: bodyArbitrary(schemas.body),
      who: sessionArbitrary(shoppers),
      accept: fc.constantFrom(undefined, 'application/json', '*/*', 'application/xml'),
    })
    .map(({ method, path, query, body, who, accept }) => {
      const headers: Record<string, string> = {}
      if (who.cookie !== undefined) headers.cookie = who.cookie
      if (accept !== undefined) headers.accept = accept
      const sendsBody = method !== 'GET' && method !== 'HEAD' && body !== undefined
      if (sendsBody && body.contentType !== undefined) headers['content-type'] = body.contentType
      return { session: who.session, method, url: `${path}${query}`, headers, payload: sendsBody ? body.payload : undefined }
    })
}

/** The inputs the issue reported as 500s, and their kind, tried on every route before the generated ones. */
export function classicRequests(route: RouteEntry, shoppers: Shoppers): Array<FuzzRequest> {
  const fill = (value: string) => route.url.replace(/:[^/]+/g, value).replace('*', value)
  const bodies = ['{"id":365098436442}', '{"id":"\\u0000"}', '{"id":-1}', '{"id":1.5}', '[]', 'null', '"x"']
  const values = ['365098436442', '%00', '-1', '1.5', 'abc', '%C3%28', '%zz', '9'.repeat(300)]
  const requests: Array<FuzzRequest> = values.map((value) => ({ session: 'none', method: route.method, url: `${fill(value)}?tag=%00&q=%00&id=${value}`, headers: {} }))
  if (route.method !== 'GET' && route.method !== 'HEAD') {
    for (const payload of bodies) requests.push({ session: 'none', method: route.method, url: fill('1'), headers: { 'content-type': 'application/json' }, payload })
  }
  // the same call with an expired session, and with each shopper's: one may not see the other's data
  for (const session of ['expired', 'shopperA', 'shopperB'] as const) {
    requests.push({ session, method: route.method, url: fill('1'), headers: { cookie: shoppers.cookies[session], 'content-type': 'application/json' }, payload: route.method === 'GET' ? undefined : '{}' })
  }
  return requests
}
