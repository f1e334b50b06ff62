import { isAttributeFlagOn } from '../pricing/promo.ts'
import type { SiteCode } from '../sites/sites.ts'

/** The free shipping group of the 3 ships free offer (commerce §5). */
export const THREE_SHIPS_FREE_GROUP = '3_FREE_ALL'

/** Commerce §5: free shipping group 3_FREE_ALL does not apply on APO; other groups apply everywhere. */
export function freeShippingGroupApplies(group: string, siteCode: SiteCode): boolean {
  return !(group.trim().toUpperCase() === THREE_SHIPS_FREE_GROUP && siteCode === 'APO')
}

/**
 * The shipping groups of a product (commerce §1 attributes): its `shipperhq_shipping_group` list,
 * upper-cased, with 3_FREE_ALL added when `free_3` or `cart_free` (the 3 ships free offer) is set.
 */
export function shippingGroupsOf(attributes: Readonly<Record<string, unknown>>): Array<string> {
  const raw = attributes.shipperhq_shipping_group
  const groups = typeof raw === 'string' ? raw.split(',').map((group) => group.trim().toUpperCase()).filter(Boolean) : []
  if ((isAttributeFlagOn(attributes.free_3) || isAttributeFlagOn(attributes.cart_free)) && !groups.includes(THREE_SHIPS_FREE_GROUP)) groups.push(THREE_SHIPS_FREE_GROUP)
  return groups
}

/**
 * Whether a product is in the 3 ships free offer: in its shipping group (shippingGroupsOf), or marked
 * with the promotions facet's own key `3_ships_free` (platform §3). The promotions facet, the deals
 * page and the compare page read the offer with this rule, so they list what the shipping rates honour.
 */
export function isThreeShipsFree(attributes: Readonly<Record<string, unknown>>): boolean {
  return isAttributeFlagOn(attributes['3_ships_free']) || shippingGroupsOf(attributes).includes(THREE_SHIPS_FREE_GROUP)
}
