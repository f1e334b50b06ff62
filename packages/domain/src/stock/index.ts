// Stock: stock status, bundle/grouped status, quantity rules, purchase limits and the cart count.
export { BACKORDER_LABEL, STOCK_LABELS, stockInfoOf, stockLabelOf, stockStatusOf, stockStatusOfChosen } from './status.ts'
export type { StockInfo, StockInventory, StockStatus } from './status.ts'
export { dropZeroQuantityItems, expandGroupItems, mergeQuantity, quantityLimitOf, quantityProblemOf } from './quantity.ts'
export type { ExpandableItem, GroupChild, QuantityProblem } from './quantity.ts'
export {
  PREMIUM_TICKET_2023_PRODUCT_ID,
  PREMIUM_TICKET_SHIRT_SKU,
  SINGLE_PURCHASE_SKU_PREFIX,
  checkPurchaseLimit,
  purchaseLimitOf,
} from './purchase-limits.ts'
export type { LimitedProduct, PurchaseLimitContext, PurchaseLimitError } from './purchase-limits.ts'
export { HARDWARE_ADDON_TYPE, cartItemCount, isHardwareItem } from './cart-count.ts'
export type { CountableItem } from './cart-count.ts'
