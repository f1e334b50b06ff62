import { applySkuPrefix } from '@ironhouse/domain'
import type { Product, ProductPricing, ProductSummary } from '@ironhouse/contracts'
import type { SiteContext } from '../../plugins/site.ts'
import { storeAmount, storeFaceValue } from './pricing.ts'
import type { InventoryRow, PricedProductRow, ProductRow } from './repo.ts'

function inventoryOf(row: InventoryRow | null): Product['inventory'] {
  if (!row) return null
  return {
    min: row.min,
    // what may be bought now: the per-order cap within the stock on hand (schema: inventory.sellable_max)
    max: row.sellableMax,
    bin: row.bin,
    backorder: row.backorder,
    qoh: row.qoh,
    leadTime: row.leadTime,
    restockStatus: row.restockStatus,
    promoQty: row.promoQty,
    ms: null,
  }
}

/**
 * The product's own money (kept once, in US cents) in the store's currency: fixed bundle and custom
 * option prices, gift card amounts and open-amount limits (face values, whole units), hundo per-pound
 * discounts. Percent-priced bundle values are percentages and stay as they are.
 */
export function storeMoneyOf(product: ProductRow, storeId: number): Pick<Product, 'bundleOptions' | 'customOptions' | 'giftcardData' | 'hundoPricing'> {
  const bundleOptions = (product.bundleOptions as Product['bundleOptions']).map((option) => ({
    ...option,
    values: option.values.map((value) => (value.priceType === 'fixed' ? { ...value, price: storeAmount(value.price, storeId) } : value)),
  }))
  const customOptions = (product.customOptions as Product['customOptions']).map((option) => ({
    ...option,
    price: storeAmount(option.price, storeId),
    values: option.values.map((value) => ({ ...value, price: storeAmount(value.price, storeId) })),
  }))
  const card = (product.giftcardData ?? null) as Product['giftcardData']
  const face = (amount: number | null) => (amount === null ? null : storeFaceValue(amount, storeId))
  const giftcardData = card && {
    ...card,
    amounts: card.amounts.map((amount) => storeFaceValue(amount, storeId)),
    openAmountMin: face(card.openAmountMin),
    openAmountMax: face(card.openAmountMax),
  }
  const hundoPricing = product.hundoPricing.map((tier) => ({ ...tier, discountPerLb: storeAmount(tier.discountPerLb, storeId) }))
  return { bundleOptions, customOptions, giftcardData, hundoPricing }
}

/** The attributes as the store sees them: rogue_promo_price is the store's promo price (minor units), not US cents. */
function storeAttributes(row: PricedProductRow, pricing: ProductPricing): Record<string, unknown> {
  const { attributes } = row.product
  if (!('rogue_promo_price' in attributes)) return attributes
  return { ...attributes, rogue_promo_price: pricing.promo.price }
}

/**
 * A catalog row for the request's store (commerce §3 Product, §9 store currencies and SKU prefixes),
 * with the price decided by priceProducts (public.ts) and every money field in the store's currency.
 */
export function toProduct(row: PricedProductRow, site: SiteContext, pricing: ProductPricing, children?: Array<Product>): Product {
  const { product } = row
  const mapped: Product = {
    productId: product.productId,
    sku: row.price?.sku ?? applySkuPrefix(product.sku, site.storeId),
    name: product.name,
    type: product.type as Product['type'],
    price: pricing.list,
    special_price: pricing.special,
    url: product.urlKey,
    visibility: product.visibility,
    thumbnail: product.thumbnail,
    gallery: product.gallery,
    description: product.description,
    weight: Number(product.weight),
    inventory: inventoryOf(row.inventory),
    childrenIds: product.childrenIds,
    relatedIds: product.relatedIds,
    ...storeMoneyOf(product, site.storeId),
    isProgram: product.isProgram,
    storeId: site.storeId,
    currency: site.currency,
    primaryCategoryId: product.primaryCategoryId,
    attributes: storeAttributes(row, pricing),
    hasPromo: pricing.hotDeal,
    shipDirect: product.shipDirect,
    pricing,
  }
  return children ? { ...mapped, children } : mapped
}

/** The grid tile of a product (category listing). */
export function toProductSummary(row: PricedProductRow, site: SiteContext, pricing: ProductPricing): ProductSummary {
  const { product } = row
  return {
    productId: product.productId,
    sku: row.price?.sku ?? applySkuPrefix(product.sku, site.storeId),
    name: product.name,
    type: product.type as ProductSummary['type'],
    url: product.urlKey,
    thumbnail: product.thumbnail,
    price: pricing.list,
    special_price: pricing.special,
    currency: site.currency,
    attributes: storeAttributes(row, pricing),
    inventory: inventoryOf(row.inventory),
    hasPromo: pricing.hotDeal,
    quoted: pricing.quoted,
    pricing,
  }
}
