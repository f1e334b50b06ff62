import { CatalogBrandsResponse, EquippedGymsResponse } from '@ironhouse/contracts'
import { brandOfSlug } from '@ironhouse/domain'
import type { PageContext } from '../../platform/page.server.ts'
import type { ContentPageData } from '../content/load-content.server.ts'
import { loadListing, type ListingData } from '../listing/load-listing.server.ts'
import type { BrandPage } from '../../routes/brand-pages.ts'
import type { Resolved } from '../../routes/resolve.server.ts'
import type { EquippedGymsData } from './equipped-gyms.tsx'

export type BrandPageData = { kind: 'catalog'; brand: string; listing: ListingData } | ({ kind: 'equipped-gyms' } & EquippedGymsData)

/**
 * The page of /{brand}-catalog or /{brand}-equipped-gyms (shell §2) that the route lookup does not
 * know, or null when the catalogue carries no such brand (the caller answers 404, or shows the
 * editors' page). The catalogue page is the brand's listing (its brand filter fixed, so the facet is
 * not offered); the gyms page is the brand's approved gyms, under the editors' content page for that
 * path when there is one (`editorial`). Both are the same for every shopper of a class, as the page cache keeps them
 * (decision 006): adding a gym is the browser's (add-gym-panel.tsx).
 */
export async function loadBrandPage(
  page: PageContext,
  wanted: BrandPage,
  gymAddEnabled: () => Promise<boolean>,
  editorial: ContentPageData | null,
): Promise<BrandPageData | null> {
  const { brands } = await page.api.get('/svc_content/catalog/brands', CatalogBrandsResponse)
  const brand = brandOfSlug(brands, wanted.slug)
  if (!brand) return null
  if (wanted.kind === 'catalog') {
    const listing = await loadListing({ api: page.api, url: page.url, kind: 'search', rfkid: 'search', uri: page.ref.restPath, fixedFilters: { brand: [brand.name] } })
    return {
      kind: 'catalog',
      brand: brand.name,
      listing: { ...listing, facets: listing.facets.filter((facet) => facet.key !== 'brand'), chosen: listing.chosen.filter((chosen) => chosen.key !== 'brand') },
    }
  }
  const [{ gyms }, canAdd] = await Promise.all([
    page.api.get(`/svc_content/gyms?brand=${encodeURIComponent(brand.name)}`, EquippedGymsResponse),
    gymAddEnabled(),
  ])
  return { kind: 'equipped-gyms', brand: brand.name, gyms, canAdd, editorial }
}

/** The editors' page an equipped-gyms path resolved to: a content page, or a landing category's (shell §2 special ids). */
export function editorialOf(resolved: Resolved): ContentPageData | null {
  if (resolved.kind === 'content') return resolved.data
  if (resolved.kind === 'category' && resolved.data.kind === 'landing') return resolved.data.content
  return null
}
