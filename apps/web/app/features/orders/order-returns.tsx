// The returns of an order on its account page (shell §2 /account/order/{id}; docs/returns.md): each
// return's RMA number, status, refund and items as the returns service keeps them.
import type { RmaReturnSummary, SiteCode } from '@ironhouse/contracts'
import { orderDate, orderMoney } from './order-view.tsx'

/**
 * A return as the order page shows it: the server's summary and its status in the rulebook's words
 * (RETURN_STATUS_LABELS), worded by the loader on the server (orders.server.ts) so this page's code
 * carries no rulebook module of its own: the route table's list of each page's modules is part of
 * every page's JavaScript, the product page's included.
 */
export type OrderReturn = RmaReturnSummary & { statusLabel: string }

/** `returns`: the server's list with each status worded by the server, or null when it could not be read. */
export function OrderReturns({ returns, siteCode }: { returns: ReadonlyArray<OrderReturn> | null; siteCode: SiteCode }) {
  if (returns !== null && returns.length === 0) return null
  return (
    <section className="order-returns" aria-labelledby="order-returns-heading">
      <h2 id="order-returns-heading">Returns</h2>
      {returns === null ? (
        <p className="notice">We could not load the returns of this order. Please try again later.</p>
      ) : (
        <ul className="order-returns__list">
          {returns.map((rma) => {
            const money = orderMoney(rma, siteCode)
            return (
              <li key={rma.rmaNumber} className="order-returns__item">
                <p>
                  <strong>Return {rma.rmaNumber}</strong> · requested {orderDate(rma.createdAt)}
                </p>
                <p>
                  Status: <span className={`order-returns__status order-returns__status--${rma.status}`}>{rma.statusLabel}</span>
                </p>
                <p>Refund: {money(rma.refundAmount)}</p>
                <ul>
                  {rma.items.map((item) => (
                    <li key={item.listItemId}>
                      {item.qty} × {item.name} ({item.sku})
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
