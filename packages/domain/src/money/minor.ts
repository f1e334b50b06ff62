import { round2 } from './round.ts'

/** The currencies the stores sell in (commerce §9: store ids to currency). All have 2 decimals. */
export type CurrencyCode = 'USD' | 'CAD' | 'EUR' | 'AUD' | 'GBP'

/** Minor units per major unit: every currency in `CurrencyCode` has cents. */
export const MINOR_PER_MAJOR = 100

/** Major units (a display or catalogue value such as 19.99) to integer minor units, rounded per commerce §9. */
export function toMinor(major: number): number {
  return Math.round(round2(major) * MINOR_PER_MAJOR)
}

/** Integer minor units back to a major-unit number (for display and for the `svc_*` payloads). */
export function fromMinor(minor: number): number {
  return minor / MINOR_PER_MAJOR
}

/** Sums amounts given in minor units. */
export function addMinor(...amounts: ReadonlyArray<number>): number {
  return amounts.reduce((sum, amount) => sum + amount, 0)
}

/** A unit price times a quantity; the quantity must be a whole number (a row total). */
export function multiplyMinor(unitMinor: number, qty: number): number {
  if (!Number.isInteger(qty)) throw new RangeError(`quantity must be an integer, got ${qty}`)
  return unitMinor * qty
}

/** Rounds half away from zero to an integer (the same rule as `round2`, one level down). */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value) + Number.EPSILON * Math.abs(value))
}

/** `percent` per cent of an amount, rounded to a whole minor unit half away from zero (25.5 means 25.5 %). */
export function percentOfMinor(amountMinor: number, percent: number): number {
  return roundHalfAwayFromZero((amountMinor * percent) / 100)
}

/**
 * Splits `totalMinor` across `weights` so the parts always sum to `totalMinor` (largest remainder;
 * ties go to the earlier part). All weights zero gives an even split.
 */
export function allocateMinor(totalMinor: number, weights: ReadonlyArray<number>): Array<number> {
  if (!Number.isInteger(totalMinor)) throw new RangeError(`total must be an integer, got ${totalMinor}`)
  if (weights.length === 0) return []
  if (weights.some((w) => w < 0 || !Number.isFinite(w))) throw new RangeError('weights must be finite and >= 0')
  const sumOfWeights = weights.reduce((a, b) => a + b, 0)
  const effective = sumOfWeights === 0 ? weights.map(() => 1) : weights
  const weightTotal = sumOfWeights === 0 ? weights.length : sumOfWeights
  const sign = totalMinor < 0 ? -1 : 1
  const magnitude = Math.abs(totalMinor)
  const exact = effective.map((w) => (magnitude * w) / weightTotal)
  const parts = exact.map((x) => Math.floor(x))
  let remainder = magnitude - parts.reduce((a, b) => a + b, 0)
  const order = exact
    .map((x, index) => ({ index, fraction: x - Math.floor(x) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index)
  for (const { index } of order) {
    if (remainder <= 0) break
    parts[index] = (parts[index] ?? 0) + 1
    remainder -= 1
  }
  return parts.map((p) => sign * p + 0)
}
