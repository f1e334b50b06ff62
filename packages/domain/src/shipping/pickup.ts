import type { SiteCode } from '../sites/sites.ts'

/**
 * The shipping code of store pickup. The spec names the rule (pickup is the single chosen code
 * being the pickup code) but not the code; our rate service uses this one.
 */
export const PICKUP_SHIPPING_CODE = 'pickup_pickup'

/** Commerce §5: shipperhq_shipping_group values that disable pickup. */
export const PICKUP_DISABLED_SHIPPING_GROUPS = ['DROPSHIP', 'PER_ORDER_DROPSHIP', 'DROPSHIP_FREIGHT', 'NO_PICKUP'] as const

/** Commerce §5: rogue_pickup_disabled values that leave pickup allowed. */
export const PICKUP_ALLOWED_ATTRIBUTE_VALUES = ['auto', 'no'] as const

/** Commerce §5: sites where heavy-direct (shipDirect) items block pickup. */
export const SHIP_DIRECT_BLOCKS_PICKUP_SITES = ['EUR', 'GBR'] as const satisfies ReadonlyArray<SiteCode>

/** What the pickup rule reads from a cart item's product. */
export type PickupItemView = {
  /** shipperhq_shipping_group: one group or several separated by commas. */
  shippingGroup?: string | null
  /** rogue_pickup_disabled. */
  pickupDisabled?: string | null
  shipDirect?: boolean
}

export type PickupBlockReason = 'SHIPPING_GROUP' | 'PICKUP_DISABLED_ATTRIBUTE' | 'SHIP_DIRECT'

/** Commerce §5: why an item blocks pickup on a site, or null when it does not. */
export function pickupBlockReason(item: PickupItemView, siteCode: SiteCode): PickupBlockReason | null {
  const groups = (item.shippingGroup ?? '').split(',').map((group) => group.trim().toUpperCase())
  const disabledGroups: ReadonlyArray<string> = PICKUP_DISABLED_SHIPPING_GROUPS
  if (groups.some((group) => disabledGroups.includes(group))) return 'SHIPPING_GROUP'
  const flag = (item.pickupDisabled ?? '').trim().toLowerCase()
  const allowedValues: ReadonlyArray<string> = PICKUP_ALLOWED_ATTRIBUTE_VALUES
  if (flag.length > 0 && !allowedValues.includes(flag)) return 'PICKUP_DISABLED_ATTRIBUTE'
  const shipDirectSites: ReadonlyArray<SiteCode> = SHIP_DIRECT_BLOCKS_PICKUP_SITES
  if (item.shipDirect === true && shipDirectSites.includes(siteCode)) return 'SHIP_DIRECT'
  return null
}

/** Commerce §5: pickup is offered only when no item blocks it. */
export function isPickupAllowed(items: ReadonlyArray<PickupItemView>, siteCode: SiteCode): boolean {
  return items.every((item) => pickupBlockReason(item, siteCode) === null)
}

/** Commerce §9: 'Pick-up in {city}, {region}'. */
export function pickupLabel(location: { city: string; region: string }): string {
  return `Pick-up in ${location.city}, ${location.region}`
}

/** Commerce §4: pickup is the single chosen shipping code being the pickup code. */
export function isPickupSelection(
  chosenRates: ReadonlyArray<{ shippingCode: string }>,
  pickupShippingCode: string = PICKUP_SHIPPING_CODE,
): boolean {
  return chosenRates.length === 1 && chosenRates[0]?.shippingCode === pickupShippingCode
}
