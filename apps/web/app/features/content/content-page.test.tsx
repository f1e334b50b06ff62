import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CmsBlock, ContentPage as ContentPageType } from '@ironhouse/contracts'
import { createApiClient } from '../../platform/api.server.ts'
import { forgetSharedData } from '../../platform/shared-data.server.ts'
import { activePromo, decided, upcomingPromo, headingLevels, imagesWithoutAlt, makePricing, makeProduct, makeSummary, textOf } from '../../ui/test-fixtures.ts'
import { ContentPage } from './content-page.tsx'
import { eventsListLimit, filterBlockTree, loadContentPageData, validateBlockTree } from './load-content.server.ts'
import type { ContentPageData } from './load-content.server.ts'
import { formatScore, ordinal } from './blocks/leaderboard.tsx'
import { ApiError } from '../../platform/api-error.ts'
import { SessionProvider } from '../../platform/session-context.tsx'
import { GUEST_SESSION } from '../../platform/session.ts'
import { fallbackRootData } from '../../platform/use-root-data.ts'
import SupportRequestForm, { fieldIssues } from './blocks/support-request-form.tsx'

const hero: CmsBlock = {
  name: 'Hero',
  props: {
    title: 'Built to Last',
    subtitle: 'Barbells, plates and racks made in Columbus, Ohio',
    image: { src: '/media/cms/hero-gym.svg', alt: 'A garage gym with a rack and bumper plates', width: 1960, height: 800 },
    cta: { label: 'Shop Barbells', url: '/weightlifting-bars-plates/barbells' },
  },
}

function page(builder: Array<CmsBlock>): ContentPageType {
  return { id: 10, identifier: 'homepage_2015', url: '/', title: 'Ironhouse Fitness', metaDescription: '', indexable: true, builder }
}

function render(builder: Array<CmsBlock>, extra: Partial<ContentPageData> = {}) {
  const data: ContentPageData = { page: page(builder), products: {}, pricing: makePricing(), prefix: '', ...extra }
  // the page follows its links in place (platform §2), so it renders inside a router, as on the site
  const router = createMemoryRouter([{ path: '*', element: <ContentPage data={data} /> }], { initialEntries: ['/'] })
  const html = renderToString(<RouterProvider router={router} />)
  return { html, text: textOf(html) }
}

afterEach(() => vi.restoreAllMocks())

