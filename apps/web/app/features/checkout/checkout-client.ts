import type { GatewayCard, List, Order, OrderQuote } from '@ironhouse/contracts'
import type { BrowserApiClient } from '../../platform/api-client.ts'

export type Address = {
  firstname: string
  lastname: string
  telephone: string
  email: string
  /** The street line, then the apartment, suite or unit when there is one. */
  street: Array<string>
  company?: string | undefined
  city: string
  region: string
  postcode: string
  countryId: string
  vatNumber?: string | undefined
  eoriNumber?: string | undefined
}

/** An address of the signed-in customer's address book (GET /svc_customer/customer, shell §3). */
export type SavedAddress = {
  _id: string | number
  firstname?: string | null
  lastname?: string | null
  telephone?: string | null
  email?: string | null
  street?: Array<string> | null
  /** The address book keeps the apartment, suite or unit apart from the street (shell §3 Address). */
  apartment?: string | null
  company?: string | null
  city?: string | null
  region?: string | null
  postcode?: string | null
  countryId?: string | null
  vatId?: string | null
  isDefaultShipping?: boolean | null
  isDefaultBilling?: boolean | null
}

export type CheckoutCustomer = {
  firstname?: string | null
  lastname?: string | null
  email?: string | null
  telephone?: string | null
  addresses?: Array<SavedAddress> | null
}

export type QuoteInput = {
  listId: string
  storeId: number
  email: string
  shippingAddress: Address | null
  shipping: Array<{ shippingCode: string; packageNumber: number; rate: number }>
  giftcards: Array<{ code: string }>
  /** commerce §3 Order shippingMode: split what is ready from what waits (fastest) or ship it together. */
  shippingMode?: ShippingMode
}

export type ShippingMode = 'fastest' | 'fewestPackages'

export type PaymentChoice =
  | { kind: 'card'; number: string; expMonth: string; expYear: string; cvc: string; holderName: string }
  | { kind: 'stored'; id: string; cvc: string }
  | { kind: 'paypal' }
  | { kind: 'redirect'; method: string }
  | { kind: 'free' }

type MethodsAnswer = {
  paymentMethods: Array<{ type: string; name: string }>
  storedPaymentMethods: Array<{ storedPaymentMethodId: string; transactionToken: string; brand: string; last4: string; isDefault: boolean; expired: boolean; cardExpMonth: number; cardExpYear: number }>
}
type StoredGatewayMethod = { gatewayMethodId?: string }

/** The browser's calls of the checkout: lists, quote, payment methods, the gateway's card tokens, placement. */
export function checkoutClient(api: BrowserApiClient) {
  return {
    lists: () => api.get<{ lists: Array<List> }>('/svc_list/lists', { query: { active: 'true', path: '/checkout' } }).then((r) => r.lists),
    /** One list read again (commerce §8 inventory_error reloads the cart). */
    list: (id: string) => api.get<{ list: List }>(`/svc_list/lists/${encodeURIComponent(id)}`).then((r) => r.list),
    quote: (input: QuoteInput) => api.post<OrderQuote>('/svc_checkout/order/quote', { ...input, shippingAddress: input.shippingAddress ?? undefined }),
    methods: (country: string) => api.get<MethodsAnswer>('/svc_paymentmethod/methods', { query: { country } }),
    /** The card goes to the gateway only; the store sees the token. */
    tokenise: (card: Extract<PaymentChoice, { kind: 'card' }>) =>
      api.post<GatewayCard>('/gateway/v1/tokens', { number: card.number, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc, holderName: card.holderName }),
    /**
     * Keeps a tokenised card in the signed-in customer's account (shell §7 POST
     * /svc_customer/customer/credit-cards): answers the stored card's id and its transactionToken, which
     * placing takes with the security code.
     */
    saveCard: (token: string) =>
      api.post<{ card: { _id: string; transactionToken: string } }>('/svc_customer/customer/credit-cards', { token }).then((r) => ({ id: r.card._id, token: r.card.transactionToken })),
    /** Forgets a card saved for a placing that failed (the shopper did not get to keep it with an order). */
    forgetCard: (id: string) => api.delete(`/svc_customer/customer/credit-cards/${encodeURIComponent(id)}`),
    place: (body: Record<string, unknown>) => api.post<Order>('/svc_checkout/order', body, { captcha: 'placeorder' }),
    /** PayPal approval before placing: the server quotes the order and opens the approval at the gateway. */
    paypalAuthorize: (input: QuoteInput) =>
      api.post<{ transactionToken: string; amount: number; currency: string; action: { url: string } | null }>('/svc_checkout/paypal/authorize', { ...input, shippingAddress: input.shippingAddress ?? undefined }),
    paypalStatus: (id: string) =>
      api.get<{ transactionToken: string; status: string; amount: number; authorizedPayPalAmount: number | null }>(`/svc_checkout/paypal/${encodeURIComponent(id)}`),
    /** The signed-in customer: their name, email and telephone, and the address book; null when it cannot be read. */
    customer: () =>
      api
        .get<{ customer: CheckoutCustomer }>('/svc_customer/customer')
        .then((r) => r.customer)
        .catch(() => null),
    order: (orderId: string, storeId: number) => api.get<Order>(`/svc_checkout/order/${encodeURIComponent(orderId)}`, { query: { storeId: String(storeId) } }),
  }
}

export type CheckoutClient = ReturnType<typeof checkoutClient>
export type { MethodsAnswer, StoredGatewayMethod }
