import type { BlockProps } from '@ironhouse/contracts'

// Shared by the server loader and the browser's block tree: types only from @ironhouse/contracts, so
// the schemas (zod) stay on the server.

export type ProductTab = ReturnType<typeof BlockProps.ProductTabs.parse>['tabs'][number]

/** How many products a category tab lists. */
export const PRODUCT_TAB_LIMIT = 8

/** The key under which a tab's products are loaded: its category, else its product ids. */
export function productTabKey(tab: ProductTab): string {
  if (tab.categoryId !== undefined) return `category:${tab.categoryId}`
  return `products:${(tab.productIds ?? []).join(',')}`
}
