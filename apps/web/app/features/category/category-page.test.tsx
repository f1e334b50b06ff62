import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Category } from '@ironhouse/contracts'
import { createApiClient } from '../../platform/api.server.ts'
import { ACTIVE_PROMO, headingLevels, imagesWithoutAlt, makePricing, makeSummary, textOf } from '../../ui/test-fixtures.ts'
import { CategoryPage } from './category-page.tsx'
import { loadCategoryPageData, pageParam } from './load-category.server.ts'
import type { CategoryPageData } from './load-category.server.ts'

const barbells: Category = {
  categoryId: 15,
  parentId: 2,
  name: 'Barbells',
  url: '/weightlifting-bars-plates/barbells',
  path: '1/2/15',
  description: '<p>Bars for every lift.</p>',
  topLinks: [{ label: 'Best Sellers', url: '/weightlifting-bars-plates/barbells?sort=best' }],
  landingPageId: null,
  children: [
    { categoryId: 151, name: 'Men’s 20KG Bars', url: '/weightlifting-bars-plates/barbells/mens-20kg-bars' },
    { categoryId: 152, name: 'Women’s 15KG Bars', url: '/weightlifting-bars-plates/barbells/womens-15kg-bars' },
  ],
}

function gridData(over: Partial<Extract<CategoryPageData, { kind: 'grid' }>> = {}): CategoryPageData {
  return {
    kind: 'grid',
    category: barbells,
    products: [
      makeSummary({ productId: 1001, name: 'Ohio Bar', url: '/ohio-bar', price: 29500, special_price: 26500 }),
      makeSummary({ productId: 1002, name: 'Bella Bar', url: '/bella-bar', price: 27500, attributes: ACTIVE_PROMO }),
      makeSummary({ productId: 91377, name: 'Custom Rig', url: '/custom-rig', price: 0, quoted: true }),
      makeSummary({
        productId: 1004,
        name: 'Training Bar',
        url: '/training-bar',
        inventory: { min: 1, max: 0, bin: true, backorder: false, qoh: 0, leadTime: null, restockStatus: null, promoQty: null, ms: null },
      }),
    ],
    page: 2,
    totalPages: 3,
    total: 164,
    pricing: makePricing(),
    prefix: '',
    query: '',
    ...over,
  }
}

describe('CategoryPage', () => {
  it('renders name, description, top and subcategory links, and tiles with price, stock and badges', () => {
    const html = renderToString(<CategoryPage data={gridData()} />)
    const text = textOf(html)
    expect(html).toContain('<h1>Barbells</h1>')
    expect(html).toContain('<p>Bars for every lift.</p>')
    expect(html).toContain('href="/weightlifting-bars-plates/barbells?sort=best"')
    expect(html).toContain('href="/weightlifting-bars-plates/barbells/mens-20kg-bars"')
    expect(html).toContain('href="/ohio-bar"')
    expect(text).toContain('$265.00')
    expect(html).toMatch(/<s class="price__list">.*\$295\.00<\/s>/)
    expect(text).toContain('Hot Deal')
    expect(text).toContain('$249.00')
    expect(text).toContain('Quote')
    expect(text).not.toContain('$0.00')
    expect(text).toContain('In Stock')
    expect(text).toContain('Out of Stock')
    expect(imagesWithoutAlt(html)).toEqual([])
    expect(html).toContain('alt="Ohio Bar"')
    expect(headingLevels(html)).toEqual([1, 2, 3, 3, 3, 3])
  })

  it('the first four tiles (in view when the page opens) load their images at once, the rest lazily', () => {
    const products = Array.from({ length: 6 }, (_, i) => makeSummary({ productId: 3000 + i, name: `Plate ${i + 1}`, url: `/plate-${i + 1}` }))
    const html = renderToString(<CategoryPage data={gridData({ products })} />)
    const loading = [...html.matchAll(/<a[^>]*class="tile__image"[^>]*><img[^>]*loading="(\w+)"/g)].map((m) => m[1])
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy'])
  })

  it('a top link that repeats a subcategory is shown once', () => {
    const category = { ...barbells, topLinks: [{ label: 'Men’s Bars', url: '/weightlifting-bars-plates/barbells/mens-20kg-bars' }] }
    const html = renderToString(<CategoryPage data={gridData({ category })} />)
    expect(html.match(/href="\/weightlifting-bars-plates\/barbells\/mens-20kg-bars"/g)).toHaveLength(1)
  })

  it('pagination: ?page=N links with aria-current on the current page, other query kept', () => {
    const html = renderToString(<CategoryPage data={gridData({ query: 'sort=price' })} />)
    expect(html).toMatch(/href="\?sort=price&amp;page=2" aria-current="page"/)
    expect(html).toContain('href="?sort=price" rel="prev"')
    expect(html).toContain('href="?sort=price&amp;page=3" rel="next"')
  })

  it('links carry the site prefix on non-USA sites', () => {
    const html = renderToString(<CategoryPage data={gridData({ prefix: '/ca' })} />)
    expect(html).toContain('href="/ca/ohio-bar"')
    expect(html).toContain('href="/ca/weightlifting-bars-plates/barbells/mens-20kg-bars"')
  })

  it('platform §5: the page number comes from ?page= and falls back to 1', () => {
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3)
    expect(pageParam(new URLSearchParams('page=abc'))).toBe(1)
    expect(pageParam(new URLSearchParams('page=0'))).toBe(1)
    expect(pageParam(new URLSearchParams(''))).toBe(1)
  })
})

