import { useEffect, useState } from 'react'
import { currencyForStore, LOGGED_OUT_CUSTOMER_GROUP_ID, mapSearchProduct, RECOMMENDATION_WIDGET_PAGE_SIZE, type SearchProduct, type SearchProviderProduct, type SiteCode } from '@ironhouse/domain'
import type { SearchWidgetRequest } from '@ironhouse/contracts'
import { useLinkDelegate } from '../../platform/link-delegate.ts'
import { useOptionalSessionStore } from '../../platform/session-context.tsx'
import { searchFromBrowser } from '../../platform/search.browser.ts'
import { searchVisitorId, trackSearchEvent } from '../../platform/search-events.ts'
import { priceTilesInBrowser } from '../listing/customer-prices.ts'
import { mapSearchProducts } from '../listing/listing-params.ts'
import { SearchProductTile } from '../listing/search-product-tile.tsx'
import { Carousel } from '../../ui/carousel.tsx'
import { trackCarouselPosition } from '../../platform/analytics.ts'
import type { ListState, RecommendationWidget } from './recommendations.tsx'

type Loaded = { key: string; products: Array<SearchProduct> }

export type RecommendedListProps = {
  widget: RecommendationWidget
  productIds?: ReadonlyArray<number> | undefined
  label: string
  /** Told when the list starts loading and when it has loaded (the container's busy state). */
  onState: (state: ListState['kind']) => void
}

/**
 * A product-list widget once it has been visible (recommendations.tsx): the widget's request, then
 * its products as tiles in one sideways row (a carousel whose position the analytics queue is told of). Its code, with the search client and the tiles, arrives only then (issue 13).
 */
export default function RecommendedList({ widget, productIds, label, onState }: RecommendedListProps) {
  const store = useOptionalSessionStore()
  const api = store?.api
  const groupId = store?.session.groupId ?? LOGGED_OUT_CUSTOMER_GROUP_ID
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const site = api?.site ?? { code: 'USA', storeId: 1, prefix: '' }
  const idsKey = (productIds ?? []).join(',')
  // the tiles' prices are the session's group's: a sign-in or sign-out loads them again
  const key = `${widget}|${idsKey}|${groupId}`
  const state: ListState = loaded?.key === key ? { kind: 'loaded', products: loaded.products } : { kind: 'loading' }

  useEffect(() => {
    onState(state.kind)
  }, [onState, state.kind])

  useEffect(() => {
    if (!api) return
    let live = true
    const request: SearchWidgetRequest = {
      widget: { rfkid: widget },
      page_number: 1,
      n_item: RECOMMENDATION_WIDGET_PAGE_SIZE,
      // the current full path (platform §7)
      context: { page: { uri: window.location.pathname }, user: { user_id: searchVisitorId() } },
    }
    if (idsKey !== '') request.filter = { product_id: idsKey.split(',') }
    searchFromBrowser(api, request)
      .then((response) => priceTilesInBrowser(api, groupId, mapSearchProducts(response.content.product.value, (r) => mapSearchProduct(r as SearchProviderProduct, site.code as SiteCode))))
      .then((products) => {
        if (!live) return
        setLoaded({ key, products })
        if (products.length > 0) trackSearchEvent(api, { type: 'widget', name: 'appear', value: { rfkid: widget, products: products.map((p) => ({ id: p.productId })) } })
      })
      .catch(() => {
        if (live) setLoaded({ key, products: [] })
      })
    return () => {
      live = false
    }
  }, [widget, idsKey, api, site.code, groupId, key])

  // the tiles are plain anchors: followed in place (platform §2), after the tile reports its click
  const followLink = useLinkDelegate()
  const currency = currencyForStore(site.storeId) ?? 'USD'
  if (state.kind === 'loading') return <p className="recommendations__loading">Loading</p>
  if (state.kind !== 'loaded' || state.products.length === 0) return null
  return (
    <Carousel label={label} className="recommendations__list" onClick={followLink} onPosition={(position) => trackCarouselPosition(label, position)}>
      {state.products.map((product) => (
        <li key={product.productId}>
          <SearchProductTile
            product={product}
            siteCode={site.code as SiteCode}
            currency={currency}
            prefix={site.prefix}
            onOpen={() => api && trackSearchEvent(api, { type: 'widget', name: 'click', value: { rfkid: widget, product_id: product.productId } })}
          />
        </li>
      ))}
    </Carousel>
  )
}
