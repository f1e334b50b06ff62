import { percentOfMinor } from '../money/minor.ts'
import type { PromoStatus } from './promo.ts'

/** Where a customer's price came from (commerce §4 customer price precedence). */
export type PriceSource = 'list' | 'promo' | 'customerGroup' | 'special'

export type CustomerPriceInput = {
  listPriceMinor: number
  specialPriceMinor?: number | null
  promo?: { status: PromoStatus; priceMinor?: number | null } | null
  /** Customer-specific (group) price for this product, as loaded from group-prices. */
  customerGroupPriceMinor?: number | null
  /** Customer group id: 0 or absent is a guest; group prices count only above 1 (commerce §4). */
  groupId?: number | null
}

export type CustomerPrice = { priceMinor: number; source: PriceSource }

/** Customer-specific prices are loaded only when the group id is above 1 (commerce §4). */
export function loadsCustomerGroupPrices(groupId: number | null | undefined): boolean {
  return typeof groupId === 'number' && groupId > 1
}

function usable(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price >= 0
}

/**
 * Customer price precedence (commerce §4): the lowest of the active promo price, the customer-specific
 * price (group above 1) and the special price, provided it is below list price; otherwise list price.
 * On a tie the earlier source in that order wins.
 */
export function customerPriceOf(input: CustomerPriceInput): CustomerPrice {
  const candidates: Array<CustomerPrice> = []
  if (input.promo?.status === 'active' && usable(input.promo.priceMinor)) {
    candidates.push({ priceMinor: input.promo.priceMinor, source: 'promo' })
  }
  if (loadsCustomerGroupPrices(input.groupId) && usable(input.customerGroupPriceMinor)) {
    candidates.push({ priceMinor: input.customerGroupPriceMinor, source: 'customerGroup' })
  }
  if (usable(input.specialPriceMinor)) candidates.push({ priceMinor: input.specialPriceMinor, source: 'special' })
  const lowest = candidates.reduce<CustomerPrice | undefined>(
    (best, c) => (best === undefined || c.priceMinor < best.priceMinor ? c : best),
    undefined,
  )
  return lowest && lowest.priceMinor < input.listPriceMinor
    ? lowest
    : { priceMinor: input.listPriceMinor, source: 'list' }
}

/** An earned-ticket discount (commerce §3 Ticket / Earned product entry). Fixed values are minor units. */
export type EarnedDiscount = {
  type: 'percent' | 'fixed'
  value: number
  freeShipping?: boolean
  /** Tickets with no remaining uses give nothing; absent means usable. */
  remainingUses?: number
}

export type DiscountedPrice = { priceMinor: number; discountMinor: number; freeShipping: boolean }

/** Applies one earned discount to a unit price: percent of it or a fixed amount, never below 0. */
export function applyEarnedDiscount(priceMinor: number, discount: EarnedDiscount): DiscountedPrice {
  if (discount.remainingUses !== undefined && discount.remainingUses <= 0) {
    return { priceMinor, discountMinor: 0, freeShipping: false }
  }
  const value = Math.max(0, discount.value)
  const raw = discount.type === 'percent' ? percentOfMinor(priceMinor, Math.min(value, 100)) : value
  const discountMinor = Math.min(priceMinor, Math.round(raw))
  return { priceMinor: priceMinor - discountMinor, discountMinor, freeShipping: discount.freeShipping === true }
}

/**
 * Applies the best of several earned discounts (largest saving; free shipping breaks a tie). Discounts
 * do not stack: one ticket is one benefit. No usable discount leaves the price as it is.
 */
export function applyBestEarnedDiscount(priceMinor: number, discounts: ReadonlyArray<EarnedDiscount>): DiscountedPrice {
  return discounts
    .map((d) => applyEarnedDiscount(priceMinor, d))
    .reduce<DiscountedPrice>(
      (best, d) =>
        d.discountMinor > best.discountMinor || (d.discountMinor === best.discountMinor && d.freeShipping && !best.freeShipping)
          ? d
          : best,
      { priceMinor, discountMinor: 0, freeShipping: false },
    )
}

/** Precedence first, then the earned-ticket discount (commerce §4 "are then applied"). */
export function finalCustomerPriceOf(
  input: CustomerPriceInput,
  earnedDiscounts: ReadonlyArray<EarnedDiscount> = [],
): CustomerPrice & DiscountedPrice {
  const base = customerPriceOf(input)
  return { ...base, ...applyBestEarnedDiscount(base.priceMinor, earnedDiscounts) }
}
