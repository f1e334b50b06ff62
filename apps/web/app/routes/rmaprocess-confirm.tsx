import { ORDER_NUMBER_PATTERN, RmaQuote, RmaReturnSummary } from '@ironhouse/contracts'
import { type CurrencyCode, formatPrice } from '@ironhouse/domain'
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router'
import { PageMeta } from '../platform/page-meta.tsx'
import { sitePath } from '../platform/site.ts'
import { useRootData } from '../platform/use-root-data.ts'
import { chosenItems, returnsFailure, returnsPage } from '../features/returns/returns.server.ts'
import { ReturnLines, ReturnsSteps } from '../features/returns/returns-steps.tsx'
import returnsCss from '../features/returns/returns.css?url'
import type { Route } from './+types/rmaprocess-confirm'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: returnsCss }]

/** Back to choosing, with what was missing ('none': no item, 'reason': an item without a reason). */
function selectPath(prefix: string, orderId: string, error: 'none' | 'reason'): string {
  return sitePath(prefix, `/rmaprocess/select-items?order=${encodeURIComponent(orderId)}&error=${error}`)
}

/**
 * /rmaprocess/confirm?order=&qty.{line}=&reason.{line}= (commerce §2): the chosen items with the refund
 * the server works out (POST /svc_rma/quote); nothing is kept until the shopper submits.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = await returnsPage(args)
  const orderId = (page.url.searchParams.get('order') ?? '').trim().toUpperCase()
  if (!ORDER_NUMBER_PATTERN.test(orderId)) throw redirect(sitePath(page.ref.prefix, '/rmaprocess?notice=find'))
  const items = chosenItems(page.url.searchParams)
  if (items.length === 0) throw redirect(selectPath(page.ref.prefix, orderId, 'none'))
  if (items.some((item) => item.reason === '')) throw redirect(selectPath(page.ref.prefix, orderId, 'reason'))
  try {
    return { orderId, quote: await page.api.post('/svc_rma/quote', { orderId, items }, RmaQuote, { storeId: false }), problem: null }
  } catch (error) {
    const failure = returnsFailure(error)
    if (failure.status === 404) throw redirect(sitePath(page.ref.prefix, '/rmaprocess?notice=find'))
    // the server refused the choice (more than is left, a closed window): said here, with the way back
    return data({ orderId, quote: null, problem: failure.message }, { status: failure.status })
  }
}

/** Submits the return (POST /svc_rma/return), then the label: /rmaprocess/print/{rmaNumber}/{dateIssued}. */
export async function action(args: Route.ActionArgs) {
  const page = await returnsPage(args)
  const form = await args.request.formData()
  const orderId = String(form.get('order') ?? '').trim().toUpperCase()
  const params = new URLSearchParams()
  for (const [key, value] of form) if (typeof value === 'string') params.append(key, value)
  const comment = String(form.get('comment') ?? '').trim().slice(0, 500)
  try {
    const rma = await page.api.post('/svc_rma/return', { orderId, items: chosenItems(params), ...(comment ? { comment } : {}) }, RmaReturnSummary, { storeId: false })
    return redirect(sitePath(page.ref.prefix, `/rmaprocess/print/${rma.rmaNumber}/${rma.dateIssued}`))
  } catch (error) {
    const failure = returnsFailure(error)
    return data({ message: failure.message }, { status: failure.status })
  }
}

export default function ReturnsConfirm() {
  const { orderId, quote, problem } = useLoaderData<typeof loader>()
  const { prefix } = useRootData()
  if (!quote) {
    return (
      <div className="returns">
        <PageMeta title="Confirm your return" />
        <ReturnsSteps current={2} />
        <h1>Confirm your return</h1>
        <p role="alert" className="notice notice--error">
          {problem}
        </p>
        <p>
          <Link to={sitePath(prefix, `/rmaprocess/select-items?order=${orderId}`)}>Change items</Link>
        </p>
      </div>
    )
  }
  return <ReturnReview quote={quote} />
}

function ReturnReview({ quote }: { quote: RmaQuote }) {
  const result = useActionData<typeof action>()
  const { site, prefix } = useRootData()
  const busy = useNavigation().state === 'submitting'
  const money = (minor: number) => formatPrice(minor, { currency: quote.currency as CurrencyCode, siteCode: site.code })
  const back = `/rmaprocess/select-items?order=${quote.orderId}`
  return (
    <div className="returns">
      <PageMeta title="Confirm your return" />
      <ReturnsSteps current={2} />
      <h1>Confirm your return</h1>
      <p>
        Order <strong>{quote.orderId}</strong>. Check the items below, then submit: you will get a return label to print.
      </p>
      <ReturnLines items={quote.items} money={money} />
      <p className="returns__total">
        Refund once we receive the items: <strong>{money(quote.refundAmount)}</strong>
      </p>
      <p>
        <small>The refund goes back to the way you paid, for what you paid for the items (shipping is not refunded).</small>
      </p>
      <Form method="post" className="account-form" aria-label="Submit the return">
        <input type="hidden" name="order" value={quote.orderId} />
        {quote.items.map((item) => (
          <span key={item.listItemId}>
            <input type="hidden" name={`qty.${item.listItemId}`} value={item.qty} />
            <input type="hidden" name={`reason.${item.listItemId}`} value={item.reason} />
          </span>
        ))}
        <div className="form-field">
          <label className="form-field__label" htmlFor="returns-comment">
            Anything we should know? (optional)
          </label>
          <textarea id="returns-comment" name="comment" maxLength={500} rows={3} />
        </div>
        {result?.message ? (
          <p role="alert" className="notice notice--error">
            {result.message}
          </p>
        ) : null}
        <div className="returns__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Submitting…' : 'Submit Return'}
          </button>
          <Link to={sitePath(prefix, back)}>Change items</Link>
        </div>
      </Form>
    </div>
  )
}
