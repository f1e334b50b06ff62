import type { CmsBlock } from '@ironhouse/contracts'
import type { contentBlocks, contentPages } from '@ironhouse/db'
import { CATEGORY_IDS, LANDING_CATEGORIES } from './categories.ts'
import { PRODUCT_IDS as P } from './products/ids.ts'
import { CMS_MEDIA_PATH, HERO_MOBILE_SIZE, heroImage, heroMobileImage } from './images/catalog-images.ts'

export type ContentPageRow = typeof contentPages.$inferInsert
export type ContentBlockRow = typeof contentBlocks.$inferInsert

/** Content page ids: the home page is 1, landing pages 10-14 (LANDING_CATEGORIES), others from 20. */
export const CONTENT_PAGE_IDS = {
  home: 1,
  aboutUs: 20,
  shippingPolicy: 21,
  mpsReview: 22,
  threeShipsFree: 23,
  careers: 24,
  catalog: 25,
  returns: 26,
  imprint: 27,
  invitationalResults: 40,
  contactUs: 32,
  rackInColor: 30,
} as const

/** The products whose promo is active whenever the demo is loaded (the Hot Deals tab). */
export const ACTIVE_PROMO_IDS = [P.ohioPowerBar, P.echoBar, P.strongmanLog, P.heavyTee, P.wristWraps]

/** The hero banners the demo content uses (home 1, landing pages 2-6, about 7, 3 Ships Free 8). */
export const HERO_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const
/** The heroes that also have a phone crop (images/catalog-images.ts heroMobileImage): 3, on the rack landing page. */
export const HERO_MOBILE_NUMBERS = [3] as const

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
        'column-2': [rich('<h3>Rigs &amp; Racks</h3><p>From the Echo Squat Stand to a full Monster rig, and <a href="/monster-lite-rack-in-color">the Monster Lite Rack in your color</a>. <a href="/rogue-rigs-racks">Shop rigs and racks</a></p>')],
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
    { name: 'InfiniteCarousel', props: { title: 'Rigs, Racks and Benches', categoryId: CATEGORY_IDS.rigsRacks } },
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
      {
        name: 'GearSpecs',
        props: {
          title: 'Ironhouse at a glance',
          rows: [
            { label: 'Founded', value: '2006, in a Columbus garage' },
            { label: 'Factory', value: 'Columbus, Ohio: welding, machining, powder coat' },
            { label: 'Steel', value: '11-gauge uprights, 190,000–205,000 PSI bar shafts' },
            { label: 'Ships to', value: 'the USA, Canada, APO, Europe, the UK and Australia' },
          ],
        },
      },
      {
        name: 'CMSTabs',
        props: { label: 'More about Ironhouse', tabs: [{ title: 'Our story' }, { title: 'Warranty' }, { title: 'Visit us' }] },
        slots: {
          'tab-1': [rich('<p>Ironhouse began in 2006 with one welder, one bar and a garage in Columbus. The bars, racks and rigs are still made a few miles away.</p>')],
          'tab-2': [rich('<p>Bars carry a lifetime warranty against bending; racks, rigs and benches a lifetime warranty on the frame. <a href="/returns-policy">Returns and refunds</a>.</p>')],
          'tab-3': [rich('<p>The showroom at the Columbus factory is open Monday to Saturday, 9 am to 5 pm. <a href="/shipping-policy">Pick-up and shipping</a>.</p>')],
        },
      },
      { name: 'EventsList', props: { title: 'Ironhouse events', limit: 3 } },
      rich('<p>How did last year go? <a href="/invitational-results">Results of the Ironhouse Invitational 2024</a>.</p>'),
      {
        name: 'Gallery',
        props: {
          title: 'The Columbus showroom',
          // heroes 4, 5 and 6: the platform scene with red, yellow and blue accents (images/catalog-images.ts)
          images: (
            [
              [4, 'red'],
              [5, 'yellow'],
              [6, 'blue'],
            ] as const
          ).map(([n, accent], i) => ({
            src: `${CMS_MEDIA_PATH}/${heroImage(n).file}`,
            alt: `A loaded bar on a lifting platform, a rack with ${accent} J-cups behind it`,
            width: 1960,
            height: 800,
            caption: `Platform ${i + 1}`,
          })),
        },
      },
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
    page(CONTENT_PAGE_IDS.careers, 'careers', '/careers', 'Careers at Ironhouse', careersBuilder()),
    // the print catalogue's online edition: the target of the footer's Catalog link and of /ironhouse-catalog (USA)
    page(CONTENT_PAGE_IDS.catalog, 'catalog', '/external-catalog', 'The Ironhouse Catalog', catalogBuilder()),
    page(CONTENT_PAGE_IDS.returns, 'returns', '/returns-policy', 'Returns and Refunds', returnsBuilder()),
    page(CONTENT_PAGE_IDS.rackInColor, 'monster-lite-rack-in-color', '/monster-lite-rack-in-color', 'The Monster Lite Rack, in Your Color', rackInColorBuilder()),
    page(CONTENT_PAGE_IDS.contactUs, 'contact-us', '/contact-us', 'Contact Us', contactBuilder()),
    // the Competition and Leaderboard blocks (docs/events.md): the 2024 Invitational's results and the next event
    page(CONTENT_PAGE_IDS.invitationalResults, 'invitational-results', '/invitational-results', 'Ironhouse Invitational 2024: Results', [
      heading('Ironhouse Invitational 2024: Results', 1),
      rich('<p>Thirty athletes, four workouts, one competition floor. Each workout places the athletes of a division; the places add up, and the lowest total wins.</p>'),
      { name: 'Competition', props: { eventId: 'ironhouse-invitational-2024', title: 'The event' } },
      { name: 'Leaderboard', props: { eventId: 'ironhouse-invitational-2024', title: 'Final leaderboard' } },
      { name: 'Competition', props: { eventId: 'invitational-2025', title: 'Next up' } },
    ]),
    page(CONTENT_PAGE_IDS.imprint, 'imprint', '/imprint', 'Imprint', [
      heading('Imprint', 1),
      rich(
        '<p>Ironhouse Strength Equipment, 545 Forge Street, Columbus, Ohio 43215, USA.</p>' +
          '<p>European office: Ironhouse Europe, 12 Dock Road, Dublin 1, Ireland. Company number 000000 (demo store).</p>' +
          '<p>Email <a href="mailto:europe@ironhouse.example">europe@ironhouse.example</a>, telephone <a href="tel:+353-1-555-0100">+353 1 555 0100</a>.</p>',
      ),
    ]),
  )
  return pages
}

