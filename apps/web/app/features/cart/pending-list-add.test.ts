import { describe, expect, it } from 'vitest'
import type { ListItem } from '@ironhouse/contracts'
import { buyRequestOfLine } from './buy-request.ts'
import { PENDING_LIST_ADD_MS, linesMatching, parsePendingListAdd } from './pending-list-add.ts'

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

describe('a move out of the cart kept for after the sign-in', () => {
  const line = (id: string, productId: number, options: Record<string, unknown>, children: Array<number> = []) =>
    ({ _id: id, productId, qty: 2, options, children: children.map((c) => ({ productId: c, qty: 1, name: '', sku: '' })) }) as unknown as ListItem

  it('keeps that it is a move', () => {
    const move = { type: 'sfl' as const, items: [{ productId: 1401, qty: 1 }], fromCart: true }
    expect(parsePendingListAdd(stored({ ...move, at: 1 }), 2)).toEqual(move)
    expect(parsePendingListAdd(stored({ ...move, fromCart: 'yes', at: 1 }), 2)).toEqual({ type: 'sfl', items: move.items })
  })

  it('finds the lines of the same product with the same choices in the joined cart, whatever their quantity or key order', () => {
    const guestLine = line('g1', 1201, { color: 'black', size: 'M' }, [7, 3])
    const joined = [line('c1', 1201, { size: 'M', color: 'black' }, [3, 7]), line('c2', 1201, { color: 'red', size: 'M' }, [3, 7]), line('c3', 1001, {})]
    expect(linesMatching(joined, [buyRequestOfLine(guestLine)])).toEqual(['c1'])
    expect(linesMatching(joined, [{ productId: 1001, qty: 1 }])).toEqual(['c3'])
    expect(linesMatching(joined, [{ productId: 999, qty: 1 }])).toEqual([])
  })
})
