import { parseChoiceIds, productRating } from '@ironhouse/domain'
import type { BundlePackage, Product, ProductPricing } from '@ironhouse/contracts'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Breadcrumb, JsonLd } from '../../ui/breadcrumb.tsx'
import { HotDealBadge, Price } from '../../ui/price.tsx'
import { priceViewOf } from '../../ui/pricing.ts'
import { lazyView } from '../../platform/lazy-view.ts'
import { StockStatusLabel, stockOf } from '../../ui/stock.tsx'
import { AddToCartForm } from '../cart/add-to-cart.tsx'
import { Gallery } from './gallery.tsx'
import type { ProductPageData } from './load-product.server.ts'
import { ProductOptions } from './product-options.tsx'
import { useOptionalSessionStore } from '../../platform/session-context.tsx'
import { CHOICE_QUERY, choiceFromIds, choiceQueryValue, chosenViewOf, packageKeyOf } from './choice.ts'
import type { Choice, ChosenView } from './choice.ts'
import { ProductRecommendations } from '../recommendations/recommendations.tsx'
import { REVIEWS_ANCHOR, ReviewsSection } from '../reviews/reviews-section.tsx'
import { RatingLink } from '../../ui/stars.tsx'

/**
 * The notices only some products show (product-notices.tsx: hundo pricing, a program's details), fetched
 * by the browser on those products' pages only; the route's loader readies them on the server
 * (`productNoticesReady`), so the HTML holds them in place.
 */
const hundoView = lazyView(() => import('./product-notices.tsx').then((module) => module.HundoNotice))
const programView = lazyView(() => import('./product-notices.tsx').then((module) => module.ProgramDetails))

const hasHundo = (product: Product) => product.hundoPricing.length > 0
const isProgram = (product: Product) => product.isProgram || product.type === 'virtual'

/** Loads the notices a product's page shows; the loader awaits it before the render. */
export function productNoticesReady(product: Product): Promise<void> {
  return Promise.all([hasHundo(product) ? hundoView.ready() : undefined, isProgram(product) ? programView.ready() : undefined]).then(() => undefined)
}

/**
 * The shopper's choice lives in the URL (`b`, commerce §2), so a shared link opens on the same variant and
 * the server renders it. Choosing replaces the query without a new history entry or a reload; the route
 * does not load again for it (resolve.tsx shouldRevalidate).
 */
function useChoice(product: Product, children: ReadonlyArray<Product>): [Choice, (next: Choice) => void] {
  const [params, setParams] = useSearchParams()
  const b = params.get(CHOICE_QUERY)
  // The page answers at once; the URL follows a moment later. Whenever the URL's b changes (that write
  // landing, or a link to another choice), the URL is the truth again.
  const [state, setState] = useState(() => ({ b, choice: choiceFromIds(product, children, parseChoiceIds(b)) }))
  let choice = state.choice
  if (state.b !== b) {
    choice = choiceFromIds(product, children, parseChoiceIds(b))
    setState({ b, choice })
  }
  const choose = (next: Choice) => {
    setState({ b, choice: next })
    const value = choiceQueryValue(product, next)
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (value === null) updated.delete(CHOICE_QUERY)
        else updated.set(CHOICE_QUERY, value)
        return updated
      },
      { replace: true, preventScrollReset: true },
    )
  }
  return [choice, choose]
}

/** `{ pricing }` of a package answer, or null for an answer of another shape (the browser has no schema library). */
function packagePricingOf(answer: unknown): ProductPricing | null {
  if (!answer || typeof answer !== 'object' || !('pricing' in answer)) return null
  const pricing = answer.pricing as ProductPricing | null
  return pricing && typeof pricing === 'object' && Number.isSafeInteger(pricing.final) ? pricing : null
}

/**
 * A bundle's package price for the current choice, as the server prices it (GET
 * /svc_content/catalog/product/{id}/package?b=): the loader's answer for the choice the page opened
 * with, then one call per choice not priced yet (answers are kept). `pending` while a call is out.
 */
function usePackagePricing(product: Product, choice: Choice, initial: BundlePackage | null): { pricing: ProductPricing | null; pending: boolean } {
  const api = useOptionalSessionStore()?.api
  const [known, setKnown] = useState<Record<string, ProductPricing | null>>(() => (initial ? { [initial.choice.join('-')]: initial.pricing } : {}))
  const key = product.type === 'bundle' ? packageKeyOf(product, choice) : null
  const priced = key !== null && key in known
  useEffect(() => {
    if (key === null || priced || !api) return
    let live = true
    const query = key === '' ? '' : `?${CHOICE_QUERY}=${key}`
    void api
      .get(`/svc_content/catalog/product/${product.productId}/package${query}`)
      .then(packagePricingOf, () => null)
      .then((pricing) => {
        if (live) setKnown((before) => ({ ...before, [key]: pricing }))
      })
    return () => {
      live = false
    }
  }, [api, key, priced, product.productId])
  return { pricing: key !== null && priced ? (known[key] ?? null) : null, pending: key !== null && !priced }
}

