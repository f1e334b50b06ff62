import { describe, expect, it } from 'vitest'
import { validateBundleChildren } from './validate-bundle.ts'
import type { BuyRequestChild } from './types.ts'
import { barBundle } from './bar-bundle.fixture.ts'

const bar = (productId = 710, qty = 1): BuyRequestChild => ({ productId, qty, metadata: { bundleOptionId: 1 } })
const plates = (qty: number): BuyRequestChild => ({ productId: 720, qty, metadata: { bundleOptionId: 2 } })
const collars = (overrides: Partial<BuyRequestChild> = {}): BuyRequestChild => ({
  productId: 730,
  qty: 1,
  metadata: { freeBundleOptionId: 3 },
  ...overrides,
})
const message = (children: Array<BuyRequestChild> | undefined) => {
  const r = validateBundleChildren(children, barBundle)
  return r.ok ? 'ok' : r.error.message
}

describe('bundle rules (commerce §5, messages §8)', () => {
  it('a bundle with its required option and free product is valid', () => {
    const r = validateBundleChildren([bar(), plates(4), collars()], barBundle)
    expect(r.ok && r.value.map((c) => c.kind)).toEqual(['paid', 'paid', 'free'])
  })

  it('each required option needs a child with qty above zero', () => {
    expect(message([plates(2), collars()])).toBe('Invalid bundle - missing required option 1')
    expect(message([bar(710, 0), collars()])).toBe('Invalid bundle - missing required option 1')
    expect(message(undefined)).toBe('Invalid bundle - missing required option 1')
  })

  it('a child must be a value of its option', () => {
    expect(message([bar(720), collars()])).toBe('Invalid bundle child')
    expect(message([bar(710, -1), collars()])).toBe('Invalid bundle child')
  })

  it('a child whose option is not in the bundle is unknown', () => {
    expect(message([bar(), { productId: 710, qty: 1, metadata: { bundleOptionId: 9 } }, collars()])).toBe(
      'Unknown bundle child',
    )
    expect(message([bar(), { productId: 710, qty: 1 }, collars()])).toBe('Unknown bundle child')
    expect(message([bar(), collars({ metadata: { freeBundleOptionId: 9 } })])).toBe('Unknown bundle child')
  })

  it('an option with an included free product needs that product', () => {
    expect(message([bar(), plates(2)])).toBe('Required free product not found in bundle')
  })

  it('the free product must be qty exactly 1, price 0 and the included product', () => {
    expect(message([bar(), collars({ qty: 2 })])).toBe('Incorrect free product')
    expect(message([bar(), collars({ priceMinor: 100 })])).toBe('Incorrect free product')
    expect(message([bar(), collars({ productId: 731 })])).toBe('Incorrect free product')
    expect(message([bar(), collars({ metadata: { freeBundleOptionId: 2 } })])).toBe('Incorrect free product')
    expect(message([bar(), collars({ priceMinor: 0 })])).toBe('ok')
  })
})
