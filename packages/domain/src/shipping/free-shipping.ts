import type { SiteCode } from '../sites/sites.ts'

/** The free shipping group of the 3 ships free offer (commerce §5). */
export const THREE_SHIPS_FREE_GROUP = '3_FREE_ALL'

/** Commerce §5: free shipping group 3_FREE_ALL does not apply on APO; other groups apply everywhere. */
export function freeShippingGroupApplies(group: string, siteCode: SiteCode): boolean {
  return !(group.trim().toUpperCase() === THREE_SHIPS_FREE_GROUP && siteCode === 'APO')
}
