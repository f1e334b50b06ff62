// The loaders and form actions of the app shell's screens (shell §2 /rg-app/…; docs/app-shell.md). Every
// screen with the customer's data is under /rg-app/, a section rendered per shopper (route-entry.ts
// PERSONAL_SECTIONS): nothing here reaches the page cache. A guest is asked to log in on the screen
// itself (commerce §2: in the app, instead of a redirect).
import {
  CategoryProductsResponse,
  OrderList,
  ProductResponse,
  ProgramsResponse,
  PromotionStatusResponse,
  PushNotificationsResponse,
  PushPreferencesResponse,
  PushReadResponse,
  PUSH_PAGE_LIMIT,
  PUSH_TYPES,
  RouteResponse,
  type OwnedProgram,
  type ProductSummary,
} from '@ironhouse/contracts'
import { appDashboardBanners, fiveForFiveRemaining, loginRedirectPath } from '@ironhouse/domain'
import { data } from 'react-router'
import { ApiError, apiErrorFromResponse } from '../../platform/api-error.ts'
import type { ApiClient } from '../../platform/api.server.ts'
import { notFound, type PageContext } from '../../platform/page.server.ts'
import { loadCustomer } from '../../platform/session.server.ts'
import { loadSite } from '../../platform/shell.server.ts'
import { sitePath } from '../../platform/site.ts'
import { loadPricingContext, pricingForProducts } from '../../ui/pricing-context.server.ts'
import { addToCartFromForm } from '../cart/add-to-cart.server.ts'
import { loadOrderHistory } from '../orders/orders.server.ts'
import { bannerCards, rapidfireQuery, workoutPlan } from './app-screens.ts'

/** How many new-gear products the featured screen shows. */
export const FEATURED_PRODUCT_COUNT = 8
const FEATURED_CATEGORY_PATH = '/new-gear'

type Customer = Awaited<ReturnType<typeof loadCustomer>>

/** The signed-in customer, or null for a guest (no cookie, or the API's 401/403). */
async function customerOf(page: PageContext, hasCookie: boolean): Promise<Customer | null> {
  if (!hasCookie) return null
  try {
    return await loadCustomer(page.api)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null
    throw error
  }
}

/** What a screen that needs the customer shows a guest: where logging in leads, and back here. */
export function loginPrompt(page: PageContext) {
  return { signedIn: false as const, loginHref: sitePath(page.ref.prefix, loginRedirectPath(page.url.pathname + page.url.search)) }
}

async function newGear(api: ApiClient): Promise<Array<ProductSummary>> {
  const route = await api.get('/svc_route/route', RouteResponse, { query: { url: FEATURED_CATEGORY_PATH } })
  if (route.entityType !== 'category' || route.entityId === null) return []
  const answer = await api.get(`/svc_content/catalog/category/${route.entityId}/products`, CategoryProductsResponse, { query: { page: 1, limit: FEATURED_PRODUCT_COUNT } })
  return answer.products
}

/**
 * Featured, the app's home (commerce §2): the dashboard banners (programming only for a signed-in
 * customer with programs, as /svc_programming/programs answers), the five-for-five redemptions left for
 * the customer's email (POST /svc_checkout/promotion/status; commerce §7: 2 when the answer has none),
 * and the newest gear. A part that cannot be read is left out, never the screen.
 */
export async function loadFeatured(page: PageContext, hasCookie: boolean) {
  const customer = await customerOf(page, hasCookie)
  const [programs, promotion, products, site] = await Promise.all([
    customer ? page.api.get('/svc_programming/programs', ProgramsResponse).then((r) => r.programs, () => []) : Promise.resolve([]),
    customer ? page.api.post('/svc_checkout/promotion/status', { email: customer.email }, PromotionStatusResponse).catch(() => null) : Promise.resolve(null),
    newGear(page.api).catch(() => []),
    loadSite(page.api, page.ref),
  ])
  const pricing = await loadPricingContext(page.api, site)
  return {
    screen: 'featured' as const,
    firstName: customer?.firstname ?? null,
    banners: bannerCards(appDashboardBanners({ loggedIn: customer !== null, programCount: programs.length })),
    fiveForFive: customer ? { remaining: fiveForFiveRemaining(promotion), offered: promotion?.fiveShipForFive ?? false } : null,
    products,
    pricing: pricingForProducts(pricing, products.map((p) => p.productId)),
  }
}

/** Orders (and account/orders): the order history of the account pages (GET /svc_checkout/order). */
export async function loadAppOrders(page: PageContext, hasCookie: boolean, screen: 'orders' | 'account-orders') {
  if (!(await customerOf(page, hasCookie))) return { screen, ...loginPrompt(page) }
  return { screen, signedIn: true as const, ...(await loadOrderHistory(page, true)) }
}

/**
 * Tracking: the shipments of the customer's orders that have left (their carrier links and the order
 * page), newest first; a guest may log in or track one order by number and email (/shippingtracker).
 */
export async function loadTracking(page: PageContext, hasCookie: boolean) {
  if (!(await customerOf(page, hasCookie))) return { screen: 'tracking' as const, ...loginPrompt(page) }
  const list = await page.api.get('/svc_checkout/order', OrderList, { query: { page: 1, limit: 20, view: 'shipped' } })
  const open = await page.api.get('/svc_checkout/order', OrderList, { query: { page: 1, limit: 20, view: 'open' } })
  return { screen: 'tracking' as const, signedIn: true as const, shipped: list.orders, open: open.orders }
}

