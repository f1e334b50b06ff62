import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { RECOMMENDATION_WIDGET_IDS, type SearchProduct } from '@ironhouse/domain'
import { useOptionalSessionStore } from '../../platform/session-context.tsx'
import { trackSearchEvent } from '../../platform/search-events.ts'
import { Tabs } from '../../ui/tabs.tsx'
import { useSeenOnce } from '../../platform/seen-once.ts'
import { useKeepPlaceBelow } from '../../platform/keep-place.ts'

export type RecommendationWidget = (typeof RECOMMENDATION_WIDGET_IDS)[keyof typeof RECOMMENDATION_WIDGET_IDS]

export type ListState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'loaded'; products: Array<SearchProduct> }

/** The list's request and tiles (with the search client), fetched when a list is first seen. */
const RecommendedList = lazy(() => import('./recommended-list.tsx'))

export type ProductListProps = {
  widget: RecommendationWidget
  /** The product of "similar", or the cart's products of the cart widget. */
  productIds?: ReadonlyArray<number> | undefined
  /** Accessible name of the list. */
  label: string
}

/**
 * A product-list widget (platform §2, §7): fetched once it has been visible, loading then loaded;
 * a failed fetch gives an empty list with no message (platform §8). Request: page_number 1, the uri
 * of the current page, n_item 12, the widget, an optional product filter.
 */
export function RecommendedProducts({ widget, productIds, label }: ProductListProps) {
  const api = useOptionalSessionStore()?.api
  const [container, seen] = useSeenOnce<HTMLDivElement>()
  const [state, setState] = useState<ListState['kind']>('idle')
  const shown = seen && api ? (state === 'idle' ? 'loading' : state) : 'idle'
  return (
    <div ref={container} className="recommendations" aria-busy={shown === 'loading'} data-state={shown}>
      {seen && api ? (
        <Suspense fallback={<p className="recommendations__loading">Loading</p>}>
          <RecommendedList widget={widget} productIds={productIds} label={label} onState={setState} />
        </Suspense>
      ) : null}
    </div>
  )
}

type ContainerTab = { title: string; widget: RecommendationWidget; productIds?: ReadonlyArray<number> | undefined }

/**
 * The results container (platform §2): left and right tabs with optional titles, each a lazy product
 * list. With one tab it is a plain titled list.
 */
export function RecommendationsContainer({ heading, left, right }: { heading?: string; left: ContainerTab; right?: ContainerTab | undefined }) {
  const tabs = [left, ...(right ? [right] : [])]
  const section = useRef<HTMLElement>(null)
  useKeepPlaceBelow(section)
  return (
    <section ref={section} className="recommendations-container" aria-label={heading ?? left.title}>
      {heading ? <h2>{heading}</h2> : null}
      {tabs.length === 1 ? (
        <RecommendedProducts widget={left.widget} productIds={left.productIds} label={left.title} />
      ) : (
        <Tabs
          label={heading ?? 'Recommendations'}
          tabs={tabs.map((tab) => ({ title: tab.title, content: <RecommendedProducts widget={tab.widget} productIds={tab.productIds} label={tab.title} /> }))}
        />
      )}
    </section>
  )
}

/** For the cart page: products that go with the cart (rfkid_4), lazy. */
export function CartRecommendations({ productIds }: { productIds: ReadonlyArray<number> }) {
  return <RecommendationsContainer heading="Goes well with your cart" left={{ title: 'Goes well with your cart', widget: RECOMMENDATION_WIDGET_IDS.cart, productIds }} />
}

/**
 * For a product page: similar products (rfkid_31) and picks for the shopper (rfkid_32), in two tabs;
 * it also reports the product view (view pdp) that "for you" and trending learn from.
 */
export function ProductRecommendations({ productId }: { productId: number }) {
  const api = useOptionalSessionStore()?.api
  useEffect(() => {
    if (api) trackSearchEvent(api, { type: 'view', name: 'pdp', value: { product_id: productId } })
  }, [api, productId])
  // rendered alone (without the page's session store) there is nothing to fetch with
  if (!api) return null
  return (
    <RecommendationsContainer
      heading="You may also like"
      left={{ title: 'Similar', widget: RECOMMENDATION_WIDGET_IDS.similar, productIds: [productId] }}
      right={{ title: 'For You', widget: RECOMMENDATION_WIDGET_IDS.forYou }}
    />
  )
}
