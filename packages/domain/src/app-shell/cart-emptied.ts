// Where the checkout sends a shopper whose cart was emptied (commerce §2): apart from storefront-shell.ts,
// whose rules every page's shell reads; only the checkout page reads this one.

/** Commerce §2: when the cart is emptied while on a checkout path, the user is sent to /cart. */
export function pathAfterCartEmptied(path: string): '/cart' | null {
  return path === '/checkout' || path.startsWith('/checkout/') ? '/cart' : null
}
