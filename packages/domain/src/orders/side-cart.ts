// The side cart's one rule every storefront page needs (the cart context of the shell), in a module of
// its own: order-defaults.ts holds the checkout's rules, which the browser build keeps out of the
// product page only while no page-wide module imports from it (apps/web/client-chunks.ts).

/** Commerce §9: side-cart messages vanish after 6000 ms. */
export const SIDE_CART_MESSAGE_MS = 6000
