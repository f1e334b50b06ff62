import { loginRedirectPath, RETURN_STATUS_LABELS } from '@ironhouse/domain'
import { Order, OrderList, ORDER_NUMBER_PATTERN, RmaOrder } from '@ironhouse/contracts'
import { redirect } from 'react-router'
import { ApiError } from '../../platform/api-error.ts'
import type { PageContext } from '../../platform/page.server.ts'
import { notFound } from '../../platform/page.server.ts'
import { loadCustomer } from '../../platform/session.server.ts'
import { sitePath } from '../../platform/site.ts'
import type { OrderReturn } from './order-returns.tsx'

/** Account pages need a signed-in customer (shell §6): a guest goes to /login?redirect= back here. */
async function asCustomer<T>(page: PageContext, load: () => Promise<T>): Promise<T> {
  const toLogin = () => redirect(sitePath(page.ref.prefix, loginRedirectPath(page.url.pathname + page.url.search)))
  try {
    return await load()
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) throw toLogin()
    throw error
  }
}

export const ORDER_VIEWS = ['all', 'open', 'shipped'] as const
export type OrderView = (typeof ORDER_VIEWS)[number]
export const ORDERS_PER_PAGE = 10

/** GET /svc_checkout/order?page&limit&view (commerce §7) for the signed-in customer. */
export async function loadOrderHistory(page: PageContext, hasCookie: boolean) {
  const n = Number(page.url.searchParams.get('page') ?? '1')
  const pageNumber = Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
  const asked = page.url.searchParams.get('view') ?? 'all'
  const view: OrderView = (ORDER_VIEWS as ReadonlyArray<string>).includes(asked) ? (asked as OrderView) : 'all'
  if (!hasCookie) throw redirect(sitePath(page.ref.prefix, loginRedirectPath(page.url.pathname + page.url.search)))
  const list = await asCustomer(page, () => page.api.get('/svc_checkout/order', OrderList, { query: { page: pageNumber, limit: ORDERS_PER_PAGE, view } }))
  return { ...list, page: pageNumber, view, totalPages: Math.max(1, Math.ceil(list.count / ORDERS_PER_PAGE)) }
}

/** GET /svc_checkout/order/{id}?storeId= (commerce §7): another customer's order is not found (404). */
export async function loadAccountOrder(page: PageContext, hasCookie: boolean, orderId: string) {
  if (!hasCookie) throw redirect(sitePath(page.ref.prefix, loginRedirectPath(page.url.pathname)))
  if (!ORDER_NUMBER_PATTERN.test(orderId)) notFound()
  try {
    // the account first: a signed-out visitor is asked to log in rather than told the order is missing
    await asCustomer(page, () => loadCustomer(page.api))
    return await page.api.get(`/svc_checkout/order/${encodeURIComponent(orderId)}`, Order)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound()
    throw error
  }
}

/** GET /svc_checkout/track (shell §2 /shippingtracker): any shopper, by order number and email. */
export async function trackOrder(page: PageContext, orderId: string, email: string): Promise<Order | null> {
  try {
    return await page.api.get('/svc_checkout/track', Order, { query: { order: orderId, email }, storeId: false })
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
    throw error
  }
}

/**
 * The returns of one of the customer's orders with their RMA number and status (GET
 * /svc_rma/order/{id}, docs/returns.md): the server's own list, newest first as it keeps them. Null
 * when they cannot be read (the order page says so instead of claiming there are none); an order the
 * returns service does not know for this session (404) has none.
 */
export async function loadOrderReturns(page: PageContext, orderId: string): Promise<Array<OrderReturn> | null> {
  if (!ORDER_NUMBER_PATTERN.test(orderId)) return []
  try {
    const answer = await page.api.get(`/svc_rma/order/${encodeURIComponent(orderId)}`, RmaOrder, { storeId: false })
    return answer.returns.map((rma) => ({ ...rma, statusLabel: RETURN_STATUS_LABELS[rma.status] }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return []
    return null
  }
}
