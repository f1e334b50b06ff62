import { applySkuPrefix } from '@ironhouse/domain'
import type { CatalogProduct, PromoStatus } from '@ironhouse/domain'
import type { Executor } from '@ironhouse/db'
import { priceProducts, storeMoneyOf, type EarnedTicket } from '../content/public.ts'
import * as repo from './repo.ts'

/** A product as the list rules read it: the domain's catalogue view, its stock and its price now. */
export type LineProduct = {
  catalog: CatalogProduct
  name: string
  sku: string
  url: string
  thumbnail: string | null
  weight: number
  visibility: number
  isProgram: boolean
  attributes: Record<string, unknown>
  hundoPricing: ReadonlyArray<{ ruleWeight: number; discountPerLb: number }>
  inventory: repo.CatalogRow['inventory']
  /** Sold in this store (it has a price row). */
  sold: boolean
  listPrice: number
  /** The price the shopper pays now (priceProducts: commerce §4 precedence, then earned tickets), minor units. */
  price: number
  /** Earned-ticket discount in `price`, per unit. */
  earnedDiscount: number
  /** An earned ticket ships the product free. */
  freeShipping: boolean
  promo: { status: Exclude<PromoStatus, 'missed'>; price: number | null; qty: number | null }
}

export type ProductMap = ReadonlyMap<number, LineProduct>

function money(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0
}

/** The product's own money in the store's currency (content's storeMoneyOf, as product answers give it). */
type StoreMoney = ReturnType<typeof storeMoneyOf>

/** The domain's catalogue view of a row, its option prices and gift card amounts in the store's currency. */
function toCatalogProduct(row: repo.CatalogRow, store: StoreMoney, listPrice: number): CatalogProduct {
  const { product } = row
  const card = store.giftcardData
  return {
    productId: product.productId,
    sku: product.sku,
    type: product.type as CatalogProduct['type'],
    priceMinor: listPrice,
    childrenIds: product.childrenIds,
    bundleOptions: store.bundleOptions.map((o) => ({
      id: Number(o.id),
      title: String(o.title ?? ''),
      isRequired: o.isRequired === true,
      includedProductId: typeof o.includedProductId === 'number' ? o.includedProductId : null,
      values: (Array.isArray(o.values) ? o.values : []).map((v) => ({
        productId: Number(v.productId),
        priceMinor: money(v.price),
        priceType: String(v.priceType ?? 'fixed'),
        canChangeQty: v.canChangeQty === true,
        defaultQty: Number(v.defaultQty ?? 1),
        isDefault: v.isDefault === true,
      })),
    })),
    customOptions: store.customOptions.map((o) => ({
      id: Number(o.id),
      title: String(o.title ?? ''),
      type: o.type as NonNullable<CatalogProduct['customOptions']>[number]['type'],
      isRequired: o.isRequired === true,
      priceMinor: money(o.price),
      values: (Array.isArray(o.values) ? o.values : []).map((v) => ({ id: Number(v.id), priceMinor: money(v.price), title: String(v.title ?? '') })),
    })),
    giftcardData: card
      ? {
          type: String(card.type ?? 'virtual'),
          amounts: Array.isArray(card.amounts) ? card.amounts.map(money) : [],
          isOpenAmountAllowed: card.isOpenAmountAllowed === true,
          openAmountMin: typeof card.openAmountMin === 'number' ? card.openAmountMin : null,
          openAmountMax: typeof card.openAmountMax === 'number' ? card.openAmountMax : null,
        }
      : null,
  }
}

/** Who the lines are priced for: the store, the session's group, the moment and the customer's tickets. */
export type LinePricingContext = { storeId: number; groupId: number; now: Date; tickets: ReadonlyArray<EarnedTicket> }

/**
 * Loads the products (and their bundle, configurable and grouped children) and prices each through the
 * store's one price function (`priceProducts`: the session's group, promo, special, earned tickets), the
 * same way on every read: lines are re-priced from the catalogue. The product's own money (option
 * prices, gift card amounts, hundo tiers) is in the store's currency, as the product answers give it.
 */
export async function loadLineProducts(db: Executor, ids: ReadonlyArray<number>, context: LinePricingContext): Promise<Map<number, LineProduct>> {
  const rows = await repo.findCatalogProducts(db, ids, context.storeId)
  const childIds = rows.flatMap((r) => [
    ...r.product.childrenIds,
    ...r.product.bundleOptions.flatMap((o) => (Array.isArray(o.values) ? (o.values as Array<{ productId: number }>).map((v) => v.productId) : [])),
  ])
  const known = new Set(rows.map((r) => r.product.productId))
  const extra = childIds.filter((id) => !known.has(id))
  const all = extra.length > 0 ? [...rows, ...(await repo.findCatalogProducts(db, extra, context.storeId))] : rows
  const prices = await priceProducts(db, { storeId: context.storeId, groupId: context.groupId, now: context.now, tickets: context.tickets, products: all })
  const map = new Map<number, LineProduct>()
  for (const row of all) {
    const { product } = row
    const pricing = prices.get(product.productId)
    const money = storeMoneyOf(product, context.storeId)
    map.set(product.productId, {
      catalog: toCatalogProduct(row, money, pricing?.list ?? 0),
      name: product.name,
      sku: row.price?.sku ?? applySkuPrefix(product.sku, context.storeId),
      url: product.urlKey,
      thumbnail: product.thumbnail,
      weight: Number(product.weight),
      visibility: product.visibility,
      isProgram: product.isProgram,
      attributes: product.attributes,
      hundoPricing: money.hundoPricing,
      inventory: row.inventory,
      sold: pricing !== undefined,
      listPrice: pricing?.list ?? 0,
      price: pricing?.final ?? 0,
      earnedDiscount: pricing?.earnedDiscount ?? 0,
      freeShipping: pricing?.freeShipping ?? false,
      promo: pricing ? pricing.promo : { status: 'none', price: null, qty: null },
    })
  }
  return map
}
