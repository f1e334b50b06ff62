// Product list analytics in the browser (platform §6: listView and productClick are tracked; §9 list
// impressions debounced 1 s), for listings and a content page's product tabs. The analytics module
// is fetched when the first tile is seen or followed, so a page's eager JavaScript does not grow.
import { useEffect, type RefObject } from 'react'
import type { ListImpression } from '@ironhouse/domain'

/** The list name analytics reads: 'Search Results' for a keyword search, else the page's title (ours). */
export function listingAnalyticsName(kind: 'category' | 'search', title: string): string {
  return kind === 'search' ? 'Search Results' : title
}

/** A tile's place in the whole listing, from 1: the page's earlier pages count (pageSize products each). */
export function listingPosition(page: number, pageSize: number, index: number): number {
  return (Math.max(page, 1) - 1) * pageSize + index + 1
}

/** Platform §6: the shopper followed a tile (productClick). */
export function reportProductClick(click: ListImpression): void {
  void import('../../platform/analytics.ts').then(({ trackProductClick }) => trackProductClick(click))
}

/** A grid tile's product (its link's data-product-id) and position (data-impression-position, else its place from 1). */
function tileOf(tile: HTMLElement): { productId: number; position: number } {
  const productId = Number(tile.querySelector<HTMLElement>('[data-product-id]')?.dataset.productId)
  const own = tile.dataset.impressionPosition
  return { productId, position: own === undefined ? [...(tile.parentElement?.children ?? [])].indexOf(tile) + 1 : Number(own) }
}

/**
 * Tracks the product grid tiles (`.product-grid > li`) inside `root` as the list `list`: a tile that
 * comes half into view is a listView impression, once per tile and set of tiles (`tiles` names them:
 * new products are observed again); a link of a tile followed is a productClick.
 */
export function useListImpressions(list: string, root: RefObject<HTMLElement | null>, tiles: string): void {
  useEffect(() => {
    const element = root.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      const tile = event.target instanceof Element ? event.target.closest<HTMLElement>('.product-grid > li') : null
      if (tile && element.contains(tile) && event.target instanceof Element && event.target.closest('a[href]')) reportProductClick({ list, ...tileOf(tile) })
    }
    element.addEventListener('click', onClick)
    if (typeof IntersectionObserver === 'undefined') return () => element.removeEventListener('click', onClick)
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement)
        if (seen.length === 0) return
        for (const tile of seen) observer.unobserve(tile)
        void import('../../platform/analytics.ts').then(({ trackListImpression }) => {
          for (const tile of seen) trackListImpression({ list, ...tileOf(tile) })
        })
      },
      { threshold: 0.5 },
    )
    for (const tile of element.querySelectorAll('.product-grid > li')) observer.observe(tile)
    return () => {
      observer.disconnect()
      element.removeEventListener('click', onClick)
    }
  }, [list, root, tiles])
}
