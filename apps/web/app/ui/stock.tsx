import { STOCK_LABELS, stockInfoOf, stockLabelOf } from '@ironhouse/domain'
import type { StockInfo, StockInventory } from '@ironhouse/domain'

/** Shopper-facing labels of the stock statuses: the rulebook's (commerce §4; platform §3 'In Stock' / 'Out of Stock'). */
export { STOCK_LABELS }

/** The bin (notify-me) state invites a back-in-stock sign-up (shell §3 Bin). */
export const BIN_MESSAGE = 'Notify me when available'

export function stockOf(inventory: StockInventory | null | undefined): StockInfo {
  return stockInfoOf(inventory)
}

/**
 * Stock headline (the rulebook's stockLabelOf: a product sold only on backorder reads Available on
 * backorder, once); with `details`, the notify-me, lead-time and restock lines too.
 */
export function StockStatusLabel({ stock, details = false }: { stock: StockInfo; details?: boolean }) {
  return (
    <div className={`stock stock--${stock.status}`}>
      <p className="stock__label">{stockLabelOf(stock)}</p>
      {details && stock.status === 'bin' ? <p className="stock__note">{BIN_MESSAGE}</p> : null}
      {details && stock.leadTime ? <p className="stock__note">Lead time: {stock.leadTime}</p> : null}
      {details && stock.restockStatus ? <p className="stock__note">{stock.restockStatus}</p> : null}
    </div>
  )
}
