// Events for the search provider's event API (platform §6, §7): user info, a2c, a2w, view page,
// view pdp, widget appear and click, order confirm. Every feature that has such an event calls
// trackSearchEvent; a failed event is dropped silently (the search layer shows no messages, §8).
import { shouldTrackPageView } from '@ironhouse/domain'
import { pageAppContext, type BrowserApiClient } from './api-client.ts'
import { sendSearchEvent } from './search-event.browser.ts'

/** The search session id cookie (platform §3, §9: rfkSID, 60 days). */
export const SEARCH_VISITOR_COOKIE = 'rfkSID'
const SEARCH_VISITOR_DAYS = 60

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`
}

/** The visitor's search session id (rfkSID), created on first use; '' on the server. */
export function searchVisitorId(): string {
  if (typeof document === 'undefined') return ''
  const found = document.cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${SEARCH_VISITOR_COOKIE}=`))
  const value = found?.slice(SEARCH_VISITOR_COOKIE.length + 1)
  if (value && /^[A-Za-z0-9-]{8,64}$/.test(value)) return value
  const id = randomId()
  document.cookie = `${SEARCH_VISITOR_COOKIE}=${id}; Max-Age=${SEARCH_VISITOR_DAYS * 86_400}; Path=/; SameSite=Lax`
  return id
}

export type SearchEvent = {
  type: 'user' | 'a2c' | 'a2w' | 'view' | 'widget' | 'order' | 'status'
  name: string
  /** Product ids go in value.product_id or value.products[].id. */
  value: Record<string, unknown>
}

/** Sends an event with t, t0, user_id and app_type (platform §7); never throws. */
export function trackSearchEvent(api: BrowserApiClient, event: SearchEvent): void {
  if (typeof window === 'undefined') return
  const now = Date.now()
  const body = {
    ...event,
    t: now,
    t0: Math.round(performance.timeOrigin),
    user_id: searchVisitorId(),
    // the app as the API client detects it (platform §7: the app flag on, in the URL or a cookie)
    app_type: pageAppContext() ? 'native' : 'browser',
  }
  // user info and order confirm carry the session: the API ties this visitor to the signed-in customer
  // only with it, and counts an order only for the session that placed it
  // the event sender is the token and one POST (search-event.browser.ts), not the search client
  sendSearchEvent(api, body, event.type === 'user' || event.type === 'order').catch(() => undefined)
}

/** view page (platform §6): the page's path and query after a navigation; null for the app preloader (§2). */
export function pageViewEvent(pathname: string, search: string): SearchEvent | null {
  if (!shouldTrackPageView(pathname)) return null
  return { type: 'view', name: 'page', value: { uri: `${pathname}${search}` } }
}

/** user info (platform §6): sent when the shopper is known (signed in); the API checks the session. */
export function userInfoEvent(session: { loggedIn: boolean; customerId: string }): SearchEvent | null {
  if (!session.loggedIn || session.customerId === '') return null
  return { type: 'user', name: 'info', value: { logged_in: true } }
}

/** order confirm (platform §6): the placed order and its products, from the confirmation page. */
export function orderConfirmEvent(order: { orderId: string; items: ReadonlyArray<{ productId: number; qty: number }> }): SearchEvent {
  return { type: 'order', name: 'confirm', value: { order_id: order.orderId, products: order.items.map((i) => ({ id: i.productId, qty: i.qty })) } }
}
