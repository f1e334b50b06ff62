import type { Order, SiteCode } from '@ironhouse/contracts'
import { Link } from 'react-router'
import { sitePath } from '../../platform/site.ts'
import { Pagination } from '../../ui/pagination.tsx'
import { OrderLineNames, OrderStatusBadge, Shipments, orderDate, orderMoney } from '../orders/order-view.tsx'

/** One order as a card of the app's lists: number (to the order page), date, items, total, status. */
function OrderCard({ order, siteCode, prefix, children }: { order: Order; siteCode: SiteCode; prefix: string; children?: React.ReactNode }) {
  return (
    <li className="app-order">
      <h3>
        <Link to={sitePath(prefix, `/account/order/${order.orderId}`)}>Order {order.orderId}</Link>
      </h3>
      <p>
        {orderDate(order.createdAt)} · {orderMoney(order, siteCode)(order.totals.grandTotalIncludingTax)} · <OrderStatusBadge status={order.status} />
      </p>
      <div>
        <OrderLineNames items={order.items} />
      </div>
      {children}
    </li>
  )
}

/** Orders and account/orders: the order history of the account (the same answer and pages). */
export function AppOrdersScreen({ orders, count, page, totalPages, siteCode, prefix }: { orders: ReadonlyArray<Order>; count: number; page: number; totalPages: number; siteCode: SiteCode; prefix: string }) {
  if (count === 0) {
    return (
      <p>
        You have not placed an order yet. <Link to={sitePath(prefix, '/rg-app/featured')}>Start shopping</Link>
      </p>
    )
  }
  return (
    <>
      <p role="status">
        {count} {count === 1 ? 'order' : 'orders'}
      </p>
      <ul className="app-orders">
        {orders.map((order) => (
          <OrderCard key={order.orderId} order={order} siteCode={siteCode} prefix={prefix} />
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} query="" />
    </>
  )
}

/** Tracking: the parcels of the customer's shipped orders with their carrier links, and the orders still to ship. */
export function AppTrackingScreen({ shipped, open, siteCode, prefix }: { shipped: ReadonlyArray<Order>; open: ReadonlyArray<Order>; siteCode: SiteCode; prefix: string }) {
  return (
    <>
      <section aria-labelledby="app-shipped">
        <h2 id="app-shipped">On the way</h2>
        {shipped.length === 0 ? (
          <p>None of your orders has shipped yet.</p>
        ) : (
          <ul className="app-orders">
            {shipped.map((order) => (
              <OrderCard key={order.orderId} order={order} siteCode={siteCode} prefix={prefix}>
                <Shipments order={order} />
              </OrderCard>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="app-open">
        <h2 id="app-open">Still to ship</h2>
        {open.length === 0 ? (
          <p>You have no open orders.</p>
        ) : (
          <ul className="app-orders">
            {open.map((order) => (
              <OrderCard key={order.orderId} order={order} siteCode={siteCode} prefix={prefix} />
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
