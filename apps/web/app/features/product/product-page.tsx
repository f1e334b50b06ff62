import { fromMinor, imageDeliveryUrl, isAttributeFlagOn, parseChoiceIds } from '@ironhouse/domain'
import { metaDescriptionFrom } from '../../platform/seo.ts'
import type { Crumb } from '../../ui/breadcrumb.tsx'
import type { BundlePackage, Product, ProductPricing } from '@ironhouse/contracts'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Breadcrumb, breadcrumbListData, JsonLd } from '../../ui/breadcrumb.tsx'
import { HotDealBadge, Price } from '../../ui/price.tsx'
import { formatMoney, priceViewOf } from '../../ui/pricing.ts'
import type { PricingContext } from '../../ui/pricing.ts'
import { StockStatusLabel, stockOf } from '../../ui/stock.tsx'
import type { StockInfo } from '@ironhouse/domain'
import { AddToCartForm } from '../cart/add-to-cart.tsx'
import { Gallery, galleryImagesOf } from './gallery.tsx'
import type { ProductPageData } from './load-product.server.ts'
import { ProductOptions } from './product-options.tsx'
import { useOptionalSessionStore } from '../../platform/session-context.tsx'
import { CHOICE_QUERY, choiceFromIds, choiceQueryValue, chosenViewOf, packageKeyOf } from './choice.ts'
import type { Choice, ChosenView } from './choice.ts'
import { ProductRecommendations } from '../recommendations/recommendations.tsx'

function HundoNotice({ product, pricing }: { product: Product; pricing: PricingContext }) {
  if (product.hundoPricing.length === 0) return null
  const tiers = [...product.hundoPricing].sort((a, b) => a.ruleWeight - b.ruleWeight)
  return (
    <div className="notice notice--hundo">
      <p className="notice__title">Hundo pricing</p>
      <ul>
        {tiers.map((tier) => (
          <li key={tier.ruleWeight}>
            Hundo pricing: save {formatMoney(tier.discountPerLb, pricing)} per lb over {tier.ruleWeight} lb
          </li>
        ))}
      </ul>
    </div>
  )
}

function ProgramDetails({ product }: { product: Product }) {
  if (!product.isProgram && product.type !== 'virtual') return null
  const interval = product.attributes.subscription_interval
  return (
    <ul className="program">
      {typeof interval === 'string' && interval !== '' ? <li>Subscription: billed every {interval.toLowerCase()}</li> : null}
      {isAttributeFlagOn(product.attributes.is_trial) ? <li className="program__trial">Free trial</li> : null}
    </ul>
  )
}

const SCHEMA_AVAILABILITY: Record<StockInfo['status'], string> = {
  inStock: 'https://schema.org/InStock',
  bin: 'https://schema.org/OutOfStock',
  oos: 'https://schema.org/OutOfStock',
}

type JsonLdInput = {
  product: Product
  children: ReadonlyArray<Product>
  /** A bundle's package as the server priced it for the page's choice. */
  bundlePackage: BundlePackage | null
  pricing: PricingContext
  /** The site's configured public origin: every URL in the data is absolute. */
  origin: string
  /** The product's path on the site (prefix included). */
  path: string
  breadcrumb: ReadonlyArray<Crumb>
}

type OfferItem = Pick<Product, 'sku' | 'attributes'> & { pricing: ProductPricing | null; stock: StockInfo }

function offerOf(item: OfferItem, pricing: PricingContext, url: string) {
  if (item.pricing === null) return null
  const view = priceViewOf({ pricing: item.pricing, attributes: item.attributes }, pricing)
  if (view.kind !== 'price') return null
  const { stock } = item
  return {
    '@type': 'Offer',
    sku: item.sku,
    price: fromMinor(view.finalMinor).toFixed(2),
    priceCurrency: pricing.currency,
    availability: stock.backorder ? 'https://schema.org/BackOrder' : SCHEMA_AVAILABILITY[stock.status],
    url,
  }
}

