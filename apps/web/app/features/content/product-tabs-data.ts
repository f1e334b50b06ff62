import { BlockProps } from '@ironhouse/contracts'
import type { CmsBlock } from '@ironhouse/contracts'

export type ProductTab = ReturnType<typeof BlockProps.ProductTabs.parse>['tabs'][number]

/** How many products a category tab lists. */
export const PRODUCT_TAB_LIMIT = 8

/** The key under which a tab's products are loaded: its category, else its product ids. */
export function productTabKey(tab: ProductTab): string {
  if (tab.categoryId !== undefined) return `category:${tab.categoryId}`
  return `products:${(tab.productIds ?? []).join(',')}`
}

/** Every valid ProductTabs tab anywhere in a block tree (slots included). */
export function productTabsIn(blocks: ReadonlyArray<CmsBlock>): Array<ProductTab> {
  const tabs: Array<ProductTab> = []
  for (const block of blocks) {
    if (block.name === 'ProductTabs') {
      const parsed = BlockProps.ProductTabs.safeParse(block.props ?? {})
      if (parsed.success) tabs.push(...parsed.data.tabs)
    }
    for (const slot of Object.values(block.slots ?? {})) tabs.push(...productTabsIn(slot))
  }
  return tabs
}
