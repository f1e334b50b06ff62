/** Commerce §3 List.type. */
export const LIST_TYPES = ['cart', 'quote', 'sfl', 'buyNow', 'wishlist', 'registry', 'registryPurchase'] as const
export type ListType = (typeof LIST_TYPES)[number]

export function isListType(value: string): value is ListType {
  return (LIST_TYPES as ReadonlyArray<string>).includes(value)
}

/** The parts of a stored list the lifecycle rules read (commerce §3 List). */
export type ListLifecycleView = {
  _id: string
  type: ListType
  items: ReadonlyArray<unknown>
  metadata?: {
    isActive?: boolean
    /** When the list last became the active cart: epoch milliseconds or an ISO date string. */
    activeCartTs?: number | string | null
    registry?: unknown
  } | null
}

/** Commerce §6: lists a guest may not keep; they need a logged-in customer. */
export const LOGIN_REQUIRED_LIST_TYPES = ['wishlist', 'sfl'] as const satisfies ReadonlyArray<ListType>

/** Commerce §4: wishlist and save-for-later need login. */
export function listTypeNeedsLogin(type: ListType): boolean {
  return (LOGIN_REQUIRED_LIST_TYPES as ReadonlyArray<ListType>).includes(type)
}
