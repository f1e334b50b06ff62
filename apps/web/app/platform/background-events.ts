// The events the background refresh (background.browser.ts, fetched at its first tick) sends to the parts
// of the page every page loads, so they need not import it.

/** Shell §4 Background refresh: every tick that runs reloads the cart's products (cart-context.tsx listens). */
export const CART_PRODUCTS_TICK = 'ironhouse:cart-products'
