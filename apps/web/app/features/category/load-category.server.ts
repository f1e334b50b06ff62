import type { Category, Site } from '@ironhouse/contracts'
import { RECOMMENDATION_WIDGET_IDS } from '@ironhouse/domain'
import type { ApiClient } from '../../platform/api.server.ts'
import { loadCategory } from './category.server.ts'
import { loadContentPageData } from '../content/load-content.server.ts'
import type { ContentPageData } from '../content/load-content.server.ts'
import { loadListing, type ListingData } from '../listing/load-listing.server.ts'

export type CategoryPageData =
  | { kind: 'landing'; category: Category; content: ContentPageData }
  | { kind: 'grid'; category: Category; listing: ListingData; prefix: string }

/**
 * Data of the category page: a landing category renders its content page instead (shell §2 landing
 * ids); other categories list their products through the search provider's category widget
 * (rfkid_10 by uri, platform §3, §7), 80 per page, with facets, sorting and the page in the URL.
 */
export async function loadCategoryPageData(api: ApiClient, categoryId: number, site: Site, url: URL): Promise<CategoryPageData> {
  const category = await loadCategory(api, categoryId)
  if (category.landingPageId !== null) {
    return { kind: 'landing', category, content: await loadContentPageData(api, category.landingPageId, site, url) }
  }
  const listing = await loadListing({ api, url, kind: 'category', rfkid: RECOMMENDATION_WIDGET_IDS.category, uri: category.url })
  return { kind: 'grid', category, listing, prefix: site.pathPrefix }
}