describe('ContentPage and BlockTree', () => {
  it('platform §2: renders Hero (image, title, subtitle, CTA), Heading, ColumnLayout, RichContent and html', () => {
    const { html, text } = render([
      hero,
      { name: 'Heading', props: { text: 'Shop by Category', level: 2 } },
      {
        name: 'ColumnLayout',
        props: { columns: 2 },
        slots: {
          'column-1': [{ name: 'RichContent', props: { html: '<p>Bars <strong>built here</strong></p>' } }],
          'column-2': [{ name: 'html', value: '<p class="promo">Free shipping on plates</p>' }],
        },
      },
      { name: 'BorderedBlock', slots: { default: [{ name: 'Heading', props: { text: 'Warranty', level: 3 } }] } },
    ])
    expect(html).toContain('alt="A garage gym with a rack and bumper plates"')
    expect(html).toContain('<h1 class="hero__title">Built to Last</h1>')
    expect(text).toContain('Barbells, plates and racks made in Columbus, Ohio')
    expect(html).toContain('href="/weightlifting-bars-plates/barbells"')
    expect(html).toContain('<h2 class="cms-heading">Shop by Category</h2>')
    expect(html).toContain('class="columns columns--2"')
    expect(html).toContain('<p>Bars <strong>built here</strong></p>')
    expect(html).toContain('<p class="promo">Free shipping on plates</p>')
    expect(html).toContain('<h3 class="cms-heading">Warranty</h3>')
    expect(headingLevels(html)).toEqual([1, 2, 3])
    expect(imagesWithoutAlt(html)).toEqual([])
  })

  it('platform §2 GearSpecs and GearSpecsWide: a property a row, products side by side with column and row headers; a wide table whose row misses a value is dropped', () => {
    const specs: CmsBlock = { name: 'GearSpecs', props: { title: 'Specifications', rows: [{ label: 'Shaft diameter', value: '28.5 mm' }] } }
    const wide: CmsBlock = {
      name: 'GearSpecsWide',
      props: { title: 'Bars side by side', columns: ['Ohio Bar', 'Power Bar'], rows: [{ label: 'Shaft', values: ['28.5 mm', '29 mm'] }] },
    }
    const broken: CmsBlock = { name: 'GearSpecsWide', props: { title: 'Broken', columns: ['A', 'B'], rows: [{ label: 'Shaft', values: ['1'] }] } }
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { html } = render(validateBlockTree([specs, wide, broken]))
    expect(html).toContain('<caption>Specifications</caption><tbody><tr><th scope="row">Shaft diameter</th><td>28.5 mm</td></tr>')
    expect(html).toContain('role="region" aria-label="Bars side by side" tabindex="0"')
    expect(html).toContain('<th scope="col">Ohio Bar</th><th scope="col">Power Bar</th>')
    expect(html).toContain('<th scope="row">Shaft</th><td>28.5 mm</td><td>29 mm</td>')
    expect(html).not.toContain('Broken')
  })

  it('one h1 per page: a first level-1 Heading is the h1, a later one becomes h2', () => {
    const { html } = render([
      { name: 'Heading', props: { text: 'About Us', level: 1 } },
      { name: 'Heading', props: { text: 'Our Story', level: 1 } },
      { name: 'Heading', props: { text: 'Since 2006', level: 3 } },
    ])
    expect(headingLevels(html)).toEqual([1, 2, 3])
    expect(html).toContain('<h1 class="cms-heading">About Us</h1>')
    expect(html).toContain('<h2 class="cms-heading">Our Story</h2>')
  })

  it('a page without a leading Hero or h1 gets its title as h1, and a later Hero title is h2', () => {
    const { html } = render([{ name: 'RichContent', props: { html: '<p>Intro</p>' } }, hero])
    expect(html).toContain('<h1 class="content-page__title">Ironhouse Fitness</h1>')
    expect(html).toContain('<h2 class="hero__title">Built to Last</h2>')
  })

  it('platform §8: on the server an unknown block is dropped and an invalid block is skipped with a warning, inside slots too', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const tree = validateBlockTree([
      { name: 'Countdown', props: { eventId: 4 } },
      { name: 'Hero', props: { title: 'No image' } },
      { name: 'Heading', props: { text: 'Still here' } },
      { name: 'Block', slots: { default: [{ name: 'Heading', props: { text: 7 } }, { name: 'html', value: '<p>kept</p>' }] } },
    ])
    expect(tree.map((b) => b.name)).toEqual(['Heading', 'Block'])
    expect(tree[0]?.props).toEqual({ text: 'Still here', level: 2 })
    expect(tree[1]?.slots?.default?.map((b) => b.name)).toEqual(['html'])
    expect(warn).toHaveBeenCalledTimes(2)
    expect(String(warn.mock.calls[0]?.[0])).toContain('Hero')
    const { html, text } = render(tree)
    expect(text).not.toContain('No image')
    expect(html).toContain('<h2 class="cms-heading">Still here</h2>')
    expect(html).toContain('<p>kept</p>')
  })

  it('platform §8: the browser block tree renders nothing for an unknown block name', () => {
    const { html } = render([{ name: 'Countdown', props: { eventId: 4 } }])
    expect(html).toBe('<article class="content-page"><h1 class="content-page__title">Ironhouse Fitness</h1></article>')
  })

  it('ProductTabs: tabs with roles, the first selected, each panel listing its products', () => {
    const { html, text } = render(
      [
        {
          name: 'ProductTabs',
          props: { tabs: [{ title: 'Barbells', categoryId: 15 }, { title: 'Plates', productIds: [2001] }] },
        },
      ],
      {
        products: {
          'category:15': [
            makeSummary({
              productId: 1001,
              name: 'Ohio Bar',
              url: '/ohio-bar',
              price: 29500,
              special_price: 26500,
              pricing: decided(29500, { final: 26500, source: 'special', special: 26500 }),
            }),
          ],
          'products:2001': [makeSummary()],
        },
      },
    )
    expect(html).toContain('role="tablist"')
    expect(html.match(/role="tab"/g)).toHaveLength(2)
    expect(html.match(/role="tabpanel"/g)).toHaveLength(2)
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*tabindex="0"[^>]*>Barbells/i)
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""/)
    expect(text).toContain('Ohio Bar')
    expect(text).toContain('$265.00')
    expect(text).toContain('Echo Bumper Plates')
  })
})

describe('block filtering (platform §5)', () => {
  it("keeps blocks for the guest segment 'None' and drops others, inside slots too", () => {
    const tree = filterBlockTree([
      { name: 'Heading', props: { text: 'Everyone', level: 2 } },
      { name: 'Heading', props: { text: 'CrossFit only', level: 2 }, segments: ['CrossFit'] },
      { name: 'Block', slots: { default: [{ name: 'html', value: 'military', segments: ['Military'] }, { name: 'html', value: 'all' }] } },
      { name: 'html', value: 'variant b', abTest: { name: 'home_hero', variants: ['b'] } },
      { name: 'html', value: 'variant default', abTest: { name: 'home_hero', variants: ['default'] } },
    ])
    expect(tree.map((b) => b.props?.text ?? b.value ?? b.name)).toEqual(['Everyone', 'Block', 'variant default'])
    expect(tree[1]?.slots?.default?.map((b) => b.value)).toEqual(['all'])
  })
})

