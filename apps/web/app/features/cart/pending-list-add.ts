// A guest's add to a list that needs sign-in (a wishlist, a registry: commerce §4) is kept for the
// sign-in it sends them to, and made once they are signed in: the product they chose is on the list
// without a second click. Kept in the tab's session storage for 30 minutes; the server checks the
// items as it checks any add.
import { isListType, type ListType } from '@ironhouse/domain'
import type { BuyRequest } from '@ironhouse/contracts'

const KEY = 'ironhouse_pending_list_add'
export const PENDING_LIST_ADD_MS = 30 * 60_000

export type PendingListAdd = { type: ListType; items: Array<BuyRequest> }

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
    return { type: parsed.type, items: parsed.items as Array<BuyRequest> }
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
