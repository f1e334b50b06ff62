import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '@ironhouse/contracts'
import { CategoryProductsResponse, CategoryResponse, ErrorBody, HotActiveResponse, MenuResponse, PRODUCTS_PER_BATCH, ProductResponse, ProductsResponse } from '@ironhouse/contracts'
import { CATEGORY_IDS, convertPrice, DEMO_IDS, SHOP_CATEGORY_ID, STORES } from '@ironhouse/demo-data'
import { getJson as getJsonOf, openTestApp, type TestApp } from '../../../test/helpers.ts'
import { tagCompatibleProducts } from '../../../test/fixtures.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

const getJson = (url: string) => getJsonOf(t.app, url)

async function productIn(storeId: number, id: number = DEMO_IDS.ohioBar) {
  const { res, body } = await getJson(`/svc_content/catalog/product/${id}?storeId=${storeId}`)
  expect(res.statusCode).toBe(200)
  return ProductResponse.parse(body).product as Product
}

describe('GET /svc_content/catalog/product/{id}', () => {
  it('commerce §9 store currencies: the same product is priced 1 USD, 2 CAD, 4 USD, 5 EUR, 18 AUD, 34 GBP', async () => {
    const expected = { 1: 'USD', 2: 'CAD', 4: 'USD', 5: 'EUR', 18: 'AUD', 34: 'GBP' } as const
    const usd = (await productIn(1)).price
    for (const store of STORES) {
      const product = await productIn(store.storeId)
      expect(product.storeId).toBe(store.storeId)
      expect(product.currency).toBe(expected[store.storeId as keyof typeof expected])
      expect(product.price).toBe(convertPrice(usd, store.rate))
    }
  })

  it('commerce §9 SKU prefixes: stores 5 and 34 prefix EU-, store 18 prefixes AU-, others none', async () => {
    const base = (await productIn(1)).sku
    expect(base.startsWith('EU-') || base.startsWith('AU-')).toBe(false)
    expect((await productIn(2)).sku).toBe(base)
    expect((await productIn(4)).sku).toBe(base)
    expect((await productIn(5)).sku).toBe(`EU-${base}`)
    expect((await productIn(34)).sku).toBe(`EU-${base}`)
    expect((await productIn(18)).sku).toBe(`AU-${base}`)
  })

  it('platform §7 site path: /svc_content/site/EUR/... prices for the EUR store (5)', async () => {
    const { res, body } = await getJson(`/svc_content/site/EUR/catalog/product/${DEMO_IDS.ohioBar}`)
    expect(res.statusCode).toBe(200)
    const product = ProductResponse.parse(body).product
    expect(product.storeId).toBe(5)
    expect(product.currency).toBe('EUR')
    expect(product.sku.startsWith('EU-')).toBe(true)
  })

  it('platform §3: product 91377 is served with price 0 (a quote-only product)', async () => {
    const product = await productIn(1, DEMO_IDS.quotedProduct)
    expect(product.productId).toBe(91377)
    expect(product.price).toBe(0)
  })

  it('commerce §4: hasPromo is true for an active promo and false for an expired one', async () => {
    expect((await productIn(1, DEMO_IDS.activePromo)).hasPromo).toBe(true)
    expect((await productIn(1, DEMO_IDS.expiredPromo)).hasPromo).toBe(false)
  })

  it('answers with cache-control max-age=300 and an ETag; a matching If-None-Match gets 304', async () => {
    const { res } = await getJson(`/svc_content/catalog/product/${DEMO_IDS.ohioBar}`)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    const etag = String(res.headers.etag)
    const again = await t.app.inject({ method: 'GET', url: `/svc_content/catalog/product/${DEMO_IDS.ohioBar}`, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it.each([
    ['abc', 400, 'validation_error'],
    ['-5', 400, 'validation_error'],
    ['1.5', 400, 'validation_error'],
    ['99999999999999999999', 400, 'validation_error'],
    ['424242', 404, 'not_found'],
  ])('bad id %s answers %i %s in the ErrorBody shape, never a 500', async (id, status, code) => {
    const { res, body } = await getJson(`/svc_content/catalog/product/${id}`)
    expect(res.statusCode).toBe(status)
    expect(ErrorBody.parse(body)).toMatchObject({ error: code, status })
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/)
  })

  it('unknown query parameters are ignored', async () => {
    const { res } = await getJson(`/svc_content/catalog/product/${DEMO_IDS.ohioBar}?utm_source=mail&foo=bar`)
    expect(res.statusCode).toBe(200)
  })
})

describe('GET /svc_content/catalog/product?sku= | ?childId=, /complete/{id}', () => {
  it('finds a product by its base SKU and by its store SKU (EU- prefix on store 5)', async () => {
    const base = (await productIn(1)).sku
    const bySku = await getJson(`/svc_content/catalog/product?sku=${base}`)
    expect(ProductResponse.parse(bySku.body).product.productId).toBe(DEMO_IDS.ohioBar)
    const byEuSku = await getJson(`/svc_content/catalog/product?sku=EU-${base}&storeId=5`)
    expect(ProductResponse.parse(byEuSku.body).product).toMatchObject({ productId: DEMO_IDS.ohioBar, sku: `EU-${base}` })
  })

  it('childId gives the parent product; complete/{id} lists the children priced for the same store', async () => {
    const complete = ProductResponse.parse((await getJson(`/svc_content/catalog/product/complete/${DEMO_IDS.configurable}?storeId=18`)).body).product
    expect(complete.childrenIds.length).toBeGreaterThan(0)
    const children = (complete.children ?? []) as Array<Product>
    expect(children.map((c) => c.productId)).toEqual(complete.childrenIds)
    expect(children.every((c) => c.storeId === 18 && c.currency === 'AUD' && c.sku.startsWith('AU-'))).toBe(true)
    const parent = await getJson(`/svc_content/catalog/product?childId=${complete.childrenIds[0]}`)
    expect(ProductResponse.parse(parent.body).product.productId).toBe(DEMO_IDS.configurable)
  })

  it('complete/{id} of a bundle lists the products its options offer and include, each priced for the store', async () => {
    const bundle = ProductResponse.parse((await getJson(`/svc_content/catalog/product/complete/${DEMO_IDS.bundle}?storeId=5`)).body).product
    const offered = bundle.bundleOptions.flatMap((o) => [...o.values.map((v) => v.productId), ...(o.includedProductId === null ? [] : [o.includedProductId])])
    const children = (bundle.children ?? []) as Array<Product>
    expect(children.map((c) => c.productId)).toEqual([...new Set(offered)])
    expect(children.map((c) => c.productId)).toContain(DEMO_IDS.bundleFreeProduct)
    expect(children.every((c) => c.currency === 'EUR' && c.pricing.currency === 'EUR')).toBe(true)
    const bar = children.find((c) => c.productId === DEMO_IDS.ohioBar)
    const barAlone = ProductResponse.parse((await getJson(`/svc_content/catalog/product/${DEMO_IDS.ohioBar}?storeId=5`)).body).product
    expect(bar?.pricing).toEqual(barAlone.pricing)
  })

  it('without sku or childId answers 400 validation_error; an unknown SKU answers 404', async () => {
    expect((await getJson('/svc_content/catalog/product')).res.statusCode).toBe(400)
    const unknown = await getJson('/svc_content/catalog/product?sku=NOPE-123')
    expect(unknown.res.statusCode).toBe(404)
    expect(ErrorBody.parse(unknown.body).error).toBe('not_found')
  })
})

describe('GET /svc_content/catalog/products?ids= (several products in one read)', () => {
  it('answers each product once, in the order asked, as the single read answers it; unknown ids are left out', async () => {
    const ids = [DEMO_IDS.concept2, DEMO_IDS.ohioBar, 424242, DEMO_IDS.activePromo, DEMO_IDS.ohioBar]
    const { res, body } = await getJson(`/svc_content/catalog/products?ids=${ids.join(',')}&storeId=5`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    const products = ProductsResponse.parse(body).products
    expect(products.map((p) => p.productId)).toEqual([DEMO_IDS.concept2, DEMO_IDS.ohioBar, DEMO_IDS.activePromo])
    for (const product of products) expect(product).toEqual(await productIn(5, product.productId))
  })

  it('only unknown ids: an empty list, not a 404', async () => {
    const { res, body } = await getJson('/svc_content/catalog/products?ids=424242,424243')
    expect(res.statusCode).toBe(200)
    expect(ProductsResponse.parse(body).products).toEqual([])
  })

  it.each([
    ['no ids', ''],
    ['an empty list', '?ids='],
    ['a word', '?ids=1,abc'],
    ['a trailing comma', '?ids=1,'],
    ['id 0', '?ids=0'],
    ['an id past the integer column', '?ids=99999999999'],
    [`${PRODUCTS_PER_BATCH + 1} ids`, `?ids=${Array.from({ length: PRODUCTS_PER_BATCH + 1 }, (_, i) => i + 1).join(',')}`],
  ])('%s answers 400 validation_error, never a 500', async (_label, query) => {
    const { res, body } = await getJson(`/svc_content/catalog/products${query}`)
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(body)).toMatchObject({ error: 'validation_error', status: 400 })
  })

  it(`${PRODUCTS_PER_BATCH} ids are allowed`, async () => {
    const ids = Array.from({ length: PRODUCTS_PER_BATCH }, (_, i) => (i === 0 ? DEMO_IDS.ohioBar : 424242 + i))
    const { res, body } = await getJson(`/svc_content/catalog/products?ids=${ids.join(',')}`)
    expect(res.statusCode).toBe(200)
    expect(ProductsResponse.parse(body).products.map((p) => p.productId)).toEqual([DEMO_IDS.ohioBar])
  })
})

describe('GET /svc_content/catalog/product/compatibility', () => {
  it('shell §7 compatibility: products whose tag and group match, as sku, name, productId', async () => {
    await tagCompatibleProducts(t.db.db, [
      { productId: DEMO_IDS.products.proCollars, tag: 'sleeve-50mm', group: 'collars' },
      { productId: DEMO_IDS.products.hgCollars, tag: 'sleeve-50mm', group: 'collars' },
      { productId: DEMO_IDS.ohioBar, tag: 'sleeve-50mm', group: 'bars' },
    ])
    const { body } = await getJson('/svc_content/catalog/product/compatibility?tag=sleeve-50mm&group=collars&storeId=5')
    const list = body as Array<{ sku: string; name: string; productId: number }>
    expect(list.map((p) => p.productId)).toEqual([DEMO_IDS.products.proCollars, DEMO_IDS.products.hgCollars])
    expect(list.every((p) => p.sku.startsWith('EU-') && p.name.length > 0)).toBe(true)
    const anyGroup = await getJson('/svc_content/catalog/product/compatibility?tag=sleeve-50mm')
    expect((anyGroup.body as Array<unknown>).length).toBe(3)
    expect((await getJson('/svc_content/catalog/product/compatibility')).res.statusCode).toBe(400)
  })
})

describe('categories, menu and hot deals', () => {
  it('commerce §7 category: cached 5 minutes (max-age=300); unknown → 404 not_found', async () => {
    const { res, body } = await getJson(`/svc_content/catalog/category/${DEMO_IDS.categories.barsPlates}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    const category = (body as { category: { categoryId: number; children: Array<{ categoryId: number }> } }).category
    expect(category.categoryId).toBe(DEMO_IDS.categories.barsPlates)
    expect(category.children.map((c) => c.categoryId)).toContain(DEMO_IDS.categories.bars)
    expect((await getJson('/svc_content/catalog/category/987654')).res.statusCode).toBe(404)
  })

  it('a category names the categories above it, top first, below the Shop root: the subcategory breadcrumb reads Home > parent > it', async () => {
    const categoryOf = async (id: number) => CategoryResponse.parse((await getJson(`/svc_content/catalog/category/${id}`)).body).category
    const plates = await categoryOf(CATEGORY_IDS.plates)
    expect(plates.ancestors).toEqual([{ categoryId: CATEGORY_IDS.barsPlates, name: 'Weightlifting Bars & Plates', url: '/weightlifting-bars-plates' }])
    expect((await categoryOf(CATEGORY_IDS.barsPlates)).ancestors).toEqual([])
    expect((await categoryOf(SHOP_CATEGORY_ID)).ancestors).toEqual([])
  })

  it('platform §9 page size 80: the grid lists products of the category and its descendants, priced for the store', async () => {
    const { res, body } = await getJson(`/svc_content/catalog/category/${DEMO_IDS.categories.barsPlates}/products?storeId=34`)
    expect(res.statusCode).toBe(200)
    const grid = CategoryProductsResponse.parse(body)
    expect(grid.page).toBe(1)
    expect(grid.products.length).toBeLessThanOrEqual(80)
    expect(grid.products.map((p) => p.productId)).toContain(DEMO_IDS.ohioBar) // a bar, listed under bars & plates
    expect(grid.products.every((p) => p.currency === 'GBP' && p.sku.startsWith('EU-'))).toBe(true)
    const small = CategoryProductsResponse.parse((await getJson(`/svc_content/catalog/category/${DEMO_IDS.categories.barsPlates}/products?limit=2&page=2`)).body)
    expect(small.products.length).toBeLessThanOrEqual(2)
    expect(small.totalPages).toBe(Math.ceil(small.total / 2))
    // the total counts every product of the category, on any page, and a page past the last lists none
    const all = CategoryProductsResponse.parse((await getJson(`/svc_content/catalog/category/${DEMO_IDS.categories.barsPlates}/products?limit=200`)).body)
    expect(all.total).toBe(all.products.length)
    expect(small.total).toBe(all.total)
    expect(small.products.map((p) => p.productId)).toEqual(all.products.slice(2, 4).map((p) => p.productId))
    const past = CategoryProductsResponse.parse((await getJson(`/svc_content/catalog/category/${DEMO_IDS.categories.barsPlates}/products?limit=2&page=500`)).body)
    expect(past).toMatchObject({ products: [], page: 500, total: all.total, totalPages: Math.ceil(all.total / 2) })
    expect((await getJson(`/svc_content/catalog/category/${DEMO_IDS.categories.bars}/products?limit=0`)).res.statusCode).toBe(400)
  })

  it('the Shop mega-menu is the category tree under root 2', async () => {
    const { body } = await getJson('/svc_content/catalog/menu')
    const menu = MenuResponse.parse(body).menu
    expect(menu.length).toBeGreaterThan(0)
    expect(menu.some((node) => node.children.some((child) => child.categoryId === DEMO_IDS.categories.bars))).toBe(true)
  })

  it('commerce §4 hot/active: the active promo is active, the expired one missed, hundo ids listed; cached 300 s', async () => {
    const { res, body } = await getJson('/svc_content/hot/active')
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    const hot = HotActiveResponse.parse(body)
    const statusOf = (id: number) => hot.products.find((p) => p.productId === id)?.status
    expect(statusOf(DEMO_IDS.activePromo)).toBe('active')
    expect(statusOf(DEMO_IDS.expiredPromo)).toBe('missed')
    expect(statusOf(DEMO_IDS.qtyExhaustedPromo)).toBe('missed')
    expect(hot.hundoProductIds).toContain(DEMO_IDS.hundo)
  })
})

describe('CMS pages and blocks', () => {
  it('shell §7: a page by numeric id and by identifier', async () => {
    const byId = await getJson(`/svc_content/cms/page/${DEMO_IDS.contentPages.home}`)
    expect(byId.res.statusCode).toBe(200)
    const page = (byId.body as { page: { identifier: string; builder: Array<unknown> } }).page
    expect(page.builder.length).toBeGreaterThan(0)
    const byIdentifier = await getJson(`/svc_content/cms/page/${page.identifier}`)
    expect(byIdentifier.body).toEqual(byId.body)
    expect((await getJson('/svc_content/cms/page/no-such-page')).res.statusCode).toBe(404)
    expect((await getJson('/svc_content/cms/page/bad%20id')).res.statusCode).toBe(400)
  })

  it('shell §9: a content block answers active and content, cached 3600 s; unknown → 404', async () => {
    const { res, body } = await getJson('/svc_content/cms/block/header-promo-banner')
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    expect(body).toMatchObject({ active: true, content: { url: '/3-ships-free' } })
    const inactive = await getJson('/svc_content/cms/block/footer-notice')
    expect(inactive.body).toMatchObject({ active: false })
    const unknown = await getJson('/svc_content/cms/block/nope')
    expect(unknown.res.statusCode).toBe(404)
    expect(ErrorBody.parse(unknown.body).error).toBe('not_found')
  })
})
