import { CategoryResponse } from '@ironhouse/contracts'
import type { Category } from '@ironhouse/contracts'
import { CATEGORY_AND_HOT_DEAL_CACHE_SECONDS } from '@ironhouse/domain'
import type { ApiClient } from '../../platform/api.server.ts'
import { cached } from '../../platform/shared-data.server.ts'

/**
 * A category record (GET /svc_content/catalog/category/{id}), kept 300 seconds per site as the spec
 * keeps category data (constants §9; the API caches it as long): a category page, a product page's
 * breadcrumb and a content page's tab read it. The ids come from the store's own data (the URL table,
 * a product, a CMS block), so what is kept is bounded by the catalogue. A failed read is not kept.
 */
export function loadCategory(api: ApiClient, categoryId: number): Promise<Category> {
  return cached(`category:${api.site.code}:${categoryId}`, CATEGORY_AND_HOT_DEAL_CACHE_SECONDS * 1000, () =>
    api.get(`/svc_content/catalog/category/${categoryId}`, CategoryResponse).then((answer) => answer.category),
  )
}
