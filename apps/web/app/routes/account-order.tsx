import { Link, useLoaderData } from 'react-router'
import { OrderReturns } from '../features/orders/order-returns.tsx'
import { OrderView } from '../features/orders/order-view.tsx'
import { loadAccountOrder, loadOrderReturns } from '../features/orders/orders.server.ts'
import { guardEntry, pageContext } from '../platform/page.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { sitePath } from '../platform/site.ts'
import { useRootData } from '../platform/use-root-data.ts'
import type { Route } from './+types/account-order'

/**
 * /account/order/{id} (shell §2): one of the customer's orders, over GET /svc_checkout/order/{id}, with
 * its returns and their status (GET /svc_rma/order/{id}, read at the same time).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const orderId = args.params.id ?? ''
  const [order, returns] = await Promise.all([loadAccountOrder(page, args.request.headers.has('cookie'), orderId), loadOrderReturns(page, orderId)])
  return { order, returns }
}

export default function AccountOrderRoute() {
  const { order, returns } = useLoaderData<typeof loader>()
  const { site, prefix } = useRootData()
  return (
    <div className="page account-order">
      <PageMeta title={`Order ${order.orderId}`} />
      <p>
        <Link to={sitePath(prefix, '/account/orders')}>Back to Order History</Link>
      </p>
      <h1>Order {order.orderId}</h1>
      <OrderView order={order} siteCode={site.code} prefix={prefix} />
      <OrderReturns returns={returns} siteCode={site.code} />
    </div>
  )
}
