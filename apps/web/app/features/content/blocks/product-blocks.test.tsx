import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CmsBlock, Product } from '@ironhouse/contracts'
import { createApiClient } from '../../../platform/api.server.ts'
import { forgetSharedData } from '../../../platform/shared-data.server.ts'
import { SessionProvider } from '../../../platform/session-context.tsx'
import { GUEST_SESSION } from '../../../platform/session.ts'
import { headingLevels, imagesWithoutAlt, makePricing, makeProduct, textOf } from '../../../ui/test-fixtures.ts'
import { CartProvider } from '../../cart/cart-context.tsx'
import { productViewsReady } from '../../product/product-views.server.ts'
import { ContentPage } from '../content-page.tsx'
import { loadContentPageData, validateBlockTree, withOneProductPage } from '../load-content.server.ts'
import type { ContentPageData } from '../load-content.server.ts'
import type { SwatchSet } from '../block-data.tsx'
import { productPageBlockReady } from './product-page-block.tsx'

function render(builder: Array<CmsBlock>, extra: Partial<ContentPageData> = {}) {
  const data: ContentPageData = {
    page: { id: 30, identifier: 'landing', url: '/landing', title: 'A Landing Page', metaDescription: '', indexable: true, builder },
    products: {},
    pricing: makePricing(),
    prefix: '',
    ...extra,
  }
  const element = (
    <SessionProvider initial={GUEST_SESSION} site={{ code: 'USA', storeId: 1, prefix: '' }}>
      <CartProvider>
        <ContentPage data={data} />
      </CartProvider>
    </SessionProvider>
  )
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/landing'] })
  const html = renderToString(<RouterProvider router={router} />)
  return { html, text: textOf(html) }
}

const heroConfig = (over: Record<string, unknown> = {}): CmsBlock => ({
  name: 'HeroConfig',
  props: {
    title: 'The Monster Lite Rack, in Your Color',
    subtitle: 'Powder coated in the color you pick.',
    image: { src: '/media/cms/hero-3.svg', alt: 'A power rack beside a loaded barbell', width: 1960, height: 800 },
    mobileImage: { src: '/media/cms/hero-3-mobile.svg', alt: 'A power rack', width: 768, height: 940 },
    ctas: [
      { label: 'See the rack', url: '/monster-lite-rack' },
      { label: 'All racks', url: '/rogue-rigs-racks' },
    ],
    align: 'end',
    ...over,
  },
})

const stock = (max: number, bin = false) => ({ min: 1, max, bin, backorder: false, qoh: max, leadTime: null, restockStatus: null, promoQty: null, ms: null })

const rackColors: SwatchSet = {
  productId: 1401,
  name: 'Monster Lite Rack',
  url: '/monster-lite-rack',
  colors: [
    { productId: 10000, color: 'Black', thumbnail: '/media/catalog/rack-black.svg', inventory: stock(25) },
    { productId: 10001, color: 'Red', thumbnail: '/media/catalog/rack-red.svg', inventory: stock(25) },
    { productId: 10003, color: 'Heather Grey', thumbnail: null, inventory: stock(0, true) },
  ],
}

afterEach(() => vi.restoreAllMocks())

