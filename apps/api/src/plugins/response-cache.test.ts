import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { productPrices } from '@ironhouse/db'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp({ responseCache: { maxTtlMs: 60_000, maxEntries: 3 } })
})
afterAll(async () => {
  await t.close()
})

const productUrl = (id: number, site = '') => `/svc_content${site}/catalog/product/${id}`

describe('micro-cache of public answers', () => {
  it('serves a public answer again from memory, without reading the database', async () => {
    const first = await t.app.inject({ method: 'GET', url: productUrl(DEMO_IDS.ohioBar) })
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-cache']).toBeUndefined()
    // a write behind the cache's back is not seen while the entry lives …
    await t.db.db.update(productPrices).set({ price: 1 }).where(eq(productPrices.productId, DEMO_IDS.ohioBar))
    const second = await t.app.inject({ method: 'GET', url: productUrl(DEMO_IDS.ohioBar) })
    expect(second.headers['x-cache']).toBe('hit')
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['cache-control']).toBe('public, max-age=300')
    // … and is once the cache is cleared
    t.app.responseCache.clear()
    const third = await t.app.inject({ method: 'GET', url: productUrl(DEMO_IDS.ohioBar) })
    expect(third.headers['x-cache']).toBeUndefined()
    expect(third.json().product.price).toBe(1)
  })

  it('keeps each site apart: the EUR answer is not the USA one', async () => {
    const usa = await t.app.inject({ method: 'GET', url: productUrl(DEMO_IDS.specialPrice) })
    const eur = await t.app.inject({ method: 'GET', url: productUrl(DEMO_IDS.specialPrice, '/site/EUR') })
    expect(usa.json().product.currency).toBe('USD')
    expect(eur.json().product.currency).toBe('EUR')
    expect(eur.headers['x-cache']).toBeUndefined()
  })

  it('answers If-None-Match with 304 from the cache', async () => {
    const first = await t.app.inject({ method: 'GET', url: productUrl(DEMO_IDS.hundo) })
    const again = await t.app.inject({
      method: 'GET',
      url: productUrl(DEMO_IDS.hundo),
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.headers['x-cache']).toBe('hit')
  })

  it('never keeps errors, and drops the least recently used entry beyond its size', async () => {
    await t.app.inject({ method: 'GET', url: productUrl(424242) })
    const missing = await t.app.inject({ method: 'GET', url: productUrl(424242) })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['x-cache']).toBeUndefined()
    for (const id of [DEMO_IDS.binProduct, DEMO_IDS.oosProduct, DEMO_IDS.backorderProduct, DEMO_IDS.leadTimeProduct]) {
      await t.app.inject({ method: 'GET', url: productUrl(id) })
    }
    expect(t.app.responseCache.size).toBe(3)
    const evicted = await t.app.inject({ method: 'GET', url: productUrl(DEMO_IDS.binProduct) })
    expect(evicted.headers['x-cache']).toBeUndefined()
  })
})

describe('micro-cache bounded in bytes (RESPONSE_CACHE_MAX_BYTES)', () => {
  it('keeps answers up to its byte bound, whatever their count, dropping the least recently used', async () => {
    const ids = [DEMO_IDS.binProduct, DEMO_IDS.oosProduct] as const
    // the answers' sizes, read through the first app (its own entries do not matter here)
    const sizes = await Promise.all(ids.map(async (id) => (await t.app.inject({ method: 'GET', url: productUrl(id) })).body.length))
    // room for one answer only: 1,000 entries would be allowed, the bytes are not
    const bounded = await openTestApp({ responseCache: { maxTtlMs: 60_000, maxEntries: 1000, maxBytes: Math.max(...sizes) + 256 } })
    try {
      for (const id of ids) await bounded.app.inject({ method: 'GET', url: productUrl(id) })
      expect(bounded.app.responseCache.size).toBe(1)
      expect((await bounded.app.inject({ method: 'GET', url: productUrl(ids[1]) })).headers['x-cache']).toBe('hit')
      expect((await bounded.app.inject({ method: 'GET', url: productUrl(ids[0]) })).headers['x-cache']).toBeUndefined()
    } finally {
      await bounded.close()
    }
  })
})
