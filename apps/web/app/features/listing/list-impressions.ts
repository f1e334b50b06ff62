// Listing analytics in the browser (platform §6: listView and productClick are tracked; §9 list
// impressions debounced 1 s). The analytics module is fetched when the first tile is seen or
// followed, so the listing's eager JavaScript does not grow.
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

/**
 * Reports every tile of `root` (elements with data-impression-product and data-impression-position)
 * that comes half into view as a listView impression, once per tile and list of tiles (`tiles` names
 * them: new products observe again).
 */
export function useListImpressions(list: string, root: RefObject<HTMLElement | null>, tiles: string): void {
  useEffect(() => {
    const element = root.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement)
        if (seen.length === 0) return
        for (const tile of seen) observer.unobserve(tile)
        void import('../../platform/analytics.ts').then(({ trackListImpression }) => {
          for (const tile of seen) {
            trackListImpression({ list, productId: Number(tile.dataset.impressionProduct), position: Number(tile.dataset.impressionPosition) })
          }
        })
      },
      { threshold: 0.5 },
    )
    for (const tile of element.querySelectorAll('[data-impression-position]')) observer.observe(tile)
    return () => observer.disconnect()
  }, [list, root, tiles])
}
