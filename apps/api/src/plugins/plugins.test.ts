import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '@ironhouse/contracts'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { buildApp } from '../app.ts'
import { openTestApp, TEST_RELEASE, type TestApp } from '../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

const inject = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('errors', () => {
  it('an unknown route answers 404 not_found in the ErrorBody shape', async () => {
    const res = await inject('/svc_content/nothing/here')
    expect(res.statusCode).toBe(404)
    expect(ErrorBody.parse(res.json())).toMatchObject({ error: 'not_found', status: 404 })
  })

  it('malformed percent-encoding in the path answers 400, not 500', async () => {
    const res = await inject('/svc_content/cms/page/%E0%A4%A')
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json()).status).toBe(400)
  })

  it('a URL over 2048 characters answers 414 uri_too_long (JSON for calls, a page for browsers)', async () => {
    const long = `/svc_route/route?url=/${'a'.repeat(2100)}`
    const res = await inject(long)
    expect(res.statusCode).toBe(414)
    expect(ErrorBody.parse(res.json()).error).toBe('uri_too_long')
    const page = await inject(long, { accept: 'text/html' })
    expect(page.statusCode).toBe(414)
    expect(page.headers['content-type']).toContain('text/html')
  })

  it('a thrown error answers 500 unknown_error without its message or stack', async () => {
    const app = await buildApp({ db: t.db, release: TEST_RELEASE })
    app.get('/boom', async () => {
      throw new Error('secret database password in this message')
    })
    const res = await app.inject({ method: 'GET', url: '/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ error: 'unknown_error', message: 'Internal Server Error', status: 500 })
    await app.close()
  })

  it('a malformed JSON body answers 400 bad_request', async () => {
    const app = await buildApp({ db: t.db, release: TEST_RELEASE })
    app.post('/echo', async (request) => request.body)
    const res = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":' })
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json()).error).toBe('bad_request')
    await app.close()
  })
})

describe('site of the request (platform §7)', () => {
  it('the /site/{code} segment after the service name selects the site, any case', async () => {
    const res = await inject(`/svc_content/site/gbr/catalog/product/${DEMO_IDS.ohioBar}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ product: { storeId: 34, currency: 'GBP' } })
  })

  it('an unknown site code or store id answers 400 unknown_site', async () => {
    for (const url of [`/svc_content/site/XYZ/catalog/product/${DEMO_IDS.ohioBar}`, `/svc_content/catalog/product/${DEMO_IDS.ohioBar}?storeId=3`]) {
      const res = await inject(url)
      expect(res.statusCode).toBe(400)
      expect(ErrorBody.parse(res.json()).error).toBe('unknown_site')
    }
  })
})

describe('operations', () => {
  it('GET /healthz answers {status: ok}; /readyz pings the database', async () => {
    expect((await inject('/healthz')).json()).toEqual({ status: 'ok' })
    const ready = await inject('/readyz')
    expect(ready.statusCode).toBe(200)
  })

  it('GET /readyz answers 503 service_unavailable when the database does not answer', async () => {
    const broken = { ...t.db, ping: async () => Promise.reject(new Error('connection refused')) }
    const app = await buildApp({ db: broken, release: TEST_RELEASE })
    const res = await app.inject({ method: 'GET', url: '/readyz' })
    expect(res.statusCode).toBe(503)
    expect(ErrorBody.parse(res.json()).error).toBe('service_unavailable')
    await app.close()
  })

  it('GET /metrics exposes the request duration histogram by route and status', async () => {
    await inject(`/svc_content/catalog/product/${DEMO_IDS.ohioBar}`)
    const metrics = await inject('/metrics')
    expect(metrics.headers['content-type']).toContain('text/plain')
    expect(metrics.body).toContain('http_request_duration_seconds_bucket')
    expect(metrics.body).toMatch(/route="\/svc_content\/catalog\/product\/:id",status_code="200"/)
  })

  it('every answer carries a request id and the security headers; a given x-request-id is kept', async () => {
    const res = await inject('/healthz', { 'x-request-id': 'abc-123' })
    expect(res.headers['x-request-id']).toBe('abc-123')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect((await inject('/healthz')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('large answers are compressed when the client accepts gzip', async () => {
    const res = await inject('/svc_content/catalog/menu', { 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
  })
})
