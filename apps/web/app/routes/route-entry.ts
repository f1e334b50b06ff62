import { SITE_PREFIXES } from '../platform/site-prefixes.ts'
import { ROUTE_TABLE } from './route-table.ts'
import type { RouteEntry } from './route-table.ts'

const BY_PATH = new Map(ROUTE_TABLE.map((entry) => [entry.path, entry]))

/** The table entry of a matched route pattern ('/ca/cart' → cart, '/' and '/ca' → home). */
export function entryForPattern(pattern: string): RouteEntry | undefined {
  let path = pattern.replace(/^\/+|\/+$/g, '')
  for (const { prefix } of SITE_PREFIXES) {
    const bare = prefix.slice(1)
    if (bare !== '' && (path === bare || path.startsWith(`${bare}/`))) {
      path = path.slice(bare.length).replace(/^\//, '')
      break
    }
  }
  return BY_PATH.get(path)
}

/** The entry whose site-relative path pattern a concrete path matches exactly (static entries only). */
export function staticEntryForPath(restPath: string): RouteEntry | undefined {
  const path = restPath.replace(/^\/+|\/+$/g, '')
  const entry = BY_PATH.get(path)
  return entry && !/[:*]/.test(entry.path) ? entry : undefined
}

export { isAdminRestPath } from './admin-paths.ts'

/**
 * Sections whose pages are about the shopper themself (signing in, the account, the cart, checkout,
 * lists, returns, order tracking): rendered per shopper with their session in the first HTML, never
 * once per class of shoppers (decision 006). restPath is site-relative.
 */
const PERSONAL_SECTIONS = new Set([
  'login',
  'register',
  'forgot-password',
  'expired-password',
  'customer',
  'account',
  'cart',
  'checkout',
  'payment-link',
  'wishlist',
  'registry',
  'giftregistry',
  'compare',
  'shippingtracker',
  'rmaprocess',
  'order-manager-quote',
  'rg-app',
  'zeus-builder',
  'switch-site',
  'newsletter-signup',
  'newsletter-error',
  'newsletter',
])

export function isPersonalRestPath(restPath: string): boolean {
  const section = restPath.replace(/^\/+/, '').split('/')[0]?.toLowerCase() ?? ''
  return PERSONAL_SECTIONS.has(section)
}
