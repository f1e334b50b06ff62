// Search tiles priced for the shopper's customer group (commerce §4, §7). The search provider answers the
// store's price for everyone; a customer whose group has its own prices gets them from
// GET /svc_content/catalog/product/group-prices, so a tile shows what the product page and the cart
// charge (issue 13: a price on the page equals the price the cart charges).
import { loadsCustomerGroupPrices, type SearchProduct } from '@ironhouse/domain'
import type { BrowserApiClient } from '../../platform/api-client.ts'

/** The most ids one group-prices call takes (the contract's limit). */
const MAX_IDS = 200

/** Does a shopper of this group need the call? `null`: the group is not known without asking the API. */
export function needsCustomerPrices(groupId: number | null): boolean {
  return groupId === null || loadsCustomerGroupPrices(groupId)
}

/** The call's path for the tiles' product ids (null when there are none). */
export function customerPricesPath(products: ReadonlyArray<Pick<SearchProduct, 'productId'>>): string | null {
  const ids = [...new Set(products.map((product) => product.productId).filter((id) => id > 0))].slice(0, MAX_IDS)
  return ids.length === 0 ? null : `/svc_content/catalog/product/group-prices?productIds=${ids.join(',')}`
}

/** The call's answer read (`{ prices: { id: minor } }`; the browser has no schema library): whole non-negative amounts only. */
export function readCustomerPrices(answer: unknown): Record<string, number> {
  const prices = answer && typeof answer === 'object' && 'prices' in answer ? answer.prices : null
  if (!prices || typeof prices !== 'object') return {}
  return Object.fromEntries(Object.entries(prices).filter((entry): entry is [string, number] => Number.isSafeInteger(entry[1]) && entry[1] >= 0))
}

/** In the browser (recommendations, the search preview): the tiles priced for the session's group. */
export async function priceTilesInBrowser(api: BrowserApiClient, groupId: number, products: Array<SearchProduct>): Promise<Array<SearchProduct>> {
  const path = needsCustomerPrices(groupId) ? customerPricesPath(products) : null
  if (path === null) return products
  const prices = await api.get(path).then(readCustomerPrices, () => ({}))
  return withCustomerPrices(products, prices)
}

/**
 * The tiles with the server's customer price where it has one: that price is the tile's final price, the
 * list price struck through when it is higher. Tiles without one keep the store's price.
 */
export function withCustomerPrices(products: Array<SearchProduct>, prices: Readonly<Record<string, number>>): Array<SearchProduct> {
  return products.map((product) => {
    const customer = prices[String(product.productId)]
    if (customer === undefined || product.price === null || product.quoted) return product
    const { special_price: _store, ...rest } = product
    return customer < product.price ? { ...rest, special_price: customer } : rest
  })
}
