import { formatPrice, showsVatInclusivePrices, type CurrencyCode, type SearchProduct, type SiteCode } from '@ironhouse/domain'
import { TileImage } from '../../ui/product-tile.tsx'
import { Price } from '../../ui/price.tsx'
import { TileRating } from '../../ui/stars.tsx'
import { CompareButton } from '../compare/compare-button.tsx'
import type { PriceView } from '../../ui/pricing.ts'

type Props = {
  product: SearchProduct
  siteCode: SiteCode
  currency: string
  prefix: string
  eager?: boolean | undefined
  /** Called when the shopper follows the tile (recommendation widgets report the click). */
  onOpen?: (() => void) | undefined
}

/**
 * The price of a mapped search product: the server's final price, the list price struck when higher. A
 * grouped product's price is its cheapest item's (ours: the items are bought one by one), so it reads
 * "From $85.00".
 */
export function searchPriceView(product: SearchProduct, siteCode: SiteCode, currency: string): PriceView {
  if (product.quoted || product.price === null) return { kind: 'quote' }
  const format = (minor: number) => formatPrice(minor, { currency: currency as CurrencyCode, siteCode })
  const final = product.special_price ?? product.price
  return {
    kind: 'price',
    finalMinor: final,
    listMinor: product.price,
    final: product.type === 'grouped' ? `From ${format(final)}` : format(final),
    list: product.special_price === undefined ? null : format(product.price),
    source: product.special_price === undefined ? 'list' : 'special',
    promoStatus: 'none',
    hotDeal: false,
    vatInclusive: showsVatInclusivePrices(siteCode),
    // search records carry no excluding-VAT figure; tiles show none (product pages do)
    excludingVat: null,
  }
}

/** A product of a listing or recommendation: image (hover image on pointer), name, brand, price, rating, colours. */
export function SearchProductTile({ product, siteCode, currency, prefix, eager = false, onOpen }: Props) {
  const href = `${prefix}${product.url}`
  const colours = product.related.filter((v) => v.color)
  return (
    <article className="tile">
      <a href={href} className="tile__image" tabIndex={-1} onClick={onOpen}>
        <TileImage src={product.thumbnail} alt={product.name} eager={eager} />
      </a>
      {product.brand ? <p className="tile__brand">{product.brand}</p> : null}
      <h3 className="tile__name">
        <a href={href} data-product-id={product.productId} onClick={onOpen}>
          {product.name}
        </a>
      </h3>
      <Price view={searchPriceView(product, siteCode, currency)} size="s" />
      {product.rating ? <TileRating rating={product.rating} /> : null}
      {colours.length > 1 ? (
        <p className="tile__colours">
          {colours.length} {product.relatedLabelName}
        </p>
      ) : null}
      <CompareButton product={{ productId: product.productId, name: product.name, url: product.url }} prefix={prefix} />
    </article>
  )
}
