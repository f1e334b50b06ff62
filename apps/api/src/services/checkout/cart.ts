import type { Executor } from '@ironhouse/db'

/** A line of the cart being checked out, priced by the server (minor units). */
export type CheckoutLine = {
  listItemId: string
  productId: number
  sku: string
  name: string
  qty: number
  price: number
  rowTotal: number
  /** Earned-ticket discount in `price`, per unit (commerce §4): the order consumes that ticket. */
  earnedDiscount?: number
  /** An earned ticket ships this line free (commerce §4: discounts with optional free shipping). */
  freeShipping?: boolean
  thumbnail: string | null
  url: string | null
  /** The chosen product's SKU (a configurable's child, else `sku`): cart item meta linkSku (platform §3). */
  linkSku: string
  /** The chosen options as cart item meta `configuration` reads them ('Color: Red, …'), null when none. */
  configuration: string | null
  /** A bundle's chosen child products as cart item meta `bundleProducts` names them (empty for any other line). */
  bundleProducts: ReadonlyArray<{ sku: string; id: string; name: string; qty: number }>
  children: ReadonlyArray<{ productId: number; qty: number }>
  metadata: Record<string, unknown>
  /** in stock, bin or oos (commerce §4), and any quantity or limit problem the list service found. */
  stockStatus: string
  problems: ReadonlyArray<{ code?: string; message?: string }>
}

export type CheckoutCart = {
  listId: string
  type: string
  items: ReadonlyArray<CheckoutLine>
  /** Discounts the list service decided (hundo, tickets), minor units. */
  discount: number
  hundoDiscount: number
}

export type CartOwner = { guestId: string; customerId: number | null; groupId: number }

/** Reads an owner's cart for checkout (the list service's public seam); undefined when not theirs. */
export type CartReader = (db: Executor, owner: CartOwner, listId: string, storeId: number) => Promise<CheckoutCart | undefined>

/** Closes the cart inside the placement transaction (the list service's public seam). */
export type CartCloser = (db: Executor, listId: string) => Promise<void>
