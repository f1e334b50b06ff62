/** Derived promo status of a product (commerce §3 Promo, §4). */
export type PromoStatus = 'none' | 'upcoming' | 'expired' | 'active' | 'missed'

/** The product attributes that drive a promo (commerce §3), as the catalogue stores them. */
export type PromoAttributes = {
  rogue_promo_enabled?: unknown
  rogue_promo_price?: unknown
  rogue_promo_from_date?: unknown
  rogue_promo_to_date?: unknown
  rogue_promo_qty?: unknown
  rogue_promo_qty_enable?: unknown
}

/** Catalogue flags arrive as true, 1, '1', 'true' or 'yes' (any case); anything else is off. */
export function isAttributeFlagOn(value: unknown): boolean {
  if (value === true || value === 1) return true
  if (typeof value !== 'string') return false
  return ['1', 'true', 'yes'].includes(value.trim().toLowerCase())
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 86_400_000

/**
 * Parses a promo date: ISO 8601 or the catalogue form 'YYYY-MM-DD HH:mm:ss' (read as UTC when no zone
 * is given). Returns [start, end) in epoch ms: a date-only value covers that whole UTC day, so a
 * to-date of '2024-11-30' still runs on 30 November. Unparseable or empty gives undefined.
 */
export function parsePromoDate(value: unknown): { startMs: number; endMs: number } | undefined {
  if (value instanceof Date) {
    const t = value.getTime()
    return Number.isNaN(t) ? undefined : { startMs: t, endMs: t }
  }
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const text = value.trim()
  if (DATE_ONLY.test(text)) {
    const start = Date.parse(`${text}T00:00:00Z`)
    return Number.isNaN(start) ? undefined : { startMs: start, endMs: start + DAY_MS - 1 }
  }
  const iso = text.replace(' ', 'T')
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}Z`
  const t = Date.parse(zoned)
  return Number.isNaN(t) ? undefined : { startMs: t, endMs: t }
}

/**
 * Promo status (commerce §4): not enabled gives none; now before the from-date gives upcoming; after the
 * to-date gives expired; quantity limiting on with a missing, non-numeric or zero-or-less quantity gives
 * expired; otherwise active. A missing or unparseable date is no bound on that side.
 */
export function promoStatusOf(attributes: PromoAttributes, now: Date): Exclude<PromoStatus, 'missed'> {
  if (!isAttributeFlagOn(attributes.rogue_promo_enabled)) return 'none'
  const nowMs = now.getTime()
  const from = parsePromoDate(attributes.rogue_promo_from_date)
  if (from && nowMs < from.startMs) return 'upcoming'
  const to = parsePromoDate(attributes.rogue_promo_to_date)
  if (to && nowMs > to.endMs) return 'expired'
  if (isAttributeFlagOn(attributes.rogue_promo_qty_enable)) {
    const qty = promoQtyOf(attributes)
    if (qty === undefined || qty <= 0) return 'expired'
  }
  return 'active'
}

/** The promo quantity as a number, or undefined when missing or non-numeric. */
export function promoQtyOf(attributes: PromoAttributes): number | undefined {
  const raw = attributes.rogue_promo_qty
  if (raw === null || raw === undefined || raw === '') return undefined
  const qty = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : Number.NaN
  return Number.isFinite(qty) ? qty : undefined
}

/** Status active means a hot deal (commerce §4; platform §2 keeps only these under hot-deals). */
export function isHotDeal(status: PromoStatus): boolean {
  return status === 'active'
}

/** A promo as the hot-deals feed carries it (commerce §3 Promo); price in minor units. */
export type PromoRecord = {
  productId: number
  status: PromoStatus
  priceMinor?: number
  qty?: number
}

/**
 * Merges a promo refresh into the known promos (commerce §4: a promo absent from a refresh is marked
 * missed). Refreshed entries win; known ones the refresh lacks are kept with status missed.
 */
export function markMissedPromos(
  known: ReadonlyArray<PromoRecord>,
  refreshed: ReadonlyArray<PromoRecord>,
): Array<PromoRecord> {
  const present = new Set(refreshed.map((p) => p.productId))
  const missed = known.filter((p) => !present.has(p.productId)).map((p) => ({ ...p, status: 'missed' as const }))
  return [...refreshed, ...missed]
}