describe('loadContentPageData', () => {
  // each test answers the hot-deals feed its own way; the storefront keeps the feed 300 s
  beforeEach(() => forgetSharedData())

  it('InfiniteCarousel (platform §2): a titled section whose products are one list named by the title, with Previous and Next kept hidden until the row is measured; no products, no section', () => {
    const carousel: CmsBlock = { name: 'InfiniteCarousel', props: { title: 'Rigs, Racks and Benches', categoryId: 11 } }
    const { html, text } = render([carousel, { name: 'InfiniteCarousel', props: { title: 'Empty row', productIds: [404] } }], {
      products: { 'category:11': [makeSummary({ productId: 1, name: 'Monster Lite Rack' }), makeSummary({ productId: 2, name: 'Echo Squat Stand' })] },
    })
    expect(html).toMatch(/<section class="cms-carousel" aria-labelledby="([^"]+)"><h2 id="\1">Rigs, Racks and Benches<\/h2>/)
    expect(html).toMatch(/<ul id="[^"]+" class="carousel__track" aria-label="Rigs, Racks and Benches">/)
    expect(text).toContain('Monster Lite Rack')
    expect(text).toContain('Echo Squat Stand')
    expect(html).toContain('<div class="carousel__controls" data-idle="true">')
    expect(html).toMatch(/aria-label="Next: Rigs, Racks and Benches" disabled=""/)
    expect(text).not.toContain('Empty row')
  })

  it('CMSTabs (platform §2): a named tab list, a tab a slot of blocks, the first shown; a tab without blocks is left out', () => {
    const tabs: CmsBlock = {
      name: 'CMSTabs',
      props: { label: 'More about Ironhouse', tabs: [{ title: 'Our story' }, { title: 'Empty' }, { title: 'Warranty' }] },
      slots: {
        'tab-1': [{ name: 'RichContent', props: { html: '<p>Since 2006</p>' } }],
        'tab-3': [{ name: 'Heading', props: { text: 'Lifetime', level: 3 } }],
      },
    }
    const { html } = render(validateBlockTree([tabs]))
    expect(html).toContain('role="tablist" aria-label="More about Ironhouse"')
    expect(html.match(/role="tab"/g)).toHaveLength(2)
    expect(html).toMatch(/aria-selected="true"[^>]*>Our story</)
    expect(html).toMatch(/aria-selected="false"[^>]*>Warranty</)
    expect(html).not.toContain('>Empty<')
    expect(html).toContain('<p>Since 2006</p>')
    // the second panel is in the HTML (hidden until chosen)
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*>.*<h3 class="cms-heading">Lifetime<\/h3>/)
  })

  it('Gallery (platform §2): a titled list of figures, each image with its alt text and caption, a linked image opening its link', () => {
    const gallery: CmsBlock = {
      name: 'Gallery',
      props: {
        title: 'From the factory floor',
        images: [
          { src: '/media/cms/rig.svg', alt: 'A rig in a training hall', width: 1960, height: 800, caption: 'Monster rigs' },
          { src: '/media/cms/bars.svg', alt: 'Bars on a platform', link: '/weightlifting-bars-plates' },
        ],
      },
    }
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { html } = render(validateBlockTree([gallery, { name: 'Gallery', props: { images: [] } }]))
    expect(html).toMatch(/<section class="cms-gallery" aria-labelledby="([^"]+)"><h2 id="\1">From the factory floor<\/h2><ul class="cms-gallery__grid">/)
    expect(html.match(/<figure/g)).toHaveLength(2)
    expect(html).toContain('alt="A rig in a training hall"')
    expect(html).toContain('<figcaption>Monster rigs</figcaption>')
    expect(html).toMatch(/<a href="\/weightlifting-bars-plates"><img[^>]*alt="Bars on a platform"/)
    expect(imagesWithoutAlt(html)).toEqual([])
  })

  it('EventsList: the events the server read, as many as the block asks for, each linking to its page under the site prefix with its dates, place and registration', () => {
    const events = [
      { _id: 'invitational-2025', slug: 'invitational', year: 2025, name: 'The 2025 Invitational', startsOn: '2025-10-24', endsOn: '2025-10-26', location: 'Columbus, Ohio', registrationOpen: true },
      { _id: 'strongman-classic-2024', slug: 'strongman-classic', year: 2024, name: 'Strongman Classic', startsOn: '2024-06-01', endsOn: '2024-06-01', location: 'Columbus, Ohio', registrationOpen: false },
    ]
    const { html, text } = render(validateBlockTree([{ name: 'EventsList', props: { title: 'Ironhouse events', limit: 1 } }]), { events, prefix: '/ca' })
    expect(html).toMatch(/<section class="cms-events" aria-labelledby="([^"]+)"><h2 id="\1">Ironhouse events<\/h2>/)
    expect(html).toContain('<a href="/ca/events/invitational/2025">The 2025 Invitational</a>')
    expect(text).toContain('October 24, 2025 – October 26, 2025 · Columbus, Ohio')
    expect(text).toContain('Registration open')
    expect(text).not.toContain('Strongman Classic')
    // without events (none read, or the read failed) the block shows nothing
    expect(render(validateBlockTree([{ name: 'EventsList', props: {} }])).text).not.toContain('Events')
  })

  it('EventsList: the server reads the events once, as many as the largest block asks for (slots included)', () => {
    const tree = validateBlockTree([
      { name: 'EventsList', props: { limit: 2 } },
      { name: 'Block', props: {}, slots: { default: [{ name: 'EventsList', props: { limit: 5 } }] } },
    ])
    expect(eventsListLimit(tree)).toBe(5)
    expect(eventsListLimit(validateBlockTree([{ name: 'Heading', props: { text: 'x' } }]))).toBe(0)
  })

  it('an InfiniteCarousel without a title is dropped on the server with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(validateBlockTree([{ name: 'InfiniteCarousel', props: { categoryId: 11 } }])).toEqual([])
    expect(warn).toHaveBeenCalled()
  })

  it('loads each ProductTabs tab, InfiniteCarousel and EventsList on the server: category products (first 8), and listed products in one read', async () => {
    const calls: Array<string> = []
    const product = makeProduct({ productId: 2001, name: 'Echo Bumper Plates' })
    const fetchImpl = async (url: string) => {
      calls.push(url)
      const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
      if (url.startsWith('/svc_content/cms/page/homepage_2015')) {
        return json({
          page: page([
            { name: 'ProductTabs', props: { tabs: [{ title: 'Barbells', categoryId: 15 }, { title: 'Plates', productIds: [2001, 404] }] } },
            { name: 'InfiniteCarousel', props: { title: 'Racks', categoryId: 16 } },
            { name: 'EventsList', props: { limit: 2 } },
          ]),
        })
      }
      if (url.startsWith('/svc_content/catalog/category/15/products')) {
        return json({ products: [makeSummary({ productId: 1001, name: 'Ohio Bar' })], page: 1, totalPages: 1, total: 1 })
      }
      if (url.startsWith('/svc_content/catalog/category/16/products')) {
        return json({ products: [makeSummary({ productId: 1601, name: 'Monster Rack' })], page: 1, totalPages: 1, total: 1 })
      }
      if (url.startsWith('/svc_event/events?')) {
        return json({ events: [{ _id: 'invitational-2025', slug: 'invitational', year: 2025, name: 'The 2025 Invitational', startsOn: '2025-10-24', endsOn: '2025-10-26', location: 'Columbus, Ohio', registrationOpen: true }] })
      }
      // the API leaves out the unknown 404 (GET /catalog/products?ids=)
      if (url.startsWith('/svc_content/catalog/products?')) return json({ products: [product] })
      // the feed lists every hundo product of the catalogue; the page carries those it shows
      if (url.startsWith('/svc_content/hot/active')) return json({ products: [], hundoProductIds: [2001, 9999] })
      return new Response(JSON.stringify({ error: 'not_found' }), { status: 404 })
    }
    const api = createApiClient({ site: { code: 'USA', storeId: 1, prefix: '' }, fetchImpl })
    const site = { code: 'USA', storeId: 1, currency: 'USD', pathPrefix: '' } as Parameters<typeof loadContentPageData>[2]
    const data = await loadContentPageData(api, 'homepage_2015', site)
    expect(calls.some((c) => c.includes('/category/15/products') && c.includes('limit=8') && c.includes('page=1'))).toBe(true)
    expect(data.products['category:15']?.map((p) => p.name)).toEqual(['Ohio Bar'])
    // an InfiniteCarousel's products are loaded as a tab's are
    expect(data.products['category:16']?.map((p) => p.name)).toEqual(['Monster Rack'])
    // an EventsList's events, as many as it shows
    const eventCalls = calls.filter((c) => c.startsWith('/svc_event/'))
    expect([eventCalls.length, new URL(eventCalls[0] ?? '/', 'http://x').searchParams.get('limit')]).toEqual([1, '2'])
    expect(data.events?.map((e) => e._id)).toEqual(['invitational-2025'])
    expect(data.products['products:2001,404']?.map((p) => p.name)).toEqual(['Echo Bumper Plates'])
    expect(calls.filter((c) => c.startsWith('/svc_content/catalog/product'))).toEqual(['/svc_content/catalog/products?storeId=1&ids=2001%2C404'])
    expect(data.pricing?.hundoProductIds).toEqual([2001])
  })

  it('platform §2: on the home page a hot-deals tab keeps only products whose promo is active', async () => {
    const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    const hotDeals = { categoryId: 6069, parentId: 2, name: 'Hot Deals', url: '/hot-deals', path: '1/2/6069', description: '', topLinks: [], landingPageId: null, ancestors: [], children: [] }
    const fetchImpl = async (url: string) => {
      if (url.startsWith('/svc_content/cms/page/homepage_2015')) {
        return json({ page: page([{ name: 'ProductTabs', props: { tabs: [{ title: 'Hot Deals', categoryId: 6069 }] } }]) })
      }
      if (url.startsWith('/svc_content/catalog/category/6069/products')) {
        return json({
          products: [
            makeSummary({ productId: 1002, name: 'Ohio Power Bar', ...activePromo(13500) }),
            makeSummary({ productId: 1402, name: 'Echo Squat Stand', ...upcomingPromo(13500) }),
          ],
          page: 1,
          totalPages: 1,
          total: 2,
        })
      }
      if (url.startsWith('/svc_content/catalog/category/6069')) return json({ category: hotDeals })
      if (url.startsWith('/svc_content/hot/active')) return json({ products: [], hundoProductIds: [] })
      return new Response('{}', { status: 404 })
    }
    const api = createApiClient({ site: { code: 'USA', storeId: 1, prefix: '' }, fetchImpl })
    const site = { code: 'USA', storeId: 1, currency: 'USD', pathPrefix: '' } as Parameters<typeof loadContentPageData>[2]
    const data = await loadContentPageData(api, 'homepage_2015', site)
    expect(data.products['category:6069']?.map((p) => p.name)).toEqual(['Ohio Power Bar'])
  })

  it("platform §5: audience segments filter blocks by the signed-in customer's primary segment; a guest's is 'None'", async () => {
    const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    const heading = (text: string, segments?: Array<string>): CmsBlock => ({ name: 'Heading', props: { text, level: 2 }, ...(segments ? { segments } : {}) })
    const calls: Array<string> = []
    const fetchImpl = async (url: string) => {
      calls.push(url)
      if (url.startsWith('/svc_content/cms/page/homepage_2015')) {
        return json({ page: page([heading('Everyone'), heading('Powerlifting meet gear', ['Powerlifting']), heading('No segment yet', ['None'])]) })
      }
      if (url.startsWith('/svc_content/cms/segment')) return json({ primarySegment: 'Powerlifting' })
      return new Response('{}', { status: 404 })
    }
    const site = { code: 'USA', storeId: 1, currency: 'USD', pathPrefix: '' } as Parameters<typeof loadContentPageData>[2]
    const texts = (data: ContentPageData) => data.page.builder.map((block) => (block.props as { text: string }).text)
    const signedIn = createApiClient({ site: { code: 'USA', storeId: 1, prefix: '' }, fetchImpl, request: new Request('http://localhost/', { headers: { cookie: 'ih_session=abc' } }) })
    expect(texts(await loadContentPageData(signedIn, 'homepage_2015', site))).toEqual(['Everyone', 'Powerlifting meet gear'])
    // a request without cookies has no session: 'None', without asking the API
    calls.length = 0
    const guest = createApiClient({ site: { code: 'USA', storeId: 1, prefix: '' }, fetchImpl })
    expect(texts(await loadContentPageData(guest, 'homepage_2015', site))).toEqual(['Everyone', 'No segment yet'])
    expect(calls.some((c) => c.startsWith('/svc_content/cms/segment'))).toBe(false)
  })

  it('platform §5: the A/B test feature-flag choice selects block variants; a flag with no variant shows the default one (§8)', async () => {
    const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    const heading = (text: string, test: string, variant: string): CmsBlock => ({ name: 'Heading', props: { text, level: 2 }, abTest: { name: test, variants: [variant] } })
    const fetchImpl = async (url: string) => {
      if (url.startsWith('/svc_content/cms/page/homepage_2015')) {
        return json({
          page: page([
            heading('Spring sale (default)', 'hero_test', 'default'),
            heading('Spring sale (variant b)', 'hero_test', 'b'),
            heading('Shop racks (default)', 'racks_test', 'default'),
            heading('Shop racks (variant b)', 'racks_test', 'b'),
          ]),
        })
      }
      // hero_test chooses b; racks_test has no flag
      if (url.startsWith('/api/features/')) return json({ status: 200, features: { hero_test: { defaultValue: 'b' } }, dateUpdated: '2026-11-27T00:00:00.000Z' })
      return new Response('{}', { status: 404 })
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const api = createApiClient({ site: { code: 'USA', storeId: 1, prefix: '' }, fetchImpl })
    const site = { code: 'USA', storeId: 1, currency: 'USD', pathPrefix: '' } as Parameters<typeof loadContentPageData>[2]
    const data = await loadContentPageData(api, 'homepage_2015', site, new URL('http://localhost/'))
    expect(data.page.builder.map((block) => (block.props as { text: string }).text)).toEqual(['Spring sale (variant b)', 'Shop racks (default)'])
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual(['A/B test racks_test: no variant from its flag, the default variant is shown'])
  })
})

