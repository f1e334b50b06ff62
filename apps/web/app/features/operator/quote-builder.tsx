import { useId, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import type { StaffQuotePrice } from '@ironhouse/contracts'
import { formatPrice, type CurrencyCode, type SiteCode } from '@ironhouse/domain'
import { PageMeta } from '../../platform/page-meta.tsx'
import { OperatorSignOut } from './operator-sign-in.tsx'

/** What staff sent, given back so the form keeps it when the page is rendered again (a post without script). */
export type QuoteForm = { email: string; name?: string | undefined; note?: string | undefined; items: Array<{ sku: string; qty: number }> }

export type QuoteOutcome =
  | { kind: 'priced'; price: StaffQuotePrice; form: QuoteForm }
  | { kind: 'sent'; email: string; name: string; link: string; total: number; currency: string }
  | { kind: 'error'; message: string; form?: QuoteForm | undefined }

type Line = { key: number; sku: string; qty: string }

/** One line of the quote: SKU and quantity, with labels that name the line. */
function LineFields({ line, index, onChange, onRemove }: { line: Line; index: number; onChange: (line: Line) => void; onRemove: (() => void) | null }) {
  const id = useId()
  return (
    <li className="operator-quote__line">
      <div className="form-field">
        <label htmlFor={`${id}-sku`} className="form-field__label">
          SKU of product {index + 1}
        </label>
        <input id={`${id}-sku`} name="sku" type="text" required value={line.sku} onChange={(e) => onChange({ ...line, sku: e.target.value })} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-qty`} className="form-field__label">
          Quantity of product {index + 1}
        </label>
        <input id={`${id}-qty`} name="qty" type="number" min={1} max={9999} step={1} required value={line.qty} onChange={(e) => onChange({ ...line, qty: e.target.value })} />
      </div>
      {onRemove ? (
        <button type="button" className="button button--link" onClick={onRemove}>
          Remove<span className="visually-hidden"> product {index + 1}</span>
        </button>
      ) : null}
    </li>
  )
}

/**
 * The order manager's quote (shell §2 /order-manager-quote: staff only, admin hosts, no header): staff
 * enter the customer's account email and products by SKU with quantities, see what they cost the customer
 * (the API prices them for the customer's group), and send the quote: it becomes the customer's quote
 * list and a mail with its link (docs/lists.md "Quotes built by staff").
 */
export function QuoteBuilderPage({ outcome, siteCode }: { outcome: QuoteOutcome | undefined; siteCode: SiteCode }) {
  const ids = { email: useId(), name: useId(), note: useId() }
  // a quote just sent starts a new one; a priced or refused one keeps what was typed
  const kept = outcome && outcome.kind !== 'sent' ? outcome.form : undefined
  const [lines, setLines] = useState<Array<Line>>(() =>
    kept && kept.items.length > 0 ? kept.items.map((item, key) => ({ key, sku: item.sku, qty: String(item.qty) })) : [{ key: 0, sku: '', qty: '1' }],
  )
  const busy = useNavigation().state === 'submitting'
  const money = (amount: number, currency: string) => formatPrice(amount, { currency: currency as CurrencyCode, siteCode })
  const next = Math.max(...lines.map((l) => l.key)) + 1
  return (
    <div className="page operator-page">
      <PageMeta title="Order Manager Quote" />
      <h1>Order Manager Quote</h1>
      <OperatorSignOut />
      <Form method="post" className="operator-page__form" aria-label="Quote">
        <div className="form-field">
          <label htmlFor={ids.email} className="form-field__label">
            Customer email
          </label>
          <input id={ids.email} name="email" type="email" autoComplete="off" required defaultValue={kept?.email} />
        </div>
        <div className="form-field">
          <label htmlFor={ids.name} className="form-field__label">
            Quote name (optional)
          </label>
          <input id={ids.name} name="name" type="text" maxLength={100} defaultValue={kept?.name} />
        </div>
        <fieldset>
          <legend>Products</legend>
          <ol className="operator-quote__lines">
            {lines.map((line, index) => (
              <LineFields
                key={line.key}
                line={line}
                index={index}
                onChange={(changed) => setLines(lines.map((l) => (l.key === line.key ? changed : l)))}
                onRemove={lines.length > 1 ? () => setLines(lines.filter((l) => l.key !== line.key)) : null}
              />
            ))}
          </ol>
          <button type="button" className="button button--secondary" onClick={() => setLines([...lines, { key: next, sku: '', qty: '1' }])}>
            Add a product
          </button>
        </fieldset>
        <div className="form-field">
          <label htmlFor={ids.note} className="form-field__label">
            Note for the customer (optional)
          </label>
          <textarea id={ids.note} name="note" maxLength={1000} rows={3} defaultValue={kept?.note} />
        </div>
        <div className="operator-quote__actions">
          <button type="submit" name="intent" value="price" className="button button--secondary" disabled={busy}>
            Show prices
          </button>
          <button type="submit" name="intent" value="send" className="button" disabled={busy}>
            Send quote
          </button>
        </div>
      </Form>
      <div aria-live="polite">
        {outcome?.kind === 'error' ? (
          <p role="alert" className="notice notice--error">
            {outcome.message}
          </p>
        ) : null}
        {outcome?.kind === 'sent' ? (
          <p className="notice notice--success">
            Quote “{outcome.name}” sent to {outcome.email} ({money(outcome.total, outcome.currency)} before shipping and tax). Its link:{' '}
            <a href={outcome.link}>{outcome.link}</a>
          </p>
        ) : null}
        {outcome?.kind === 'priced' ? (
          <section aria-labelledby="quote-prices">
            <h2 id="quote-prices">
              Prices for {outcome.price.customer.firstname} {outcome.price.customer.lastname} (group {outcome.price.customer.groupId})
            </h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Price</th>
                  <th scope="col">List price</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {outcome.price.lines.map((line) => (
                  <tr key={`${line.productId}-${line.sku}`}>
                    <td>{line.name}</td>
                    <td>{line.sku}</td>
                    <td>{line.qty}</td>
                    <td>{money(line.unitPrice, outcome.price.currency)}</td>
                    <td>{money(line.listPrice, outcome.price.currency)}</td>
                    <td>{money(line.lineTotal, outcome.price.currency)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={5}>
                    Subtotal
                  </th>
                  <td>{money(outcome.price.subtotal, outcome.price.currency)}</td>
                </tr>
              </tfoot>
            </table>
          </section>
        ) : null}
      </div>
    </div>
  )
}
