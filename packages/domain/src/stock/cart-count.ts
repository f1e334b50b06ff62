/**
 * Add-on type of hardware lines (the bolts, pins and fittings that ride along with a rig). Cart count
 * excludes certain hardware items (commerce §5); which ones is not shown, so we exclude lines whose
 * addonType is 'hardware' (the field the shipping payload carries, commerce §7).
 */
export const HARDWARE_ADDON_TYPE = 'hardware'

export type CountableItem = { qty: number; addonType?: string | null }

/** True for a hardware add-on line, which the cart count leaves out. */
export function isHardwareItem(item: CountableItem): boolean {
  return item.addonType?.toLowerCase() === HARDWARE_ADDON_TYPE
}

/** Number of items shown on the cart link: the sum of quantities, hardware add-ons excluded. */
export function cartItemCount(items: ReadonlyArray<CountableItem>): number {
  return items.reduce((sum, item) => (isHardwareItem(item) || !(item.qty > 0) ? sum : sum + item.qty), 0)
}
