import { applySkuPrefix, finalCustomerPriceOf, loadsCustomerGroupPrices, promoQtyOf, promoStatusOf } from '@ironhouse/domain'
import type { CatalogProduct, PromoStatus } from '@ironhouse/domain'
import * as repo from './repo.ts'
import type { Executor } from '@ironhouse/db'

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
  /** The price the shopper pays now (commerce §4 precedence), minor units. */
  price: number
  promo: { status: Exclude<PromoStatus, 'missed'>; price: number | null; qty: number | null }
}

export type ProductMap = ReadonlyMap<number, LineProduct>

function money(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0
}

function toCatalogProduct(row: repo.CatalogRow): CatalogProduct {
  const { product } = row
  return {
    productId: product.productId,
    sku: product.sku,
    type: product.type as CatalogProduct['type'],
    priceMinor: row.price?.price ?? 0,
    childrenIds: product.childrenIds,
    bundleOptions: product.bundleOptions.map((o) => ({
      id: Number(o.id),
      title: String(o.title ?? ''),
      isRequired: o.isRequired === true,
      includedProductId: typeof o.includedProductId === 'number' ? o.includedProductId : null,
      values: (Array.isArray(o.values) ? (o.values as Array<Record<string, unknown>>) : []).map((v) => ({
        productId: Number(v.productId),
        priceMinor: money(v.price),
        priceType: String(v.priceType ?? 'fixed'),
        canChangeQty: v.canChangeQty === true,
        defaultQty: Number(v.defaultQty ?? 1),
        isDefault: v.isDefault === true,
      })),
    })),
    customOptions: product.customOptions.map((o) => ({
      id: Number(o.id),
      title: String(o.title ?? ''),
      type: o.type as NonNullable<CatalogProduct['customOptions']>[number]['type'],
      isRequired: o.isRequired === true,
      priceMinor: money(o.price),
      values: (Array.isArray(o.values) ? (o.values as Array<Record<string, unknown>>) : []).map((v) => ({
        id: Number(v.id),
        priceMinor: money(v.price),
        title: String(v.title ?? ''),
      })),
    })),
    giftcardData: product.giftcardData
      ? {
          type: String(product.giftcardData.type ?? 'virtual'),
          amounts: Array.isArray(product.giftcardData.amounts) ? product.giftcardData.amounts.map(money) : [],
          isOpenAmountAllowed: product.giftcardData.isOpenAmountAllowed === true,
          openAmountMin: typeof product.giftcardData.openAmountMin === 'number' ? product.giftcardData.openAmountMin : null,
          openAmountMax: typeof product.giftcardData.openAmountMax === 'number' ? product.giftcardData.openAmountMax : null,
        }
      : null,
  }
}

/**
 * Loads the products (and their bundle, configurable and grouped children) and prices each for the
 * store and the shopper's group, the same way on every read: lines are re-priced from the catalogue.
 */
export async function loadLineProducts(
  db: Executor,
  ids: ReadonlyArray<number>,
  context: { storeId: number; groupId: number; now: Date },
): Promise<Map<number, LineProduct>> {
  const rows = await repo.findCatalogProducts(db, ids, context.storeId)
  const childIds = rows.flatMap((r) => [
    ...r.product.childrenIds,
    ...r.product.bundleOptions.flatMap((o) => (Array.isArray(o.values) ? (o.values as Array<{ productId: number }>).map((v) => v.productId) : [])),
  ])
  const known = new Set(rows.map((r) => r.product.productId))
  const extra = childIds.filter((id) => !known.has(id))
  const all = extra.length > 0 ? [...rows, ...(await repo.findCatalogProducts(db, extra, context.storeId))] : rows
  const groupPrices = loadsCustomerGroupPrices(context.groupId)
    ? new Map((await repo.findGroupPrices(db, all.map((r) => r.product.productId), context.storeId, context.groupId)).map((g) => [g.productId, g.price]))
    : new Map<number, number>()
  const byId = new Map(all.map((r) => [r.product.productId, r]))
  const map = new Map<number, LineProduct>()
  for (const row of all) {
    const { product } = row
    // a configurable child carries no promo of its own: it is priced through its parent (demo data)
    const parentId = typeof product.attributes.parent_id === 'number' ? product.attributes.parent_id : null
    const promoSource = parentId !== null ? (byId.get(parentId)?.product.attributes ?? product.attributes) : product.attributes
    const promoPrice = parentId !== null ? (byId.get(parentId)?.price?.promoPrice ?? null) : (row.price?.promoPrice ?? null)
    const status = promoStatusOf(promoSource, context.now)
    const listPrice = row.price?.price ?? 0
    const priced = finalCustomerPriceOf({
      listPriceMinor: listPrice,
      specialPriceMinor: row.price?.specialPrice ?? null,
      promo: { status, priceMinor: promoPrice },
      customerGroupPriceMinor: groupPrices.get(product.productId) ?? null,
      groupId: context.groupId,
    })
    const qty = promoQtyOf(promoSource)
    map.set(product.productId, {
      catalog: toCatalogProduct(row),
      name: product.name,
      sku: row.price?.sku ?? applySkuPrefix(product.sku, context.storeId),
      url: product.urlKey,
      thumbnail: product.thumbnail,
      weight: Number(product.weight),
      visibility: product.visibility,
      isProgram: product.isProgram,
      attributes: product.attributes,
      hundoPricing: product.hundoPricing,
      inventory: row.inventory,
      sold: row.price !== null,
      listPrice,
      price: priced.priceMinor,
      promo: { status, price: promoPrice, qty: qty === undefined ? null : Math.trunc(qty) },
    })
  }
  return map
}
