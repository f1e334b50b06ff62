const DAY_MS = 86_400_000

export type PromoCase = 'active' | 'upcoming' | 'expired' | 'qtyActive' | 'qtyExpired'

function isoDaysFrom(nowMs: number, days: number): string {
  return new Date(nowMs + days * DAY_MS).toISOString()
}

/**
 * Promo attributes (commerce §3, §4) placed relative to `now`, so the demo keeps an active, an upcoming
 * and an expired promo whenever it is loaded. rogue_promo_price is the store 1 (USD) price in cents;
 * every store's promo price is in product_prices.promo_price.
 */
export function promoAttributes(kind: PromoCase, nowMs: number, promoUsd: number): Record<string, unknown> {
  const window: Record<PromoCase, [number, number]> = {
    active: [-10, 20],
    upcoming: [5, 30],
    expired: [-30, -2],
    qtyActive: [-10, 20],
    qtyExpired: [-10, 20],
  }
  const [from, to] = window[kind]
  const attributes: Record<string, unknown> = {
    rogue_promo_enabled: 1,
    rogue_promo_price: promoUsd,
    rogue_promo_from_date: isoDaysFrom(nowMs, from),
    rogue_promo_to_date: isoDaysFrom(nowMs, to),
    rogue_promo_qty_enable: 0,
  }
  if (kind === 'qtyActive' || kind === 'qtyExpired') {
    attributes.rogue_promo_qty_enable = 1
    attributes.rogue_promo_qty = kind === 'qtyActive' ? 5 : 0
  }
  return attributes
}
