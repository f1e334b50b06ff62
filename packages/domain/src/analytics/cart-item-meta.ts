// Cart item meta for analytics consumers (platform §3 "Cart and order data seen by analytics
// consumers"). Money is minor units; consumers convert at their edge.
import type { StockInventory } from '../stock/status.ts'
import { stockStatusOf, stockStatusOfChosen } from '../stock/status.ts'

/** The product facts the meta reads. */
export type MetaProduct = {
  productId: number | string
  sku: string
  name: string
  type?: string
  categories?: ReadonlyArray<string>
  thumbnail?: string | null
  inventory?: StockInventory | null
  /** Manufacturer name(s), joined by commas as in search results. */
  manufacturer?: string | ReadonlyArray<string> | null
}

/** A cart line with what is known about its products. */
export type MetaCartLine = {
  product: MetaProduct
  qty: number
  /** Unit list price. */
  price: number
  /** Unit special price when the product has one. */
  specialPrice?: number | null
  /** The chosen child of a configurable (the linked product). */
  child?: MetaProduct | null
  /** Chosen configurable attributes, label → value ('Color' → 'Black'). */
  configuration?: Readonly<Record<string, string>> | null
  bundleChildren?: ReadonlyArray<{ product: MetaProduct; qty: number }> | null
  /** The grouped product the line was expanded from (metadata.groupedProductId). */
  group?: { sku: string } | null
  metadata?: { registry?: { registryId?: string | null } | null; recipeId?: string | null } | null
  /** An active promotion on the product (hot deal). */
  promoActive?: boolean
}

/** Platform §3: stock status as analytics names it. */
export type MetaStockStatus = 'bin' | 'oos' | 'in stock'

export type CartItemMeta = {
  sku: string
  linkSku: string
  id: string
  linkId: string
  name: string
  categories: Array<string>
  qty: number
  price: number
  specialPrice: number | null
  total: number
  thumbnail: string | null
  stockStatus: MetaStockStatus
  bundleProducts: Array<{ sku: string; id: string; name: string; qty: number }>
  configuration: string | null
  brand: string | null
  groupSku: string | null
  bundleSku: string | null
  configSku: string | null
  registryId: string | null
  recipeId: string | null
  sale: boolean
}

function brandOf(manufacturer: MetaProduct['manufacturer']): string | null {
  const first = typeof manufacturer === 'string' ? manufacturer.split(',')[0] : manufacturer?.[0]
  const brand = first?.trim() ?? ''
  return brand === '' ? null : brand
}

function metaStockStatus(line: MetaCartLine): MetaStockStatus {
  const own = stockStatusOf(line.child?.inventory ?? line.product.inventory)
  const children = line.bundleChildren ?? []
  const status = children.length > 0 ? stockStatusOfChosen(children.map((c) => stockStatusOf(c.product.inventory)), own) : own
  return status === 'inStock' ? 'in stock' : status
}

/**
 * The analytics meta of a cart line (platform §3): sku and id of the product, linkSku and linkId of
 * the chosen child (or the product itself), unit price, the special price when lower than the price,
 * total = the paid unit price × qty, stock status from the stock rules (bundles by their chosen
 * children), the first manufacturer as brand, the parent SKUs by kind, registry and recipe ids, and
 * sale when a special price or an active promo applies.
 */
export function cartItemMeta(line: MetaCartLine): CartItemMeta {
  const { product } = line
  const linked = line.child ?? product
  const special = typeof line.specialPrice === 'number' && line.specialPrice < line.price ? line.specialPrice : null
  const configuration = Object.entries(line.configuration ?? {})
    .map(([label, value]) => `${label}: ${value}`)
    .join(', ')
  return {
    sku: product.sku,
    linkSku: linked.sku,
    id: String(product.productId),
    linkId: String(linked.productId),
    name: product.name,
    categories: [...(product.categories ?? [])],
    qty: line.qty,
    price: line.price,
    specialPrice: special,
    total: (special ?? line.price) * line.qty,
    thumbnail: linked.thumbnail ?? product.thumbnail ?? null,
    stockStatus: metaStockStatus(line),
    bundleProducts: (line.bundleChildren ?? []).map((c) => ({
      sku: c.product.sku,
      id: String(c.product.productId),
      name: c.product.name,
      qty: c.qty,
    })),
    configuration: configuration === '' ? null : configuration,
    brand: brandOf(product.manufacturer),
    groupSku: line.group?.sku ?? null,
    bundleSku: product.type === 'bundle' ? product.sku : null,
    configSku: product.type === 'configurable' ? product.sku : null,
    registryId: line.metadata?.registry?.registryId ?? null,
    recipeId: line.metadata?.recipeId ?? null,
    sale: special !== null || line.promoActive === true,
  }
}
