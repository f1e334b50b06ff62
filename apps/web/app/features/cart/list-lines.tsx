import { useState } from 'react'
import { Link } from 'react-router'
import type { List, ListItem } from '@ironhouse/contracts'
import { sitePath } from '../../platform/site.ts'
import { formatListMoney } from './money.ts'

const STOCK_TEXT: Record<ListItem['stock']['status'], string> = { inStock: 'In Stock', bin: 'Out of Stock: notify me', oos: 'Out of Stock' }

export type LineAction = { label: string; onClick: (item: ListItem) => void; testId?: string }

function QuantityForm({ item, onChange }: { item: ListItem; onChange: (qty: number) => void }) {
  const [qty, setQty] = useState(String(item.qty))
  const id = `qty-${item._id}`
  const valid = /^\d{1,4}$/.test(qty)
  return (
    <form
      className="list-line__qty"
      onSubmit={(event) => {
        event.preventDefault()
        if (valid && Number(qty) !== item.qty) onChange(Number(qty))
      }}
    >
      <label htmlFor={id}>Quantity</label>
      <input id={id} type="number" inputMode="numeric" min={0} max={9999} value={qty} onChange={(e) => setQty(e.target.value)} aria-invalid={!valid} />
      <button type="submit" className="button button--small" disabled={!valid || Number(qty) === item.qty}>
        Update
      </button>
    </form>
  )
}

/**
 * The lines of a list: product, chosen options, stock and quantity problems per line, the price now
 * (and the price when it was added, when it changed), row total and the list's actions.
 */
export function ListLines({ list, prefix, actions, onQty, readOnly }: { list: List; prefix: string; actions: Array<LineAction>; onQty?: (item: ListItem, qty: number) => void; readOnly?: boolean }) {
  const money = (minor: number) => formatListMoney(minor, list.currency, list.storeId)
  return (
    <ul className="list-lines" aria-label={`${list.name} items`}>
      {list.items.map((item) => (
        <li key={item._id} className="list-line" data-testid="list-line">
          {item.product.thumbnail ? <img className="list-line__image" src={item.product.thumbnail} alt="" width={96} height={96} loading="lazy" /> : null}
          <div className="list-line__main">
            <Link className="list-line__name" to={sitePath(prefix, item.product.url)}>
              {item.product.name}
            </Link>
            <p className="list-line__sku">SKU: {item.product.sku}</p>
            {item.optionLabels.length > 0 ? (
              <dl className="list-line__options">
                {item.optionLabels.map((o) => (
                  <div key={`${o.label}-${o.value}`}>
                    <dt>{o.label}</dt>
                    <dd>{o.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {item.children.length > 0 && item.product.type === 'bundle' ? (
              <ul className="list-line__children">
                {item.children.map((c) => (
                  <li key={c.productId}>
                    {c.qty} × {c.name}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className={`list-line__stock stock--${item.stock.status}`}>{STOCK_TEXT[item.stock.status]}</p>
            {item.promo.status === 'active' ? <p className="list-line__promo">Hot deal</p> : null}
            {item.promo.status === 'missed' ? <p className="list-line__promo list-line__promo--missed">The deal on this item has ended</p> : null}
            {item.problems.map((p) => (
              <p key={p.code} className="list-line__problem" role="alert">
                {p.message}
              </p>
            ))}
          </div>
          <div className="list-line__price">
            <span className="list-line__unit">{money(item.price)}</span>
            {item.listPrice > item.price ? <s className="list-line__was">{money(item.listPrice)}</s> : null}
            {item.earnedDiscount > 0 ? <span className="list-line__ticket">Ticket discount −{money(item.earnedDiscount)} each</span> : null}
            {item.freeShipping ? <span className="list-line__ticket">Ships free with your ticket</span> : null}
            {item.priceAtAdd !== item.price ? <span className="list-line__changed">Was {money(item.priceAtAdd)} when added</span> : null}
          </div>
          {readOnly || !onQty ? <span className="list-line__qty-text">Qty {item.qty}</span> : <QuantityForm item={item} onChange={(qty) => onQty(item, qty)} />}
          <span className="list-line__total">{money(item.rowTotal)}</span>
          <div className="list-line__actions">
            {actions.map((a) => (
              <button key={a.label} type="button" className="button button--link" onClick={() => a.onClick(item)} data-testid={a.testId}>
                {a.label}
                <span className="visually-hidden"> {item.product.name}</span>
              </button>
            ))}
          </div>
        </li>
      ))}
    </ul>
  )
}
