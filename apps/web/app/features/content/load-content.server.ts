import { BlockProps, CategoryProductsResponse, CmsPageResponse, CmsSegmentResponse, EventListResponse, ProductResponse } from '@ironhouse/contracts'
import type { CmsBlock, ContentPage, EventSummary, Product, ProductSummary, Site } from '@ironhouse/contracts'
import { childColorLabelOf, DEFAULT_PRIMARY_SEGMENT, HOME_CONTENT_PAGE_URL, LOGGED_OUT_CUSTOMER_GROUP_ID, filterCmsBlocks, filterHomeDealProducts } from '@ironhouse/domain'
import type { AbFlagEvaluation, PromoStatus } from '@ironhouse/domain'
import type { ApiClient } from '../../platform/api.server.ts'
import { evaluateFlags } from '../../platform/growthbook.ts'
import { classFlagAttributes, loadFlagsPayload } from '../../platform/shell.server.ts'
import { loadCategory } from '../category/category.server.ts'
import { loadProducts } from '../product/products.server.ts'
import { loadProductPageData, parseChildren } from '../product/load-product.server.ts'
import type { ProductPageData } from '../product/load-product.server.ts'
import { productPageBlockReady } from './blocks/product-page-block.tsx'
import { productViewsReady } from '../product/product-views.server.ts'
import { loadPricingContext, pricingForProducts } from '../../ui/pricing-context.server.ts'
import type { PricingContext } from '../../ui/pricing.ts'
import type { BlockData, SwatchSet } from './block-data.tsx'
import { blockPropsIn, blocksIn } from './block-props.server.ts'
import { loadEventBlocks } from './event-blocks.server.ts'
import { PRODUCT_TAB_LIMIT, productTabKey } from './product-tabs-data.ts'
import type { ProductTab } from './product-tabs-data.ts'

export type ContentPageData = BlockData & { page: ContentPage }

/**
 * Keeps the blocks this shopper sees, slots included (platform §5: segment, SKU, A/B variant). Guests
 * have the primary segment 'None', a signed-in customer their own (primarySegmentOf); with no flag
 * evaluations every A/B test shows its default variant.
 */
export function filterBlockTree(
  blocks: ReadonlyArray<CmsBlock>,
  primarySegment = DEFAULT_PRIMARY_SEGMENT,
  abFlags: Readonly<Record<string, AbFlagEvaluation>> = {},
): Array<CmsBlock> {
  return filterCmsBlocks(blocks, { primarySegment, abFlags }).map((block) =>
    block.slots
      ? {
          ...block,
          slots: Object.fromEntries(Object.entries(block.slots).map(([slot, children]) => [slot, filterBlockTree(children, primarySegment, abFlags)])),
        }
      : block,
  )
}

/** Whether any block of a tree, slots included, is limited to audience segments. */
function hasSegmentedBlocks(blocks: ReadonlyArray<CmsBlock>): boolean {
  return blocks.some((block) => (block.segments?.length ?? 0) > 0 || Object.values(block.slots ?? {}).some(hasSegmentedBlocks))
}

/**
 * The primary segment the page's blocks are filtered by (platform §5): asked of the API only when a
 * block is limited to segments and the request may have a session (a guest without cookies, or a
 * page rendered for logged-out shoppers, is 'None'). The answer is the shopper's own, so a page
 * rendered for a class of shoppers becomes theirs alone (decision 006); a failed call reads as 'None'.
 */
async function primarySegmentOf(api: ApiClient, blocks: ReadonlyArray<CmsBlock>): Promise<string> {
  if (api.shopperGroup === LOGGED_OUT_CUSTOMER_GROUP_ID || !hasSegmentedBlocks(blocks)) return DEFAULT_PRIMARY_SEGMENT
  return api.get('/svc_content/cms/segment', CmsSegmentResponse).then(
    (r) => r.primarySegment,
    () => DEFAULT_PRIMARY_SEGMENT,
  )
}

/** The A/B test names of a block tree, slots included. */
function abTestNames(blocks: ReadonlyArray<CmsBlock>, names = new Set<string>()): Set<string> {
  for (const block of blocks) {
    if (block.abTest) names.add(block.abTest.name)
    for (const children of Object.values(block.slots ?? {})) abTestNames(children, names)
  }
  return names
}

