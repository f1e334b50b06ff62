import { fromMinor, imageDeliveryUrl, isAttributeFlagOn } from '@ironhouse/domain'
import { metaDescriptionFrom } from '../../platform/seo.ts'
import type { Crumb } from '../../ui/breadcrumb.tsx'
import type { Product } from '@ironhouse/contracts'
import { Breadcrumb } from '../../ui/breadcrumb.tsx'
import { HotDealBadge, Price } from '../../ui/price.tsx'
import { formatMoney, priceViewOf } from '../../ui/pricing.ts'
import type { PricingContext } from '../../ui/pricing.ts'
import { StockStatusLabel, stockOf } from '../../ui/stock.tsx'
import type { StockInfo } from '@ironhouse/domain'
import { AddToCartForm } from '../cart/add-to-cart.tsx'
import { Gallery, galleryImagesOf } from './gallery.tsx'
import type { ProductPageData } from './load-product.server.ts'
import { ProductOptions } from './product-options.tsx'
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
  pricing: PricingContext
  /** The site's configured public origin: every URL in the data is absolute. */
  origin: string
  /** The product's path on the site (prefix included). */
  path: string
  breadcrumb: ReadonlyArray<Crumb>
}

function offerOf(item: Product, pricing: PricingContext, url: string) {
  const view = priceViewOf(item, pricing)
  if (view.kind !== 'price') return null
  const stock = stockOf(item.inventory)
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
 * '<' is escaped so the data cannot end the script element.
 */
export function productJsonLd({ product, children, pricing, origin, path, breadcrumb }: JsonLdInput): string {
  const url = `${origin}${path}`
  const brand = typeof product.attributes.manufacturer === 'string' ? product.attributes.manufacturer.split(',')[0]?.trim() : undefined
  const variants = product.type === 'configurable' && children.length > 0 ? children : [product]
  const offers = variants.flatMap((item) => {
    const offer = offerOf(item, pricing, item === product ? url : `${url}?childId=${item.productId}`)
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
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumb.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.label, item: `${origin}${crumb.url}` })),
    },
  ]
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** The product page (commerce document): gallery, price, stock, options, add to cart, description. */
/** `origin`: the site's configured public origin, for the absolute URLs of the structured data. */
export function ProductPage({ data, origin = '' }: { data: ProductPageData; origin?: string | undefined }) {
  const { product, children, related, pricing, prefix, breadcrumb } = data
  const view = priceViewOf(product, pricing)
  const stock = stockOf(product.inventory)
  const url = `${prefix}${product.url}`
  return (
    <article className="product-page">
      <Breadcrumb crumbs={breadcrumb} />
      <div className="product-page__top">
        <Gallery product={product} />
        <div className="product-page__summary">
          <h1>{product.name}</h1>
          <p className="product-page__sku">SKU: {product.sku}</p>
          {view.kind === 'price' && view.hotDeal ? <HotDealBadge /> : null}
          {/* grouped items are priced per child and gift cards by the chosen amount (commerce §5) */}
          {product.type === 'grouped' || product.type === 'giftcard' ? null : <Price view={view} />}
          <ProgramDetails product={product} />
          <HundoNotice product={product} pricing={pricing} />
          {product.type === 'grouped' ? null : <StockStatusLabel stock={stock} details />}
          <AddToCartForm
            product={product}
            children={children}
            prefix={prefix}
            options={<ProductOptions product={product} children={children} related={related} pricing={pricing} />}
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
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: productJsonLd({ product, children, pricing, origin, path: url, breadcrumb }) }}
      />
    </article>
  )
}
