import { ORDER_NUMBER_PATTERN } from '@ironhouse/contracts'
import { decodeTrackerEmail, trackerPath } from '@ironhouse/domain'
import { Link, useLoaderData } from 'react-router'
import { OrderLineList, orderMoney } from '../features/orders/order-view.tsx'
import { trackOrder } from '../features/orders/orders.server.ts'
import { guardEntry, pageContext } from '../platform/page.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { sitePath } from '../platform/site.ts'
import { useRootData } from '../platform/use-root-data.ts'
import type { Route } from './+types/payment-link'

/**
 * /payment-link (shell §2, reduced funnel header): an order paid from its link,
 * `?order=IH…&data=…` (the email encoded as on the tracker, docs/api.md). The store mails it when a
 * payment waits on the shopper at PayPal or a bank portal; the link takes them back to that step
 * for as long as the gateway keeps it open. A paid, failed or unknown order says so.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const orderId = page.url.searchParams.get('order') ?? ''
  const data = page.url.searchParams.get('data') ?? ''
  const email = decodeTrackerEmail(data)
  const order = ORDER_NUMBER_PATTERN.test(orderId) && email ? await trackOrder(page, orderId, email) : null
  return { order, tracker: order && email ? trackerPath(page.ref.prefix, order.orderId, email) : null }
}

export default function PaymentLinkRoute() {
  const { order, tracker } = useLoaderData<typeof loader>()
  const { site, prefix } = useRootData()
  if (!order) {
    return (
      <div className="page payment-link">
        <PageMeta title="Payment Link" />
        <h1>Payment link not valid</h1>
        <p>This payment link is not complete or does not match an order. Please use the link from your email exactly as it came.</p>
        <p>
          <Link to={sitePath(prefix, '/shippingtracker')}>Look up an order</Link>
        </p>
      </div>
    )
  }
  const money = orderMoney(order, site.code)
  const total = money(order.totals.grandTotalIncludingTax)
  return (
    <div className="page payment-link">
      <PageMeta title="Payment Link" />
      <h1>Pay for order {order.orderId}</h1>
      <OrderLineList items={order.items} money={money} />
      <p>
        Total: <strong>{total}</strong>
      </p>
      {order.status === 'payment_pending' && order.payment.action ? (
        <p>
          <a className="button button--primary" href={order.payment.action.url}>
            Pay {total} now
          </a>
        </p>
      ) : order.status === 'payment_error' || order.status === 'canceled' ? (
        <p role="alert" className="notice notice--error">
          This payment link is no longer valid: the order was not paid and nothing was charged. Your cart is as you left it. <Link to={sitePath(prefix, '/cart')}>Go to your cart</Link>
        </p>
      ) : order.status === 'new' ? (
        <p role="status">We are still confirming this payment. Please check again in a few minutes.</p>
      ) : (
        <p role="status" className="notice">
          This order is paid. Thank you! {tracker ? <Link to={tracker}>Track your order</Link> : null}
        </p>
      )}
    </div>
  )
}
