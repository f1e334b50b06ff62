// /deals?deal_type=&category= (shell §2): the deal types and the promotions facet values they list.
import { FIVE_FOR_FIVE_PROMOTION_VALUE } from '@ironhouse/domain'

export type DealType = { value: string; label: string; promotions: Array<string> }

/** Deal types, by the promotions facet values of platform §3 (5 for 5 only while fiveforfive_enabled is on). */
export const DEAL_TYPES: ReadonlyArray<DealType> = [
  { value: 'hot-deals', label: 'Hot Deals', promotions: ['hot_deal'] },
  { value: 'closeout', label: 'Closeout & Sale', promotions: ['rogue_closeout_and_sale'] },
  { value: 'hundo', label: 'Hundo', promotions: ['rogue_hundo_enabled'] },
  { value: 'free-shipping', label: 'Free Shipping', promotions: ['free_shipping'] },
  { value: '3-ships-free', label: '3 Ships Free', promotions: ['3_ships_free'] },
  { value: 'made-in-usa', label: 'Made in USA', promotions: ['made_in_usa'] },
  { value: '5-for-5', label: '5 for 5', promotions: [FIVE_FOR_FIVE_PROMOTION_VALUE] },
]

/** The deal types a /deals page offers: 5 for 5 only while fiveforfive_enabled is on (platform §5). */
export function offeredDealTypes(fiveForFiveEnabled: boolean): Array<DealType> {
  return DEAL_TYPES.filter((d) => fiveForFiveEnabled || !d.promotions.includes(FIVE_FOR_FIVE_PROMOTION_VALUE))
}

/** The deal type of ?deal_type= among those offered (unknown values, and 5 for 5 while it is off, read as every deal). */
export function dealTypeOf(raw: string | null, fiveForFiveEnabled: boolean): DealType | undefined {
  return offeredDealTypes(fiveForFiveEnabled).find((d) => d.value === (raw ?? '').trim().toLowerCase())
}

/**
 * The promotions a /deals page lists: the chosen type's, else every deal (the listing filter rules
 * take 5 for 5 out while fiveforfive_enabled is off, platform §5).
 */
export function dealPromotions(type: DealType | undefined): Array<string> {
  return type ? type.promotions : DEAL_TYPES.flatMap((d) => d.promotions)
}

/** ?category= as a category path ('bars' or '/weightlifting-bars-plates/bars'); null when absent or not a path. */
export function dealCategoryPath(raw: string | null): string | null {
  const value = (raw ?? '').trim().toLowerCase()
  if (value === '' || !/^\/?[a-z0-9][a-z0-9/_-]{0,200}$/.test(value)) return null
  return value.startsWith('/') ? value : `/${value}`
}