/**
 * The variant of each A/B test of a page (platform §5: the test's feature-flag choice selects block
 * variants): the flag named as the test, evaluated for the page's store, site, route and query and the
 * shopper's class (the page is kept for that class). A flag that evaluates to no variant is a failed
 * evaluation: the default variant, with a console warning (platform §4, §8).
 */
async function abFlagsOf(api: ApiClient, site: Site, blocks: ReadonlyArray<CmsBlock>, pageUrl: URL): Promise<Record<string, AbFlagEvaluation>> {
  const names = abTestNames(blocks)
  if (names.size === 0) return {}
  const flags = evaluateFlags(await loadFlagsPayload(api), classFlagAttributes(api, site, pageUrl), pageUrl.origin)
  return Object.fromEntries(
    [...names].map((name): [string, AbFlagEvaluation] => {
      const value = flags[name]
      if (typeof value === 'string' && value !== '') return [name, { ok: true, value }]
      console.warn(`A/B test ${name}: no variant from its flag, the default variant is shown`)
      return [name, { ok: false }]
    }),
  )
}

/**
 * Validates every block's props with the contracts schema, slots included, and keeps the parsed props
 * (defaults applied). An invalid block is dropped with a warning and an unknown name is dropped
 * (platform §8: a failed CMS load is logged and nothing is shown); `html` blocks pass as they are. The
 * browser's block tree renders the result without loading the schemas.
 */
export function validateBlockTree(blocks: ReadonlyArray<CmsBlock>): Array<CmsBlock> {
  const valid: Array<CmsBlock> = []
  for (const block of blocks) {
    const slots = block.slots
      ? Object.fromEntries(Object.entries(block.slots).map(([slot, children]) => [slot, validateBlockTree(children)]))
      : undefined
    if (block.name === 'html') {
      valid.push(block)
      continue
    }
    if (!Object.hasOwn(BlockProps, block.name)) continue
    const parsed = BlockProps[block.name as keyof typeof BlockProps].safeParse(block.props ?? {})
    if (!parsed.success) {
      console.warn(`CMS block ${block.name} skipped: invalid props`, parsed.error.issues)
      continue
    }
    valid.push({ ...block, props: parsed.data, ...(slots ? { slots } : {}) })
  }
  return valid
}

/** Every product list anywhere in a validated block tree (slots included): ProductTabs' tabs and InfiniteCarousels. */
export function productTabsIn(blocks: ReadonlyArray<CmsBlock>): Array<ProductTab> {
  const tabs: Array<ProductTab> = []
  for (const block of blocksIn(blocks)) {
    if (block.name === 'ProductTabs') {
      const parsed = BlockProps.ProductTabs.safeParse(block.props ?? {})
      if (parsed.success) tabs.push(...parsed.data.tabs)
    }
    if (block.name === 'InfiniteCarousel') {
      const parsed = BlockProps.InfiniteCarousel.safeParse(block.props ?? {})
      if (parsed.success) tabs.push(parsed.data)
    }
  }
  return tabs
}

/** A full product as a grid tile shows it. */
export function toProductSummary(product: Product): ProductSummary {
  return {
    productId: product.productId,
    sku: product.sku,
    name: product.name,
    type: product.type,
    url: product.url,
    thumbnail: product.thumbnail,
    price: product.price,
    special_price: product.special_price,
    currency: product.currency,
    attributes: product.attributes,
    inventory: product.inventory,
    hasPromo: product.hasPromo,
    quoted: product.pricing.quoted,
    pricing: product.pricing,
  }
}

/** A tab's products: the first 8 of its category, or its listed products in one read. Failures give none. */
async function loadTabProducts(api: ApiClient, tab: ProductTab): Promise<Array<ProductSummary>> {
  if (tab.categoryId !== undefined) {
    return api
      .get(`/svc_content/catalog/category/${tab.categoryId}/products`, CategoryProductsResponse, {
        query: { page: 1, limit: PRODUCT_TAB_LIMIT },
      })
      .then(
        (r) => r.products,
        () => [],
      )
  }
  return loadProducts(api, tab.productIds ?? []).then(
    (products) => products.map(toProductSummary),
    () => [],
  )
}