/** The topics of the contact form (the help desk files each request under the one chosen). */
export const CONTACT_TOPICS = ['Orders and delivery', 'Returns and warranty', 'Products and sizing', 'Gym builds and quotes', 'Events', 'Something else']

/** Contact Us (the footer's Support column links it): the support request form and the robot check's notice. */
function contactBuilder(): Array<CmsBlock> {
  return [
    heading('Contact Us', 1),
    rich(
      '<p>Questions about an order, a product or a gym build? Write to us here: our support team in Columbus answers by email, ' +
        'usually within two business days. You will get a reference to quote straight away.</p>',
    ),
    {
      name: 'ZendeskForm',
      props: { title: 'Send us a message', intro: 'If your question is about an order, add its number: we will find it faster.', topics: CONTACT_TOPICS },
    },
    { name: 'Recaptcha', props: { action: 'contact' } },
  ]
}

const OPEN_ROLES: ReadonlyArray<{ title: string; where: string; about: string }> = [
  { title: 'Welder, bar and rack line', where: 'Columbus, Ohio', about: 'MIG and TIG on 11-gauge steel uprights and crossmembers; second shift.' },
  { title: 'Barbell machinist', where: 'Columbus, Ohio', about: 'Run the knurling and sleeve lathes; hold shaft tolerances to a thousandth.' },
  { title: 'Customer support specialist', where: 'Columbus, Ohio or remote (US)', about: 'Help athletes and gym owners by phone, email and chat; you know a power rack from a squat stand.' },
  { title: 'Warehouse lead', where: 'Dublin, Ireland', about: 'Run receiving and dispatch for the European site; forklift licence needed.' },
]

function careersBuilder(): Array<CmsBlock> {
  const roles = OPEN_ROLES.map((role) => `<li><h3>${role.title}</h3><p><strong>${role.where}.</strong> ${role.about}</p></li>`).join('')
  return [
    hero('Careers at Ironhouse', 'Build the gear that builds athletes.', 7),
    rich(
      '<p>Everything we sell is designed, welded, machined and packed by people who train. We hire for craft and care: ' +
        'if you take pride in a clean weld or a customer who got exactly what they needed, we would like to hear from you.</p>',
    ),
    heading('Open roles'),
    rich(`<ul class="careers-roles">${roles}</ul>`),
    rich(
      '<p>To apply, email your CV and the role you are interested in to <a href="mailto:careers@ironhouse.example">careers@ironhouse.example</a>. ' +
        'We answer every application within two weeks.</p>',
    ),
  ]
}

