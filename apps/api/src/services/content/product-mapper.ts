import { applySkuPrefix, promoStatusOf } from '@ironhouse/domain'
import type { Product, ProductSummary } from '@ironhouse/contracts'
import type { SiteContext } from '../../plugins/site.ts'
import type { InventoryRow, PricedProductRow } from './repo.ts'

/** Product 91377 is a quote-only product: quoted when its price is zero or not a number (platform §3). */
const QUOTED_PRODUCT_ID = 91377

export function isQuoted(productId: number, price: number): boolean {
  return productId === QUOTED_PRODUCT_ID && (!Number.isFinite(price) || price === 0)
}

function inventoryOf(row: InventoryRow | null): Product['inventory'] {
  if (!row) return null
  return {
    min: row.min,
    max: row.max,
    bin: row.bin,
    backorder: row.backorder,
    qoh: row.qoh,
    leadTime: row.leadTime,
    restockStatus: row.restockStatus,
    promoQty: row.promoQty,
    ms: null,
  }
}

function priceOf(row: PricedProductRow) {
  return { price: row.price?.price ?? 0, special: row.price?.specialPrice ?? null }
}

/** A catalog row priced for the request's store (commerce §3 Product, §9 store currencies and SKU prefixes). */
export function toProduct(row: PricedProductRow, site: SiteContext, now: Date, children?: Array<Product>): Product {
  const { product } = row
  const { price, special } = priceOf(row)
  const mapped: Product = {
    productId: product.productId,
    sku: row.price?.sku ?? applySkuPrefix(product.sku, site.storeId),
    name: product.name,
    type: product.type as Product['type'],
    price,
    special_price: special,
    url: product.urlKey,
    visibility: product.visibility,
    thumbnail: product.thumbnail,
    gallery: product.gallery,
    description: product.description,
    weight: Number(product.weight),
    inventory: inventoryOf(row.inventory),
    childrenIds: product.childrenIds,
    relatedIds: product.relatedIds,
    bundleOptions: product.bundleOptions as Product['bundleOptions'],
    customOptions: product.customOptions as Product['customOptions'],
    giftcardData: (product.giftcardData ?? null) as Product['giftcardData'],
    hundoPricing: product.hundoPricing,
    isProgram: product.isProgram,
    storeId: site.storeId,
    currency: site.currency,
    primaryCategoryId: product.primaryCategoryId,
    attributes: product.attributes,
    hasPromo: promoStatusOf(product.attributes, now) === 'active',
    shipDirect: product.shipDirect,
  }
  return children ? { ...mapped, children } : mapped
}

/** The grid tile of a product (category listing). */
export function toProductSummary(row: PricedProductRow, site: SiteContext, now: Date): ProductSummary {
  const { product } = row
  const { price, special } = priceOf(row)
  return {
    productId: product.productId,
    sku: row.price?.sku ?? applySkuPrefix(product.sku, site.storeId),
    name: product.name,
    type: product.type as ProductSummary['type'],
    url: product.urlKey,
    thumbnail: product.thumbnail,
    price,
    special_price: special,
    currency: site.currency,
    attributes: product.attributes,
    inventory: inventoryOf(row.inventory),
    hasPromo: promoStatusOf(product.attributes, now) === 'active',
    quoted: isQuoted(product.productId, price),
  }
}
