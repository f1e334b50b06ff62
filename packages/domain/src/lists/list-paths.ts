// Which paths count as checkout, login and the app preloader for the list rules (commerce §2, §4).

function pathOnly(path: string): string {
  const cut = path.search(/[?#]/)
  const bare = cut === -1 ? path : path.slice(0, cut)
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare
}

/** Commerce §2: /checkout and everything under it counts as checkout. */
export function isCheckoutListPath(path: string): boolean {
  const bare = pathOnly(path)
  return bare === '/checkout' || bare.startsWith('/checkout/')
}

/** Commerce §2: the login page, with or without its redirect query. */
export function isLoginListPath(path: string): boolean {
  return pathOnly(path) === '/login'
}

/** Shell §2: the native-app preloader route (/rg-app/preloader, or any app prefix ending in preloader). */
export function isPreloaderListPath(path: string): boolean {
  return /(^|\/)preloader$/.test(pathOnly(path))
}

/**
 * Commerce §2 and shell §2: the login link for a page that needs login,
 * e.g. /login?redirect=/account/wishlist. Slashes stay readable; other reserved characters are encoded.
 */
export function loginRedirectPath(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`
}
