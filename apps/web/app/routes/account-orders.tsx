import { Link, useLoaderData } from 'react-router'
import { OrderLineNames, OrderStatusBadge, orderDate, orderMoney } from '../features/orders/order-view.tsx'
import { loadOrderHistory, type OrderView } from '../features/orders/orders.server.ts'
import { guardEntry, pageContext } from '../platform/page.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { sitePath } from '../platform/site.ts'
import { useRootData } from '../platform/use-root-data.ts'
import { Pagination } from '../ui/pagination.tsx'
import type { Route } from './+types/account-orders'

/** /account/orders (shell §2): the customer's order history, newest first, over GET /svc_checkout/order. */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  return loadOrderHistory(page, args.request.headers.has('cookie'))
}

const VIEWS: ReadonlyArray<[OrderView, string]> = [
  ['all', 'All orders'],
  ['open', 'Open'],
  ['shipped', 'Shipped'],
]

export default function AccountOrdersRoute() {
  const { orders, count, page, view, totalPages } = useLoaderData<typeof loader>()
  const { site, prefix } = useRootData()
  return (
    <div className="page account-orders">
      <PageMeta title="Order History" />
      <h1>Order History</h1>
      <nav aria-label="Which orders" className="account-orders__views">
        <ul>
          {VIEWS.map(([key, label]) => (
            <li key={key}>
              <a href={key === 'all' ? '?' : `?view=${key}`} aria-current={key === view ? 'page' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {count === 0 ? (
        <p>
          {view === 'all' ? 'You have not placed an order yet.' : view === 'open' ? 'You have no open orders.' : 'None of your orders has shipped yet.'}{' '}
          <Link to={sitePath(prefix, '/')}>Start shopping</Link>
        </p>
      ) : (
        <>
          <p role="status">
            {count} {count === 1 ? 'order' : 'orders'}
          </p>
          <div className="table-scroll" role="region" aria-label="Your orders" tabIndex={0}>
            <table className="account-orders__table">
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Date</th>
                  <th scope="col">Items</th>
                  <th scope="col">Total</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.orderId}>
                    <th scope="row">
                      <Link to={sitePath(prefix, `/account/order/${order.orderId}`)}>{order.orderId}</Link>
                    </th>
                    <td>{orderDate(order.createdAt)}</td>
                    <td>
                      <OrderLineNames items={order.items} />
                    </td>
                    <td>{orderMoney(order, site.code)(order.totals.grandTotalIncludingTax)}</td>
                    <td>
                      <OrderStatusBadge status={order.status} />
                      {order.shipments.length > 0 ? <span className="account-orders__tracking"> {order.shipments.map((s) => s.trackingNumber).join(', ')}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={totalPages} query={view === 'all' ? '' : `view=${view}`} />
        </>
      )}
    </div>
  )
}
