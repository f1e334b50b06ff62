/**
 * Stock status of a product (commerce §4). 'bin' is the notify-me state ("back in stock" sign-up,
 * shell §3 Bin); analytics reads it as bin, oos or in stock (platform §3).
 */
export type StockStatus = 'inStock' | 'bin' | 'oos'

/** Inventory of a product as the catalogue carries it (commerce §3). */
export type StockInventory = {
  min?: number | null
  max?: number | null
  bin?: boolean | number | string | null
  backorder?: boolean | number | string | null
  qoh?: number | null
  leadTime?: string | number | null
  restockStatus?: string | null
  promoQty?: number | null
  ms?: unknown
}

function flagOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true'
}

/**
 * Stock status (commerce §4): unknown or no inventory gives oos; max of 0 gives bin if the bin flag is
 * set, else oos; otherwise in stock. A missing or non-numeric max is unknown; a negative one counts as 0.
 */
export function stockStatusOf(inventory: StockInventory | null | undefined): StockStatus {
  const max = inventory?.max
  if (!inventory || typeof max !== 'number' || !Number.isFinite(max)) return 'oos'
  if (max <= 0) return flagOn(inventory.bin) ? 'bin' : 'oos'
  return 'inStock'
}

export type StockInfo = {
  status: StockStatus
  /** Most that may be bought now (0 unless in stock). */
  maxQty: number
  /** Sold only on backorder: buyable, but none on hand, so it ships once restocked. */
  backorder: boolean
  leadTime?: string
  restockStatus?: string
}

/**
 * Status plus the backorder, lead-time and restock information shown next to it. A product with the
 * backorder flag is sold only on backorder while it is buyable with none on hand (a missing qoh counts
 * as none); with some on hand it is in stock, the flag only letting an order go past what is there.
 */
export function stockInfoOf(inventory: StockInventory | null | undefined): StockInfo {
  const status = stockStatusOf(inventory)
  const qoh = inventory?.qoh
  const info: StockInfo = {
    status,
    maxQty: status === 'inStock' ? Math.floor(inventory?.max ?? 0) : 0,
    backorder: status === 'inStock' && flagOn(inventory?.backorder) && !(typeof qoh === 'number' && qoh > 0),
  }
  if (inventory?.leadTime !== undefined && inventory.leadTime !== null && inventory.leadTime !== '') {
    info.leadTime = String(inventory.leadTime)
  }
  if (inventory?.restockStatus) info.restockStatus = inventory.restockStatus
  return info
}

/** What the shopper reads of a stock status (platform §3: In Stock, Out of Stock; bin adds the notify-me line). */
export const STOCK_LABELS: Readonly<Record<StockStatus, string>> = { inStock: 'In Stock', oos: 'Out of Stock', bin: 'Out of Stock' }

/** The headline of a product sold only on backorder: it is not In Stock, nothing is on hand. */
export const BACKORDER_LABEL = 'Available on backorder'

/** The one headline of a stock: Available on backorder, else the status's label (never In Stock above a backorder line). */
export function stockLabelOf(info: Pick<StockInfo, 'status' | 'backorder'>): string {
  return info.backorder ? BACKORDER_LABEL : STOCK_LABELS[info.status]
}

/**
 * Status of a bundle or grouped item from its chosen children (commerce §4): oos if any chosen child is
 * oos, else bin if any is bin, else in stock. With no chosen children the item's own status is used.
 */
export function stockStatusOfChosen(childStatuses: ReadonlyArray<StockStatus>, ownStatus: StockStatus): StockStatus {
  if (childStatuses.length === 0) return ownStatus
  if (childStatuses.includes('oos')) return 'oos'
  if (childStatuses.includes('bin')) return 'bin'
  return 'inStock'
}
