import type { PriceView } from './pricing.ts'

/**
 * A price as the shopper sees it: the final price, the struck-through list price when lower
 * (commerce §4), 'Request a quote' for quoted products, and on EUR and GBR the VAT-inclusive note with
 * the excluding-VAT figure (shell §9). Every figure was decided by the API; this only lays it out.
 */
export function Price({ view, size = 'm' }: { view: PriceView; size?: 's' | 'm' }) {
  if (view.kind === 'quote') {
    return <p className={`price price--${size} price--quote`}>{size === 's' ? 'Quote' : 'Request a quote'}</p>
  }
  return (
    <p className={`price price--${size}`}>
      {view.list === null ? (
        <span className="price__final">{view.final}</span>
      ) : (
        <>
          <span className="price__final price__final--sale">
            <span className="visually-hidden">Sale price </span>
            {view.final}
          </span>{' '}
          <s className="price__list">
            <span className="visually-hidden">Regular price </span>
            {view.list}
          </s>
        </>
      )}
      {view.vatInclusive && size === 'm' ? <span className="price__note">Incl. VAT</span> : null}
      {view.excludingVat !== null && size === 'm' ? <span className="price__note price__note--ex-vat">{view.excludingVat} excl. VAT</span> : null}
    </p>
  )
}

/** The 'Hot Deal' badge: shown while the promo is active (commerce §4). */
export function HotDealBadge() {
  return <span className="badge badge--hot">Hot Deal</span>
}