/**
 * The product page (commerce document): gallery, price, stock, options, add to cart, description.
 * `jsonLd`: the page's structured data, written by the route's loader on the server
 * (product-json-ld.server.ts): it depends on the loader's data only, so the browser does not carry
 * the code that writes it. `reviews`: the product shows its reviews (the loader reads the hidden-reviews
 * attribute on the server). `embedded`: the product inside a content page (the ProductPage block): its
 * name is an h2 under the page's h1, without the breadcrumb and the recommendations.
 */
export function ProductPage({
  data,
  jsonLd,
  cartError,
  reviews,
  embedded,
}: {
  data: ProductPageData
  jsonLd?: ReadonlyArray<unknown> | undefined
  cartError?: string | undefined
  reviews?: boolean | undefined
  embedded?: boolean | undefined
}) {
  const { product, children, related, pricing, prefix, breadcrumb, bundlePackage } = data
  const [choice, choose] = useChoice(product, children)
  const packaged = usePackagePricing(product, choice, bundlePackage)
  const chosen = chosenViewOf(product, children, choice, packaged.pricing)
  const view = chosen.pricing === null ? null : priceViewOf({ pricing: chosen.pricing, attributes: product.attributes }, pricing)
  const chosenChild = product.type === 'configurable' && choice.childId !== null ? choice.childId : null
  const availability = product.type === 'grouped' || (product.type === 'configurable' && chosenChild === null) ? null : chosen.stock.status
  const rating = reviews ? productRating(product.attributes) : null
  const [Name, Section] = embedded ? (['h2', 'h3'] as const) : (['h1', 'h2'] as const)
  return (
    <article className="product-page">
      {embedded ? null : <Breadcrumb crumbs={breadcrumb} />}
      <div className="product-page__top">
        <Gallery key={chosen.galleryKey} product={chosen} />
        <div className="product-page__summary">
          <Name>{product.name}</Name>
          <p className="product-page__sku" aria-live="polite">
            SKU: {chosen.sku}
          </p>
          {rating ? <RatingLink rating={rating} href={`#${REVIEWS_ANCHOR}`} /> : null}
          {view?.kind === 'price' && view.hotDeal ? <HotDealBadge /> : null}
          {/* grouped items are priced per child and gift cards by the chosen amount (commerce §5) */}
          {product.type === 'grouped' || product.type === 'giftcard' ? null : (
            <div aria-live="polite" aria-busy={packaged.pending}>
              {product.type === 'bundle' && chosen.lines.length > 0 ? <p className="price__caption">Your package</p> : null}
              {view !== null ? (
                <Price view={view} />
              ) : (
                <p className="price price--pending">{packaged.pending ? 'Pricing your package…' : 'This package cannot be priced as chosen'}</p>
              )}
            </div>
          )}
          {isProgram(product) ? <programView.View product={product} /> : null}
          {hasHundo(product) ? <hundoView.View product={product} pricing={pricing} /> : null}
          {product.type === 'grouped' ? null : (
            <div aria-live="polite">
              <StockStatusLabel stock={chosen.stock} details />
            </div>
          )}
          <AddToCartForm
            product={product}
            prefix={prefix}
            serverError={cartError}
            chosen={availability === null ? null : { status: availability, productId: chosenChild ?? unavailableLineOf(chosen) ?? product.productId, parentId: chosenChild === null ? undefined : product.productId }}
            options={<ProductOptions product={product} children={children} related={related} pricing={pricing} choice={choice} onChoose={choose} />}
          />
        </div>
      </div>
      {product.description ? (
        <section className="product-page__description" aria-labelledby="description-heading">
          <Section id="description-heading">Description</Section>
          {/* catalogue descriptions are HTML written by the store's editors (trusted) */}
          <div dangerouslySetInnerHTML={{ __html: product.description }} />
        </section>
      ) : null}
      {reviews ? <ReviewsSection productId={product.productId} prefix={prefix} count={rating?.count ?? 0} /> : null}
      {embedded ? null : <ProductRecommendations productId={product.productId} />}
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </article>
  )
}

/** A bundle that cannot be bought as chosen: the chosen product that is out (for the notify-me sign-up). */
function unavailableLineOf(chosen: ChosenView): number | undefined {
  return chosen.lines.find((line) => !line.free && stockOf(line.product.inventory).status !== 'inStock')?.product.productId
}
