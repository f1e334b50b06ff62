import { formatPrice, type CurrencyCode } from '@ironhouse/domain'
import { Link, useLoaderData } from 'react-router'
import { z } from 'zod'
import { useAccount } from '../features/account/account-context.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { pageContext } from '../platform/page.server.ts'
import { loadProducts } from '../features/product/products.server.ts'
import { loginRedirectPath } from '@ironhouse/domain'
import { sitePath } from '../platform/site.ts'
import { useRootData } from '../platform/use-root-data.ts'
import type { Route } from './+types/account-tickets'

/** GET /svc_ticket/tickets (commerce §3 Ticket), the fields this page reads. */
const Tickets = z.object({
  tickets: z.array(
    z.object({
      _id: z.string(),
      product: z.object({ productId: z.number().int(), value: z.number().int(), type: z.enum(['percent', 'fixed']), freeShipping: z.boolean() }),
      remainingUses: z.number().int().nullable(),
      orderId: z.string().nullable(),
    }),
  ),
})

type EarnedRow = z.infer<typeof Tickets>['tickets'][number] & { name: string; url: string | null }

/**
 * /account/earned-store (shell §2, commerce §3): the customer's tickets and the products they earn at
 * a discount (percent or fixed, maybe free shipping) with the uses left. A guest inside the app may
 * open it (shell §2) and is asked to log in.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  let rows: Array<EarnedRow> = []
  let failed = false
  if (args.request.headers.has('cookie')) {
    try {
      const { tickets } = await page.api.get('/svc_ticket/tickets', Tickets)
      // the earned products' names in one read; a product the site no longer sells keeps its id
      const products = await loadProducts(
        page.api,
        tickets.map((ticket) => ticket.product.productId),
      ).catch(() => [])
      const byId = new Map(products.map((product) => [product.productId, product]))
      rows = tickets.map((ticket) => {
        const product = byId.get(ticket.product.productId)
        return { ...ticket, name: product?.name ?? `Product ${ticket.product.productId}`, url: product?.url ?? null }
      })
    } catch {
      failed = true
    }
  }
  return { rows, failed, prefix: page.ref.prefix, path: page.url.pathname }
}

export default function AccountEarnedStore() {
  const { rows, failed, prefix, path } = useLoaderData<typeof loader>()
  const { customer } = useAccount()
  const { site } = useRootData()
  const discount = (row: EarnedRow) =>
    row.product.type === 'percent' ? `${row.product.value}% off` : `${formatPrice(row.product.value, { currency: site.currency as CurrencyCode, siteCode: site.code })} off`
  // a ticket held for what it lets the customer buy (the 2023 premium ticket and its holders' tee) takes
  // nothing off: it read "$0.00 off · Unlimited uses"
  const takesOff = (row: EarnedRow) => row.product.value > 0 || row.product.freeShipping
  return (
    <div className="account-section">
      <PageMeta title="Earned Store" />
      <h1>Earned Store & Tickets</h1>
      <p>Event tickets and rewards earn you gear at a discount. The discount is taken off in your cart and at checkout.</p>
      {!customer ? (
        <p>
          <Link to={sitePath(prefix, loginRedirectPath(path))}>Log in</Link> to see your tickets and earned products.
        </p>
      ) : null}
      {failed ? <p className="notice notice--error">We could not load your tickets just now. Please try again.</p> : null}
      {customer && !failed && rows.length === 0 ? (
        <p>
          You hold no tickets yet. Tickets come with event registrations: see <Link to={sitePath(prefix, '/invitational')}>the Invitational</Link>.
        </p>
      ) : null}
      <ul className="account-cards">
        {rows.map((row) => (
          <li key={row._id} className="account-card" data-testid="ticket-card">
            <h2>{row.url ? <Link to={sitePath(prefix, row.url.startsWith('/') ? row.url : `/${row.url}`)}>{row.name}</Link> : row.name}</h2>
            {takesOff(row) ? (
              <>
                <p>
                  <strong>{row.product.value > 0 ? discount(row) : 'Free shipping'}</strong>
                  {row.product.value > 0 && row.product.freeShipping ? ' · ships free' : ''}
                </p>
                <p className="account-muted">
                  {row.remainingUses === null ? 'Unlimited uses' : `${row.remainingUses} ${row.remainingUses === 1 ? 'use' : 'uses'} left`}
                  {row.orderId ? ` · from order ${row.orderId}` : ''}
                </p>
              </>
            ) : (
              <p>
                <strong>You hold this ticket</strong>
                {row.orderId ? <span className="account-muted">{` · from order ${row.orderId}`}</span> : null}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
