import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Category } from '@ironhouse/contracts'
import { createApiClient } from '../../platform/api.server.ts'
import { forgetSharedData } from '../../platform/shared-data.server.ts'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { mapSearchFacets, mapSearchProduct, type SearchProduct } from '@ironhouse/domain'
import { imagesWithoutAlt, textOf, unlabelledControls } from '../../ui/test-fixtures.ts'
import type { ListingData } from '../listing/load-listing.server.ts'
import { chosenFilters } from '../listing/listing-params.ts'
import { CategoryPage } from './category-page.tsx'
import { loadCategoryPageData } from './load-category.server.ts'
import type { CategoryPageData } from './load-category.server.ts'

const barbells: Category = {
  categoryId: 15,
  parentId: 10,
  name: 'Barbells',
  url: '/weightlifting-bars-plates/barbells',
  path: '2/10/15',
  description: '<p>Bars for every lift.</p>',
  topLinks: [{ label: 'Best Sellers', url: '/weightlifting-bars-plates/barbells?sort=best' }],
  landingPageId: null,
  ancestors: [{ categoryId: 10, name: 'Weightlifting Bars & Plates', url: '/weightlifting-bars-plates' }],
  children: [
    { categoryId: 151, name: 'Men’s 20KG Bars', url: '/weightlifting-bars-plates/barbells/mens-20kg-bars' },
    { categoryId: 152, name: 'Women’s 15KG Bars', url: '/weightlifting-bars-plates/barbells/womens-15kg-bars' },
  ],
}

const bar: SearchProduct = mapSearchProduct(
  { product_id: 1001, name: 'Ohio Bar', url: '/ohio-bar', sku: 'IH-OHIO', price: 295, final_price: 265, manufacturer: 'Ironhouse', categories: ['Bars'], rating_summary: 4.6, review_count: 32 },
  'USA',
)
const rig: SearchProduct = mapSearchProduct({ product_id: 91377, name: 'Custom Rig', url: '/custom-rig', price: 0, final_price: 0 }, 'USA')

const MAPPING = { pagePath: '/weightlifting-bars-plates/barbells', fiveForFiveEnabled: false }

function listing(over: Partial<ListingData> = {}): ListingData {
  const facets =
    over.facets ??
    mapSearchFacets(
      {
        brand: { display_name: 'Brand', value: [{ text: 'Ironhouse', count: 150 }, { text: 'Kilo Forge', count: 14 }] },
        is_salable: { display_name: 'is_salable', value: [{ text: '0', count: 4 }, { text: '1', count: 160 }] },
      },
      ['brand', 'is_salable'],
      MAPPING,
    )
  const state = over.state ?? { q: '', sort: 'featured', page: 2, filters: {} }
  return {
    kind: 'category',
    products: [bar, rig],
    facets,
    chosen: chosenFilters(state, facets, MAPPING),
    total: 164,
    page: 2,
    totalPages: 3,
    state,
    query: '',
    siteCode: 'USA',
    currency: 'USD',
    prefix: '',
    phrases: null,
    notFound: false,
    redirectUrl: null,
    ...over,
  }
}

function gridData(over: Partial<ListingData> = {}, prefix = ''): CategoryPageData {
  return { kind: 'grid', category: barbells, listing: listing({ prefix, ...over }), prefix }
}

function render(data: CategoryPageData, entry = '/weightlifting-bars-plates/barbells?page=2'): string {
  const router = createMemoryRouter([{ path: '*', element: <CategoryPage data={data} /> }], { initialEntries: [entry] })
  return renderToString(<RouterProvider router={router} />)
}

