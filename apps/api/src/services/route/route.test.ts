import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, RouteResponse } from '@ironhouse/contracts'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

async function route(url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/svc_route/route?url=${encodeURIComponent(url)}` })
  return { res, body: res.json() as unknown }
}

describe('GET /svc_route/route?url=', () => {
  it('shell §7: resolves a product path to entityType and entityId, cached 2 h (max-age=7200)', async () => {
    const { res, body } = await route('/color-training-bumper-set')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=7200')
    expect(RouteResponse.parse(body)).toMatchObject({ entityType: 'product', entityId: DEMO_IDS.remapTo })
  })

  it('platform §3: the url of product 1119665 redirects to product 1119420', async () => {
    const first = RouteResponse.parse((await route(DEMO_IDS.redirects.remappedColorSet)).body)
    expect(first).toMatchObject({ entityType: 'redirect', redirectType: 301 })
    const target = RouteResponse.parse((await route(first.redirectTarget ?? '')).body)
    expect(target).toMatchObject({ entityType: 'product', entityId: 1119420 })
  })

  it('platform §2: the path is lowercased, cut at a space, query or hash, stripped of parentheses and locale prefixes', async () => {
    for (const raw of ['/Color-Training-Bumper-Set', '/eu/color-training-bumper-set?x=1', '//color-training-(bumper)-set#top', '/color-training-bumper-set%20extra']) {
      const body = RouteResponse.parse((await route(raw)).body)
      expect(body.entityId).toBe(DEMO_IDS.remapTo)
    }
  })

  it('an external redirect target keeps its http url (platform §2: the browser follows it)', async () => {
    const body = RouteResponse.parse((await route(DEMO_IDS.redirects.catalog)).body)
    expect(body.redirectTarget).toBe(DEMO_IDS.redirects.externalTarget)
  })

  it('a category path resolves with related.EUROPE on the /eu site', async () => {
    const body = RouteResponse.parse((await route('/weightlifting-bars-plates/bars')).body)
    expect(body).toMatchObject({ entityType: 'category', entityId: DEMO_IDS.categories.bars, related: { EUROPE: '/eu/weightlifting-bars-plates/bars' } })
  })

  it('shell §8: an unknown path answers 404 not_found; a missing url answers 400 validation_error', async () => {
    const unknown = await route('/no/such/page')
    expect(unknown.res.statusCode).toBe(404)
    expect(ErrorBody.parse(unknown.body).error).toBe('not_found')
    const missing = await t.app.inject({ method: 'GET', url: '/svc_route/route' })
    expect(missing.statusCode).toBe(400)
    expect(ErrorBody.parse(missing.json()).error).toBe('validation_error')
  })

  it('bad input is a 400, never a 500: a NUL byte in the url or in a sku lookup', async () => {
    for (const url of ['/svc_route/route?url=%00', '/svc_route/route?url=/a%00b', '/svc_content/catalog/product?sku=%00']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(400)
      expect(ErrorBody.parse(res.json()).error).toBe('validation_error')
    }
  })
})
