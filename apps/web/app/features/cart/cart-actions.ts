// What the shopper does to their lists (add to the cart or a list, Buy Now, a quantity, a removal, a
// move), fetched by the browser on the first such action (cart-context.tsx, `loadCartActions`): a page
// shows the cart's count and messages without this code (issue 13: the product page's JavaScript).
import { chooseActiveCart, listAccessDecision } from '@ironhouse/domain'
import type { BuyRequest, List, ListMessage, ListType } from '@ironhouse/contracts'
import type { BrowserApiClient } from '../../platform/api-client.ts'
import { trackSearchEvent } from '../../platform/search-events.ts'
import { buyRequestOfLine } from './buy-request.ts'
import { listClient } from './list-client.ts'
import { messageOf } from './list-messages.ts'
import { keepPendingListAdd, linesMatching, takePendingListAdd } from './pending-list-add.ts'

/** What the actions need of the cart provider: its API client, its lists as last answered, and its setters. */
export type CartActionDeps = {
  api: BrowserApiClient
  /** The site's path prefix ('' on the main site). */
  prefix: string
  loggedIn: boolean
  /** The lists as last answered (read at call time: an add right after the page opens finds the cart being read). */
  current: { current: Array<List> }
  /** The lists' read in flight, if any. */
  reading: { current: Promise<void> }
  upsert: (list: List) => void
  notify: (kind: 'success' | 'error', text: string) => void
  openSideCart: () => void
}

export type CartActions = ReturnType<typeof cartActions>

/** The list actions of the cart provider, over its state. */
export function cartActions(deps: CartActionDeps) {
  const { api, prefix, loggedIn, current, reading, upsert, notify, openSideCart } = deps
  const client = listClient(api)

  const listOfType = async (type: ListType): Promise<List> => {
    await reading.current
    const known = current.current
    const existing = type === 'quote' ? chooseActiveCart(known) : known.find((l) => l.type === type)
    if (existing) return existing
    const created = await client.create(type)
    upsert(created)
    return created
  }

  const report = (error: unknown) => notify('error', messageOf(error))

  const showMessages = (messages: Array<ListMessage>) => {
    for (const m of messages) if (m.type === 'success') notify('success', m.text)
  }

  /** False when the shopper may use a list of this type; else keeps the action and sends them to log in first (commerce §4). */
  const sentToLogin = (type: ListType, returnTo: string, keep: () => void): boolean => {
    const access = listAccessDecision(type, { loggedIn, returnTo })
    if (access.kind === 'allow') return false
    keep()
    window.location.assign(access.kind === 'redirectToLogin' ? `${prefix}${access.to}` : `${prefix}/login`)
    return true
  }

  const addToCart = async (items: Array<BuyRequest>): Promise<boolean> => {
    try {
      const cart = await listOfType('quote')
      const list = await client.add(cart._id, items)
      upsert(list)
      showMessages(list.messages)
      openSideCart()
      // platform §7: the search provider learns "goes with your cart" (rfkid_4) from a2c events
      trackSearchEvent(api, { type: 'a2c', name: 'cart', value: { products: items.map((i) => ({ id: i.productId })) } })
      return true
    } catch (error) {
      report(error)
      openSideCart()
      return false
    }
  }

  const addToList = async (type: ListType, items: Array<BuyRequest>, returnTo: string): Promise<boolean> => {
    if (sentToLogin(type, returnTo, () => keepPendingListAdd({ type, items }, Date.now()))) return false
    try {
      const list = await client.add((await listOfType(type))._id, items)
      upsert(list)
      showMessages(list.messages)
      if (type === 'wishlist') trackSearchEvent(api, { type: 'a2w', name: 'wishlist', value: { products: items.map((i) => ({ id: i.productId })) } })
      return true
    } catch (error) {
      report(error)
      return false
    }
  }

  const buyNow = async (items: Array<BuyRequest>): Promise<boolean> => {
    try {
      // one buy-now list at a time: it goes straight to checkout (commerce §4)
      for (const old of current.current.filter((l) => l.type === 'buyNow')) await client.remove(old._id)
      const list = await client.create('buyNow')
      await client.add(list._id, items)
      window.location.assign(`${prefix}/checkout?buyNow=${list._id}`)
      return true
    } catch (error) {
      report(error)
      openSideCart()
      return false
    }
  }

  const setQty = async (list: List, itemId: string, qty: number): Promise<void> => {
    try {
      upsert(await client.setQty(list._id, itemId, qty))
    } catch (error) {
      report(error)
    }
  }

  const removeItem = async (list: List, itemId: string): Promise<void> => {
    try {
      upsert(await client.removeItem(list._id, itemId))
    } catch (error) {
      report(error)
    }
  }

  const moveTo = async (from: List, itemIds: Array<string>, type: ListType, returnTo: string): Promise<void> => {
    const keep = () => {
      const lines = from.items.filter((item) => itemIds.includes(item._id))
      if (from.type === 'quote' && lines.length > 0) keepPendingListAdd({ type, items: lines.map((line) => buyRequestOfLine(line)), fromCart: true }, Date.now())
    }
    if (sentToLogin(type, returnTo, keep)) return
    try {
      const target = await listOfType(type)
      const moved = await client.move(from._id, itemIds, target._id)
      upsert(moved.from)
      upsert(moved.to)
      showMessages(moved.from.messages)
    } catch (error) {
      report(error)
    }
  }

  /**
   * The add or move a guest was sent to sign in for, made once they are signed in: after the customer's
   * lists are read, so it goes to their list of that type (a move takes the lines of their cart, which
   * the guest's cart has joined).
   */
  const resumePendingListAdd = async (returnTo: string): Promise<void> => {
    const pending = takePendingListAdd(Date.now())
    if (!pending) return
    await reading.current
    if (!pending.fromCart) return void (await addToList(pending.type, pending.items, returnTo))
    const cart = chooseActiveCart(current.current)
    const ids = cart ? linesMatching(cart.items, pending.items) : []
    if (cart && ids.length > 0) await moveTo(cart, ids, pending.type, returnTo)
  }

  return { addToCart, addToList, buyNow, setQty, removeItem, moveTo, resumePendingListAdd }
}
