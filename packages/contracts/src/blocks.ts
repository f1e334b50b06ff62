import { z } from 'zod'
import { CaptchaAction } from './account.ts'
import { EventId } from './events.ts'

/**
 * Props of the CMS blocks the foundation renders (platform §2 lists the block names; their props
 * are not shown in the spec, so these shapes are ours). A block tree is a CmsBlock[]; children go
 * in `slots` (ColumnLayout: 'column-1'..'column-4'; CMSTabs: 'tab-1'..'tab-8'; Block and BorderedBlock:
 * 'default').
 */
export const MediaConfig = z.object({
  src: z.string(),
  alt: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  link: z.string().optional(),
  ariaLabel: z.string().optional(),
})

/** Products a block lists: a category's, or the ones named, under a title. */
export const ProductSource = z.object({ title: z.string(), categoryId: z.number().int().optional(), productIds: z.array(z.number().int()).optional() })

export const BlockProps = {
  Hero: z.object({
    title: z.string(),
    subtitle: z.string().optional(),
    image: MediaConfig,
    cta: z.object({ label: z.string(), url: z.string() }).optional(),
  }),
  /**
   * A hero whose look the editor sets (platform §2 HeroConfig): a wide picture and, below 768 px, an
   * optional one of its own (art direction); the text on a panel over the picture from 768 px, placed at
   * the start, centre or end, dark or light; up to two calls to action.
   */
  HeroConfig: z.object({
    title: z.string().min(1),
    subtitle: z.string().optional(),
    image: MediaConfig,
    mobileImage: MediaConfig.optional(),
    ctas: z.array(z.object({ label: z.string().min(1), url: z.string().min(1) })).max(2).default([]),
    align: z.enum(['start', 'center', 'end']).default('start'),
    theme: z.enum(['dark', 'light']).default('dark'),
  }),
  Heading: z.object({ text: z.string(), level: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2) }),
  ColumnLayout: z.object({ columns: z.number().int().min(1).max(4) }),
  /** Trusted HTML written by the store's editors. */
  RichContent: z.object({ html: z.string() }),
  ProductTabs: z.object({ tabs: z.array(ProductSource) }),
  /**
   * One row of products that scrolls sideways and wraps around (Next at the end goes back to the start):
   * a category's products or the ones named, as a ProductTabs tab names them (docs/storefront.md "Carousels").
   */
  InfiniteCarousel: ProductSource,
  /** Tabs of content: tab n's blocks are in slot `tab-n` (1-based), under its title; `label` names the tab list. */
  CMSTabs: z.object({ label: z.string().min(1).default('Sections'), tabs: z.array(z.object({ title: z.string().min(1) })).min(1).max(8) }),
  /** Images in a grid, each with its alt text, an optional caption and an optional link. */
  Gallery: z.object({
    title: z.string().optional(),
    images: z.array(MediaConfig.extend({ caption: z.string().optional() })).min(1),
  }),
  /** The store's events, the latest start first, each linking to its page (a lazily loaded block in platform §2). */
  EventsList: z.object({ title: z.string().min(1).default('Events'), limit: z.number().int().min(1).max(12).default(3) }),
  /** One event as a card (platform §2 Competition, lazily loaded): its name linking to its page, dates, place, divisions and places, Register or closed. */
  Competition: z.object({ eventId: EventId, title: z.string().min(1).optional() }),
  /** An event's leaderboard (platform §2 Leaderboard, lazily loaded): a table per division (tabs when several), or only the named `division`. */
  Leaderboard: z.object({ eventId: EventId, title: z.string().min(1).optional(), division: z.string().trim().min(1).optional() }),
  /**
   * A product's page inside a content page (platform §2 ProductPage, lazily loaded): its gallery, price,
   * options, Add to Cart and description. One a page: a second ProductPage block is left out.
   */
  ProductPage: z.object({ productId: z.number().int().positive() }),
  /**
   * A configurable product's colors (platform §2 Swatches, lazily loaded): each child's picture, color
   * and stock, linking to the product's page with that color chosen.
   */
  Swatches: z.object({ productId: z.number().int().positive(), title: z.string().min(1).default('Colors') }),
  /**
   * A support request form (platform §2 ZendeskForm, lazily loaded; docs/support-requests.md): name, email,
   * a topic from `topics` when given, an optional order number, subject and message, sent to the store's
   * help desk. The form's code is fetched after load, only on a page with the block.
   */
  ZendeskForm: z.object({
    title: z.string().min(1).optional(),
    intro: z.string().min(1).optional(),
    topics: z.array(z.string().trim().min(1).max(80)).max(20).optional(),
  }),
  /**
   * The robot check's notice (platform §2 Recaptcha; the store's own captcha, docs/decisions/005): tells the
   * shopper the page's forms are protected and starts solving the challenge of `action` at load.
   */
  Recaptcha: z.object({ action: CaptchaAction.default('contact') }),
  /** A specifications table, one property a row (platform §2 GearSpecs). */
  GearSpecs: z.object({
    title: z.string().default('Specifications'),
    rows: z.array(z.object({ label: z.string(), value: z.string() })).min(1),
  }),
  /** Specifications side by side: a column per product, a row per property, a value per column (GearSpecsWide). */
  GearSpecsWide: z
    .object({
      title: z.string(),
      columns: z.array(z.string()).min(1).max(6),
      rows: z.array(z.object({ label: z.string(), values: z.array(z.string()) })).min(1),
    })
    .refine((props) => props.rows.every((row) => row.values.length === props.columns.length), 'Each row needs one value per column'),
  Block: z.object({}).loose(),
  BorderedBlock: z.object({}).loose(),
} as const
export type BlockName = keyof typeof BlockProps
