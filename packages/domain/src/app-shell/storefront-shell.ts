// Storefront shell rules that are not about one commerce module (shell §2, commerce §2, §7, §9):
// gated routes, funnel header, login overlay, checkout exits, side cart, app dashboard banners, and a
// few named constants.
import { SITE_CODES } from '../sites/sites.ts'

/** Commerce §2: the returns entry exists on USA, APO and CAN, or when enable-eu-returns is on. */
export const RETURNS_SITES = ['USA', 'APO', 'CAN'] as const
export function isReturnsAvailable(siteCode: string, euReturnsFlag: boolean): boolean {
  return euReturnsFlag || (RETURNS_SITES as ReadonlyArray<string>).includes(siteCode)
}

/** Shell §2: the equipped-gyms page and its footer link need the flag enable_gym_map. */
export function isEquippedGymsEnabled(enableGymMapFlag: boolean): boolean {
  return enableGymMapFlag
}

/** Shell §2: USA-only routes (ZEUS builder, brand catalogues). */
export function isUsaOnlyPath(path: string): boolean {
  return /^\/zeus-builder(\/|$)/.test(path) || /^\/[a-z0-9-]+-catalog\/?$/.test(path)
}

/** Shell §2: a route exists on the site (USA-only paths elsewhere resolve as unknown). */
export function isPathOnSite(path: string, siteCode: string): boolean {
  return !isUsaOnlyPath(path) || siteCode === SITE_CODES[0]
}

/** Shell §2, commerce §2: funneled routes (all checkout steps, payment link) use the reduced header. */
export function isFunneledPath(path: string): boolean {
  return path === '/checkout' || path.startsWith('/checkout/') || path === '/payment-link' || path === '/order-manager-quote'
}

/** Shell §2 Events: login on an invitational or named-event page opens an overlay instead of a page. */
export function loginOpensOverlay(path: string): boolean {
  return /^\/invitational(\/|$)/.test(path) || /^\/events\/[^/]+\/\d{4}(\/|$)/.test(path)
}

/** Commerce §2: the side cart opens after an add to cart on the web while on checkout pages. */
export function opensSideCartAfterAdd(path: string, inApp: boolean): boolean {
  return !inApp && (path === '/checkout' || path.startsWith('/checkout/'))
}

/** Commerce §2: the app dashboard banners, in the spec's order. */
export const APP_DASHBOARD_BANNERS = [
  'timer-remote',
  'the-index',
  'events',
  'gyms',
  'programming',
  'deals',
  'new-gear',
  '3-ships-free',
] as const
export type AppDashboardBanner = (typeof APP_DASHBOARD_BANNERS)[number]

/** Commerce §2: programming shows only for authenticated customers who have programs. */
export function appDashboardBanners(customer: { loggedIn: boolean; programCount: number }): Array<AppDashboardBanner> {
  return APP_DASHBOARD_BANNERS.filter((b) => b !== 'programming' || (customer.loggedIn && customer.programCount > 0))
}

/** Commerce §7: five-for-five redemptions remaining defaults to 2. */
export const FIVE_FOR_FIVE_REMAINING_DEFAULT = 2
export function fiveForFiveRemaining(answer: { fiveShipForFiveRemaining?: number | null } | null | undefined): number {
  const n = answer?.fiveShipForFiveRemaining
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : FIVE_FOR_FIVE_REMAINING_DEFAULT
}

/**
 * How many orders one email may ship at the five-for-five rate (ours: commerce §7 gives only the
 * sample's remaining 2, which is taken as the allowance), and what is left after `redeemed` of them.
 */
export const FIVE_FOR_FIVE_REDEMPTIONS_PER_EMAIL = FIVE_FOR_FIVE_REMAINING_DEFAULT
export function fiveForFiveRemainingAfter(redeemed: number): number {
  return Math.max(0, FIVE_FOR_FIVE_REDEMPTIONS_PER_EMAIL - Math.max(0, Math.trunc(redeemed)))
}

/** Commerce §9: the compare list is stored locally under category_compare. */
export const COMPARE_STORAGE_KEY = 'category_compare'
/** Commerce §9: product thumbnail width 800 (the product page; listings use 308/83, platform §9). */
export const COMMERCE_PRODUCT_THUMBNAIL_WIDTH = 800