describe('ZendeskForm and Recaptcha (platform §2 lazily loaded blocks; docs/support-requests.md)', () => {
  const contact: Array<CmsBlock> = [
    { name: 'ZendeskForm', props: { title: 'Send us a message', intro: 'We answer within two business days.', topics: [' Orders and delivery ', 'Warranty'] } },
    { name: 'Recaptcha', props: {} },
  ]
  /** The page under a root route whose data has the USA footer's mailto: link (the store's email). */
  function renderWithRoot(builder: Array<CmsBlock>) {
    const root = fallbackRootData('/')
    const site = { ...root.site, navigation: { topNav: [], footer: [{ title: 'Support', links: [{ label: 'Email Us', url: 'mailto:support@ironhouse.example' }] }] } }
    const data: ContentPageData = { page: page(builder), products: {}, pricing: makePricing(), prefix: '' }
    const router = createMemoryRouter([{ id: 'root', path: '/', element: <ContentPage data={data} /> }], {
      initialEntries: ['/'],
      hydrationData: { loaderData: { root: { ...root, site } } },
    })
    const html = renderToString(<RouterProvider router={router} />)
    return { html, text: textOf(html) }
  }

  it('on the server the block is its titled section and, for a browser without JavaScript, the store’s email instead of the form (no form code in the page)', () => {
    const { html, text } = renderWithRoot(validateBlockTree(contact))
    expect(html).toMatch(/<section class="support-request" aria-labelledby="[^"]+"><h2 id="[^"]+">Send us a message<\/h2>/)
    expect(text).toContain('We answer within two business days.')
    expect(html).toContain('<noscript>')
    expect(text).toContain('This form needs JavaScript, which is off in your browser. Please email us at support@ironhouse.example instead.')
    expect(html).toContain('href="mailto:support@ironhouse.example"')
    // the form arrives after hydration: none of its fields is in the server's HTML
    expect(html).not.toContain('<form')
  })

  it('Recaptcha: the robot check’s notice, naming no third party; its action defaults to contact and an unknown action drops the block', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const valid = validateBlockTree([...contact, { name: 'Recaptcha', props: { action: 'newsletter' } }])
    expect(valid.map((block) => block.name)).toEqual(['ZendeskForm', 'Recaptcha'])
    expect(valid[1]?.props).toEqual({ action: 'contact' })
    expect((valid[0]?.props as { topics: Array<string> }).topics).toEqual(['Orders and delivery', 'Warranty'])
    const { text } = render(valid)
    expect(text).toContain('The forms on this page are protected by our own robot check')
    expect(text).not.toMatch(/google|recaptcha/i)
  })

  it('a ZendeskForm whose topics are not a list of names is dropped on the server with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(validateBlockTree([{ name: 'ZendeskForm', props: { topics: 'Orders' } }])).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  function renderForm(topics: Array<string>) {
    const element = (
      <SessionProvider initial={GUEST_SESSION} site={{ code: 'USA', storeId: 1, prefix: '' }}>
        <SupportRequestForm topics={topics} storeEmail="support@ironhouse.example" />
      </SessionProvider>
    )
    const html = renderToString(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/contact-us'] })} />)
    return { html, text: textOf(html) }
  }

  it('the form: every control labelled, required ones marked and required, the topic a select of the block’s topics, the message a text area with its limit', () => {
    const { html } = renderForm(['Orders and delivery', 'Warranty'])
    const labelFor = (label: string) => new RegExp(`<label for="([^"]+)" class="form-field__label">${label}`).exec(html)?.[1]
    for (const label of ['Name', 'Email', 'Topic', 'Order number \\(optional\\)', 'Subject', 'Message']) {
      const id = labelFor(label)
      expect(id, label).toBeDefined()
      expect(html).toContain(`id="${id}"`)
    }
    const tag = (name: string) => new RegExp(`<(input|select|textarea)[^>]* name="${name}"[^>]*>`).exec(html)?.[0] ?? ''
    for (const attribute of ['type="email"', 'autoComplete="email"', 'maxLength="320"', 'required=""']) expect(tag('email')).toContain(attribute)
    expect(tag('name')).toContain('autoComplete="name"')
    expect(tag('orderNumber')).not.toContain('required')
    expect(tag('message')).toMatch(/^<textarea[^>]*maxLength="5000"/)
    expect(html).toMatch(/<select[^>]* name="topic" required=""><option value="" selected="">Choose a topic<\/option><option value="Orders and delivery">Orders and delivery<\/option><option value="Warranty">Warranty<\/option><\/select>/)
    expect(textOf(html)).toContain('0 of 5000 characters')
    expect(html).toContain('<button type="submit" class="button button--primary" aria-busy="false">Send message</button>')
    // no error before the shopper has done anything, and a guest's name and email can be typed
    expect(html).not.toContain('role="alert"')
    expect(html).not.toContain('readOnly')
  })

  it('without topics the form has no topic select', () => {
    expect(renderForm([]).html).not.toContain('name="topic"')
  })

  it('the API’s field problems (400 validation_error, details.issues) go under their fields; other refusals are the form’s', () => {
    const invalid = new ApiError(400, 'validation_error', 'Please enter a valid email', undefined, {
      issues: [
        { field: 'email', message: 'Please enter a valid email' },
        { field: 'orderNumber', message: 'Please enter the order number as it appears on your confirmation, e.g. IH100000123' },
        { field: '', message: 'Unexpected input: Unrecognized key: "cc"' },
      ],
    })
    expect(fieldIssues(invalid)).toEqual({
      email: 'Please enter a valid email',
      orderNumber: 'Please enter the order number as it appears on your confirmation, e.g. IH100000123',
    })
    expect(fieldIssues(new ApiError(400, 'captcha_failed', 'We could not verify that you are not a robot. Please try again'))).toEqual({})
    expect(fieldIssues(new Error('offline'))).toEqual({})
  })
})

