import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { chooseActiveCart, SIDE_CART_MESSAGE_MS } from '@ironhouse/domain'
import type { BuyRequest, List, ListType } from '@ironhouse/contracts'
import { useLocation } from 'react-router'
import { CART_PRODUCTS_TICK } from '../../platform/background-events.ts'
import { siteFromPath } from '../../platform/site.ts'
import { useSessionStore } from '../../platform/session-context.tsx'
import type { BrowserApiClient } from '../../platform/api-client.ts'
import { messageOf } from './list-messages.ts'
import type { CartActionDeps, CartActions } from './cart-actions.ts'
import type * as CartActionsModule from './cart-actions.ts'

let actionsModule: Promise<typeof CartActionsModule> | undefined

/**
 * The list actions' module, fetched once per page life on the first action (or ahead of it, when the
 * shopper reaches for a product form: `preloadCartActions`); a failed fetch is tried again next time.
 */
export function loadCartActions(): Promise<typeof CartActionsModule> {
  actionsModule ??= import('./cart-actions.ts')
  actionsModule.catch(() => {
    actionsModule = undefined
  })
  return actionsModule
}

/** Fetches the actions' code ahead of a likely action (a product form's focus or pointer). */
export function preloadCartActions(): void {
  void loadCartActions().catch(() => undefined)
}

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

/** The shopper's active lists (GET /svc_list/lists), as the page's path shows them (commerce §7). */
export function readLists(api: BrowserApiClient, path?: string): Promise<Array<List>> {
  return api.get<{ lists: Array<List> }>('/svc_list/lists', { query: { active: 'true', path } }).then((r) => r.lists)
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
          current.current = await readLists(api, path ?? siteFromPath(window.location.pathname).restPath)
          setLists(current.current)
        } finally {
          setLoaded(true)
        }
      })()
      reading.current = read.catch(() => undefined)
      return read
    },
    [api],
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

  // the actions' code arrives with the first action (cart-actions.ts); each call reads the provider's
  // lists as they are then
  const openSideCart = useCallback(() => setSideCartOpen(true), [])
  const deps = useMemo<CartActionDeps>(
    () => ({ api, prefix: site.prefix, loggedIn, current, reading, upsert, notify, openSideCart }),
    [api, site.prefix, loggedIn, upsert, notify, openSideCart],
  )
  const act = useCallback(
    async <R,>(run: (actions: CartActions) => Promise<R>, failed: R, opensSideCart = false): Promise<R> => {
      let actions: CartActions
      try {
        actions = (await loadCartActions()).cartActions(deps)
      } catch (error) {
        notify('error', messageOf(error))
        if (opensSideCart) setSideCartOpen(true)
        return failed
      }
      return run(actions)
    },
    [deps, notify],
  )
  const addToCart = useCallback((items: Array<BuyRequest>) => act((a) => a.addToCart(items), false, true), [act])
  const addToList = useCallback((type: ListType, items: Array<BuyRequest>, returnTo: string) => act((a) => a.addToList(type, items, returnTo), false), [act])
  const buyNow = useCallback((items: Array<BuyRequest>) => act((a) => a.buyNow(items), false, true), [act])
  const setQty = useCallback((list: List, itemId: string, qty: number) => act((a) => a.setQty(list, itemId, qty), undefined), [act])
  const removeItem = useCallback((list: List, itemId: string) => act((a) => a.removeItem(list, itemId), undefined), [act])
  const moveTo = useCallback(
    (from: List, itemIds: Array<string>, type: ListType, returnTo: string) => act((a) => a.moveTo(from, itemIds, type, returnTo), undefined),
    [act],
  )

  // the add or move a guest was sent to sign in for, made once they are signed in (pending-list-add.ts)
  useEffect(() => {
    if (!loggedIn) return
    const returnTo = window.location.pathname
    void loadCartActions().then(({ cartActions }) => cartActions(deps).resumePendingListAdd(returnTo), () => undefined)
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
  }
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}
