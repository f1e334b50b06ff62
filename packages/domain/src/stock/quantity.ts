/**
 * Adding an existing line merges quantities, capped at the stock max (commerce §4). A missing stock max
 * means no cap; a negative one counts as 0.
 */
export function mergeQuantity(existingQty: number, addedQty: number, stockMax?: number | null): number {
  const merged = existingQty + addedQty
  return typeof stockMax === 'number' ? Math.min(merged, Math.max(0, stockMax)) : merged
}

/** The quantity a line may have: the stock max or the promo qty, whichever is less (commerce §4). */
export function quantityLimitOf(limits: { stockMax?: number | null; promoQty?: number | null }): number | undefined {
  const caps = [limits.stockMax, limits.promoQty].filter(
    (c): c is number => typeof c === 'number' && Number.isFinite(c),
  )
  return caps.length === 0 ? undefined : Math.max(0, Math.min(...caps))
}

export type QuantityProblem = { code: 'QUANTITY_ABOVE_LIMIT'; requestedQty: number; limit: number }

/**
 * A quantity beyond the stock max (or promo qty, whichever is less) is flagged as a quantity problem
 * (commerce §4). The promo qty should only be passed while its promo is active.
 */
export function quantityProblemOf(
  qty: number,
  limits: { stockMax?: number | null; promoQty?: number | null },
): QuantityProblem | undefined {
  const limit = quantityLimitOf(limits)
  return limit !== undefined && qty > limit ? { code: 'QUANTITY_ABOVE_LIMIT', requestedQty: qty, limit } : undefined
}

/** Items with qty 0 are dropped (commerce §4); negative or non-numeric quantities go too. */
export function dropZeroQuantityItems<T extends { qty: number }>(items: ReadonlyArray<T>): Array<T> {
  return items.filter((item) => Number.isFinite(item.qty) && item.qty > 0)
}

export type GroupChild = { productId: number; qty: number }
export type ExpandableItem = {
  productId: number
  qty: number
  type?: string
  children?: ReadonlyArray<GroupChild>
  metadata?: Record<string, unknown>
}

/**
 * Group items are expanded into their children with multiplied qty (commerce §4). Each child line keeps
 * the group's product id in metadata.groupedProductId (commerce §3 cart item metadata); other items pass
 * through unchanged.
 */
export function expandGroupItems(items: ReadonlyArray<ExpandableItem>): Array<ExpandableItem> {
  return items.flatMap((item) =>
    item.type === 'group'
      ? (item.children ?? []).map((child) => ({
          productId: child.productId,
          qty: child.qty * item.qty,
          metadata: { ...item.metadata, groupedProductId: item.productId },
        }))
      : [item],
  )
}
