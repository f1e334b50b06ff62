import { RmaLabel } from '@ironhouse/contracts'
import { type CurrencyCode, formatPrice, RETURN_STATUS_LABELS } from '@ironhouse/domain'
import { Link, useLoaderData } from 'react-router'
import { isNotFound } from '../platform/api-error.ts'
import { notFound } from '../platform/page.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { sitePath } from '../platform/site.ts'
import { useRootData } from '../platform/use-root-data.ts'
import { returnsPage } from '../features/returns/returns.server.ts'
import { ReturnLines, ReturnsSteps } from '../features/returns/returns-steps.tsx'
import returnsCss from '../features/returns/returns.css?url'
import type { Route } from './+types/rmaprocess-print'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: returnsCss }]

/**
 * /rmaprocess/print/{rmaNumber}/{dateIssued} (commerce §2): the return label and packing slip, for the
 * order's signed-in owner or the browser session that found the order by its email; anyone else (or a
 * wrong number or day) gets the not-found page.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = await returnsPage(args)
  const rmaNumber = (args.params.rmaNumber ?? '').toUpperCase()
  const dateIssued = args.params.dateIssued ?? ''
  if (!/^RMA\d{7,12}$/.test(rmaNumber) || !/^\d{4}-\d{2}-\d{2}$/.test(dateIssued)) notFound()
  try {
    return { label: await page.api.get(`/svc_rma/return/${rmaNumber}`, RmaLabel, { storeId: false, query: { dateIssued } }) }
  } catch (error) {
    if (isNotFound(error)) notFound()
    throw error
  }
}

function Address({ lines }: { lines: ReadonlyArray<string | null | undefined> }) {
  const shown = lines.filter((line): line is string => typeof line === 'string' && line.trim() !== '')
  return (
    <address>
      {shown.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  )
}

export default function ReturnsPrint() {
  const { label } = useLoaderData<typeof loader>()
  const { site, prefix } = useRootData()
  const money = (minor: number) => formatPrice(minor, { currency: label.currency as CurrencyCode, siteCode: site.code })
  const from = label.shipFrom
  return (
    <div className="returns">
      <PageMeta title={`Return ${label.rmaNumber}`} />
      <ReturnsSteps current={3} />
      <h1>Your return {label.rmaNumber}</h1>
      <p className="notice returns__noprint" role="status">
        Status: {RETURN_STATUS_LABELS[label.status]}. Print this page, put the packing slip in the box and tape the label on the outside.
      </p>
      <div className="returns__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print Label
        </button>
        <Link to={sitePath(prefix, `/rmaprocess/select-items?order=${label.orderId}`)}>Back to the order</Link>
      </div>
      <section className="returns-label" aria-labelledby="returns-label-title">
        <h2 id="returns-label-title">Return label</h2>
        <p className="returns-label__number">{label.rmaNumber}</p>
        <div className="returns__grid">
          <div>
            <h3>Send to</h3>
            <Address lines={[label.shipTo.name, `RMA ${label.rmaNumber}`, ...label.shipTo.street, `${label.shipTo.city}, ${label.shipTo.region} ${label.shipTo.postcode}`, label.shipTo.countryId]} />
          </div>
          {from ? (
            <div>
              <h3>From</h3>
              <Address lines={[from.name, ...from.street, [from.city, from.region].filter(Boolean).join(', ') + (from.postcode ? ` ${from.postcode}` : ''), from.countryId]} />
            </div>
          ) : null}
        </div>
      </section>
      <section className="returns-label" aria-labelledby="returns-slip-title">
        <h2 id="returns-slip-title">Packing slip</h2>
        <p>
          Return <strong>{label.rmaNumber}</strong> of order <strong>{label.orderId}</strong>, issued {label.dateIssued}.
        </p>
        <ReturnLines items={label.items} money={money} />
        <p className="returns__total">
          Refund due on receipt: <strong>{money(label.refundAmount)}</strong>
        </p>
      </section>
    </div>
  )
}