describe('CategoryPage', () => {
  it('renders name, description, top and subcategory links, and tiles with the mapped prices (platform §3)', () => {
    const html = render(gridData())
    const text = textOf(html)
    expect(html).toContain('<h1>Barbells</h1>')
    expect(html).toContain('<p>Bars for every lift.</p>')
    expect(html).toContain('href="/weightlifting-bars-plates/barbells?sort=best"')
    expect(html).toContain('href="/weightlifting-bars-plates/barbells/mens-20kg-bars"')
    expect(html).toContain('href="/ohio-bar"')
    expect(text).toContain('$265.00')
    expect(html).toMatch(/<s class="price__list">.*\$295\.00<\/s>/)
    expect(text).toContain('Quote')
    expect(text).not.toContain('$0.00')
    expect(text).toContain('164 products')
    // the rated tile shows its stars, average and count, read out in words; the unrated one none
    expect(text).toContain('★★★★★ 4.6 (32)Rated 4.6 out of 5, 32 reviews')
    expect(html.match(/class="tile__rating"/g)).toHaveLength(1)
    expect(imagesWithoutAlt(html)).toEqual([])
    expect(unlabelledControls(html)).toEqual([])
  })

  it("a subcategory's breadcrumb runs Home > its parent > it (it skipped the parent), on the page and in its BreadcrumbList", () => {
    const element = <CategoryPage data={gridData({}, '/ca')} origin="https://www.ironhouse.example" />
    const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/ca/weightlifting-bars-plates/barbells'] })
    const html = renderToString(<RouterProvider router={router} />)
    const trail = html.match(/<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/)?.[0] ?? ''
    expect([...trail.matchAll(/<li>(?:<a href="([^"]*)">|<span aria-current="page">)([^<]*)</g)].map((m) => [textOf(m[2] ?? ''), m[1] ?? null])).toEqual([
      ['Home', '/ca'],
      ['Weightlifting Bars & Plates', '/ca/weightlifting-bars-plates'],
      ['Barbells', null],
    ])
    const data = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? '{}') as { itemListElement?: Array<{ name: string; item: string }> }
    expect(data.itemListElement?.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ['Home', 'https://www.ironhouse.example/ca'],
      ['Weightlifting Bars & Plates', 'https://www.ironhouse.example/ca/weightlifting-bars-plates'],
      ['Barbells', 'https://www.ironhouse.example/ca/weightlifting-bars-plates/barbells'],
    ])
  })

  it('platform §3 facets: Availability sorted In Stock first, counts shown, values are checkboxes', () => {
    const text = textOf(render(gridData()))
    expect(text).toMatch(/Availability.*In Stock \(160\).*Out of Stock \(4\)/)
    expect(text).toContain('Kilo Forge (14)')
  })

  it('a chosen value is checked and shows as a removable chip, with Clear all', () => {
    const html = render(gridData({ state: { q: '', sort: 'price_asc', page: 1, filters: { brand: ['Kilo Forge'] } } }), '/weightlifting-bars-plates/barbells?brand=Kilo+Forge&sort=price_asc')
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="Kilo Forge"/)
    expect(html).toContain('aria-label="Remove filter Brand: Kilo Forge"')
    expect(html).toMatch(/href="\?sort=price_asc" class="chip chip--clear">Clear all/)
  })

  it('platform §3 facets: a filter the answer left out (Out of Stock and Made in USA match nothing) is still a removable chip, with Clear all', () => {
    const state = { q: '', sort: 'featured', page: 1, filters: { is_salable: ['0'], promotions: ['made_in_usa'], rating_summary: ['3'] } }
    // the provider counts each facet with the other facets' filters: only In Stock is left of Availability, no Promotions, no Rating
    const facets = mapSearchFacets({ is_salable: { display_name: 'is_salable', value: [{ text: '1', count: 4 }] } }, ['is_salable'], MAPPING)
    const html = render(gridData({ products: [], total: 0, facets, state }), '/shoes?is_salable=0&promotions=made_in_usa&rating_summary=3')
    expect(html).toContain('aria-label="Remove filter Availability: Out of Stock"')
    expect(html).toContain('aria-label="Remove filter Made in USA"')
    expect(html).toContain('aria-label="Remove filter 4 &amp; Up"')
    expect(html).toMatch(/href="\?is_salable=0&amp;rating_summary=3" class="chip"/)
    expect(html).toMatch(/href="\?" class="chip chip--clear">Clear all/)
  })

  it('the first four tiles (in view when the page opens) load their images at once, the rest lazily', () => {
    const products = Array.from({ length: 6 }, (_, i) => mapSearchProduct({ product_id: 3000 + i, name: `Plate ${i + 1}`, url: `/plate-${i + 1}`, price: 10 }, 'USA'))
    const html = render(gridData({ products }))
    const loading = [...html.matchAll(/<a[^>]*class="tile__image"[^>]*><img[^>]*loading="(\w+)"/g)].map((m) => m[1])
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy'])
  })

  it('a top link that repeats a subcategory is shown once', () => {
    const category = { ...barbells, topLinks: [{ label: 'Men’s Bars', url: '/weightlifting-bars-plates/barbells/mens-20kg-bars' }] }
    const html = render({ ...gridData(), category } as CategoryPageData)
    expect(html.match(/href="\/weightlifting-bars-plates\/barbells\/mens-20kg-bars"/g)).toHaveLength(1)
  })

  it('pagination: ?page=N links with aria-current on the current page, other query kept', () => {
    const html = render(gridData({ query: 'sort=price_asc' }))
    expect(html).toMatch(/href="\?sort=price_asc&amp;page=2" aria-current="page"/)
    expect(html).toContain('href="?sort=price_asc" rel="prev"')
    expect(html).toContain('href="?sort=price_asc&amp;page=3" rel="next"')
  })

  it('links carry the site prefix on non-USA sites', () => {
    const html = render(gridData({}, '/ca'))
    expect(html).toContain('href="/ca/ohio-bar"')
    expect(html).toContain('href="/ca/weightlifting-bars-plates/barbells/mens-20kg-bars"')
  })
})

