import { CategoryProductsResponse, CategoryResponse } from '@ironhouse/contracts'
import type { Category, ProductSummary, Site } from '@ironhouse/contracts'
import { LISTING_DEFAULT_PAGE_SIZE, parseSearchPageNumber } from '@ironhouse/domain'
import type { ApiClient } from '../../platform/api.server.ts'
import { loadPricingContext } from '../../ui/pricing-context.server.ts'
import type { PricingContext } from '../../ui/pricing.ts'
import { loadContentPageData } from '../content/load-content.server.ts'
import type { ContentPageData } from '../content/load-content.server.ts'

/** Products per page of a category grid (platform §5, §9: default page size 80). */
export const CATEGORY_PAGE_SIZE = LISTING_DEFAULT_PAGE_SIZE
/** Highest page the category products call accepts (contracts CategoryProductsQuery). */
const MAX_PAGE = 10_000

export type CategoryPageData =
  | { kind: 'landing'; category: Category; content: ContentPageData }
  | {
      kind: 'grid'
      category: Category
      products: Array<ProductSummary>
      page: number
      totalPages: number
      total: number
      pricing: PricingContext
      prefix: string
      /** The page's query string without page, kept by pagination links. */
      query: string
    }

/** The page number of ?page= (platform §5 parsing: 1 when absent or not a whole number of 1 or more). */
export function pageParam(searchParams: URLSearchParams): number {
  return Math.min(parseSearchPageNumber(searchParams.get('page')), MAX_PAGE)
}

/**
 * Data of the category page: a landing category renders its content page instead (shell §2 landing
 * ids); other categories list their products 80 per page.
 */
export async function loadCategoryPageData(
  api: ApiClient,
  categoryId: number,
  site: Site,
  searchParams: URLSearchParams,
): Promise<CategoryPageData> {
  const { category } = await api.get(`/svc_content/catalog/category/${categoryId}`, CategoryResponse)
  if (category.landingPageId !== null) {
    return { kind: 'landing', category, content: await loadContentPageData(api, category.landingPageId, site) }
  }
  const page = pageParam(searchParams)
  const [list, pricing] = await Promise.all([
    api.get(`/svc_content/catalog/category/${categoryId}/products`, CategoryProductsResponse, {
      query: { page, limit: CATEGORY_PAGE_SIZE },
    }),
    loadPricingContext(api, site),
  ])
  const query = new URLSearchParams(searchParams)
  query.delete('page')
  return {
    kind: 'grid',
    category,
    products: list.products,
    page: list.page,
    totalPages: list.totalPages,
    total: list.total,
    pricing,
    prefix: site.pathPrefix,
    query: query.toString(),
  }
}
