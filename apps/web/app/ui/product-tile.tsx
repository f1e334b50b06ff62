import type { ProductSummary } from '@ironhouse/contracts'
import { productRating } from '@ironhouse/domain'
import { Price, HotDealBadge } from './price.tsx'
import { PRODUCT_THUMBNAIL_SMALL_WIDTH, PRODUCT_THUMBNAIL_WIDTH, RESPONSIVE_IMAGE_WIDTHS } from '@ironhouse/domain'
import { PLACEHOLDER_IMAGE, ResponsiveImage } from './image.tsx'
import { isHundo, priceViewOf } from './pricing.ts'
import type { PricingContext } from './pricing.ts'
import { StockStatusLabel, stockOf } from './stock.tsx'
import { TileRating } from './stars.tsx'

/** A tile is at most the thumbnail width (308) wide; dense screens take the next responsive widths (platform §9). */
const TILE_WIDTHS = [PRODUCT_THUMBNAIL_SMALL_WIDTH, PRODUCT_THUMBNAIL_WIDTH, ...RESPONSIVE_IMAGE_WIDTHS.filter((w) => w > PRODUCT_THUMBNAIL_WIDTH && w <= 768)]
/** Two tiles a row under 768 px, three up to 1023 px, then four of at most 308 px. */
const TILE_SIZES = '(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 308px'

type TileProps = {
  product: ProductSummary
  pricing: PricingContext
  /** Site path prefix ('' for USA) put before the product's url. */
  prefix: string
  /** The tile is in view when the page opens: its image loads at once (a lazy image in view delays the paint). */
  eager?: boolean | undefined
}

/**
 * A tile's picture: responsive over the thumbnail widths with the grid's sizes (platform §9), intrinsic
 * size against layout shift; a tile in view when the page opens loads at once with high priority (the
 * first tiles hold a listing's largest paint), the others lazily.
 */
export function TileImage({ src, alt, eager }: { src: string; alt: string; eager: boolean }) {
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      width={PRODUCT_THUMBNAIL_WIDTH}
      height={PRODUCT_THUMBNAIL_WIDTH}
      sizes={TILE_SIZES}
      widths={TILE_WIDTHS}
      fallbackWidth={PRODUCT_THUMBNAIL_WIDTH}
      eager={eager}
    />
  )
}

/** A product in a grid: image, name linking to the product, price, rating, stock and the promo badges. */
export function ProductTile({ product, pricing, prefix, eager = false }: TileProps) {
  const view = priceViewOf(product, pricing)
  const src = product.thumbnail ?? PLACEHOLDER_IMAGE
  const href = `${prefix}${product.url}`
  const rating = productRating(product.attributes)
  return (
    <article className="tile">
      <a href={href} className="tile__image" tabIndex={-1}>
        <TileImage src={src} alt={product.name} eager={eager} />
      </a>
      <div className="tile__badges">
        {view.kind === 'price' && view.hotDeal ? <HotDealBadge /> : null}
        {isHundo(product.productId, pricing) ? <span className="badge badge--hundo">Hundo</span> : null}
      </div>
      <h3 className="tile__name">
        <a href={href} data-product-id={product.productId}>
          {product.name}
        </a>
      </h3>
      <Price view={view} size="s" />
      {rating ? <TileRating rating={rating} /> : null}
      <StockStatusLabel stock={stockOf(product.inventory)} />
    </article>
  )
}

type GridProps = {
  products: ReadonlyArray<ProductSummary>
  pricing: PricingContext
  prefix: string
  /** How many leading tiles are in view when the page opens (their images are not lazy); 0 by default. */
  eagerCount?: number | undefined
}

/** A grid of product tiles. */
export function ProductGrid({ products, pricing, prefix, eagerCount = 0 }: GridProps) {
  if (products.length === 0) return <p className="grid-empty">No products to show yet.</p>
  return (
    <ul className="product-grid">
      {products.map((product, i) => (
        <li key={product.productId}>
          <ProductTile product={product} pricing={pricing} prefix={prefix} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  )
}
