import { ORDER_NUMBER_PATTERN, RmaOrder, RmaOrderChoices } from '@ironhouse/contracts'
import { type CurrencyCode, formatPrice, RETURN_WINDOW_DAYS } from '@ironhouse/domain'
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router'
import { ApiError, apiErrorFromResponse } from '../platform/api-error.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { sitePath } from '../platform/site.ts'
import { useRootData } from '../platform/use-root-data.ts'
import { RETURNS_MESSAGES, returnsFailure, returnsPage } from '../features/returns/returns.server.ts'
import { ReturnsSteps } from '../features/returns/returns-steps.tsx'
import returnsCss from '../features/returns/returns.css?url'
import type { Route } from './+types/rmaprocess'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: returnsCss }]

/**
 * /rmaprocess and /rmaprocess/initiate (commerce §2): find the order. A signed-in customer picks one
 * of their orders (GET /svc_rma/orders); anyone can give an order number and its email.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = await returnsPage(args)
  const message = page.url.searchParams.get('notice') === 'find' ? RETURNS_MESSAGES.findFirst : null
  if (!args.request.headers.has('cookie')) return { orders: null, message }
  try {
    return { orders: (await page.api.get('/svc_rma/orders', RmaOrderChoices, { storeId: false })).orders, message }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return { orders: null, message }
    throw error
  }
}

/**
 * The lookup (POST /svc_rma/lookup): on a match this browser's session may return the order's goods,
 * so the session cookie the API sets goes back to the browser with the redirect to select-items.
 */
export async function action(args: Route.ActionArgs) {
  const page = await returnsPage(args)
  const form = await args.request.formData()
  const orderId = String(form.get('orderId') ?? '').trim().toUpperCase()
  const email = String(form.get('email') ?? '').trim()
  if (orderId === '' || email === '') return data({ message: RETURNS_MESSAGES.missing, orderId, email }, { status: 400 })
  if (!ORDER_NUMBER_PATTERN.test(orderId)) return data({ message: 'Please enter the order number as it appears on your confirmation, e.g. IH100000123', orderId, email }, { status: 400 })
  const response = await page.api.raw('/svc_rma/lookup', { method: 'POST', body: JSON.stringify({ orderId, email: email.slice(0, 320) }), headers: { 'content-type': 'application/json' }, storeId: false })
  if (!response.ok) {
    const failure = returnsFailure(await apiErrorFromResponse(response))
    return data({ message: failure.message, orderId, email }, { status: failure.status })
  }
  const order = RmaOrder.parse(await response.json())
  const headers = new Headers()
  for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie)
  return redirect(sitePath(page.ref.prefix, `/rmaprocess/select-items?order=${encodeURIComponent(order.orderId)}`), { headers })
}

export default function ReturnsStart() {
  const { orders, message } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { site, prefix } = useRootData()
  const busy = useNavigation().state === 'submitting'
  const openOrders = orders?.filter((order) => order.open) ?? []
  return (
    <div className="returns">
      <PageMeta title="Start a Return" />
      <ReturnsSteps current={0} />
      <h1>Start a Return</h1>
      <p>
        Items can be returned within {RETURN_WINDOW_DAYS} days of shipping. Find your order, choose what to send back and print your return label.
      </p>
      {message ? <p className="notice">{message}</p> : null}
      <div className="returns__grid">
        {orders ? (
          <section aria-labelledby="returns-your-orders">
            <h2 id="returns-your-orders">Your orders</h2>
            {orders.length === 0 ? <p>You have no orders yet.</p> : null}
            {orders.length > 0 && openOrders.length === 0 ? <p>None of your orders can be returned any more.</p> : null}
            <ul className="returns__orders">
              {orders.map((order) => (
                <li key={order.orderId}>
                  <span>
                    <strong>{order.orderId}</strong>
                    <br />
                    <small>
                      {new Date(order.placedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })} · {order.itemCount} item{order.itemCount === 1 ? '' : 's'} ·{' '}
                      {formatPrice(order.grandTotal, { currency: order.currency as CurrencyCode, siteCode: site.code })}
                    </small>
                  </span>
                  {order.open ? (
                    <Link className="button button--primary" to={sitePath(prefix, `/rmaprocess/select-items?order=${order.orderId}`)} aria-label={`Return items from order ${order.orderId}`}>
                      Return items
                    </Link>
                  ) : (
                    <span>Not returnable</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="returns-find-order">
          <h2 id="returns-find-order">{orders ? 'Another order' : 'Find your order'}</h2>
          <Form method="post" className="account-form" aria-labelledby="returns-find-order">
            <div className="form-field">
              <label className="form-field__label" htmlFor="returns-order">
                Order number *
              </label>
              <input id="returns-order" name="orderId" required maxLength={20} autoComplete="off" spellCheck={false} placeholder="IH100000123" defaultValue={result?.orderId ?? ''} />
            </div>
            <div className="form-field">
              <label className="form-field__label" htmlFor="returns-email">
                Email used for the order *
              </label>
              <input id="returns-email" name="email" type="email" required maxLength={320} autoComplete="email" defaultValue={result?.email ?? ''} />
            </div>
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Finding…' : 'Find Order'}
            </button>
          </Form>
          {result?.message ? (
            <p role="alert" className="notice notice--error">
              {result.message}
            </p>
          ) : null}
          {orders ? null : (
            <p>
              Have an account? <Link to={sitePath(prefix, `/login?redirect=${encodeURIComponent(sitePath(prefix, '/rmaprocess'))}`)}>Log in</Link> to pick from your orders.
            </p>
          )}
        </section>
      </div>
    </div>
  )
}