describe('loadCategoryPageData', () => {
  // the storefront keeps category records 300 s; each test answers them its own way
  beforeEach(() => forgetSharedData())

  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  const site = { code: 'USA', storeId: 1, currency: 'USD', pathPrefix: '' } as Parameters<typeof loadCategoryPageData>[2]

  it('platform §5, §7, §9: lists the category through rfkid_10 by uri, 80 per page, the page from the URL', async () => {
    const bodies: Array<Record<string, unknown>> = []
    const api = createApiClient({
      site: { code: 'USA', storeId: 1, prefix: '' },
      fetchImpl: async (url, init) => {
        if (url.startsWith('/svc_content/catalog/category/15')) return json({ category: barbells })
        if (url.startsWith('/svc_ssr/rfktkn')) return json({ apiUrl: 'http://localhost:3000/svc_search/api/search', eventApiUrl: 'http://localhost:3000/svc_search/api/event', token: 't', expires: Date.now() + 3_600_000 })
        if (url.startsWith('/svc_search/api/search')) {
          bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>)
          return json({ content: { product: { n_item: 1, value: [{ product_id: 1001, name: 'Ohio Bar', url: '/ohio-bar', price: 295 }], total_item: 164 } }, facet: {}, facet_names: [], page_number: 2, total_page: 3, total_item: 164, url: '', widget: { rfkid: 'rfkid_10' } })
        }
        return json({ features: {} })
      },
    })
    const data = await loadCategoryPageData(api, 15, site, new URL('http://localhost/weightlifting-bars-plates/barbells?page=2&sort=price_asc&rating_summary=3'))
    expect(bodies[0]).toMatchObject({
      widget: { rfkid: 'rfkid_10' },
      n_item: 80,
      page_number: 2,
      context: { page: { uri: '/weightlifting-bars-plates/barbells' } },
      sort: { value: [{ name: 'price', order: 'asc' }] },
      filter: { rating_summary: ['3', '4', '5'] },
      facet: { all: true, max: 10 },
    })
    expect(data).toMatchObject({ kind: 'grid', listing: { page: 2, totalPages: 3, total: 164, query: 'sort=price_asc&rating_summary=3' } })
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
    const data = await loadCategoryPageData(api, 4691, site, new URL('http://localhost/gift-guide'))
    expect(data.kind).toBe('landing')
    const html = render(data)
    expect(html).toContain('<h1 class="cms-heading">Gifts for Lifters</h1>')
    expect(html).not.toContain('product-grid')
  })
})