describe('loadCategoryPageData', () => {
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  const site = { code: 'USA', storeId: 1, currency: 'USD', pathPrefix: '' } as Parameters<typeof loadCategoryPageData>[2]

  it('platform §9: asks for 80 products of the requested page', async () => {
    const calls: Array<string> = []
    const api = createApiClient({
      site: { code: 'USA', storeId: 1, prefix: '' },
      fetchImpl: async (url) => {
        calls.push(url)
        if (url.startsWith('/svc_content/catalog/category/15/products')) return json({ products: [makeSummary()], page: 2, totalPages: 3, total: 164 })
        if (url.startsWith('/svc_content/catalog/category/15')) return json({ category: barbells })
        return json({ products: [], hundoProductIds: [] })
      },
    })
    const data = await loadCategoryPageData(api, 15, site, new URLSearchParams('page=2&sort=price'))
    expect(calls.find((c) => c.includes('/products'))).toMatch(/page=2.*limit=80|limit=80.*page=2/)
    expect(data).toMatchObject({ kind: 'grid', page: 2, totalPages: 3, total: 164, query: 'sort=price' })
  })

  it('shell §2: a landing category renders its content page instead of a grid', async () => {
    const api = createApiClient({
      site: { code: 'USA', storeId: 1, prefix: '' },
      fetchImpl: async (url) => {
        if (url.startsWith('/svc_content/catalog/category/4691')) {
          return json({ category: { ...barbells, categoryId: 4691, name: 'Gift Guide', landingPageId: 77 } })
        }
        if (url.startsWith('/svc_content/cms/page/77')) {
          return json({
            page: {
              id: 77,
              identifier: 'gift-guide',
              url: '/gift-guide',
              title: 'Gift Guide',
              metaDescription: '',
              indexable: true,
              builder: [{ name: 'Heading', props: { text: 'Gifts for Lifters', level: 1 } }],
            },
          })
        }
        return new Response('{}', { status: 404 })
      },
    })
    const data = await loadCategoryPageData(api, 4691, site, new URLSearchParams())
    expect(data.kind).toBe('landing')
    const html = renderToString(<CategoryPage data={data} />)
    expect(html).toContain('<h1 class="cms-heading">Gifts for Lifters</h1>')
    expect(html).not.toContain('product-grid')
  })
})
