// Commerce §4 Order status as the checkout and the wallet-pay flow follow an order they placed: the
// domain's reduceOrderStatus, from placing started (loading) to the status the server answered.
// payment_pending starts the payment step the shopper finishes elsewhere (a card's 3-D Secure
// challenge, and the same way a PayPal or bank page); payment_complete and published end loading.
import { INITIAL_ORDER_STATUS_STATE, reduceOrderStatus, type OrderStatus, type OrderStatusStep } from '@ironhouse/domain'

/** The order status step of an order just placed, whose status the placement answered. */
export function orderStatusAfterPlacing(status: OrderStatus): OrderStatusStep {
  const placing = reduceOrderStatus(INITIAL_ORDER_STATUS_STATE, { type: 'placeStarted' })
  return reduceOrderStatus(placing.state, { type: 'statusReceived', status })
}