function catalogBuilder(): Array<CmsBlock> {
  const department = (name: string, url: string, text: string) => rich(`<h3><a href="${url}">${name}</a></h3><p>${text}</p>`)
  return [
    hero('The Ironhouse Catalog', 'Every bar, plate, rack and rig we make, by department.', 2, { label: 'Shop New Gear', url: '/new-gear' }),
    {
      name: 'ColumnLayout',
      props: { columns: 3 },
      slots: {
        'column-1': [
          department('Bars &amp; Plates', '/weightlifting-bars-plates', 'Power, Olympic and multi-purpose bars; bumper, calibrated and iron plates; collars.'),
          department('Strongman', '/strongman', 'Logs, axles, stones and yokes for the event day and the training week.'),
        ],
        'column-2': [
          department('Rigs &amp; Racks', '/rogue-rigs-racks', 'Power racks, wall-mount rigs, squat stands and benches, built in Columbus.'),
          department('Equipment Packages', '/equipment-packages', 'Garage gym and affiliate packages with everything bolted together.'),
        ],
        'column-3': [
          department('Gear &amp; Apparel', '/gear-apparel', 'Shirts, hoodies, hats, lifting shoes, straps, wraps and belts.'),
          department('Iron Game Programming', '/iron-game-programming', 'Monthly strength and conditioning programs, with a free trial.'),
        ],
      },
    },
    {
      name: 'GearSpecsWide',
      props: {
        title: 'Our barbells side by side',
        columns: ['The Ohio Bar', 'Ohio Power Bar', 'Ironhouse 15KG Training Bar'],
        rows: [
          { label: 'Weight', values: ['20 kg (44 lb)', '20.4 kg (45 lb)', '15 kg (33 lb)'] },
          { label: 'Length', values: ['2200 mm', '2200 mm', '2010 mm'] },
          { label: 'Shaft diameter', values: ['28.5 mm', '29 mm', '25 mm'] },
          { label: 'Sleeve length', values: ['16.4 in', '16.25 in', '13.1 in'] },
          { label: 'Made in', values: ['Columbus, Ohio', 'Columbus, Ohio', 'Imported'] },
        ],
      },
    },
    { name: 'ProductTabs', props: { tabs: [{ title: 'Bars', categoryId: CATEGORY_IDS.bars }, { title: 'Racks', categoryId: CATEGORY_IDS.racks }] } },
  ]
}

/**
 * A product landing page: the HeroConfig, Swatches and ProductPage blocks (platform §2) around the Monster
 * Lite Rack, a configurable product in four colors (one of them out of stock).
 */
function rackInColorBuilder(): Array<CmsBlock> {
  const image = heroImage(3)
  const mobile = heroMobileImage(3)
  return [
    {
      name: 'HeroConfig',
      props: {
        title: 'The Monster Lite Rack, in Your Color',
        subtitle: 'Welded in Columbus from 11-gauge steel, powder coated in the color you pick.',
        image: { src: `${CMS_MEDIA_PATH}/${image.file}`, alt: 'A power rack beside a loaded barbell in the Ironhouse gym', width: 1960, height: 800 },
        mobileImage: { src: `${CMS_MEDIA_PATH}/${mobile.file}`, alt: 'A power rack in the Ironhouse gym', ...HERO_MOBILE_SIZE },
        ctas: [
          { label: 'See the rack', url: '/monster-lite-rack' },
          { label: 'All racks', url: '/rogue-rigs-racks' },
        ],
        align: 'end',
        theme: 'dark',
      },
    },
    rich(
      '<p>The Monster Lite Rack takes every attachment of the Monster Lite line: J-cups, spotter arms, a pull-up bar and ' +
        'plate storage. Every color is the same rack, coated by hand in our Columbus paint line.</p>',
    ),
    { name: 'Swatches', props: { productId: P.monsterLiteRack, title: 'Pick your color' } },
    { name: 'ProductPage', props: { productId: P.monsterLiteRack } },
  ]
}

function returnsBuilder(): Array<CmsBlock> {
  return [
    heading('Returns and Refunds', 1),
    rich(
      '<p>Unused items in their original packaging can be returned within 30 days of delivery for a refund to the original ' +
        'payment method. Customers in the European Union and the United Kingdom may also withdraw from a purchase within 14 days ' +
        'of delivery without giving a reason.</p>',
    ),
    heading('How to return an item'),
    rich(
      '<ol><li>Have your order number (it starts with IH) and the email address you ordered with to hand.</li>' +
        '<li>In the USA, Canada and on APO addresses, start the return from your order in your account. Everywhere else, ' +
        'email the support address of your region with the order number and the items you are sending back.</li>' +
        '<li>Pack the items securely with the return label we send you. Freight items are collected by our carrier.</li></ol>',
    ),
    heading('Refunds'),
    rich(
      '<p>We refund within 5 business days of receiving the return. Original shipping is refunded when the item arrived damaged ' +
        'or was not what you ordered. Custom and engraved items, programs and gift cards cannot be returned.</p>',
    ),
  ]
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
          { text: 'Hot Deals on bars and plates', url: '/deals?deal_type=hot-deals&category=weightlifting-bars-plates' },
          { text: 'Hundo: bulk-weight savings on plates', url: '/hundo' },
          { text: 'New Gear just landed', url: '/new-gear' },
        ],
      },
    },
    { name: 'footer-notice', active: false, content: { text: 'Holiday shipping cut-off: order by 18 December', url: '/shipping-policy' } },
  ]
}
