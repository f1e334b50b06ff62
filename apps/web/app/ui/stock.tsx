import { stockInfoOf } from '@ironhouse/domain'
import type { StockInfo, StockInventory, StockStatus } from '@ironhouse/domain'

/** Shopper-facing labels of the stock statuses (commerce §4; platform §3 'In Stock' / 'Out of Stock'). */
export const STOCK_LABELS: Record<StockStatus, string> = {
  inStock: 'In Stock',
  oos: 'Out of Stock',
  bin: 'Out of Stock',
}

/** The bin (notify-me) state invites a back-in-stock sign-up (shell §3 Bin). */
export const BIN_MESSAGE = 'Notify me when available'

export function stockOf(inventory: StockInventory | null | undefined): StockInfo {
  return stockInfoOf(inventory)
}

/** Stock status label; with `details`, the notify-me, backorder and lead-time lines too. */
export function StockStatusLabel({ stock, details = false }: { stock: StockInfo; details?: boolean }) {
  return (
    <div className={`stock stock--${stock.status}`}>
      <p className="stock__label">{STOCK_LABELS[stock.status]}</p>
      {details && stock.status === 'bin' ? <p className="stock__note">{BIN_MESSAGE}</p> : null}
      {details && stock.backorder ? <p className="stock__note">Available on backorder</p> : null}
      {details && stock.leadTime ? <p className="stock__note">Lead time: {stock.leadTime}</p> : null}
      {details && stock.restockStatus ? <p className="stock__note">{stock.restockStatus}</p> : null}
    </div>
  )
}
