// The confirmation after placing (commerce §2 /checkout/success), also where the gateway returns the
// shopper after 3-D Secure, PayPal or a bank portal: the order is read again, which settles its payment.
import type { Order } from '@ironhouse/contracts'
import { threeDsFailureAction } from '@ironhouse/domain'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { orderConfirmEvent, trackSearchEvent } from '../../platform/search-events.ts'
import { useSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'
import { OrderLineList, OrderTotalsList, orderMoney } from '../orders/order-view.tsx'
import { AddressLines } from '../../ui/address-lines.tsx'
import { useRootData } from '../../platform/use-root-data.ts'
import { checkoutClient } from './checkout-client.ts'
import { clearLocalOrder } from './local-order.ts'
import { placementMessage } from './messages.ts'

/** The guest's "Create an account" panel: the registration form, loaded only for a guest's order. */
const ConfirmationAccount = lazy(() => import('./confirmation-account.tsx'))

export function OrderConfirmation({ orderId }: { orderId: string | null }) {
  const { site, prefix } = useRootData()
  const { api } = useSessionStore()
  const client = useMemo(() => checkoutClient(api), [api])
  const [order, setOrder] = useState<Order | null>(null)
  const [missing, setMissing] = useState(false)

  useEffect(() => {
    if (!orderId) return
    let live = true
    client
      .order(orderId, site.storeId)
      .then((answer) => live && setOrder(answer))
      .catch(() => live && setMissing(true))
    return () => {
      live = false
    }
  }, [client, orderId, site.storeId])

  // order confirm (platform §6) once the order is placed (not while its payment waits or failed); the
  // event API counts an order once however often this page is shown
  const placed = order !== null && order.status !== 'payment_error' && order.status !== 'payment_pending' ? order : null
  useEffect(() => {
    if (!placed) return
    trackSearchEvent(api, orderConfirmEvent(placed))
    // the checkout kept the shopper's entries while the payment was finished elsewhere; placed, they go
    clearLocalOrder(site.code)
  }, [api, placed, site.code])

  if (!orderId || missing) {
    return (
      <div>
        <h1>Order not found</h1>
        <p>
          We could not find this order for your session. <Link to={sitePath(prefix, '/shippingtracker')}>Track an order</Link> with its number and your email.
        </p>
      </div>
    )
  }
  if (!order) return <p role="status">Loading your order…</p>
  const money = orderMoney(order, site.code)
  if (order.status === 'payment_error') {
    // commerce §8: a 3-D Secure timeout or failure shows three_ds; any other refusal payment_error
    return (
      <div>
        <h1>Payment not completed</h1>
        <p role="alert" className="notice notice--error">
          {placementMessage(order.payment.error?.startsWith('three_ds') ? threeDsFailureAction().messageKey : 'payment_error', order.payment.error ?? '')}
        </p>
        <p>
          Nothing was charged and your cart is as you left it. <Link to={sitePath(prefix, '/checkout')}>Return to checkout</Link>
        </p>
      </div>
    )
  }
  if (order.status === 'payment_pending') {
    return (
      <div>
        <h1>Waiting for your payment</h1>
        <p>Your payment is not finished yet.</p>
        {order.payment.action ? (
          <p>
            <a className="button button--primary" href={order.payment.action.url}>
              Continue to payment
            </a>
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <div className="order-confirmation">
      <h1>Thank you for your order</h1>
      <p role="status">
        Your order number is <strong>{order.orderId}</strong>. A confirmation is on its way to {order.customer.email}.
      </p>
      <OrderLineList items={order.items} money={money} />
      <OrderTotalsList order={order} money={money} grandLabel="Paid" />
      {order.shipping.length > 0 ? <p>Shipping: {order.shipping.map((rate) => rate.label).join('; ')}</p> : null}
      <div className="order-view__addresses">
        {order.shippingAddress ? (
          <section aria-labelledby="confirmation-ship-to">
            <h2 id="confirmation-ship-to">Shipping address</h2>
            <AddressLines address={order.shippingAddress} />
          </section>
        ) : null}
        <section aria-labelledby="confirmation-bill-to">
          <h2 id="confirmation-bill-to">Billing address</h2>
          <AddressLines address={order.billingAddress} />
        </section>
      </div>
      {order.payment.last4 ? (
        <p>
          Paid by {order.payment.cardType?.toUpperCase()} ending {order.payment.last4}
        </p>
      ) : null}
      {order.customer.customerId === null ? (
        <Suspense fallback={null}>
          <ConfirmationAccount order={order} />
        </Suspense>
      ) : null}
      <p>
        <Link to={sitePath(prefix, '/')}>Continue shopping</Link>
      </p>
    </div>
  )
}
