import type { customers, inventory, productCategories, products } from '@ironhouse/db'
import { generateCategories, type CategoryRow } from './categories.ts'
import { generateDemoCustomers } from './customers.ts'
import { generateContentBlocks, generateContentPages, type ContentBlockRow, type ContentPageRow } from './content.ts'
import { generateCountries, generateRegions, type CountryRow, type RegionRow } from './geo.ts'
import { generatePrices, type ProductGroupPriceRow, type ProductPriceRow } from './prices.ts'
import { heroImage, heroMobileImage, type ImageFile } from './images/catalog-images.ts'
import { HERO_MOBILE_NUMBERS, HERO_NUMBERS } from './content.ts'
import { generateProductDraftsWithImages } from './products/index.ts'
import { generateDemoReviews, type DemoReviewBaselineRow, type DemoReviewRow } from './products/reviews.ts'
import { createRng } from './random.ts'
import { generateUrlRewrites, type UrlRewriteRow } from './redirects.ts'
import { generateSites, type SiteRow } from './sites.ts'
import { SEARCH_REDIRECTS } from './search-redirects.ts'
import { DEMO_INDEX_TAGS, generateIndexPosts, type IndexPostRow, type IndexTagRow } from './the-index.ts'
import { generateEventDivisions, generateEvents, type EventDivisionRow, type EventRow } from './events.ts'

/** Bumped whenever the generated content changes shape; written to seed_info. */
export const DEMO_VERSION = 2
export const DEFAULT_SEED = 20_100_101
export const DEFAULT_PRODUCT_COUNT = 300

export type DemoStoreOptions = {
  /** Product rows to generate (configurable children count); default 300. */
  products?: number | undefined
  /** ISO time the promo windows are placed around (required: the generator never reads the clock). */
  now: string
  seed?: number | undefined
}

export type DemoStore = {
  sites: Array<SiteRow>
  categories: Array<CategoryRow>
  products: Array<typeof products.$inferInsert>
  productPrices: Array<ProductPriceRow>
  productGroupPrices: Array<ProductGroupPriceRow>
  inventory: Array<typeof inventory.$inferInsert>
  productCategories: Array<typeof productCategories.$inferInsert>
  /** Written reviews of rated catalogue products, and the ratings without text beside them (products/reviews.ts). */
  reviews: Array<DemoReviewRow>
  reviewBaselines: Array<DemoReviewBaselineRow>
  contentPages: Array<ContentPageRow>
  contentBlocks: Array<ContentBlockRow>
  urlRewrites: Array<UrlRewriteRow>
  countries: Array<CountryRow>
  regions: Array<RegionRow>
  searchRedirects: Array<{ keyphrase: string; redirectUrl: string }>
  customers: Array<typeof customers.$inferInsert>
  indexTags: Array<IndexTagRow>
  indexPosts: Array<IndexPostRow>
  events: Array<EventRow>
  eventDivisions: Array<EventDivisionRow>
}

/** An image master of the demo store: its folder under the media folder, file name and SVG source. */
export type MediaFile = { folder: 'catalog' | 'cms'; file: string; svg: string }

/** The whole demo store as plain rows; the same options always give the same rows. */
export function generateDemoStore(options: DemoStoreOptions): DemoStore {
  return generateDemoStoreWithMedia(options).store
}

/** The demo store and the image masters its rows link to (product galleries, CMS heroes). */
export function generateDemoStoreWithMedia(options: DemoStoreOptions): { store: DemoStore; media: Array<MediaFile> } {
  const nowMs = Date.parse(options.now)
  if (Number.isNaN(nowMs)) throw new Error(`now must be an ISO date, got '${options.now}'`)
  const count = options.products ?? DEFAULT_PRODUCT_COUNT
  const rng = createRng(options.seed ?? DEFAULT_SEED)
  const { drafts, images } = generateProductDraftsWithImages(rng, nowMs, count)
  const categories = generateCategories()
  const contentPages = generateContentPages()
  const productRows = drafts.map((d) => d.row)
  const productCategoryRows: DemoStore['productCategories'] = []
  for (const d of drafts) {
    d.categoryIds.forEach((categoryId, position) => {
      productCategoryRows.push({ productId: d.row.productId, categoryId, position })
    })
  }
  const media: Array<MediaFile> = [
    ...images.map((f: ImageFile) => ({ folder: 'catalog' as const, ...f })),
    ...HERO_NUMBERS.map((n) => ({ folder: 'cms' as const, ...heroImage(n) })),
    ...HERO_MOBILE_NUMBERS.map((n) => ({ folder: 'cms' as const, ...heroMobileImage(n) })),
  ]
  const store: DemoStore = {
    sites: generateSites(),
    categories,
    products: productRows,
    ...generatePrices(drafts),
    inventory: drafts.flatMap((d) => (d.stock ? [{ productId: d.row.productId, ...d.stock }] : [])),
    productCategories: productCategoryRows,
    ...generateDemoReviews(drafts, nowMs),
    contentPages,
    contentBlocks: generateContentBlocks(),
    urlRewrites: generateUrlRewrites(productRows, categories, contentPages),
    countries: generateCountries(),
    regions: generateRegions(),
    searchRedirects: SEARCH_REDIRECTS.map((r) => ({ ...r })),
    customers: generateDemoCustomers(),
    indexTags: DEMO_INDEX_TAGS.map((t) => ({ ...t })),
    indexPosts: generateIndexPosts(),
    events: generateEvents(),
    eventDivisions: generateEventDivisions(),
  }
  return { store, media }
}
