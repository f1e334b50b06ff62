import { applySkuPrefix, loadsCustomerGroupPrices } from '@ironhouse/domain'
import type { CatalogProduct, PromoStatus } from '@ironhouse/domain'
import type { Executor } from '@ironhouse/db'
import { parentIdOf, priceProducts, storeMoneyOf, type EarnedTicket } from '../content/public.ts'
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
  /** Sold by quote, not at a price (platform §3), as the store's price function decided it. */
  quoted: boolean
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
  const known = new Set(rows.map((r) => r.product.productId))
  const extra = rows.flatMap(childIdsOf).filter((id) => !known.has(id))
  const all = extra.length > 0 ? [...rows, ...(await repo.findCatalogProducts(db, extra, context.storeId))] : rows
  const prices = await priceProducts(db, { storeId: context.storeId, groupId: context.groupId, now: context.now, tickets: context.tickets, products: all })
  return toLineProducts(all, prices, context)
}

/** The products a product's lines may name: its configurable or grouped children and its bundle options' products. */
function childIdsOf(row: Pick<repo.CatalogRow, 'product'>): Array<number> {
  return [
    ...row.product.childrenIds,
    ...row.product.bundleOptions.flatMap((o) => (Array.isArray(o.values) ? (o.values as Array<{ productId: number }>).map((v) => v.productId) : [])),
  ]
}

function toLineProducts(rows: ReadonlyArray<repo.CatalogRow>, prices: Awaited<ReturnType<typeof priceProducts>>, context: LinePricingContext): Map<number, LineProduct> {
  const map = new Map<number, LineProduct>()
  for (const row of rows) {
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
      quoted: pricing?.quoted ?? false,
      promo: pricing ? pricing.promo : { status: 'none', price: null, qty: null },
    })
  }
  return map
}

/**
 * What a process keeps of the catalogue (docs/lists.md "Add-to-cart cost"): the product and price rows
 * and the group prices read at one catalogue epoch (migration catalog_epoch), per database handle. Kept
 * only while a list read still reads that epoch: any change to products, prices or group prices moves it,
 * and the next read starts afresh. Stock is never kept (read with the list); the price is decided on
 * every read (promo windows, the session's group, tickets).
 */
type CatalogCache = {
  epoch: bigint
  /** `${storeId}:${productId}`: the rows, or null for a product that does not exist. */
  rows: Map<string, Omit<repo.CatalogRow, 'inventory'> | null>
  /** `${storeId}:${groupId}:${productId}`: the group price, or null for none. */
  groupPrices: Map<string, number | null>
}

/** Entries kept at most (the demo store's catalogue many times over); past it the cache starts afresh. */
const CACHE_ENTRIES = 100_000
const caches = new WeakMap<object, CatalogCache>()

/** The cache of a handle at an epoch read now: a newer epoch replaces it; an older one is not served. */
function cacheAt(db: Executor, epoch: string | null): CatalogCache | undefined {
  if (epoch === null) return undefined
  const at = BigInt(epoch)
  const current = caches.get(db)
  if (current && current.epoch === at && current.rows.size + current.groupPrices.size < CACHE_ENTRIES) return current
  if (current && current.epoch > at) return undefined
  const fresh: CatalogCache = { epoch: at, rows: new Map(), groupPrices: new Map() }
  caches.set(db, fresh)
  return fresh
}

/**
 * loadLineProducts for the reads outside a transaction (getList, addItems) after `repo.readOwnedList`:
 * the catalogue rows come from the process's cache when the list statement read the epoch they were
 * kept at, else from one prepared statement (and are kept); stock comes from the list statement (or is
 * read for products it did not cover). Never inside a transaction: a transaction's own uncommitted
 * catalogue change must not be kept.
 */
export async function loadLineProductsAt(
  db: Executor,
  ids: ReadonlyArray<number>,
  context: LinePricingContext,
  read: Pick<repo.ListRead, 'epoch' | 'stock' | 'covered'>,
): Promise<Map<number, LineProduct>> {
  const { storeId, groupId } = context
  const found = new Map<number, Omit<repo.CatalogRow, 'inventory'>>()
  const seen = new Set<number>()
  let pending = [...new Set(ids)]
  while (pending.length > 0) {
    const cache = cacheAt(db, read.epoch)
    const missing: Array<number> = []
    for (const id of pending) {
      seen.add(id)
      const hit = cache?.rows.get(`${storeId}:${id}`)
      if (hit === undefined) missing.push(id)
      else if (hit !== null) found.set(id, hit)
    }
    if (missing.length > 0) {
      const fetched = await repo.readCatalogProducts(db, missing, storeId)
      const keep = cacheAt(db, fetched.epoch)
      for (const row of fetched.rows) found.set(row.product.productId, row)
      if (keep) for (const id of missing) keep.rows.set(`${storeId}:${id}`, found.get(id) ?? null)
    }
    // the children lines may name, and the parents whose promo prices a configurable child
    pending = [...new Set(pending.flatMap((id) => {
      const row = found.get(id)
      const parent = row ? parentIdOf(row) : null
      return row ? [...childIdsOf(row), ...(parent === null ? [] : [parent])] : []
    }))].filter((id) => !seen.has(id))
  }
  const sold = [...found.values()].filter((row) => row.price !== null).map((row) => row.product.productId)
  let groupPrices: Map<number, number> | undefined
  if (loadsCustomerGroupPrices(groupId)) {
    groupPrices = new Map()
    const cache = cacheAt(db, read.epoch)
    const missing: Array<number> = []
    for (const id of sold) {
      const hit = cache?.groupPrices.get(`${storeId}:${groupId}:${id}`)
      if (hit === undefined) missing.push(id)
      else if (hit !== null) groupPrices.set(id, hit)
    }
    if (missing.length > 0) {
      const fetched = await repo.readGroupPrices(db, groupId, storeId, missing)
      const keep = cacheAt(db, fetched.epoch)
      for (const id of missing) {
        const price = fetched.prices.get(id)
        if (price !== undefined) groupPrices.set(id, price)
        keep?.groupPrices.set(`${storeId}:${groupId}:${id}`, price ?? null)
      }
    }
  }
  const uncovered = ids.filter((id) => !read.covered.has(id))
  const stock = uncovered.length > 0 ? new Map([...read.stock, ...(await repo.findStock(db, uncovered))]) : read.stock
  const all: Array<repo.CatalogRow> = [...found.values()].map((row) => ({ ...row, inventory: stock.get(row.product.productId) ?? null }))
  const prices = await priceProducts(db, { storeId, groupId, now: context.now, tickets: context.tickets, products: all, groupPrices })
  return toLineProducts(all, prices, context)
}
