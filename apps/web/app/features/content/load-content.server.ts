import { BlockProps, CategoryProductsResponse, CmsPageResponse } from '@ironhouse/contracts'
import type { CmsBlock, ContentPage, Product, ProductSummary, Site } from '@ironhouse/contracts'
import { DEFAULT_PRIMARY_SEGMENT, HOME_CONTENT_PAGE_URL, filterCmsBlocks, filterHomeDealProducts } from '@ironhouse/domain'
import type { PromoStatus } from '@ironhouse/domain'
import type { ApiClient } from '../../platform/api.server.ts'
import { loadCategory } from '../category/category.server.ts'
import { loadProducts } from '../product/products.server.ts'
import { loadPricingContext, pricingForProducts } from '../../ui/pricing-context.server.ts'
import type { PricingContext } from '../../ui/pricing.ts'
import type { BlockData } from './block-tree.tsx'
import { PRODUCT_TAB_LIMIT, productTabKey } from './product-tabs-data.ts'
import type { ProductTab } from './product-tabs-data.ts'

export type ContentPageData = BlockData & { page: ContentPage }

/**
 * Keeps the blocks this shopper sees, slots included (platform §5: segment, SKU, A/B variant). Guests
 * have the primary segment 'None'; with no flag evaluations every A/B test shows its default variant.
 */
export function filterBlockTree(blocks: ReadonlyArray<CmsBlock>, primarySegment = DEFAULT_PRIMARY_SEGMENT): Array<CmsBlock> {
  return filterCmsBlocks(blocks, { primarySegment }).map((block) =>
    block.slots
      ? {
          ...block,
          slots: Object.fromEntries(Object.entries(block.slots).map(([slot, children]) => [slot, filterBlockTree(children, primarySegment)])),
        }
      : block,
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

/** Every ProductTabs tab anywhere in a validated block tree (slots included). */
export function productTabsIn(blocks: ReadonlyArray<CmsBlock>): Array<ProductTab> {
  const tabs: Array<ProductTab> = []
  for (const block of blocks) {
    if (block.name === 'ProductTabs') {
      const parsed = BlockProps.ProductTabs.safeParse(block.props ?? {})
      if (parsed.success) tabs.push(...parsed.data.tabs)
    }
    for (const slot of Object.values(block.slots ?? {})) tabs.push(...productTabsIn(slot))
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
export async function loadContentPageData(api: ApiClient, pageIdOrIdentifier: number | string, site: Site): Promise<ContentPageData> {
  const { page } = await api.get(`/svc_content/cms/page/${encodeURIComponent(String(pageIdOrIdentifier))}`, CmsPageResponse)
  const builder = validateBlockTree(filterBlockTree(page.builder))
  const tabs = productTabsIn(builder)
  const uniqueTabs = [...new Map(tabs.map((tab) => [productTabKey(tab), tab])).values()]
  const [pricing, lists] = await Promise.all([
    tabs.length > 0 ? loadPricingContext(api, site) : Promise.resolve(null),
    Promise.all(uniqueTabs.map(async (tab) => ({ tab, products: await loadTabProducts(api, tab) }))),
  ])
  const home = isHomePage(page)
  const products = await Promise.all(
    lists.map(async ({ tab, products }) => {
      const kept = home && pricing ? await keepHomeDeals(api, tab, products, pricing) : products
      return [productTabKey(tab), kept] as const
    }),
  )
  const shown = products.flatMap(([, list]) => list.map((product) => product.productId))
  return { page: { ...page, builder }, products: Object.fromEntries(products), pricing: pricing && pricingForProducts(pricing, shown), prefix: site.pathPrefix }
}
