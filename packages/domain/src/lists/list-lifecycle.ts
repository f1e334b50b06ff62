import type { ListLifecycleView, ListType } from './list-types.ts'
import { isCheckoutListPath, isLoginListPath, isPreloaderListPath } from './list-paths.ts'

function activeCartTime(list: ListLifecycleView): number | null {
  const ts = list.metadata?.activeCartTs
  if (typeof ts === 'number') return Number.isFinite(ts) ? ts : null
  if (typeof ts === 'string') {
    const parsed = Date.parse(ts)
    return Number.isNaN(parsed) ? null : parsed
  }
  return null
}

/**
 * Commerce §4: the active cart is the quote list with the latest activeCartTs, else the quote list
 * (the first one loaded). Undefined when there is no quote list yet.
 */
export function chooseActiveCart<L extends ListLifecycleView>(lists: ReadonlyArray<L>): L | undefined {
  const quotes = lists.filter((list) => list.type === 'quote')
  let best: L | undefined
  let bestTime = -Infinity
  for (const list of quotes) {
    const time = activeCartTime(list)
    if (time !== null && time > bestTime) {
      best = list
      bestTime = time
    }
  }
  return best ?? quotes[0]
}

export type ListDeletionReason = 'BUY_NOW_OUTSIDE_CHECKOUT' | 'REGISTRY_PURCHASE_WITHOUT_REGISTRY' | 'REGISTRY_PURCHASE_EMPTY'

/** Why a loaded list must be deleted at once, or null to keep it (commerce §4 List lifecycle). */
export function listDeletionOnLoad(list: ListLifecycleView, currentPath: string): ListDeletionReason | null {
  if (list.type === 'buyNow') {
    const kept = isCheckoutListPath(currentPath) || isLoginListPath(currentPath) || isPreloaderListPath(currentPath)
    return kept ? null : 'BUY_NOW_OUTSIDE_CHECKOUT'
  }
  if (list.type === 'registryPurchase') {
    const registry = list.metadata?.registry
    if (registry === undefined || registry === null || registry === '') return 'REGISTRY_PURCHASE_WITHOUT_REGISTRY'
    if (list.items.length === 0) return 'REGISTRY_PURCHASE_EMPTY'
  }
  return null
}

/**
 * Commerce §4: on load, buyNow lists are deleted outside checkout, login and the preloader, and
 * registryPurchase lists without a registry or without items are deleted.
 */
export function listsToDeleteOnLoad<L extends ListLifecycleView>(lists: ReadonlyArray<L>, currentPath: string): Array<L> {
  return lists.filter((list) => listDeletionOnLoad(list, currentPath) !== null)
}

/** Commerce §2: leaving checkout for any page other than checkout or login deletes the buy-now list. */
export function leavingCheckoutDeletesBuyNow(fromPath: string, toPath: string): boolean {
  return isCheckoutListPath(fromPath) && !isCheckoutListPath(toPath) && !isLoginListPath(toPath)
}

/** Commerce §4: the guest list types merged into the customer's lists on login. */
export const GUEST_MERGE_LIST_TYPES = ['wishlist', 'sfl', 'quote', 'buyNow'] as const satisfies ReadonlyArray<ListType>

export type GuestListMerge = {
  type: ListType
  fromListId: string
  /** The customer's list of that type to merge into, or null to create one. */
  intoListId: string | null
}

/**
 * Commerce §4: when a guest becomes a customer, the guest's wishlist, sfl, quote and buyNow lists
 * that have items are merged in. A quote merges into the customer's active cart; other types into
 * the customer's first list of the same type, or a new one.
 */
export function planGuestListMerge(
  guestLists: ReadonlyArray<ListLifecycleView>,
  customerLists: ReadonlyArray<ListLifecycleView>,
): Array<GuestListMerge> {
  const mergeable: ReadonlyArray<ListType> = GUEST_MERGE_LIST_TYPES
  return guestLists
    .filter((list) => mergeable.includes(list.type) && list.items.length > 0)
    .map((list) => {
      const into =
        list.type === 'quote'
          ? chooseActiveCart(customerLists)
          : customerLists.find((candidate) => candidate.type === list.type)
      return { type: list.type, fromListId: list._id, intoListId: into?._id ?? null }
    })
}

/** A list with the ids of its items (a list item is known by listItemId or _id, commerce §3). */
export type ListWithItemIds = {
  _id: string
  type: ListType
  items: ReadonlyArray<{ _id?: string; listItemId?: string }>
}

export type ListStep =
  | { op: 'addItems'; listId: string; itemIds: ReadonlyArray<string> }
  | { op: 'removeItems'; listId: string; itemIds: ReadonlyArray<string> }
  | { op: 'deleteList'; listId: string }

/**
 * Commerce §4: removing items; removing the last item of a registryPurchase list deletes the list
 * instead.
 */
export function planRemoveListItems(
  list: ListWithItemIds,
  itemIds: ReadonlyArray<string>,
): Array<ListStep> {
  const removing = new Set(itemIds)
  const left = list.items.filter((item) => !removing.has(item.listItemId ?? item._id ?? ''))
  if (list.type === 'registryPurchase' && left.length === 0) return [{ op: 'deleteList', listId: list._id }]
  return [{ op: 'removeItems', listId: list._id, itemIds }]
}

/** Commerce §4: moving items adds them to the target and then removes them from the source. */
export function planMoveListItems(
  from: ListWithItemIds,
  toListId: string,
  itemIds: ReadonlyArray<string>,
): Array<ListStep> {
  return [{ op: 'addItems', listId: toListId, itemIds }, ...planRemoveListItems(from, itemIds)]
}
