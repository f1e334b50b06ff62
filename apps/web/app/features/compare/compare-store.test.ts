import { describe, expect, it } from 'vitest'
import { COMPARE_STORAGE_KEY } from '@ironhouse/domain'
import { COMPARE_MAX, parseCompare, toggleCompare } from './compare-store.ts'

const entry = (productId: number) => ({ productId, name: `P${productId}`, url: `/p${productId}` })

describe('commerce §9: the compare list is stored locally under category_compare', () => {
  it('uses the category_compare key', () => {
    expect(COMPARE_STORAGE_KEY).toBe('category_compare')
  })

  it('adds once, removes on the second toggle, and keeps at most 4 (the oldest leaves)', () => {
    let list = toggleCompare([], entry(1))
    list = toggleCompare(list, entry(1))
    expect(list).toEqual([])
    for (const id of [1, 2, 3, 4, 5]) list = toggleCompare(list, entry(id))
    expect(list.map((e) => e.productId)).toEqual([2, 3, 4, 5])
    expect(list).toHaveLength(COMPARE_MAX)
  })

  it('reads only well-formed entries from storage', () => {
    expect(parseCompare('not json')).toEqual([])
    expect(parseCompare(JSON.stringify([entry(1), { productId: -1, name: 'x', url: '/' }, 'x', { productId: 2 }]))).toEqual([entry(1)])
  })
})