describe('Competition and Leaderboard (platform §2 lazily loaded blocks; docs/events.md)', () => {
  const event = {
    ...{ _id: 'invitational-2025', slug: 'invitational', year: 2025, name: 'The 2025 Invitational', startsOn: '2025-10-24', endsOn: '2025-10-26', location: 'Columbus, Ohio' },
    description: '',
    registrationOpen: true,
    divisions: [
      { _id: 1, name: 'Men’s Open', description: '', capacity: 150, spotsLeft: 150 },
      { _id: 2, name: 'Women’s Open', description: '', capacity: 150, spotsLeft: 3 },
      { _id: 3, name: 'Teens 14–17', description: '', capacity: 30, spotsLeft: 0 },
      { _id: 4, name: 'Scaled', description: '', capacity: null, spotsLeft: null },
    ],
  }
  const leaderboard = {
    eventId: 'ironhouse-invitational-2024',
    eventName: 'Ironhouse Invitational 2024',
    workouts: [
      { _id: 11, name: 'Thruster couplet', description: '', scoring: 'time' as const },
      { _id: 12, name: 'Clean and jerk', description: '', scoring: 'load' as const },
      { _id: 13, name: 'AMRAP', description: '', scoring: 'reps' as const },
    ],
    divisions: [
      {
        _id: 7,
        name: 'Men’s Open',
        athletes: [
          {
            registrationId: 70,
            place: 1,
            name: 'Omar O.',
            country: 'CA',
            countryName: 'Canada',
            gym: 'Iron Temple',
            points: 5,
            workouts: [
              { workoutId: 11, value: 245, place: 1 },
              { workoutId: 12, value: 140, place: 2 },
              { workoutId: 13, value: null, place: 2 },
            ],
          },
        ],
      },
      { _id: 8, name: 'Women’s Open', athletes: [] },
    ],
  }
  const competition = (props: Record<string, unknown>, extra: Partial<ContentPageData> = {}) =>
    render(validateBlockTree([{ name: 'Competition', props: { eventId: 'invitational-2025', ...props } }]), { eventCards: { 'invitational-2025': event }, prefix: '/ca', ...extra })

  it('Competition: the event’s name (h2) links to its page; dates and place; each division with its places as the event page says them; Register while it is open', () => {
    const { html, text } = competition({ title: 'Next up' })
    expect(html).toMatch(/<section class="cms-competition" aria-labelledby="([^"]+)"><p class="cms-competition__kicker">Next up<\/p><h2 id="\1"><a href="\/ca\/events\/invitational\/2025">The 2025 Invitational<\/a><\/h2>/)
    expect(text).toContain('October 24, 2025 – October 26, 2025 · Columbus, Ohio')
    expect(html).toMatch(/<li>Men’s Open<\/li><li>Women’s Open<!-- --> \(3 places left\)<\/li><li>Teens 14–17<!-- --> \(full\)<\/li><li>Scaled<\/li>/)
    expect(html).toMatch(/<a class="button button--primary" href="\/ca\/events\/invitational\/2025">Register<span class="visually-hidden"> for (<!-- -->)?The 2025 Invitational<\/span><\/a>/)
    expect(text).not.toContain('Registration closed')
    // the page's h1, then the event's h2
    expect(headingLevels(html)).toEqual([1, 2])
  })

  it('Competition: a closed event says "Registration closed" and offers no Register link; an event the server could not read shows nothing', () => {
    const closed = competition({}, { eventCards: { 'invitational-2025': { ...event, registrationOpen: false } } })
    expect(closed.text).toContain('Registration closed')
    expect(closed.html).not.toContain('>Register<')
    expect(competition({}, { eventCards: {} }).html).not.toContain('cms-competition')
    // an id that is not an event's ({name}-{year}) is dropped on the server
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(validateBlockTree([{ name: 'Competition', props: { eventId: 'invitational' } }])).toEqual([])
  })

  it('Leaderboard: a table per division in the store’s tabs, a caption, column and row headers, the browser’s formatting of times, load and reps, each workout’s place, the points', () => {
    const { html, text } = render(validateBlockTree([{ name: 'Leaderboard', props: { eventId: 'ironhouse-invitational-2024' } }]), { leaderboards: { 'ironhouse-invitational-2024': leaderboard } })
    expect(html).toMatch(/<section class="cms-leaderboard" aria-labelledby="([^"]+)"><h2 id="\1">Ironhouse Invitational 2024 leaderboard<\/h2>/)
    expect(html).toContain('role="tablist" aria-label="Ironhouse Invitational 2024 leaderboard: divisions"')
    expect(html.match(/role="tab"/g)).toHaveLength(2)
    expect(html.match(/<table class="leaderboard">/g)).toHaveLength(2)
    expect(html).toContain('<caption>Ironhouse Invitational 2024<!-- -->: <!-- -->Men’s Open</caption>')
    expect(html).toContain('role="region" aria-label="Men’s Open leaderboard" tabindex="0"')
    expect(html.match(/<th scope="col">/g)).toHaveLength(2 * 7)
    expect(text).toContain('PlaceAthleteCountryThruster couplet (for time)Clean and jerk (load)AMRAP (reps)Points')
    expect(html).toMatch(/<th scope="row">Omar O\.<span class="leaderboard__gym">Iron Temple<\/span><\/th>/)
    expect(html).toMatch(/<td class="leaderboard__place">1<\/td><th scope="row">Omar O\.<span class="leaderboard__gym">Iron Temple<\/span><\/th><td>Canada<\/td><td>4:05<span class="leaderboard__workout-place">1st<\/span><\/td><td>140 kg<span class="leaderboard__workout-place">2nd<\/span><\/td><td><span class="leaderboard__none">No score<\/span><span class="leaderboard__workout-place">2nd<\/span><\/td><td class="leaderboard__points">5<\/td>/)
    expect(text).toContain('No athletes in this division yet.')
    expect(html).not.toContain('@')
  })

  it('Leaderboard: `division` shows that division alone, without tabs; an unknown division or an event the server could not read shows nothing', () => {
    const data = { leaderboards: { 'ironhouse-invitational-2024': leaderboard } }
    const one = render(validateBlockTree([{ name: 'Leaderboard', props: { eventId: 'ironhouse-invitational-2024', division: 'men’s open', title: 'Results' } }]), data)
    expect(one.html).not.toContain('role="tablist"')
    expect(one.html.match(/<table/g)).toHaveLength(1)
    expect(one.text).toContain('Results')
    expect(render(validateBlockTree([{ name: 'Leaderboard', props: { eventId: 'ironhouse-invitational-2024', division: 'Masters' } }]), data).html).not.toContain('cms-leaderboard')
    expect(render(validateBlockTree([{ name: 'Leaderboard', props: { eventId: 'ironhouse-invitational-2024' } }])).html).not.toContain('cms-leaderboard')
  })

  it('formats a time score as m:ss, or h:mm:ss from an hour; reps and load with their unit; places as ordinals', () => {
    expect([formatScore(65, 'time'), formatScore(600, 'time'), formatScore(3725, 'time'), formatScore(0, 'time')]).toEqual(['1:05', '10:00', '1:02:05', '0:00'])
    expect([formatScore(1, 'reps'), formatScore(212, 'reps'), formatScore(140, 'load')]).toEqual(['1 rep', '212 reps', '140 kg'])
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '103rd'])
  })

  it('the server reads each Competition’s event and each Leaderboard’s leaderboard once (slots included) with the page; one that fails is left out with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const calls: Array<string> = []
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    const fetchImpl = async (url: string) => {
      calls.push(url)
      if (url.startsWith('/svc_content/cms/page/results')) {
        return json({
          page: {
            ...page([
              { name: 'Competition', props: { eventId: 'invitational-2025' } },
              { name: 'Competition', props: { eventId: 'Invitational-2025', title: 'Again' } },
              { name: 'Competition', props: { eventId: 'gone-2019' } },
              { name: 'Block', props: {}, slots: { default: [{ name: 'Leaderboard', props: { eventId: 'ironhouse-invitational-2024' } }] } },
            ]),
            identifier: 'results',
            url: '/results',
          },
        })
      }
      const path = url.split('?')[0]
      if (path === '/svc_event/events/invitational-2025') return json({ event })
      if (path === '/svc_event/events/ironhouse-invitational-2024/leaderboard') return json({ leaderboard })
      return json({ error: 'not_found', message: 'Event was not found' }, 404)
    }
    const api = createApiClient({ site: { code: 'USA', storeId: 1, prefix: '' }, fetchImpl })
    const site = { code: 'USA', storeId: 1, currency: 'USD', pathPrefix: '' } as Parameters<typeof loadContentPageData>[2]
    const data = await loadContentPageData(api, 'results', site)
    expect(calls.filter((c) => c.startsWith('/svc_event/')).map((c) => c.split('?')[0]).sort()).toEqual(['/svc_event/events/gone-2019', '/svc_event/events/invitational-2025', '/svc_event/events/ironhouse-invitational-2024/leaderboard'])
    expect(Object.keys(data.eventCards ?? {})).toEqual(['invitational-2025'])
    expect(data.leaderboards?.['ironhouse-invitational-2024']?.divisions).toHaveLength(2)
    expect(warn).toHaveBeenCalledWith('Competition block: event gone-2019 could not be read', expect.anything())
  })
})
