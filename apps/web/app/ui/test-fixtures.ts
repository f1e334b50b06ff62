import { Product, ProductSummary } from '@ironhouse/contracts'
import type { ProductPricing } from '@ironhouse/contracts'
import type { PricingContext } from './pricing.ts'

/** A price as the API decides it (priceProducts): list price only, unless overridden. */
export function decided(list: number, overrides: Partial<ProductPricing> = {}): ProductPricing {
  return {
    currency: 'USD',
    list,
    final: list,
    source: 'list',
    special: null,
    groupPrice: null,
    promo: { status: 'none', price: null, qty: null },
    earnedDiscount: 0,
    freeShipping: false,
    hotDeal: false,
    quoted: false,
    vat: null,
    ...overrides,
  }
}

/** Promo attributes (commerce §3) active around NOW, with the price the API decides for them (promo 249.00). */
export const ACTIVE_PROMO = {
  rogue_promo_enabled: '1',
  rogue_promo_price: 24900,
  rogue_promo_from_date: '2025-06-01',
  rogue_promo_to_date: '2025-06-30',
}

/** Promo attributes starting after NOW. */
export const UPCOMING_PROMO = { ...ACTIVE_PROMO, rogue_promo_from_date: '2025-07-01', rogue_promo_to_date: '2025-07-31' }

/** A product with an active promo at 249.00, as the API answers it. */
export function activePromo(list: number): Pick<Product, 'attributes' | 'hasPromo' | 'pricing'> {
  const promo = { status: 'active' as const, price: 24900, qty: null }
  return { attributes: ACTIVE_PROMO, hasPromo: true, pricing: decided(list, { final: 24900, source: 'promo', promo, hotDeal: true }) }
}

/** A product whose promo has not started, as the API answers it. */
export function upcomingPromo(list: number): Pick<Product, 'attributes' | 'hasPromo' | 'pricing'> {
  return { attributes: UPCOMING_PROMO, hasPromo: false, pricing: decided(list, { promo: { status: 'upcoming', price: 24900, qty: null } }) }
}

/** Test data built through the contracts schemas, so fixtures stay valid shapes of the API's answers. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return Product.parse({
    productId: 1001,
    sku: 'RA0578',
    name: 'Ohio Bar',
    type: 'simple',
    price: 29500,
    special_price: null,
    url: '/ohio-bar',
    visibility: 4,
    thumbnail: '/media/catalog/product/ohio-bar.svg',
    gallery: [
      { link: '/media/catalog/product/ohio-bar.svg', label: 'Ohio Bar, full length', width: 1284, height: 1284 },
      { link: '/media/catalog/product/ohio-bar-sleeve.svg', label: 'Ohio Bar sleeve', width: 1284, height: 1284 },
    ],
    description: '<p>The most popular bar we sell.</p>',
    weight: 44,
    inventory: { min: 1, max: 25, bin: false, backorder: false, qoh: 25, leadTime: null, restockStatus: null, promoQty: null, ms: null },
    childrenIds: [],
    relatedIds: [],
    bundleOptions: [],
    customOptions: [],
    giftcardData: null,
    hundoPricing: [],
    isProgram: false,
    storeId: 1,
    currency: 'USD',
    primaryCategoryId: 15,
    attributes: {},
    hasPromo: false,
    shipDirect: false,
    pricing: decided(overrides.price ?? 29500, { currency: overrides.currency ?? 'USD' }),
    ...overrides,
  })
}

export function makeSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return ProductSummary.parse({
    productId: 2001,
    sku: 'IP0192',
    name: 'Echo Bumper Plates',
    type: 'simple',
    url: '/echo-bumper-plates',
    thumbnail: '/media/catalog/product/echo-bumpers.svg',
    price: 13500,
    special_price: null,
    currency: 'USD',
    attributes: {},
    inventory: { min: 1, max: 10, bin: false, backorder: false, qoh: 10, leadTime: null, restockStatus: null, promoQty: null, ms: null },
    hasPromo: false,
    quoted: false,
    pricing: decided(overrides.price ?? 13500, { currency: overrides.currency ?? 'USD' }),
    ...overrides,
  })
}

export function makePricing(overrides: Partial<PricingContext> = {}): PricingContext {
  return { siteCode: 'USA', currency: 'USD', hundoProductIds: [], ...overrides }
}

/** Ids of form controls that have no <label for=...> in the markup (hidden inputs excluded). */
export function unlabelledControls(html: string): Array<string> {
  const controls = [...html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)]
    .filter(([, , attrs]) => !/type="hidden"/.test(attrs ?? ''))
    .map(([, , attrs]) => /\bid="([^"]+)"/.exec(attrs ?? '')?.[1] ?? '(no id)')
  const labelled = new Set([...html.matchAll(/<label\b[^>]*\bfor="([^"]+)"/g)].map((m) => m[1]))
  return controls.filter((id) => !labelled.has(id))
}

/** <img> tags without an alt attribute. */
export function imagesWithoutAlt(html: string): Array<string> {
  return [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\balt="/.test(tag))
}

/** Heading levels in document order, e.g. [1, 2, 2, 3]. */
export function headingLevels(html: string): Array<number> {
  return [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]))
}

/** Text of the markup with tags removed and entities for the common characters decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
}