/**
 * On the home page a tab of the hot-deals or hundo category keeps only the products carrying that
 * promotion (platform §2, via @ironhouse/domain); the category's url names it.
 */
async function keepHomeDeals(
  api: ApiClient,
  tab: ProductTab,
  products: Array<ProductSummary>,
  pricing: PricingContext,
): Promise<Array<ProductSummary>> {
  if (tab.categoryId === undefined) return products
  const category = await loadCategory(api, tab.categoryId).catch(() => undefined)
  if (!category) return products
  // the promo status the API decided for each product (commerce §4)
  const promoStatusByProductId: Record<number, PromoStatus> = Object.fromEntries(products.map((p) => [p.productId, p.pricing.promo.status]))
  return filterHomeDealProducts(products, {
    path: '/',
    category: `${category.url} ${category.path}`,
    promoStatusByProductId,
    hundoProductIds: pricing.hundoProductIds,
  })
}

/** The home page is the content page homepage_2015, shown at / (shell §2). */
function isHomePage(page: ContentPage): boolean {
  return page.identifier === HOME_CONTENT_PAGE_URL || page.url === '/'
}

/**
 * Data of a content page: the page with its block tree filtered for the shopper and validated, and the products of
 * every ProductTabs block, loaded here so the page renders whole on the server.
 */
export async function loadContentPageData(api: ApiClient, pageIdOrIdentifier: number | string, site: Site, pageUrl?: URL): Promise<ContentPageData> {
  const { page } = await api.get(`/svc_content/cms/page/${encodeURIComponent(String(pageIdOrIdentifier))}`, CmsPageResponse)
  const [abFlags, primarySegment] = await Promise.all([
    abFlagsOf(api, site, page.builder, pageUrl ?? new URL(`${site.pathPrefix}${page.url}`, 'http://localhost')),
    primarySegmentOf(api, page.builder),
  ])
  return withBlockData(api, { ...page, builder: validateBlockTree(filterBlockTree(page.builder, primarySegment, abFlags)) }, site)
}

/**
 * A page whose block tree is decided (filtered for the shopper, or whole for the operator's preview) and
 * validated, with the products of every ProductTabs block, loaded here so the page renders whole on the server.
 */
export async function withBlockData(api: ApiClient, page: ContentPage, site: Site): Promise<ContentPageData> {
  const builder = withOneProductPage(page.builder)
  const productPageId = productPageIn(builder)
  const productPage = productPageId === undefined ? Promise.resolve(undefined) : loadProductPage(api, productPageId, site)
  // a Swatches block of the ProductPage's product takes its colors from that read
  const swatches = Promise.all(
    swatchProductsIn(builder).map((productId) =>
      productId === productPageId ? productPage.then((data) => data && swatchSetOf(data.product, data.children)) : loadSwatchSet(api, productId),
    ),
  )
  const eventBlocks = loadEventBlocks(api, builder)
  const tabs = productTabsIn(builder)
  const uniqueTabs = [...new Map(tabs.map((tab) => [productTabKey(tab), tab])).values()]
  const eventsShown = eventsListLimit(builder)
  const [pricing, lists, events] = await Promise.all([
    tabs.length > 0 ? loadPricingContext(api, site) : Promise.resolve(null),
    Promise.all(uniqueTabs.map(async (tab) => ({ tab, products: await loadTabProducts(api, tab) }))),
    eventsShown > 0 ? loadEvents(api, eventsShown) : Promise.resolve(undefined),
  ])
  const home = isHomePage(page)
  const products = await Promise.all(
    lists.map(async ({ tab, products }) => {
      const kept = home && pricing ? await keepHomeDeals(api, tab, products, pricing) : products
      return [productTabKey(tab), kept] as const
    }),
  )
  const shown = products.flatMap(([, list]) => list.map((product) => product.productId))
  const [productPageData, swatchSets] = await Promise.all([productPage, swatches])
  const swatchesById = Object.fromEntries(swatchSets.flatMap((set) => (set ? [[String(set.productId), set] as const] : [])))
  return {
    page: { ...page, builder },
    products: Object.fromEntries(products),
    events,
    ...(await eventBlocks),
    ...(productPageData ? { productPages: { [String(productPageData.product.productId)]: productPageData } } : {}),
    ...(swatchSets.length > 0 ? { swatches: swatchesById } : {}),
    pricing: pricing && pricingForProducts(pricing, shown),
    prefix: site.pathPrefix,
  }
}

