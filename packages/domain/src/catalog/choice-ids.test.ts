import { describe, expect, it } from 'vitest'
import { EMPTY_BUNDLE_CHOICE, bundleValueOfChoice, parseChoiceIds } from './choice-ids.ts'

describe('the b query (commerce §2: chosen child ids joined by dashes)', () => {
  it('reads digits joined by dashes and nothing else', () => {
    expect(parseChoiceIds('1005-1101')).toEqual([1005, 1101])
    expect(parseChoiceIds('10000')).toEqual([10000])
    for (const bad of [null, undefined, '', '-', '1--2', '1-', 'a-1', '1,2', '1 2', '1e3', '9999999999', Array.from({ length: 21 }, () => '1').join('-')]) {
      expect(parseChoiceIds(bad)).toEqual([])
    }
  })
})

describe('the value a choice picks for a bundle option (commerce §2 b, §5 bundle options)', () => {
  const values = [
    { productId: 11, isDefault: false },
    { productId: 12, isDefault: true },
  ]
  const required = { isRequired: true, values }
  const optional = { isRequired: false, values }

  it('the value named in b, whatever the option', () => {
    expect(bundleValueOfChoice(required, [11, 99])?.productId).toBe(11)
    expect(bundleValueOfChoice(optional, [99, 11])?.productId).toBe(11)
  })

  it('without b, every option opens with its default value (none when it has no default)', () => {
    expect(bundleValueOfChoice(required, [])?.productId).toBe(12)
    expect(bundleValueOfChoice(optional, [])?.productId).toBe(12)
    expect(bundleValueOfChoice({ isRequired: false, values: [{ productId: 11, isDefault: false }] }, [])).toBeNull()
  })

  it('with b naming none of its values, a required option keeps its default and an optional one is left at None', () => {
    expect(bundleValueOfChoice(required, [99])?.productId).toBe(12)
    expect(bundleValueOfChoice(optional, [99])).toBeNull()
    expect(bundleValueOfChoice(optional, parseChoiceIds(EMPTY_BUNDLE_CHOICE))).toBeNull()
  })
})
