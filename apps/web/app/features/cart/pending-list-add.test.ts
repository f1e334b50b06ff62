import { describe, expect, it } from 'vitest'
import { PENDING_LIST_ADD_MS, parsePendingListAdd } from './pending-list-add.ts'

const add = { type: 'wishlist' as const, items: [{ productId: 1401, qty: 1 }] }
const stored = (value: object) => JSON.stringify(value)

describe('a list add kept for after the sign-in', () => {
  it('is read back within 30 minutes', () => {
    expect(parsePendingListAdd(stored({ ...add, at: 1_000 }), 1_000 + PENDING_LIST_ADD_MS)).toEqual(add)
  })

  it('is dropped after 30 minutes, or when kept "later" than now', () => {
    expect(parsePendingListAdd(stored({ ...add, at: 1_000 }), 1_000 + PENDING_LIST_ADD_MS + 1)).toBeNull()
    expect(parsePendingListAdd(stored({ ...add, at: 5_000 }), 1_000)).toBeNull()
  })

  it('is dropped when the stored value is not one: another list type, no items, an item without a product id, not JSON', () => {
    expect(parsePendingListAdd(stored({ type: 'party', items: add.items, at: 1 }), 2)).toBeNull()
    expect(parsePendingListAdd(stored({ type: 'wishlist', items: [], at: 1 }), 2)).toBeNull()
    expect(parsePendingListAdd(stored({ type: 'wishlist', items: [{ productId: 'x' }], at: 1 }), 2)).toBeNull()
    expect(parsePendingListAdd('{not json', 2)).toBeNull()
    expect(parsePendingListAdd(null, 2)).toBeNull()
  })
})
