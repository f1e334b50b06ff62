// The card-provider payment type on its own: the order defaults (which every storefront page's
// side cart reads for its message time) need only this name, not the payment rules of payment.ts,
// which stay with the checkout's code in the browser build (apps/web/client-chunks.ts).

/** The card-provider payment type (the initial card-gateway type of a new order, commerce §9). */
export const CARD_PROVIDER_PAYMENT_TYPE = 'adyen'
