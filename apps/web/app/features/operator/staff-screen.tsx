import { useId, type ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { formatPrice, type CurrencyCode, type SiteCode } from '@ironhouse/domain'
import { PageMeta } from '../../platform/page-meta.tsx'
import { OperatorSignOut } from './operator-sign-in.tsx'
import type { ModerationOutcome, StaffReview, StaffView } from './staff-types.ts'

const dateOf = (iso: string) => new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' })

/** A read-only table of records: column headings and one row of cells per record. */
function RecordTable({ columns, rows }: { columns: ReadonlyArray<string>; rows: ReadonlyArray<{ key: string; cells: ReadonlyArray<ReactNode> }> }) {
  return (
    <table>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) => (
              <td key={columns[i]}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The views of /__rb__/staff, as links that keep nothing else of the query. */
function ViewLinks({ current }: { current: StaffView['view'] }) {
  const views = [
    ['reviews', 'Reviews'],
    ['marketing', 'Marketing'],
  ] as const
  return (
    <nav aria-label="Staff views" className="operator-staff__views">
      {views.map(([view, label]) => (
        <Link key={view} to={`?view=${view}`} aria-current={current === view ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  )
}

/** Hide (with a reason, which the author reads) or Show one review: plain forms posting to the page. */
/** A staff form field's error, named by the field's aria-describedby. */
function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} role="alert" className="notice notice--error">
      {message}
    </p>
  ) : null
}

function ModerationForm({ review, failed }: { review: StaffReview; failed: string | null }) {
  const id = useId()
  if (review.status === 'hidden') {
    return (
      <Form method="post" className="operator-staff__moderate">
        <input type="hidden" name="review" value={review.id} />
        <button type="submit" name="intent" value="show" className="button button--secondary button--small">
          Show<span className="visually-hidden"> review {review.id} again</span>
        </button>
      </Form>
    )
  }
  return (
    <Form method="post" className="operator-staff__moderate">
      <input type="hidden" name="review" value={review.id} />
      <div className="form-field">
        <label htmlFor={id} className="form-field__label">
          Reason for hiding review {review.id}
        </label>
        <input id={id} name="reason" type="text" required maxLength={200} aria-describedby={failed ? `${id}-error` : undefined} />
        <FieldError id={`${id}-error`} message={failed} />
      </div>
      <button type="submit" name="intent" value="hide" className="button button--small">
        Hide<span className="visually-hidden"> review {review.id}</span>
      </button>
    </Form>
  )
}

const REASON_WORDS: Record<string, string> = { spam: 'spam or advertising', offensive: 'offensive or abusive', off_topic: 'not about the product', other: 'something else' }

/** "spam or advertising ×2, offensive or abusive ×1", most given first. */
function reportReasons(reasons: StaffReview['reports']['reasons']): string {
  return Object.entries(reasons)
    .sort(([, a], [, b]) => (b ?? 0) - (a ?? 0))
    .map(([reason, n]) => `${REASON_WORDS[reason] ?? reason} ×${n}`)
    .join(', ')
}

/** The store's public reply to a review (docs/reviews.md "Replies"): write or replace it, or remove it. */
function ReplyForm({ review, failed }: { review: StaffReview; failed: string | null }) {
  const id = useId()
  return (
    <Form method="post" className="operator-staff__reply">
      <input type="hidden" name="review" value={review.id} />
      {review.reply ? (
        <p className="operator-staff__muted" data-testid="staff-review-reply">
          Replied {dateOf(review.reply.at)}: {review.reply.text}
        </p>
      ) : null}
      <div className="form-field">
        <label htmlFor={id} className="form-field__label">
          {review.reply ? 'Change the reply' : 'Reply in public'} to review {review.id}
        </label>
        <textarea id={id} name="reply" rows={2} maxLength={1000} defaultValue={review.reply?.text ?? ''} aria-describedby={failed ? `${id}-error` : undefined} />
        <FieldError id={`${id}-error`} message={failed} />
      </div>
      <button type="submit" name="intent" value="reply" className="button button--secondary button--small">
        Post reply<span className="visually-hidden"> to review {review.id}</span>
      </button>{' '}
      {review.reply ? (
        <button type="submit" name="intent" value="unreply" className="button button--secondary button--small">
          Remove reply<span className="visually-hidden"> to review {review.id}</span>
        </button>
      ) : null}
    </Form>
  )
}

function ReviewsView({ view, outcome }: { view: Extract<StaffView, { view: 'reviews' }>; outcome: ModerationOutcome | undefined }) {
  const ids = { status: useId(), product: useId() }
  const list = view.reviews
  const pageLink = (page: number) => {
    const query = new URLSearchParams({ view: 'reviews', page: String(page) })
    if (list?.filter.status) query.set('status', list.filter.status)
    if (list?.filter.productId) query.set('productId', list.filter.productId)
    if (list?.filter.reported) query.set('reported', '1')
    return `?${query.toString()}`
  }
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1
  return (
    <section aria-labelledby="staff-reviews">
      <h2 id="staff-reviews">Reviews</h2>
      <Form method="get" className="operator-preview__form" aria-label="Filter reviews">
        <input type="hidden" name="view" value="reviews" />
        <div className="form-field">
          <label htmlFor={ids.status} className="form-field__label">
            Status
          </label>
          <select id={ids.status} name="status" defaultValue={list?.filter.status ?? ''}>
            <option value="">All</option>
            <option value="published">Published</option>
            <option value="hidden">Hidden</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={ids.product} className="form-field__label">
            Product id
          </label>
          <input id={ids.product} name="productId" type="text" inputMode="numeric" pattern="[0-9]*" defaultValue={list?.filter.productId ?? ''} />
        </div>
        <div className="form-field">
          <label className="checkbox">
            <input name="reported" type="checkbox" value="1" defaultChecked={list?.filter.reported ?? false} /> Reported by shoppers only
          </label>
        </div>
        <button type="submit" className="button button--secondary">
          Show reviews
        </button>
      </Form>
      <div aria-live="polite">
        {outcome?.kind === 'done' ? <p className="notice">{outcome.message}</p> : null}
        {outcome?.kind === 'error' && outcome.review === undefined ? (
          <p role="alert" className="notice notice--error">
            {outcome.message}
          </p>
        ) : null}
      </div>
      {view.problem ? (
        <p role="alert" className="notice notice--error">
          {view.problem}
        </p>
      ) : null}
      {list ? (
        <>
          <p>
            {list.total === 0
              ? 'No reviews.'
              : `${list.total} ${list.total === 1 ? 'review' : 'reviews'}, ${list.filter.reported ? 'the most reported first' : 'newest first'}; page ${list.page} of ${pages}.`}
          </p>
          <ul className="operator-staff__reviews">
            {list.reviews.map((review) => (
              <li key={review.id} className={review.status === 'hidden' ? 'operator-staff__review operator-staff__review--hidden' : 'operator-staff__review'} data-testid="staff-review">
                <h3>
                  {review.productName} <span className="operator-staff__muted">(product {review.productId}, review {review.id})</span>
                </h3>
                <p>
                  {review.rating} of 5 stars{review.title ? <> · <strong>{review.title}</strong></> : null}
                </p>
                <p className="operator-staff__text">{review.body}</p>
                <p className="operator-staff__muted">
                  By {review.authorName}
                  {review.verified ? ' (verified buyer)' : ''} · {dateOf(review.createdAt)}
                  {review.helpful > 0 ? ` · ${review.helpful} found it helpful` : ''}
                </p>
                {review.reports.total > 0 ? (
                  <p className="operator-staff__reports" data-testid="staff-review-reports">
                    <strong>Reported {review.reports.total === 1 ? 'once' : `${review.reports.total} times`}</strong>: {reportReasons(review.reports.reasons)}
                  </p>
                ) : null}
                <p data-testid="staff-review-status">
                  {review.status === 'hidden' ? (
                    <>
                      <strong>Hidden</strong>
                      {review.hiddenAt ? ` ${dateOf(review.hiddenAt)}` : ''}: {review.hiddenReason}
                    </>
                  ) : (
                    <strong>Published</strong>
                  )}
                </p>
                <ModerationForm review={review} failed={outcome?.kind === 'error' && outcome.review === review.id && !outcome.reply ? outcome.message : null} />
                <ReplyForm review={review} failed={outcome?.kind === 'error' && outcome.review === review.id && outcome.reply ? outcome.message : null} />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Review pages" className="operator-staff__views">
              {list.page > 1 ? <Link to={pageLink(list.page - 1)}>Previous page</Link> : null}
              {list.page < pages ? <Link to={pageLink(list.page + 1)}>Next page</Link> : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  )
}

function MarketingView({ view, siteCode }: { view: Extract<StaffView, { view: 'marketing' }>; siteCode: SiteCode }) {
  const emailId = useId()
  const money = (amount: number, currency: string) => formatPrice(amount, { currency: currency as CurrencyCode, siteCode })
  const records = view.marketing
  if (!records) {
    return (
      <p role="alert" className="notice notice--error">
        {view.problem ?? 'The records could not be read.'}
      </p>
    )
  }
  return (
    <>
      <section aria-labelledby="staff-affiliates">
        <h2 id="staff-affiliates">Affiliates</h2>
        {records.affiliates.length === 0 ? (
          <p>No affiliate sales yet.</p>
        ) : (
          <RecordTable
            columns={['Affiliate', 'Currency', 'Sales', 'Amount', 'Last sale']}
            rows={records.affiliates.map((row) => ({
              key: `${row.affiliateCode}-${row.currency}`,
              cells: [
                <Link key="code" to={`?view=marketing&affiliate=${encodeURIComponent(row.affiliateCode)}`}>
                  {row.affiliateCode}
                </Link>,
                row.currency,
                row.sales,
                money(row.amount, row.currency),
                dateOf(row.lastSaleAt),
              ],
            }))}
          />
        )}
      </section>
      {records.affiliate ? (
        <section aria-labelledby="staff-affiliate-sales">
          <h2 id="staff-affiliate-sales">Sales of {records.affiliate}</h2>
          {records.sales && records.sales.sales.length > 0 ? (
            <RecordTable
              columns={['Order', 'Date', 'Amount', 'Order discount', 'Lines counted', 'Lines left out']}
              rows={records.sales.sales.map((sale) => ({
                key: sale.orderNumber,
                cells: [
                  sale.orderNumber,
                  dateOf(sale.createdAt),
                  money(sale.amount, sale.currency),
                  money(sale.orderDiscount, sale.currency),
                  sale.items.map((item) => `${item.sku} × ${item.qty}`).join(', '),
                  sale.excluded.map((item) => `${item.sku} × ${item.qty} (${item.reason})`).join(', ') || 'none',
                ],
              }))}
            />
          ) : (
            <p>No sales recorded for {records.affiliate}.</p>
          )}
        </section>
      ) : null}
      <section aria-labelledby="staff-conversions">
        <h2 id="staff-conversions">Ad conversions (latest 20)</h2>
        {records.conversions.length === 0 ? (
          <p>No ad conversions yet.</p>
        ) : (
          <RecordTable
            columns={['Order', 'Store', 'Value', 'Date']}
            rows={records.conversions.map((row) => ({ key: row.orderNumber, cells: [row.orderNumber, row.storeId, money(row.value, row.currency), dateOf(row.createdAt)] }))}
          />
        )}
      </section>
      <section aria-labelledby="staff-email">
        <h2 id="staff-email">Email marketing record</h2>
        <Form method="get" className="operator-preview__form" aria-label="Email marketing record">
          <input type="hidden" name="view" value="marketing" />
          <div className="form-field">
            <label htmlFor={emailId} className="form-field__label">
              Shopper email
            </label>
            <input id={emailId} name="email" type="email" autoComplete="off" required defaultValue={records.email ?? ''} />
          </div>
          <button type="submit" className="button button--secondary">
            Look up
          </button>
        </Form>
        {records.emailProblem ? (
          <p role="alert" className="notice notice--error">
            {records.emailProblem}
          </p>
        ) : null}
        {records.record ? (
          <div>
            <h3>Last cart</h3>
            {records.record.cart ? (
              <p>
                {records.record.cart.items.map((item) => `${item.name} (${item.sku}) × ${item.quantity}`).join(', ') || 'empty'}: {money(records.record.cart.total, records.record.cart.currency)}, updated{' '}
                {dateOf(records.record.cart.updatedAt)}
                {records.record.cart.remindedAt ? `, reminded ${dateOf(records.record.cart.remindedAt)}` : ''}
                {records.record.cart.purchasedAt ? `, bought ${dateOf(records.record.cart.purchasedAt)}` : ''}
              </p>
            ) : (
              <p>No cart recorded.</p>
            )}
            <h3>Purchases</h3>
            {records.record.purchases.length === 0 ? (
              <p>No purchases recorded.</p>
            ) : (
              <ul>
                {records.record.purchases.map((purchase) => (
                  <li key={purchase.orderNumber}>
                    {purchase.orderNumber}, {dateOf(purchase.createdAt)}: {money(purchase.total, purchase.currency)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </section>
    </>
  )
}

/**
 * The staff screen /__rb__/staff (docs/storefront.md "Operator screens"): review moderation (Hide with a
 * reason, Show) and the marketing providers' records, read-only.
 */
export function StaffScreenPage({ view, outcome, siteCode }: { view: StaffView; outcome: ModerationOutcome | undefined; siteCode: SiteCode }) {
  return (
    <div className="page operator-page">
      <PageMeta title={view.view === 'reviews' ? 'Staff: Reviews' : 'Staff: Marketing'} />
      <h1>Staff</h1>
      <OperatorSignOut />
      <ViewLinks current={view.view} />
      {view.view === 'reviews' ? <ReviewsView view={view} outcome={outcome} /> : <MarketingView view={view} siteCode={siteCode} />}
    </div>
  )
}
