import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { chooseActiveCart, listAccessDecision, SIDE_CART_MESSAGE_MS } from '@ironhouse/domain'
import type { BuyRequest, List, ListMessage, ListType } from '@ironhouse/contracts'
import { useLocation } from 'react-router'
import { CART_PRODUCTS_TICK } from '../../platform/background-events.ts'
import { siteFromPath } from '../../platform/site.ts'
import { useSessionStore } from '../../platform/session-context.tsx'
import { trackSearchEvent } from '../../platform/search-events.ts'
import { listClient, messageOf } from './list-client.ts'
import { buyRequestOfLine } from './buy-request.ts'
import { keepPendingListAdd, linesMatching, takePendingListAdd } from './pending-list-add.ts'

export type CartNotice = { id: number; kind: 'success' | 'error'; text: string }

type CartState = {
  lists: Array<List>
  loaded: boolean
  cart: List | undefined
  /** Items on the cart link: quantities without hardware add-ons (the server counts, commerce §5). */
  count: number
  notices: Array<CartNotice>
  sideCartOpen: boolean
  closeSideCart: () => void
  refresh: (path?: string) => Promise<void>
  addToCart: (items: Array<BuyRequest>) => Promise<boolean>
  /** Adds to a wishlist-type list; a guest is sent to log in first (commerce §4). */
  addToList: (type: ListType, items: Array<BuyRequest>, returnTo: string) => Promise<boolean>
  buyNow: (items: Array<BuyRequest>) => Promise<boolean>
  setQty: (list: List, itemId: string, qty: number) => Promise<void>
  removeItem: (list: List, itemId: string) => Promise<void>
  /** Moves lines to the shopper's list of that type: "{n} products have been moved to {list}". */
  moveTo: (from: List, itemIds: Array<string>, type: ListType, returnTo: string) => Promise<void>
  client: ReturnType<typeof listClient>
}

const CartContext = createContext<CartState | null>(null)

export function useCart(): CartState {
  const state = useContext(CartContext)
  if (!state) throw new Error('useCart outside CartProvider')
  return state
}

/** The cart if a provider is mounted (the header renders outside pages too). */
export function useOptionalCart(): CartState | null {
  return useContext(CartContext)
}

let noticeId = 0

