// A guest's add to a list that needs sign-in (a wishlist, a registry: commerce §4) is kept for the
// sign-in it sends them to, and made once they are signed in: the product they chose is on the list
// without a second click. So is a move out of the cart (Save for Later): the guest's cart joins the
// customer's at sign-in, and the lines for the products they chose are then moved. Kept in the tab's
// session storage for 30 minutes; the server checks the items as it checks any add or move.
import { isListType, type ListType } from '@ironhouse/domain'
import type { BuyRequest, ListItem } from '@ironhouse/contracts'

const KEY = 'ironhouse_pending_list_add'
export const PENDING_LIST_ADD_MS = 30 * 60_000

export type PendingListAdd = {
  type: ListType
  items: Array<BuyRequest>
  /** The items are lines of the guest's cart, to be moved (not added) once it has joined the customer's. */
  fromCart?: true
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** Keeps the add for after the sign-in (one at a time: the latest wins). */
export function keepPendingListAdd(add: PendingListAdd, now: number): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...add, at: now }))
  } catch {
    // storage full or refused: the shopper adds again after signing in
  }
}

/** A kept add as stored; null when it is older than 30 minutes, from the future, or not one. */
export function parsePendingListAdd(raw: string | null, now: number): PendingListAdd | null {
  if (raw === null) return null
  try {
    const parsed = JSON.parse(raw) as { type?: unknown; items?: unknown; at?: unknown }
    if (typeof parsed.at !== 'number' || now - parsed.at > PENDING_LIST_ADD_MS || parsed.at > now) return null
    if (typeof parsed.type !== 'string' || !isListType(parsed.type)) return null
    if (!Array.isArray(parsed.items) || parsed.items.length === 0) return null
    if (!parsed.items.every((item: unknown) => typeof item === 'object' && item !== null && Number.isInteger((item as { productId?: unknown }).productId))) return null
    const add: PendingListAdd = { type: parsed.type, items: parsed.items as Array<BuyRequest> }
    return (parsed as { fromCart?: unknown }).fromCart === true ? { ...add, fromCart: true } : add
  } catch {
    return null
  }
}

/** The kept add, once: it is removed as it is read. */
export function takePendingListAdd(now: number): PendingListAdd | null {
  const store = storage()
  const raw = store?.getItem(KEY) ?? null
  if (raw !== null) store?.removeItem(KEY)
  return parsePendingListAdd(raw, now)
}

type LineShape = { productId: number; options?: Record<string, unknown>; children?: ReadonlyArray<{ productId: number }> }

/** One product with its choices (options, and a bundle's children), in a form that compares equal. */
function choiceKey(line: LineShape): string {
  const options = Object.entries(line.options ?? {}).sort(([a], [b]) => a.localeCompare(b))
  const children = (line.children ?? []).map((child) => child.productId).sort((a, b) => a - b)
  return JSON.stringify([line.productId, options, children])
}

/** The ids of the lines that hold one of these products with the same choices. */
export function linesMatching(lines: ReadonlyArray<ListItem>, items: ReadonlyArray<BuyRequest>): Array<string> {
  const wanted = new Set(items.map(choiceKey))
  return lines.filter((line) => wanted.has(choiceKey(line))).map((line) => line._id)
}
