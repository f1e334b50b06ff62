/** Rounds to 2 decimals, half away from zero (commerce document §9: prices round to 2 decimals). */
export function round2(value: number): number {
  return Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * 100) / 100
}
