import { OrderList, type Order } from '@ironhouse/contracts'
import { Link, useLoaderData } from 'react-router'
import { useAccount } from '../features/account/account-context.ts'
import { AddressLines } from '../ui/address-lines.tsx'
import { OrderStatusBadge, orderDate, orderMoney } from '../features/orders/order-view.tsx'
import { PageMeta } from '../platform/page-meta.tsx'
import { pageContext } from '../platform/page.server.ts'
import { sitePath } from '../platform/site.ts'
import { useRootData } from '../platform/use-root-data.ts'
import type { Route } from './+types/account'

type RecentOrder = { orderId: string; status: Order['status']; currency: string; createdAt: string; total: number; items: number }

/**
 * /account and /account/dashboard (shell §2): the greeting, recent activity (the latest orders) and
 * shortcuts. The layout has already sent a guest to login; the orders are read here for the signed-in
 * customer, and a failure only leaves the list empty.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  let recent: Array<RecentOrder> = []
  let orderCount = 0
  if (args.request.headers.has('cookie')) {
    try {
      const answer = await page.api.get('/svc_checkout/order', OrderList, { query: { limit: 3 } })
      orderCount = answer.count
      recent = answer.orders.map((o) => ({ orderId: o.orderId, status: o.status, currency: o.currency, createdAt: o.createdAt, total: o.totals.grandTotalIncludingTax, items: o.items.reduce((n, i) => n + i.qty, 0) }))
    } catch {
      recent = []
    }
  }
  return { recent, orderCount }
}

const SHORTCUTS: ReadonlyArray<[string, string, string]> = [
  ['orders', 'Order History', 'Track your orders and see what you bought'],
  ['address', 'Address Book', 'Shipping and billing addresses'],
  ['settings', 'Account Settings', 'Password, newsletters and interests'],
  ['about-me', 'About Me', 'Your name, telephone and email'],
  ['wishlist', 'My Wishlist', 'Gear you have saved'],
  ['programming', 'My Programming', 'Programs you own'],
  ['earned-store', 'Earned Store & Tickets', 'Tickets and what they earn you'],
  ['payment-methods', 'Payment Methods', 'Your saved cards'],
]

export default function AccountDashboard() {
  const { recent, orderCount } = useLoaderData<typeof loader>()
  const { customer } = useAccount()
  const { prefix, site } = useRootData()
  if (!customer) return null
  const name = [customer.firstname, customer.lastname].filter(Boolean).join(' ')
  const shipping = customer.addresses?.find((a) => a.isDefaultShipping)
  return (
    <div className="account-section account-dashboard">
      <PageMeta title="My Account" />
      <h1>My Account</h1>
      <p className="account-page__hello">
        Hello{name ? `, ${name}` : ''}. You are signed in as <strong>{customer.email}</strong>.
        {customer.isStaff ? <span className="badge account-dashboard__staff">Ironhouse staff</span> : null}
      </p>
      <section aria-labelledby="recent-activity" className="account-dashboard__recent">
        <h2 id="recent-activity">Recent activity</h2>
        {recent.length === 0 ? (
          <p>
            No orders yet. <Link to={sitePath(prefix, '/new-gear')}>See what is new</Link>.
          </p>
        ) : (
          <ul className="account-dashboard__orders">
            {recent.map((order) => (
              <li key={order.orderId}>
                <Link to={sitePath(prefix, `/account/order/${order.orderId}`)}>Order {order.orderId}</Link>
                <span>
                  {' '}
                  · {orderDate(order.createdAt)} · {order.items} {order.items === 1 ? 'item' : 'items'} ·{' '}
                  {orderMoney(order, site.code)(order.total)} · <OrderStatusBadge status={order.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
        {orderCount > recent.length ? (
          <p>
            <Link to={sitePath(prefix, '/account/orders')}>See all {orderCount} orders</Link>
          </p>
        ) : null}
        <h3>Default shipping address</h3>
        {shipping ? (
          <AddressLines address={{ ...shipping, vatNumber: shipping.vatId }} />
        ) : (
          <p>
            None yet. <Link to={sitePath(prefix, '/account/address')}>Add an address</Link> to check out faster.
          </p>
        )}
      </section>
      <section aria-labelledby="shortcuts">
        <h2 id="shortcuts">Shortcuts</h2>
        <ul className="account-shortcuts">
          {SHORTCUTS.map(([path, label, hint]) => (
            <li key={path}>
              <Link to={sitePath(prefix, `/account/${path}`)}>
                <strong>{label}</strong>
                <span>{hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
