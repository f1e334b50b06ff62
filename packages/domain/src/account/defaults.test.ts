import { describe, expect, it } from 'vitest'
import { addCard, removeCard, saveAccountAddress, setDefaultAddress, setDefaultCard } from './defaults.ts'

const addresses = [
  { _id: 'a', isDefaultShipping: true, isDefaultBilling: true },
  { _id: 'b', isDefaultShipping: false, isDefaultBilling: false },
]

describe('shell §4: a default address clears that flag on the other addresses', () => {
  it('moves the default shipping flag and leaves billing alone', () => {
    expect(setDefaultAddress(addresses, 'b', 'shipping')).toEqual([
      { _id: 'a', isDefaultShipping: false, isDefaultBilling: true },
      { _id: 'b', isDefaultShipping: true, isDefaultBilling: false },
    ])
  })

  it('moves the default billing flag', () => {
    const next = setDefaultAddress(addresses, 'b', 'billing')
    expect(next.map((a) => a.isDefaultBilling)).toEqual([false, true])
    expect(next.map((a) => a.isDefaultShipping)).toEqual([true, false])
  })

  it('changes nothing for an unknown id', () => {
    expect(setDefaultAddress(addresses, 'zz', 'shipping')).toEqual(addresses)
  })

  it('applies the flags of a saved address, new or edited', () => {
    const added = saveAccountAddress(addresses, { _id: 'c', isDefaultShipping: true, isDefaultBilling: true })
    expect(added.filter((a) => a.isDefaultShipping).map((a) => a._id)).toEqual(['c'])
    expect(added.filter((a) => a.isDefaultBilling).map((a) => a._id)).toEqual(['c'])
    const edited = saveAccountAddress(addresses, { _id: 'b', isDefaultShipping: false, isDefaultBilling: false })
    expect(edited).toEqual(addresses)
  })
})

describe('shell §4: a new default card clears the old default; the first card becomes the default', () => {
  it('makes the first card the default even when not asked', () => {
    expect(addCard([], { _id: 'c1' })).toEqual([{ _id: 'c1', isDefault: true }])
  })

  it('keeps the old default when a non-default card is added', () => {
    const cards = addCard([{ _id: 'c1', isDefault: true }], { _id: 'c2' })
    expect(cards).toEqual([
      { _id: 'c1', isDefault: true },
      { _id: 'c2', isDefault: false },
    ])
  })

  it('clears the old default when the new card is the default', () => {
    const cards = addCard([{ _id: 'c1', isDefault: true }], { _id: 'c2', isDefault: true })
    expect(cards.filter((c) => c.isDefault).map((c) => c._id)).toEqual(['c2'])
  })

  it('setDefaultCard moves the default, unknown ids change nothing', () => {
    const cards = [{ _id: 'c1', isDefault: true }, { _id: 'c2' }]
    expect(setDefaultCard(cards, 'c2').map((c) => c.isDefault)).toEqual([false, true])
    expect(setDefaultCard(cards, 'nope')).toEqual(cards)
  })

  it('removing the default card makes the first remaining card the default (our choice)', () => {
    const cards = [{ _id: 'c1', isDefault: true }, { _id: 'c2', isDefault: false }, { _id: 'c3', isDefault: false }]
    expect(removeCard(cards, 'c1')).toEqual([
      { _id: 'c2', isDefault: true },
      { _id: 'c3', isDefault: false },
    ])
    expect(removeCard(cards, 'c2')).toEqual([cards[0], cards[2]])
    expect(removeCard([{ _id: 'c1', isDefault: true }], 'c1')).toEqual([])
  })
})
