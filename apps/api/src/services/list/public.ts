// What other services may call of the list service: checkout reads, closes and reopens a cart here.
import { cartItemMeta, currencyForStore, siteByStoreId, SITES, type CartItemMeta } from '@ironhouse/domain'
import type { Executor } from '@ironhouse/db'
import type { ListItem, ListType } from '@ironhouse/contracts'
import type { SiteContext } from '../../plugins/site.ts'
import * as repo from './repo.ts'
import { renderOwned } from './service.ts'

export type CartOwner = { guestId: string; customerId: number | null; groupId: number }

const STOCK_WORDS = { inStock: 'in stock', bin: 'bin', oos: 'oos' } as const

function siteOf(storeId: number): SiteContext {
  const site = siteByStoreId(storeId) ?? SITES.USA
  return { code: site.code, storeId: site.storeId, currency: currencyForStore(site.storeId) ?? site.currency }
}

/**
 * What the shopper chose on a line, in the words of cart item meta (platform §3, `cartItemMeta`): the
 * linked SKU (a configurable's chosen child, else the product's), the configuration text of the
 * options the cart shows ('Color: Red', 'Size: Medium, Custom Text: LIFT'), null when none, and a
 * bundle's chosen child products as the cart lists them (empty for any other line).
 */
function choiceOf(item: ListItem): { linkSku: string; configuration: string | null; bundleProducts: CartItemMeta['bundleProducts'] } {
  const product = { productId: item.productId, sku: item.product.sku, name: item.product.name, type: item.product.type }
  const chosen = item.product.type === 'configurable' ? item.children[0] : undefined
  const bundled = item.product.type === 'bundle' ? item.children : []
  const meta = cartItemMeta({
    product,
    qty: item.qty,
    price: item.price,
    child: chosen && chosen.sku !== '' ? { productId: chosen.productId, sku: chosen.sku, name: chosen.name } : null,
    configuration: Object.fromEntries(item.optionLabels.map((o) => [o.label, o.value])),
    bundleChildren: bundled.map((c) => ({ product: { productId: c.productId, sku: c.sku, name: c.name }, qty: c.qty })),
  })
  return { linkSku: meta.linkSku, configuration: meta.configuration, bundleProducts: meta.bundleProducts }
}

/**
 * The owner's active list, re-priced for the store exactly as the shopper sees it (same prices, stock
 * ('in stock', 'bin', 'oos') and problems), shaped as checkout's cart reader answers; undefined when
 * it is not the owner's or not active.
 */
export async function readCartForCheckout(db: Executor, owner: CartOwner, listId: string, storeId: number) {
  const list = await renderOwned(db, owner, listId, siteOf(storeId), new Date())
  if (!list) return undefined
  return {
    listId: list._id,
    type: list.type,
    discount: list.totals.discount,
    hundoDiscount: list.totals.hundoDiscount,
    items: list.items.map((item) => ({
      listItemId: item._id,
      productId: item.productId,
      sku: item.product.sku,
      name: item.product.name,
      qty: item.qty,
      price: item.price,
      rowTotal: item.rowTotal,
      earnedDiscount: item.earnedDiscount,
      freeShipping: item.freeShipping,
      thumbnail: item.product.thumbnail,
      url: item.product.url,
      ...choiceOf(item),
      children: item.children.map((c) => ({ productId: c.productId, qty: c.qty })),
      metadata: item.metadata,
      stockStatus: STOCK_WORDS[item.stock.status],
      problems: item.problems,
    })),
  }
}

type RegistryRef = { registryId?: string; itemId?: string }

/** Counts a registry purchase's lines as purchased on the registry (or takes them back); `type` is the list's. */
async function countRegistryPurchases(tx: Executor, listId: string, type: string | undefined, sign: 1 | -1): Promise<void> {
  if (type !== ('registryPurchase' satisfies ListType)) return
  for (const item of await repo.findItems(tx, [listId])) {
    const ref = (item.metadata.registry ?? {}) as RegistryRef
    if (!ref.registryId || !ref.itemId) continue
    await repo.addRegistryPurchased(tx, ref.registryId, ref.itemId, sign * item.qty)
  }
}

/** Closes the cart inside the order's placement transaction: it leaves the shopper's active lists. */
export async function closeCartAfterOrder(tx: Executor, listId: string): Promise<void> {
  await countRegistryPurchases(tx, listId, await repo.touchList(tx, listId, { isActive: false }), 1)
}

/** Reopens a cart whose order failed (payment refused): the shopper finds it as it was. */
export async function reopenCartAfterFailure(tx: Executor, listId: string): Promise<void> {
  await countRegistryPurchases(tx, listId, await repo.touchList(tx, listId, { isActive: true }), -1)
}
