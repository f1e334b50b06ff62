import { Link, useLoaderData } from 'react-router'
import { OrderView } from '../features/orders/order-view.tsx'
import { loadAccountOrder } from '../features/orders/orders.server.ts'
import { guardEntry, pageContext } from '../platform/page.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { sitePath } from '../platform/site.ts'
import { useRootData } from '../platform/use-root-data.ts'
import type { Route } from './+types/account-order'

/** /account/order/{id} (shell §2): one of the customer's orders, over GET /svc_checkout/order/{id}. */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  return { order: await loadAccountOrder(page, args.request.headers.has('cookie'), args.params.id ?? '') }
}

export default function AccountOrderRoute() {
  const { order } = useLoaderData<typeof loader>()
  const { site, prefix } = useRootData()
  return (
    <div className="page account-order">
      <PageMeta title={`Order ${order.orderId}`} />
      <p>
        <Link to={sitePath(prefix, '/account/orders')}>Back to Order History</Link>
      </p>
      <h1>Order {order.orderId}</h1>
      <OrderView order={order} siteCode={site.code} prefix={prefix} />
    </div>
  )
}
