import type { CmsBlock } from '@ironhouse/contracts'
import type { contentBlocks, contentPages } from '@ironhouse/db'
import { CATEGORY_IDS, LANDING_CATEGORIES } from './categories.ts'
import { PRODUCT_IDS as P } from './products/ids.ts'
import { CMS_MEDIA_PATH, heroImage } from './images/catalog-images.ts'

export type ContentPageRow = typeof contentPages.$inferInsert
export type ContentBlockRow = typeof contentBlocks.$inferInsert

/** Content page ids: the home page is 1, landing pages 10-14 (LANDING_CATEGORIES), others from 20. */
export const CONTENT_PAGE_IDS = {
  home: 1,
  aboutUs: 20,
  shippingPolicy: 21,
  mpsReview: 22,
  threeShipsFree: 23,
} as const

/** The products whose promo is active whenever the demo is loaded (the Hot Deals tab). */
export const ACTIVE_PROMO_IDS = [P.ohioPowerBar, P.echoBar, P.strongmanLog, P.heavyTee, P.wristWraps]

/** The hero banners the demo content uses (home 1, landing pages 2-6, about 7, 3 Ships Free 8). */
export const HERO_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const

/** Hero banners link to their generated master (images/scenes.ts renderHero), named by content hash. */
const hero = (title: string, subtitle: string, n: number, cta?: { label: string; url: string }): CmsBlock => ({
  name: 'Hero',
  props: {
    title,
    subtitle,
    image: { src: `${CMS_MEDIA_PATH}/${heroImage(n).file}`, alt: title, width: 1960, height: 800, ...(cta ? { link: cta.url } : {}) },
    ...(cta ? { cta } : {}),
  },
})
const heading = (text: string, level: 1 | 2 | 3 = 2): CmsBlock => ({ name: 'Heading', props: { text, level } })
const rich = (html: string): CmsBlock => ({ name: 'RichContent', props: { html } })

function homeBuilder(): Array<CmsBlock> {
  return [
    hero('Built in Columbus, Ohio', 'Bars, plates, racks and rigs for every kind of strong.', 1, { label: 'Shop New Gear', url: '/new-gear' }),
    heading('Shop by Category', 1),
    {
      name: 'ColumnLayout',
      props: { columns: 3 },
      slots: {
        'column-1': [rich('<h3>Bars &amp; Plates</h3><p>The Ohio Bar and the plates to load it. <a href="/weightlifting-bars-plates">Shop bars and plates</a></p>')],
        'column-2': [rich('<h3>Rigs &amp; Racks</h3><p>From the Echo Squat Stand to a full Monster rig. <a href="/rogue-rigs-racks">Shop rigs and racks</a></p>')],
        'column-3': [rich('<h3>Programming</h3><p>Monthly programs with a free trial. <a href="/iron-game-programming">See the programs</a></p>')],
      },
    },
    { name: 'html', value: '<div class="home-notice"><p>Free shipping on <a href="/3-ships-free">3 Ships Free</a> items.</p></div>' },
    {
      name: 'ProductTabs',
      props: {
        tabs: [
          { title: 'New Gear', categoryId: CATEGORY_IDS.newGear },
          { title: 'Hot Deals', productIds: ACTIVE_PROMO_IDS },
          { title: 'Bars', categoryId: CATEGORY_IDS.bars },
        ],
      },
    },
  ]
}

function landingBuilder(name: string, index: number, categoryId: number): Array<CmsBlock> {
  return [
    hero(name, 'Ironhouse landing page', index + 2),
    {
      name: 'BorderedBlock',
      props: {},
      slots: { default: [heading(name), rich(`<p>${name}: the gear, the stories and the people behind it.</p>`)] },
    },
    { name: 'ProductTabs', props: { tabs: [{ title: name, categoryId }] } },
  ]
}

function page(id: number, identifier: string, url: string, title: string, builder: Array<CmsBlock>, indexable = true): ContentPageRow {
  return { id, identifier, url, title, metaDescription: `${title} | Ironhouse`, indexable, builder }
}

/** The home page (identifier homepage_2015, served at /), landing pages and a few content pages. */
export function generateContentPages(): Array<ContentPageRow> {
  const pages: Array<ContentPageRow> = [page(CONTENT_PAGE_IDS.home, 'homepage_2015', '/', 'Ironhouse Strength Equipment', homeBuilder())]
  LANDING_CATEGORIES.forEach((landing, index) => {
    // reached through its category's url; its own url is not indexed (one canonical page)
    pages.push(
      page(landing.pageId, `landing-${landing.slug}`, `/landing/${landing.slug}`, landing.name, landingBuilder(landing.name, index, landing.id), false),
    )
  })
  pages.push(
    page(CONTENT_PAGE_IDS.aboutUs, 'about-us', '/about-us', 'About Ironhouse', [
      hero('About Ironhouse', 'Made in Columbus, Ohio since 2006.', 7),
      { name: 'Block', props: {}, slots: { default: [rich('<p>Ironhouse builds strength equipment for athletes, gyms and garages.</p>')] } },
    ]),
    page(CONTENT_PAGE_IDS.shippingPolicy, 'shipping-policy', '/shipping-policy', 'Shipping Policy', [
      heading('Shipping Policy', 1),
      rich('<p>Most orders ship within 2 business days. Freight items ship direct from the factory.</p>'),
      { name: 'html', value: '<table><tr><th>Region</th><th>Carrier</th></tr><tr><td>USA</td><td>Ground / Freight</td></tr></table>' },
    ]),
    page(CONTENT_PAGE_IDS.mpsReview, 'mps-review', '/mps-review', 'Review Your Purchase', [
      heading('Review Your Purchase', 1),
      rich('<p>Tell us how your gear is holding up.</p>'),
    ]),
    page(CONTENT_PAGE_IDS.threeShipsFree, '3-ships-free', '/3-ships-free', '3 Ships Free', [
      hero('3 Ships Free', 'Buy three eligible items and shipping is on us (not on APO).', 8),
      { name: 'ProductTabs', props: { tabs: [{ title: '3 Ships Free', productIds: [P.stickerPack, P.ohioStraps, P.wristWraps, P.patchHat] }] } },
    ]),
  )
  return pages
}

/** Named content blocks (GET /svc_content/cms/block/{name}). */
export function generateContentBlocks(): Array<ContentBlockRow> {
  return [
    { name: 'header-promo-banner', active: true, content: { text: 'Free shipping on 3 Ships Free gear', url: '/3-ships-free' } },
    {
      name: 'deals-slider',
      active: true,
      content: {
        slides: [
          { text: 'Hot Deals on bars and plates', url: '/deals?deal_type=hot_deal' },
          { text: 'Hundo: bulk-weight savings on plates', url: '/hundo' },
          { text: 'New Gear just landed', url: '/new-gear' },
        ],
      },
    },
    { name: 'footer-notice', active: false, content: { text: 'Holiday shipping cut-off: order by 18 December', url: '/shipping-policy' } },
  ]
}