/** Workouts: the customer's programs (GET /svc_programming/programs) with this week's workouts of each. */
export async function loadWorkouts(page: PageContext, hasCookie: boolean, now = new Date()) {
  if (!(await customerOf(page, hasCookie))) return { screen: 'account-workouts' as const, ...loginPrompt(page) }
  const { programs } = await page.api.get('/svc_programming/programs', ProgramsResponse)
  return {
    screen: 'account-workouts' as const,
    signedIn: true as const,
    programs: programs.map((program: OwnedProgram) => ({ program, plan: workoutPlan(program, now) })),
  }
}

/** Notifications: the inbox (GET /svc_push/notifications), newest first. */
export async function loadNotifications(page: PageContext, hasCookie: boolean) {
  if (!(await customerOf(page, hasCookie))) return { screen: 'account-notifications' as const, ...loginPrompt(page) }
  const inbox = await page.api.get('/svc_push/notifications', PushNotificationsResponse, { query: { limit: PUSH_PAGE_LIMIT } })
  return { screen: 'account-notifications' as const, signedIn: true as const, ...inbox }
}

/** Preferences: every notification type with whether the customer gets it (GET /svc_push/preferences). */
export async function loadPreferences(page: PageContext, hasCookie: boolean) {
  if (!(await customerOf(page, hasCookie))) return { screen: 'account-notifications-preferences' as const, ...loginPrompt(page) }
  const { preferences } = await page.api.get('/svc_push/preferences', PushPreferencesResponse)
  return { screen: 'account-notifications-preferences' as const, signedIn: true as const, preferences }
}

/** Rapidfire: the notifications its query selects (app-screens.ts rapidfireQuery). */
export async function loadRapidfire(page: PageContext, hasCookie: boolean) {
  const { types, model } = rapidfireQuery(page.url.searchParams)
  if (!(await customerOf(page, hasCookie))) return { screen: 'account-notifications-rapidfire' as const, types, model, ...loginPrompt(page) }
  const inbox = await page.api.get('/svc_push/notifications', PushNotificationsResponse, {
    query: { limit: PUSH_PAGE_LIMIT, ...(types.length > 0 ? { types: types.join(',') } : {}), ...(model === 'unread' ? { unread: '1' } : {}) },
  })
  return { screen: 'account-notifications-rapidfire' as const, signedIn: true as const, types, model, ...inbox }
}

/** The product id of /rg-app/exclusive/{productId}: a positive whole number, else the page is not found. */
function productIdOf(raw: string | undefined): number {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) notFound()
  return Number(raw)
}

async function exclusiveProduct(page: PageContext, raw: string | undefined) {
  try {
    return (await page.api.get(`/svc_content/catalog/product/${productIdOf(raw)}`, ProductResponse)).product
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound()
    throw error
  }
}

/**
 * Exclusive: a product offered in the app (shell §2 exclusive/{productId}), priced by the API for the
 * shopper. Outside the app the page says where to find it instead (the product itself is not shown); an
 * unknown id is the not-found page.
 */
export async function loadExclusive(page: PageContext, raw: string | undefined) {
  const product = await exclusiveProduct(page, raw)
  if (page.api.appContext === null) {
    return { screen: 'exclusive' as const, inApp: false as const, name: product.name, productHref: sitePath(page.ref.prefix, product.url) }
  }
  const site = await loadSite(page.api, page.ref)
  const pricing = pricingForProducts(await loadPricingContext(page.api, site), [product.productId])
  return { screen: 'exclusive' as const, inApp: true as const, product, pricing, productHref: sitePath(page.ref.prefix, product.url) }
}

/** Add to Cart from the exclusive screen: the product page's own server add (the list service's rules), then /cart. */
export async function addExclusiveToCart(page: PageContext, request: Request, raw: string | undefined) {
  if (page.api.appContext === null) throw data({ message: 'This product is offered in the Ironhouse app only.' }, { status: 403 })
  const product = await exclusiveProduct(page, raw)
  return addToCartFromForm(page.api, request, product, page.ref.prefix)
}

/** What a refused notification form says (the API's own message for a 4xx). */
export type PushActionData = { pushError: string }

async function pushCall<T>(page: PageContext, method: 'PUT' | 'POST', path: string, body: unknown, schema: { parse: (v: unknown) => T }) {
  const response = await page.api.raw(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) {
    const error = await apiErrorFromResponse(response)
    return data<PushActionData>({ pushError: error.status < 500 ? error.message : 'Something went wrong. Please try again.' }, { status: error.status })
  }
  return schema.parse(await response.json())
}

/**
 * The notification screens' forms: `read` marks the ids sent (or every one with `all`), `preferences`
 * saves the checked types (an unchecked box is a type turned off).
 */
export async function notificationAction(page: PageContext, form: FormData) {
  const intent = String(form.get('intent') ?? '')
  if (intent === 'read') {
    if (form.get('all') === '1') return pushCall(page, 'POST', '/svc_push/notifications/read', { all: true }, PushReadResponse)
    const ids = form.getAll('id').map((v) => Number(v))
    return pushCall(page, 'POST', '/svc_push/notifications/read', { ids }, PushReadResponse)
  }
  if (intent === 'preferences') {
    const on = new Set(form.getAll('type').map(String))
    const preferences = Object.fromEntries(PUSH_TYPES.map((type) => [type, on.has(type)]))
    return pushCall(page, 'PUT', '/svc_push/preferences', { preferences }, PushPreferencesResponse)
  }
  return data<PushActionData>({ pushError: 'Unknown action' }, { status: 400 })
}