/** The product of a validated tree's ProductPage block (the first; withOneProductPage leaves no other). */
export function productPageIn(blocks: ReadonlyArray<CmsBlock>): number | undefined {
  return blockPropsIn(blocks, 'ProductPage')[0]?.productId
}

/**
 * The tree with its first ProductPage block only (slots included, in the page's order): a product's page
 * holds the page's one Add to Cart form and its field ids, so a second one is left out, with a warning.
 */
export function withOneProductPage(blocks: ReadonlyArray<CmsBlock>): Array<CmsBlock> {
  let seen = false
  const walk = (list: ReadonlyArray<CmsBlock>): Array<CmsBlock> =>
    list.flatMap((block) => {
      if (block.name === 'ProductPage') {
        if (seen) {
          console.warn('CMS block ProductPage skipped: a page shows one product page')
          return []
        }
        seen = true
      }
      return block.slots ? [{ ...block, slots: Object.fromEntries(Object.entries(block.slots).map(([slot, children]) => [slot, walk(children)])) }] : [block]
    })
  return walk(blocks)
}

/**
 * The product of a ProductPage block, as its own page loads it for this shopper, and the view's code for
 * the server's render. A product that cannot be read (gone, or the API failing) shows the block empty
 * (platform §8: logged, nothing shown).
 */
async function loadProductPage(api: ApiClient, productId: number, site: Site): Promise<ProductPageData | undefined> {
  try {
    const [data] = await Promise.all([loadProductPageData(api, productId, site), productPageBlockReady()])
    await productViewsReady(data.product)
    return data
  } catch (error) {
    console.warn(`ProductPage block: product ${productId} could not be read`, error)
    return undefined
  }
}

/** The most events any EventsList block of a validated tree shows (slots included), 0 without one. */
export function eventsListLimit(blocks: ReadonlyArray<CmsBlock>): number {
  return Math.max(0, ...blockPropsIn(blocks, 'EventsList').map((props) => props.limit))
}

/** The events of an EventsList block; a failed read shows the block empty (platform §8: logged, nothing shown). */
async function loadEvents(api: ApiClient, limit: number): Promise<Array<EventSummary>> {
  try {
    return (await api.get(`/svc_event/events?limit=${limit}`, EventListResponse)).events
  } catch (error) {
    console.warn('EventsList: the events could not be read', error)
    return []
  }
}

/** At most this many Swatches products a page reads (each is one product read with its children). */
export const SWATCHES_PER_PAGE = 4

/** The products of a validated tree's Swatches blocks, once each, in the page's order, the first SWATCHES_PER_PAGE. */
export function swatchProductsIn(blocks: ReadonlyArray<CmsBlock>): Array<number> {
  return [...new Set(blockPropsIn(blocks, 'Swatches').map((props) => props.productId))].slice(0, SWATCHES_PER_PAGE)
}

/** A configurable product's colors from its children; a product of another type has none (with a warning). */
function swatchSetOf(product: Product, children: ReadonlyArray<Product>): SwatchSet | undefined {
  if (product.type !== 'configurable') {
    console.warn(`Swatches block: product ${product.productId} is not a configurable product`)
    return undefined
  }
  return {
    productId: product.productId,
    name: product.name,
    url: product.url,
    colors: children.map((child) => ({ productId: child.productId, color: childColorLabelOf(child), thumbnail: child.thumbnail, inventory: child.inventory })),
  }
}

/**
 * A Swatches block's product: its children with their colour, picture and stock, as the catalogue holds
 * them for this shopper's site. A product that is not configurable, or cannot be read, shows the block
 * empty (platform §8: logged, nothing shown).
 */
async function loadSwatchSet(api: ApiClient, productId: number): Promise<SwatchSet | undefined> {
  try {
    const { product } = await api.get(`/svc_content/catalog/product/complete/${productId}`, ProductResponse)
    return swatchSetOf(product, parseChildren(product))
  } catch (error) {
    console.warn(`Swatches block: product ${productId} could not be read`, error)
    return undefined
  }
}
