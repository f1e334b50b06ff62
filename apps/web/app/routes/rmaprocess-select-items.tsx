import { ORDER_NUMBER_PATTERN, RmaOrder } from '@ironhouse/contracts'
import { type CurrencyCode, formatPrice, RETURN_REASONS, RETURN_STATUS_LABELS, RETURN_WINDOW_DAYS } from '@ironhouse/domain'
import { Form, Link, redirect, useLoaderData } from 'react-router'
import { isNotFound } from '../platform/api-error.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { sitePath } from '../platform/site.ts'
import { useRootData } from '../platform/use-root-data.ts'
import { RETURNS_MESSAGES, returnsPage } from '../features/returns/returns.server.ts'
import { ReturnsSteps } from '../features/returns/returns-steps.tsx'
import returnsCss from '../features/returns/returns.css?url'
import type { Route } from './+types/rmaprocess-select-items'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: returnsCss }]

/**
 * /rmaprocess/select-items?order= (commerce §2): the order's lines with how many can still go back
 * (GET /svc_rma/order/{id}: the signed-in owner, or the session that found it by its email).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = await returnsPage(args)
  const orderId = (page.url.searchParams.get('order') ?? '').trim().toUpperCase()
  const back = sitePath(page.ref.prefix, '/rmaprocess?notice=find')
  if (!ORDER_NUMBER_PATTERN.test(orderId)) throw redirect(back)
  try {
    const order = await page.api.get(`/svc_rma/order/${orderId}`, RmaOrder, { storeId: false })
    const problem = page.url.searchParams.get('error')
    return { order, error: problem === 'none' ? RETURNS_MESSAGES.nothingChosen : problem === 'reason' ? RETURNS_MESSAGES.reasonMissing : null }
  } catch (error) {
    if (isNotFound(error)) throw redirect(back)
    throw error
  }
}

export default function ReturnsSelectItems() {
  const { order, error } = useLoaderData<typeof loader>()
  const { site, prefix } = useRootData()
  const money = (minor: number) => formatPrice(minor, { currency: order.currency as CurrencyCode, siteCode: site.code })
  const returnable = order.lines.filter((line) => line.returnable > 0)
  const closes = order.window.closesAt ? new Date(order.window.closesAt).toLocaleDateString('en-US', { dateStyle: 'long' }) : null
  return (
    <div className="returns">
      <PageMeta title={`Return items: order ${order.orderId}`} />
      <ReturnsSteps current={1} />
      <h1>Choose items to return</h1>
      <p>
        Order <strong>{order.orderId}</strong>, placed {new Date(order.placedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}.
        {order.window.open && closes ? ` Returns are open until ${closes}.` : null}
      </p>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
      {!order.window.open ? (
        <p className="notice notice--error">
          {order.window.reason === 'expired'
            ? `The ${RETURN_WINDOW_DAYS}-day return window of this order closed${closes ? ` on ${closes}` : ''}.`
            : 'This order cannot be returned: it was cancelled or has not been paid.'}
        </p>
      ) : returnable.length === 0 ? (
        <p className="notice">Every item of this order is already in a return.</p>
      ) : (
        <Form method="get" action={sitePath(prefix, '/rmaprocess/confirm')} aria-label="Items to return">
          <input type="hidden" name="order" value={order.orderId} />
          <table className="returns__table">
            <caption className="visually-hidden">Items of order {order.orderId}</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Paid</th>
                <th scope="col">Quantity to return</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.listItemId}>
                  <td>
                    {line.name}
                    <br />
                    <small>
                      SKU {line.sku} · bought {line.bought}
                      {line.inReturns > 0 ? `, ${line.inReturns} already in a return` : ''}
                    </small>
                  </td>
                  <td>{money(line.paid)}</td>
                  <td>
                    {line.returnable > 0 ? (
                      <>
                        <label className="visually-hidden" htmlFor={`qty-${line.listItemId}`}>
                          Quantity of {line.name} to return (up to {line.returnable})
                        </label>
                        <input id={`qty-${line.listItemId}`} name={`qty.${line.listItemId}`} type="number" inputMode="numeric" min={0} max={line.returnable} step={1} defaultValue={0} />
                        <small> of {line.returnable}</small>
                      </>
                    ) : (
                      'Already returned'
                    )}
                  </td>
                  <td>
                    {line.returnable > 0 ? (
                      <>
                        <label className="visually-hidden" htmlFor={`reason-${line.listItemId}`}>
                          Reason for returning {line.name}
                        </label>
                        <select id={`reason-${line.listItemId}`} name={`reason.${line.listItemId}`} defaultValue="">
                          <option value="">Choose a reason</option>
                          {RETURN_REASONS.map((reason) => (
                            <option key={reason.code} value={reason.code}>
                              {reason.label}
                            </option>
                          ))}
                        </select>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="returns__actions">
            <button type="submit" className="button button--primary">
              Review Return
            </button>
            <Link to={sitePath(prefix, '/rmaprocess')}>Back</Link>
          </div>
        </Form>
      )}
      {order.returns.length > 0 ? (
        <section aria-labelledby="returns-earlier">
          <h2 id="returns-earlier">Returns of this order</h2>
          <ul className="returns__orders">
            {order.returns.map((rma) => (
              <li key={rma.rmaNumber}>
                <span>
                  <strong>{rma.rmaNumber}</strong> · {RETURN_STATUS_LABELS[rma.status]} · refund {money(rma.refundAmount)}
                </span>
                <Link to={sitePath(prefix, `/rmaprocess/print/${rma.rmaNumber}/${rma.dateIssued}`)} aria-label={`Label of return ${rma.rmaNumber}`}>
                  Label
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