describe('HeroConfig (platform §2)', () => {
  it('as the first block: the page h1, an art-directed picture (the mobile source below 768 px) loaded first, the panel placed and themed, two calls to action', () => {
    const { html, text } = render(validateBlockTree([heroConfig()]))
    expect(html).toContain('<h1 class="hero-config__title">The Monster Lite Rack, in Your Color</h1>')
    expect(html).toContain('class="hero-config hero-config--end hero-config--dark"')
    expect(html).toMatch(/<source media="\(max-width: 767px\)" srcSet="\/media\/cms\/hero-3-mobile\.svg\?w=360[^"]*360w[^"]*" sizes="100vw" width="768" height="940"\/>/)
    expect(html).toMatch(/<img class="hero-config__image" src="\/media\/cms\/hero-3\.svg\?w=768[^"]*" srcSet="[^"]*1960w" sizes="100vw" alt="A power rack beside a loaded barbell" width="1960" height="800" loading="eager" fetchPriority="high"/)
    expect(html).toContain('<a class="button button--primary" href="/monster-lite-rack">See the rack</a><a class="button" href="/rogue-rigs-racks">All racks</a>')
    expect(text).toContain('Powder coated in the color you pick.')
    // the page's title is not a second h1
    expect(headingLevels(html)).toEqual([1])
  })

  it('after another block: an h2 and a lazy picture; defaults are start and dark; more than two calls to action is dropped on the server with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const three = heroConfig({ title: 'Too many', ctas: [1, 2, 3].map((n) => ({ label: `Go ${n}`, url: `/go-${n}` })) })
    const plain = heroConfig({ align: undefined, mobileImage: undefined, ctas: undefined })
    const { html } = render(validateBlockTree([{ name: 'RichContent', props: { html: '<p>Intro</p>' } }, plain, three]))
    expect(html).toContain('<h2 class="hero-config__title">The Monster Lite Rack, in Your Color</h2>')
    expect(html).toContain('class="hero-config hero-config--start hero-config--dark"')
    expect(html).toContain('loading="lazy"')
    expect(html).not.toContain('<source')
    expect(html).not.toContain('hero-config__ctas')
    expect(html).not.toContain('Too many')
    expect(warn).toHaveBeenCalledWith('CMS block HeroConfig skipped: invalid props', expect.anything())
  })
})

describe('Swatches (platform §2)', () => {
  it("a configurable product's colors, each its picture, color and stock, linking to the product's page with that color chosen (?b=), under the site prefix", () => {
    const { html, text } = render(validateBlockTree([{ name: 'Swatches', props: { productId: 1401 } }]), { swatches: { '1401': rackColors }, prefix: '/ca' })
    expect(html).toMatch(/<h2 id="[^"]+">Colors<\/h2>/)
    expect(text).toContain('The Monster Lite Rack in 3 colors:')
    expect(html).toContain('href="/ca/monster-lite-rack?b=10000"')
    expect(html).toContain('href="/ca/monster-lite-rack?b=10001"')
    expect(html).toContain('href="/ca/monster-lite-rack?b=10003"')
    expect(text).toContain('Black In Stock')
    expect(text).toContain('Heather Grey Out of Stock')
    expect(html).toContain('class="swatch swatch--bin"')
    // the pictures are decorative: the color's name is the link's text
    expect(imagesWithoutAlt(html)).toEqual([])
    expect(html).toContain('src="/media/catalog/rack-red.svg?w=83')
  })

  it('nothing when the product was not loaded (not configurable, or gone)', () => {
    const { html } = render(validateBlockTree([{ name: 'Swatches', props: { productId: 77, title: 'Plate colors' } }]), { swatches: {} })
    expect(html).not.toContain('Plate colors')
    expect(html).not.toContain('cms-swatches')
  })
})

describe('ProductPage (platform §2)', () => {
  beforeAll(async () => {
    await Promise.all([productPageBlockReady(), productViewsReady(makeProduct())])
  })

  it("a product's page inside the content page: its name an h2 under the page's h1, price, stock and Add to Cart, its description; no breadcrumb; a link to its own page", () => {
    const product = makeProduct({ productId: 1001, name: 'Ohio Bar', url: '/the-ohio-bar', description: '<p>Made in Columbus.</p>' })
    const data = { product, children: [], related: {}, pricing: makePricing(), bundlePackage: null, prefix: '', breadcrumb: [{ label: 'Home', url: '/' }] }
    const { html, text } = render(validateBlockTree([{ name: 'ProductPage', props: { productId: 1001 } }]), { productPages: { '1001': data } })
    expect(html).toContain('<h1 class="content-page__title">A Landing Page</h1>')
    expect(html).toContain('<h2>Ohio Bar</h2>')
    expect(headingLevels(html)).toEqual([1, 2, 3])
    expect(html).toContain('<form class="add-to-cart" action="/the-ohio-bar" method="post">')
    expect(text).toContain('Add to Cart')
    expect(text).toContain('Made in Columbus.')
    expect(html).not.toContain('aria-label="Breadcrumb"')
    expect(html).toContain('<a href="/the-ohio-bar">Reviews and more about the Ohio Bar</a>')
  })

  it('a page shows one product page: a later ProductPage block, in a slot too, is left out with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const tree = withOneProductPage([
      { name: 'Block', slots: { default: [{ name: 'ProductPage', props: { productId: 1 } }] } },
      { name: 'ProductPage', props: { productId: 2 } },
      { name: 'RichContent', props: { html: '<p>after</p>' } },
    ])
    expect(tree.map((b) => b.name)).toEqual(['Block', 'RichContent'])
    expect(tree[0]?.slots?.default?.map((b) => b.props?.productId)).toEqual([1])
    expect(warn).toHaveBeenCalledWith('CMS block ProductPage skipped: a page shows one product page')
  })
})

