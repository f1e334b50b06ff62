// The body of POST /svc_checkout/order as the checkout page sends it for a cart quoted to one address
// and paid with a card token: the quote's rates and totals, the address for shipping and billing.
type Quoted = { shipping: ReadonlyArray<{ shippingCode: string; packageNumber: number; rate: number }>; totals: Record<string, number> }

export function cardOrderBody(input: { listId: string; address: { email: string }; quote: Quoted; token: string }) {
  const { listId, address, quote, token } = input
  return {
    listId,
    storeId: 1,
    email: address.email,
    shippingAddress: address,
    billingAddress: address,
    shipping: quote.shipping.map(({ shippingCode, packageNumber, rate }) => ({ shippingCode, packageNumber, rate })),
    totals: quote.totals,
    payment: { paymentType: 'adyen', adyenType: 'scheme', transactionToken: token },
  }
}
