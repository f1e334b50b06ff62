// The names lists go by in messages (commerce §8, §9): apart from list-types.ts, which every page's cart
// reads; the browser shows these only on the list pages.
import type { ListType } from './list-types.ts'

/** Commerce §9: lists are named cart and Save for Later. */
export const LIST_DISPLAY_NAMES = {
  cart: 'cart',
  quote: 'cart',
  buyNow: 'cart',
  sfl: 'Save for Later',
  wishlist: 'Wishlist',
  registry: 'Registry',
  registryPurchase: 'Registry',
} as const satisfies Record<ListType, string>

/** The name a list goes by in user messages ("moved to {list}"). */
export function listDisplayName(type: ListType): string {
  return LIST_DISPLAY_NAMES[type]
}

/** Commerce §8: "{n} products have been added to your cart". */
export function productsAddedToCartMessage(count: number): string {
  return `${count} products have been added to your cart`
}

/** Commerce §8: "{n} products have been moved to {list}". */
export function productsMovedToListMessage(count: number, listName: string): string {
  return `${count} products have been moved to ${listName}`
}
