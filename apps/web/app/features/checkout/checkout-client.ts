import type { GatewayCard, List, Order, OrderQuote } from '@ironhouse/contracts'
import type { BrowserApiClient } from '../../platform/api-client.ts'

export type Address = {
  firstname: string
  lastname: string
  telephone: string
  email: string
  street: Array<string>
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
}

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
