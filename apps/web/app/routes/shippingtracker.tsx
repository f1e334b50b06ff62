import { decodeTrackerEmail, emailInputError, encodeTrackerEmail } from '@ironhouse/domain'
import type { FormEvent } from 'react'
import { Form, redirect, useLoaderData, useNavigate, useNavigation } from 'react-router'
import { OrderView } from '../features/orders/order-view.tsx'
import { ORDER_NUMBER_PATTERN } from '@ironhouse/contracts'
import { trackOrder } from '../features/orders/orders.server.ts'
import { guardEntry, pageContext } from '../platform/page.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { useRootData } from '../platform/use-root-data.ts'
import type { Route } from './+types/shippingtracker'

type Lookup = { orderId: string; email: string; order: Awaited<ReturnType<typeof trackOrder>>; problem: string | null }

async function lookUp(args: Route.LoaderArgs, orderId: string, email: string): Promise<Lookup> {
  const id = orderId.trim().toUpperCase()
  const address = email.trim()
  if (!ORDER_NUMBER_PATTERN.test(id)) return { orderId: id, email: address, order: null, problem: 'Please enter your order number as it appears in your confirmation (IH followed by digits).' }
  // platform §5: the email rule of every input (at most 320 characters, a local part of at most 64, a valid domain)
  const invalid = emailInputError(address)
  if (invalid) return { orderId: id, email: address, order: null, problem: invalid }
  const order = await trackOrder(pageContext(args), id, address)
  return { orderId: id, email: address, order, problem: order ? null : 'We could not find an order with that number and email. Please check both and try again.' }
}

/**
 * /shippingtracker (shell §2; commerce §2 order tracking): the order reference and the customer email,
 * encoded, as `?order=IH…&data=…` (docs/api.md). The form sends the same (the browser encodes the
 * email; without JavaScript the action below does); a link with `email` as typed is still read. Guests too.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const orderId = page.url.searchParams.get('order')
  const data = page.url.searchParams.get('data')
  const email = data ? decodeTrackerEmail(data) : page.url.searchParams.get('email')
  if (!orderId || !email) return { orderId: orderId ?? '', email: '', order: null, problem: orderId && data ? 'This tracking link is not valid. Please enter your email.' : null } satisfies Lookup
  return lookUp(args, orderId, email)
}

/**
 * The form as the browser sends it itself (before the script has loaded, or without it): a POST, so the
 * email travels in the body, answered with the tracking link (shell §2: the email encoded as `data`).
 * Before, the form was a GET and left `?order=…&email=you@example.com` in the address bar, the history,
 * the server's log and a Referer. With the script, the form navigates to the same link itself.
 */
export async function action(args: Route.ActionArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const form = await args.request.formData()
  const order = String(form.get('order') ?? '').trim()
  const email = String(form.get('email') ?? '').trim()
  return redirect(`${page.url.pathname}?order=${encodeURIComponent(order)}&data=${encodeTrackerEmail(email)}`, 303)
}

export default function ShippingTrackerRoute() {
  const result: Lookup = useLoaderData<typeof loader>()
  const { site, prefix } = useRootData()
  const navigate = useNavigate()
  const busy = useNavigation().state === 'loading'
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const order = String(form.get('order') ?? '').trim()
    const email = String(form.get('email') ?? '').trim()
    void navigate(`?order=${encodeURIComponent(order)}&data=${encodeTrackerEmail(email)}`, { replace: true })
  }
  return (
    <div className="page shipping-tracker">
      <PageMeta title="Order Tracking" />
      <h1>Order Tracking</h1>
      <p>Enter your order number and the email you used when ordering. No account needed.</p>
      <Form method="post" className="shipping-tracker__form" aria-label="Track an order" onSubmit={onSubmit} key={`${result.orderId}|${result.email}`}>
        <div className="form-field">
          <label className="form-field__label" htmlFor="tracker-order">
            Order number *
          </label>
          <input id="tracker-order" name="order" required maxLength={14} defaultValue={result.orderId} autoComplete="off" placeholder="IH100000001" />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="tracker-email">
            Email *
          </label>
          <input id="tracker-email" name="email" type="email" required maxLength={320} defaultValue={result.email} autoComplete="email" />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Looking up…' : 'Track order'}
        </button>
      </Form>
      {result.problem ? (
        <p role="alert" className="notice notice--error">
          {result.problem}
        </p>
      ) : null}
      {result.order ? (
        <section aria-labelledby="tracked-order" className="shipping-tracker__result">
          <h2 id="tracked-order">Order {result.order.orderId}</h2>
          <OrderView order={result.order} siteCode={site.code} prefix={prefix} headingLevel={3} />
        </section>
      ) : null}
    </div>
  )
}
