// What the checkout does after placing an order failed (commerce §8), beyond showing the message: the
// rulebook's placementErrorAction says what to fetch or reload, and this runs it. An order already
// placed for this cart with our total is the shopper's own order (a doubled or retried submit): the
// confirmation, not an error. An inventory error reads the cart again: out-of-stock lines open the
// out-of-stock dialog; otherwise each SKU the server named gets its own line.
import type { List, ListItem } from '@ironhouse/contracts'
import { alreadyPublishedOutcome, inventoryErrorOutcome, type PlacementErrorAction } from '@ironhouse/domain'

export type PlacementFollowUp =
  | { kind: 'placed'; orderId: string }
  | { kind: 'outOfStock'; lines: ReadonlyArray<ListItem> }
  | { kind: 'details'; details: ReadonlyArray<string> }
  | { kind: 'none' }

export type PlacementReads = {
  /** The existing order (GET /svc_checkout/order/{id}). */
  order: (orderId: string) => Promise<{ orderId: string; totals: { grandTotalIncludingTax: number } }>
  /** The cart being checked out, read again from the server. */
  cart: () => Promise<List>
}

export type PlacementFailure = { message: string; details: unknown }

function existingOrderId(details: unknown): string | null {
  if (!details || typeof details !== 'object') return null
  const id = (details as Record<string, unknown>).orderId
  return typeof id === 'string' && id.length > 0 ? id : null
}

/** A line the store cannot sell now: out of stock, notify-me, or no longer sold. */
const unsellable = (line: ListItem) => line.stock.status !== 'inStock' || line.problems.some((problem) => problem.code === 'UNAVAILABLE')

/** The line per SKU of commerce §8 inventory_error: the cart's own words for that line when it has them. */
function skuLine(sku: string, lines: ReadonlyArray<ListItem>): string {
  const line = lines.find((candidate) => candidate.product.sku.toUpperCase() === sku.toUpperCase())
  const said = line?.problems.find((problem) => problem.message)?.message
  return `${line?.product.name ?? sku} (${sku}): ${said ?? 'not available in the quantity you chose.'}`
}

/**
 * Runs the fetch or reload a placement error's action asks for and says what the page shows next. A
 * read that fails leaves the error as it was shown ({ kind: 'none' }): the shopper can try again.
 */
export async function placementFollowUp(action: PlacementErrorAction, failure: PlacementFailure, ourGrandTotal: number, reads: PlacementReads): Promise<PlacementFollowUp> {
  try {
    if (action.fetchExistingOrder) {
      const orderId = existingOrderId(failure.details)
      if (!orderId) return { kind: 'none' }
      const existing = await reads.order(orderId)
      return alreadyPublishedOutcome(existing.totals.grandTotalIncludingTax, ourGrandTotal) === 'success' ? { kind: 'placed', orderId: existing.orderId } : { kind: 'none' }
    }
    if (action.checkInventory) {
      const cart = await reads.cart()
      const outcome = inventoryErrorOutcome({ message: failure.message, cartSkus: cart.items.map((line) => line.product.sku), hasOutOfStockItems: cart.items.some(unsellable) })
      if (outcome.kind === 'outOfStockModal') return { kind: 'outOfStock', lines: cart.items.filter(unsellable) }
      if (outcome.kind === 'perSku') return { kind: 'details', details: outcome.skus.map((sku) => skuLine(sku, cart.items)) }
      return { kind: 'none' }
    }
  } catch {
    return { kind: 'none' }
  }
  return { kind: 'none' }
}