/**
 * The shopper's lists in the browser: loaded after the page (so pages stay cacheable and personal
 * parts are filled in separately), and kept as the server answers them after every change.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { api, session } = useSessionStore()
  const { loggedIn, cartCount: initialCount } = session
  const site = api.site
  const client = useMemo(() => listClient(api), [api])
  const [lists, setLists] = useState<Array<List>>([])
  const [loaded, setLoaded] = useState(false)
  const [notices, setNotices] = useState<Array<CartNotice>>([])
  const [sideCartOpen, setSideCartOpen] = useState(false)
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([])

  const notify = useCallback((kind: CartNotice['kind'], text: string) => {
    noticeId += 1
    const id = noticeId
    setNotices((all) => [...all, { id, kind, text }])
    // commerce §9: side-cart messages vanish after 6000 ms
    timers.current.push(setTimeout(() => setNotices((all) => all.filter((n) => n.id !== id)), SIDE_CART_MESSAGE_MS))
  }, [])

  useEffect(() => () => timers.current.forEach(clearTimeout), [])

  // the lists as last answered, for calls made before React renders them (an add right after the page
  // opens must find the cart being read, not create a second one)
  const current = useRef<Array<List>>([])
  const reading = useRef<Promise<void>>(Promise.resolve())

  const upsert = useCallback((list: List) => {
    const others = current.current.filter((l) => l._id !== list._id)
    current.current = list.metadata.isActive === false ? others : [...others, list]
    setLists(current.current)
  }, [])

  const refresh = useCallback(
    (path?: string) => {
      const read = (async () => {
        try {
          current.current = await client.lists(path ?? siteFromPath(window.location.pathname).restPath)
          setLists(current.current)
        } finally {
          setLoaded(true)
        }
      })()
      reading.current = read.catch(() => undefined)
      return read
    },
    [client],
  )

  useEffect(() => {
    void refresh().catch(() => undefined)
  }, [refresh, loggedIn])

  // Read again on the way to another page when that page needs the server's word:
  // - commerce §2, §4: leaving checkout for anything but checkout or login deletes the buy-now list;
  //   the server applies the rule when the lists are read with the shopper's page;
  // - the cart page shows the cart as it is now, not as this tab last read it (another tab or device
  //   may have changed it; the checkout sends the shopper there when it finds the cart emptied);
  // - the order confirmation: the order closed the cart on the server, so the header counts none.
  const { pathname } = useLocation()
  const hasBuyNow = lists.some((l) => l.type === 'buyNow')
  const arrived = useRef(false)
  useEffect(() => {
    // the first page's lists are read by the provider itself (above)
    if (!arrived.current) {
      arrived.current = true
      return
    }
    const rest = siteFromPath(pathname).restPath
    const page = rest.replace(/\/+$/, '')
    if (hasBuyNow || page === '/cart' || page === '/checkout/success') void refresh(rest).catch(() => undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname])

  // a tab the shopper comes back to, and every tick of the background refresh (shell §4), shows the
  // cart as it is now (its count, its lines, their prices and stock)
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh().catch(() => undefined)
    }
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener(CART_PRODUCTS_TICK, onVisible)
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener(CART_PRODUCTS_TICK, onVisible)
    }
  }, [refresh])

  const listOfType = useCallback(
    async (type: ListType): Promise<List> => {
      await reading.current
      const known = current.current
      const existing = type === 'quote' ? chooseActiveCart(known) : known.find((l) => l.type === type)
      if (existing) return existing
      const created = await client.create(type)
      upsert(created)
      return created
    },
    [client, upsert],
  )

  const report = useCallback(
    (error: unknown) => {
      notify('error', messageOf(error))
    },
    [notify],
  )

  const showMessages = useCallback(
    (messages: Array<ListMessage>) => {
      for (const m of messages) if (m.type === 'success') notify('success', m.text)
    },
    [notify],
  )

  const addToCart = useCallback(
    async (items: Array<BuyRequest>) => {
      try {
        const cart = await listOfType('quote')
        const list = await client.add(cart._id, items)
        upsert(list)
        showMessages(list.messages)
        setSideCartOpen(true)
        // platform §7: the search provider learns "goes with your cart" (rfkid_4) from a2c events
        trackSearchEvent(api, { type: 'a2c', name: 'cart', value: { products: items.map((i) => ({ id: i.productId })) } })
        return true
      } catch (error) {
        report(error)
        setSideCartOpen(true)
        return false
      }
    },
    [api, client, listOfType, upsert, showMessages, report],
  )

  const addToList = useCallback(
    async (type: ListType, items: Array<BuyRequest>, returnTo: string) => {
      const access = listAccessDecision(type, { loggedIn, returnTo })
      if (access.kind !== 'allow') {
        keepPendingListAdd({ type, items }, Date.now())
        window.location.assign(access.kind === 'redirectToLogin' ? `${site.prefix}${access.to}` : `${site.prefix}/login`)
        return false
      }
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
    },
    [api, client, listOfType, loggedIn, site.prefix, upsert, showMessages, report],
  )

  const buyNow = useCallback(
    async (items: Array<BuyRequest>) => {
      try {
        // one buy-now list at a time: it goes straight to checkout (commerce §4)
        for (const old of lists.filter((l) => l.type === 'buyNow')) await client.remove(old._id)
        const list = await client.create('buyNow')
        await client.add(list._id, items)
        window.location.assign(`${site.prefix}/checkout?buyNow=${list._id}`)
        return true
      } catch (error) {
        report(error)
        setSideCartOpen(true)
        return false
      }
    },
    [client, lists, report, site.prefix],
  )

  const setQty = useCallback(
    async (list: List, itemId: string, qty: number) => {
      try {
        upsert(await client.setQty(list._id, itemId, qty))
      } catch (error) {
        report(error)
      }
    },
    [client, upsert, report],
  )

  const removeItem = useCallback(
    async (list: List, itemId: string) => {
      try {
        upsert(await client.removeItem(list._id, itemId))
      } catch (error) {
        report(error)
      }
    },
    [client, upsert, report],
  )

  const moveTo = useCallback(
    async (from: List, itemIds: Array<string>, type: ListType, returnTo: string) => {
      const access = listAccessDecision(type, { loggedIn, returnTo })
      if (access.kind !== 'allow') {
        const lines = from.items.filter((item) => itemIds.includes(item._id))
        if (from.type === 'quote' && lines.length > 0) keepPendingListAdd({ type, items: lines.map(buyRequestOfLine), fromCart: true }, Date.now())
        window.location.assign(access.kind === 'redirectToLogin' ? `${site.prefix}${access.to}` : `${site.prefix}/login`)
        return
      }
      try {
        const target = await listOfType(type)
        const moved = await client.move(from._id, itemIds, target._id)
        upsert(moved.from)
        upsert(moved.to)
        showMessages(moved.from.messages)
      } catch (error) {
        report(error)
      }
    },
    [client, listOfType, loggedIn, site.prefix, upsert, showMessages, report],
  )

  // the add or move a guest was sent to sign in for, made once they are signed in: after the customer's
  // lists are read, so it goes to their list of that type (a move takes the lines of their cart, which
  // the guest's cart has joined)
  useEffect(() => {
    if (!loggedIn) return
    const pending = takePendingListAdd(Date.now())
    if (!pending) return
    const returnTo = window.location.pathname
    void reading.current.then(async () => {
      if (!pending.fromCart) return void (await addToList(pending.type, pending.items, returnTo))
      const cart = chooseActiveCart(current.current)
      const ids = cart ? linesMatching(cart.items, pending.items) : []
      if (cart && ids.length > 0) await moveTo(cart, ids, pending.type, returnTo)
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per sign-in
  }, [loggedIn])

  const cart = chooseActiveCart(lists)
  const value: CartState = {
    lists,
    loaded,
    cart,
    count: loaded ? (cart?.totals.count ?? 0) : initialCount,
    notices,
    sideCartOpen,
    closeSideCart: () => setSideCartOpen(false),
    refresh,
    addToCart,
    addToList,
    buyNow,
    setQty,
    removeItem,
    moveTo,
    client,
  }
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}
