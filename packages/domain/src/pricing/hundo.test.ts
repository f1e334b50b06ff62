import { describe, expect, it } from 'vitest'
import { hundoDiscountForRow, hundoDiscountForRows, hundoTierFor } from './hundo.ts'

const tiers = [
  { ruleWeight: 100, discountPerLb: 10 },
  { ruleWeight: 300, discountPerLb: 15 },
  { ruleWeight: 500, discountPerLb: 20 },
]

describe('hundo discount (commerce §4: per pound of row weight, tier with the highest ruleWeight not above the total)', () => {
  it.each([
    { total: 99, expected: undefined },
    { total: 100, expected: 100 },
    { total: 299, expected: 100 },
    { total: 300, expected: 300 },
    { total: 1000, expected: 500 },
  ])('total weight $total lb uses tier $expected', ({ total, expected }) => {
    expect(hundoTierFor(tiers, total)?.ruleWeight).toBe(expected)
  })

  it('tier order in the data does not matter', () => {
    expect(hundoTierFor([...tiers].reverse(), 350)?.ruleWeight).toBe(300)
  })

  it('a 450 lb row in a 450 lb cart at $0.15/lb saves $67.50', () => {
    expect(hundoDiscountForRow(tiers, 450, 450)).toBe(6750)
  })

  it('below the lowest tier there is no discount', () => {
    expect(hundoDiscountForRow(tiers, 45, 45)).toBe(0)
  })

  it('the cart total weight picks the tier and each row is discounted by its own weight', () => {
    // 2 x 45 lb plates + 6 x 45 lb plates = 360 lb: the 300 lb tier, $0.15/lb
    const rows = [
      { unitWeightLb: 45, qty: 2, tiers },
      { unitWeightLb: 45, qty: 6, tiers },
      { unitWeightLb: 20, qty: 1, tiers: [] },
    ]
    expect(hundoDiscountForRows(rows)).toBe(1350 + 4050)
  })
})
