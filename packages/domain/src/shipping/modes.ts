/** Commerce §3 Order.shippingMode. The order of this list is the preference order. */
export const SHIPPING_MODES = ['fastest', 'fewestPackages'] as const
export type ShippingMode = (typeof SHIPPING_MODES)[number]

/** Commerce §5: GB shipping allows only the fewest packages mode. */
export function availableShippingModes(shipToCountryId: string | null | undefined): ReadonlyArray<ShippingMode> {
  return shipToCountryId?.trim().toUpperCase() === 'GB' ? ['fewestPackages'] : SHIPPING_MODES
}

/** Commerce §4: the mode resets to the first available one when the current one is unavailable. */
export function resolveShippingMode(current: ShippingMode, available: ReadonlyArray<ShippingMode>): ShippingMode {
  if (available.includes(current)) return current
  return available[0] ?? current
}
