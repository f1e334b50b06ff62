import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestDatabase, type DbHandle } from '@ironhouse/db'
import { DEMO_IDS, DEMO_VERSION, ensureDemoStore, generateDemoStore, loadDemoStore, truncateDemoStore } from '../src/index.ts'

const NOW = '2025-06-01T12:00:00.000Z'

async function count(handle: DbHandle, table: string): Promise<number> {
  const result = await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))
  const rows = ('rows' in result ? result.rows : result) as Array<{ n: number }>
  return rows[0]?.n ?? -1
}

describe('demo store loader', () => {
  let handle: DbHandle
  beforeAll(async () => {
    handle = await createTestDatabase(process.env.TEST_DATABASE_URL)
  })
  afterAll(async () => handle?.close())

  it('ensureDemoStore loads once and a second call leaves the rows alone', async () => {
    const expected = generateDemoStore({ now: NOW })
    const first = await ensureDemoStore(handle, { now: NOW })
    expect(first).toMatchObject({ loaded: true, productCount: 300 })
    const second = await ensureDemoStore(handle, { now: NOW })
    expect(second).toEqual({ loaded: false, productCount: 300 })
    expect(await count(handle, 'products')).toBe(expected.products.length)
    expect(await count(handle, 'product_prices')).toBe(expected.productPrices.length)
    expect(await count(handle, 'url_rewrites')).toBe(expected.urlRewrites.length)
    expect(await count(handle, 'regions')).toBe(expected.regions.length)
    expect(await count(handle, 'sites')).toBe(6)
    const seed = await handle.db.execute(sql`select name, version, product_count from seed_info`)
    expect('rows' in seed ? seed.rows : seed).toEqual([{ name: 'demo', version: DEMO_VERSION, product_count: 300 }])
  })

  it('stores the well-known rows as generated (jsonb and prices round-trip)', async () => {
    const result = await handle.db.execute(
      sql`select p.bundle_options, pp.price from products p join product_prices pp using (product_id) where p.product_id = ${DEMO_IDS.bundle} and pp.store_id = 1`,
    )
    const rows = ('rows' in result ? result.rows : result) as Array<{ bundle_options: Array<{ includedProductId: number | null }>; price: number }>
    expect(rows[0]?.bundle_options.some((o) => o.includedProductId === DEMO_IDS.bundleFreeProduct)).toBe(true)
    expect(rows[0]?.price).toBeGreaterThan(0)
  })

  it('truncate then load with another size replaces the catalogue', async () => {
    await truncateDemoStore(handle)
    expect(await count(handle, 'products')).toBe(0)
    const result = await loadDemoStore(handle, { now: NOW, products: 1500 })
    expect(result.productCount).toBe(1500)
    expect(await count(handle, 'products')).toBe(1500)
    expect(await count(handle, 'product_prices')).toBe(9000)
  })
})