describe('loading the product blocks on the server', () => {
  beforeEach(() => forgetSharedData())

  it("reads the ProductPage block's product as its page does, and each Swatches product with its children; a product that is not configurable shows no swatches", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const calls: Array<string> = []
    const child = (productId: number, color: string, max: number): Product =>
      makeProduct({ productId, name: `Monster Lite Rack - ${color}`, attributes: { color }, inventory: stock(max) })
    const rack = makeProduct({ productId: 1401, name: 'Monster Lite Rack', url: '/monster-lite-rack', type: 'configurable', primaryCategoryId: null, children: [child(10000, 'Black', 25), child(10003, 'Heather Grey', 0)] })
    const bar = makeProduct({ productId: 1001, name: 'Ohio Bar', primaryCategoryId: null })
    const fetchImpl = async (url: string) => {
      calls.push(url)
      const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
      if (url.startsWith('/svc_content/cms/page/landing')) {
        return json({
          page: {
            id: 30,
            identifier: 'landing',
            url: '/landing',
            title: 'Landing',
            metaDescription: '',
            indexable: true,
            builder: [
              { name: 'Swatches', props: { productId: 1401 } },
              { name: 'Swatches', props: { productId: 1001 } },
              { name: 'ProductPage', props: { productId: 1401 } },
              { name: 'ProductPage', props: { productId: 1001 } },
            ],
          },
        })
      }
      if (url.startsWith('/svc_content/catalog/product/complete/1401')) return json({ product: rack })
      if (url.startsWith('/svc_content/catalog/product/complete/1001')) return json({ product: bar })
      if (url.startsWith('/svc_content/hot/active')) return json({ products: [], hundoProductIds: [] })
      return new Response(JSON.stringify({ error: 'not_found' }), { status: 404 })
    }
    const api = createApiClient({ site: { code: 'USA', storeId: 1, prefix: '' }, fetchImpl })
    const site = { code: 'USA', storeId: 1, currency: 'USD', pathPrefix: '' } as Parameters<typeof loadContentPageData>[2]
    const data = await loadContentPageData(api, 'landing', site)
    expect(data.swatches?.['1401']?.colors.map((c) => [c.productId, c.color])).toEqual([
      [10000, 'Black'],
      [10003, 'Heather Grey'],
    ])
    expect(data.swatches?.['1001']).toBeUndefined()
    expect(Object.keys(data.productPages ?? {})).toEqual(['1401'])
    expect(data.productPages?.['1401']?.children.map((c) => c.productId)).toEqual([10000, 10003])
    // the second ProductPage block is left out of the page the browser gets
    expect(data.page.builder.map((b) => b.name)).toEqual(['Swatches', 'Swatches', 'ProductPage'])
    expect(calls.some((c) => c.startsWith('/svc_content/catalog/product/complete/1001'))).toBe(true)
    // the Swatches block of the ProductPage's product takes its colors from that one read
    expect(calls.filter((c) => c.startsWith('/svc_content/catalog/product/complete/1401'))).toHaveLength(1)
  })
})
