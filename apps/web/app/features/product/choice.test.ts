import { describe, expect, it } from 'vitest'
import { makeProduct } from '../../ui/test-fixtures.ts'
import { EMPTY_BUNDLE_CHOICE, parseChoiceIds } from '@ironhouse/domain'
import { choiceFromIds, choiceQueryValue } from './choice.ts'

describe('the b query (commerce §2: chosen child ids joined by dashes)', () => {
  const value = (productId: number, isDefault: boolean) => ({ productId, price: 0, priceType: 'dynamic' as const, canChangeQty: false, defaultQty: 1, isDefault })
  const bundle = makeProduct({
    type: 'bundle',
    bundleOptions: [
      { id: 1, title: 'Bar', isRequired: true, includedProductId: null, values: [value(11, true), value(12, false)] },
      { id: 2, title: 'Towel', isRequired: true, includedProductId: 30, values: [value(30, true)] },
      { id: 3, title: 'Collars', isRequired: false, includedProductId: null, values: [value(21, false), value(22, false)] },
    ],
  })

  it('a bundle: the ids that are values of an option, else each option\'s default; written back in option order without the free product', () => {
    expect(choiceFromIds(bundle, [], [])).toEqual({ childId: null, bundle: { 1: 11, 3: null } })
    const choice = choiceFromIds(bundle, [], [22, 12, 999])
    expect(choice.bundle).toEqual({ 1: 12, 3: 22 })
    expect(choiceQueryValue(bundle, choice)).toBe('12-22')
    expect(choiceQueryValue(bundle, { childId: null, bundle: {} })).toBeNull()
  })

  it('an optional option left at None stays None when the link is opened again; a required one takes its default', () => {
    const collars = makeProduct({
      type: 'bundle',
      bundleOptions: [
        { id: 1, title: 'Bar', isRequired: true, includedProductId: null, values: [value(11, true), value(12, false)] },
        { id: 3, title: 'Collars', isRequired: false, includedProductId: null, values: [value(21, true), value(22, false)] },
      ],
    })
    // opened without b: the defaults, collars included
    expect(choiceFromIds(collars, [], []).bundle).toEqual({ 1: 11, 3: 21 })
    // the shopper picks bar 12 and no collars: b names the bar only, and reads back the same
    const b = choiceQueryValue(collars, { childId: null, bundle: { 1: 12, 3: null } })
    expect(b).toBe('12')
    expect(choiceFromIds(collars, [], parseChoiceIds(b)).bundle).toEqual({ 1: 12, 3: null })
    // a b that names only the collars leaves the bar at its default
    expect(choiceFromIds(collars, [], [22]).bundle).toEqual({ 1: 11, 3: 22 })
    // every option optional and left at None: a b of its own, not the defaults again
    const optional = makeProduct({ type: 'bundle', bundleOptions: [{ id: 3, title: 'Collars', isRequired: false, includedProductId: null, values: [value(21, true)] }] })
    expect(choiceQueryValue(optional, { childId: null, bundle: { 3: null } })).toBe(EMPTY_BUNDLE_CHOICE)
    expect(choiceFromIds(optional, [], parseChoiceIds(EMPTY_BUNDLE_CHOICE)).bundle).toEqual({ 3: null })
  })

  it('a configurable product: an id that is one of its children', () => {
    const parent = makeProduct({ type: 'configurable', childrenIds: [5, 6] })
    const children = [makeProduct({ productId: 5 }), makeProduct({ productId: 6 })]
    expect(choiceFromIds(parent, children, [4, 6]).childId).toBe(6)
    expect(choiceFromIds(parent, children, [4]).childId).toBeNull()
    expect(choiceQueryValue(parent, { childId: 6, bundle: {} })).toBe('6')
    expect(choiceQueryValue(parent, { childId: null, bundle: {} })).toBeNull()
  })
})
