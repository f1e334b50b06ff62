// The account menu's rules of the shell document (§2 Header): the dropdown and where a logout goes. Every
// page's shell reads them, so they are apart from the account area's other rules (account-area.ts),
// which only the account pages read.
import { stripLocalePathPrefix } from '../platform/router.ts'

export type AccountMenuItem = { label: string; to: string } | { label: string; action: 'logout' }

/**
 * Shell §2 Header: the logged-in dropdown (My Account, ZEUS Gym Builder on USA only, Order History,
 * programming, My Wishlist, Account Settings, Log Out); guests see Log In. The targets are ours.
 */
export function accountMenuItems(siteCode: string, loggedIn: boolean): Array<AccountMenuItem> {
  if (!loggedIn) return [{ label: 'Log In', to: '/login' }]
  return [
    { label: 'My Account', to: '/account/dashboard' },
    ...(siteCode === 'USA' ? [{ label: 'ZEUS Gym Builder', to: '/zeus-builder' }] : []),
    { label: 'Order History', to: '/account/orders' },
    { label: 'programming', to: '/account/programming' },
    { label: 'My Wishlist', to: '/account/wishlist' },
    { label: 'Account Settings', to: '/account/settings' },
    { label: 'Log Out', action: 'logout' },
  ]
}

/** True for /account and everything under it, after any site or language prefix. */
export function isAccountPath(path: string): boolean {
  const clean = stripLocalePathPrefix(path.split(/[?#]/)[0] ?? '')
  return clean === '/account' || clean.startsWith('/account/')
}

/** Shell §2: logging out from an account path returns to '/'; elsewhere the shopper stays (null). */
export function logoutDestination(path: string): '/' | null {
  return isAccountPath(path) ? '/' : null
}
