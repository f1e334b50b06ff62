import { addMinor, roundHalfAwayFromZero } from '../money/minor.ts'

/** A hundo (bulk weight) tier of a product (commerce §3): discountPerLb is in minor units (cents per pound),
 * like every money field of the store. */
export type HundoTier = { ruleWeight: number; discountPerLb: number }

/** The tier with the highest ruleWeight not above the total weight (commerce §4); none if all are above. */
export function hundoTierFor(tiers: ReadonlyArray<HundoTier>, totalWeightLb: number): HundoTier | undefined {
  return tiers
    .filter((t) => t.ruleWeight <= totalWeightLb)
    .reduce<HundoTier | undefined>((best, t) => (best === undefined || t.ruleWeight > best.ruleWeight ? t : best), undefined)
}

/** Hundo discount of one row in minor units: the chosen tier's discount per pound times the row weight. */
export function hundoDiscountForRow(tiers: ReadonlyArray<HundoTier>, rowWeightLb: number, totalWeightLb: number): number {
  const tier = hundoTierFor(tiers, totalWeightLb)
  return tier ? roundHalfAwayFromZero(tier.discountPerLb * rowWeightLb) : 0
}

export type HundoRow = { unitWeightLb: number; qty: number; tiers: ReadonlyArray<HundoTier> }

/**
 * Hundo discount of a cart in minor units. The total weight is that of all rows with hundo tiers (row
 * weight = unit weight x qty); each row then uses its own tiers against that total.
 */
export function hundoDiscountForRows(rows: ReadonlyArray<HundoRow>): number {
  const hundoRows = rows.filter((r) => r.tiers.length > 0)
  const total = hundoRows.reduce((sum, r) => sum + r.unitWeightLb * r.qty, 0)
  return addMinor(...hundoRows.map((r) => hundoDiscountForRow(r.tiers, r.unitWeightLb * r.qty, total)))
}