/**
 * JSON-LD of a product page: the Product (brand, plain-text description, absolute images and url, one
 * offer per variant with price as a decimal string, currency and availability) and its BreadcrumbList.
 */
export function productJsonLd({ product, children, bundlePackage, pricing, origin, path, breadcrumb }: JsonLdInput): Array<unknown> {
  const url = `${origin}${path}`
  const brand = typeof product.attributes.manufacturer === 'string' ? product.attributes.manufacturer.split(',')[0]?.trim() : undefined
  // one offer per colour of a configurable product; a bundle is offered as the package the server priced
  const variants: Array<OfferItem & { url: string }> =
    product.type === 'configurable' && children.length > 0
      ? children.map((child) => ({ ...child, stock: stockOf(child.inventory), url: `${url}?${CHOICE_QUERY}=${child.productId}` }))
      : [
          {
            ...product,
            ...chosenViewOf(product, children, choiceFromIds(product, children, bundlePackage?.choice ?? []), bundlePackage?.pricing ?? null),
            sku: product.sku,
            url,
          },
        ]
  const offers = variants.flatMap((item) => {
    const offer = offerOf(item, pricing, item.url)
    return offer ? [offer] : []
  })
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
      ...(product.description ? { description: metaDescriptionFrom(product.description, 5000) } : {}),
      image: galleryImagesOf(product).map((img) => `${origin}${imageDeliveryUrl(img.link, { width: 1284 })}`),
      url,
      ...(offers.length === 1 ? { offers: offers[0] } : offers.length > 1 ? { offers } : {}),
    },
    breadcrumbListData(breadcrumb, origin),
  ]
  return data
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

/** The product page (commerce document): gallery, price, stock, options, add to cart, description. */
/** `origin`: the site's configured public origin, for the absolute URLs of the structured data. */
export function ProductPage({ data, origin = '', cartError }: { data: ProductPageData; origin?: string | undefined; cartError?: string | undefined }) {
  const { product, children, related, pricing, prefix, breadcrumb, bundlePackage } = data
  const [choice, choose] = useChoice(product, children)
  const packaged = usePackagePricing(product, choice, bundlePackage)
  const chosen = chosenViewOf(product, children, choice, packaged.pricing)
  const view = chosen.pricing === null ? null : priceViewOf({ pricing: chosen.pricing, attributes: product.attributes }, pricing)
  const url = `${prefix}${product.url}`
  const chosenChild = product.type === 'configurable' && choice.childId !== null ? choice.childId : null
  const availability = product.type === 'grouped' || (product.type === 'configurable' && chosenChild === null) ? null : chosen.stock.status
  return (
    <article className="product-page">
      <Breadcrumb crumbs={breadcrumb} />
      <div className="product-page__top">
        <Gallery key={chosen.galleryKey} product={chosen} />
        <div className="product-page__summary">
          <h1>{product.name}</h1>
          <p className="product-page__sku" aria-live="polite">
            SKU: {chosen.sku}
          </p>
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
          <ProgramDetails product={product} />
          <HundoNotice product={product} pricing={pricing} />
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
          <h2 id="description-heading">Description</h2>
          {/* catalogue descriptions are HTML written by the store's editors (trusted) */}
          <div dangerouslySetInnerHTML={{ __html: product.description }} />
        </section>
      ) : null}
      <ProductRecommendations productId={product.productId} />
      <JsonLd data={productJsonLd({ product, children, bundlePackage, pricing, origin, path: url, breadcrumb })} />
    </article>
  )
}

/** A bundle that cannot be bought as chosen: the chosen product that is out (for the notify-me sign-up). */
function unavailableLineOf(chosen: ChosenView): number | undefined {
  return chosen.lines.find((line) => !line.free && stockOf(line.product.inventory).status !== 'inStock')?.product.productId
}
