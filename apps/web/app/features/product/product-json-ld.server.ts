// The product page's structured data (JSON-LD: the Product with its offers, and the BreadcrumbList),
// written by the product route's loader on the server from the page's data: the browser renders the
// answer as it is and does not carry this code (issue 13: the product page's JavaScript).
import { fromMinor, imageDeliveryUrl, productRating } from '@ironhouse/domain'
import type { StockInfo } from '@ironhouse/domain'
import type { BundlePackage, Product, ProductPricing } from '@ironhouse/contracts'
import { metaDescriptionFrom } from '../../platform/meta-description.ts'
import { breadcrumbListData } from '../../ui/breadcrumb.tsx'
import type { Crumb } from '../../ui/breadcrumb.tsx'
import { priceViewOf } from '../../ui/pricing.ts'
import type { PricingContext } from '../../ui/pricing.ts'
import { stockOf } from '../../ui/stock.tsx'
import { galleryImagesOf } from './gallery.tsx'
import { CHOICE_QUERY, choiceFromIds, chosenViewOf } from './choice.ts'

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
 * The product's rating (the domain's productRating: the record's `rating_summary` and `review_count`,
 * at least one review, an average from 1 to 5, none for hidden reviews) as schema.org's AggregateRating.
 * Read from the record the loader has (no call of its own).
 */
export function aggregateRatingOf(attributes: Readonly<Record<string, unknown>>): { '@type': 'AggregateRating'; ratingValue: number; reviewCount: number } | null {
  const rating = productRating(attributes)
  return rating ? { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count } : null
}

/**
 * JSON-LD of a product page: the Product (brand, plain-text description, absolute images and url, one
 * offer per variant with price as a decimal string, currency and availability, the aggregateRating of a
 * product with reviews) and its BreadcrumbList.
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
  // a product whose reviews are hidden shows no rating, so its data claims none
  const rating = aggregateRatingOf(product.attributes)
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
      ...(rating ? { aggregateRating: rating } : {}),
    },
    breadcrumbListData(breadcrumb, origin),
  ]
  return data
}
