import { describe, expect, it } from 'vitest'
import { listTitleOf } from './list-title.ts'

describe('My Lists: a list named once', () => {
  it('a list that goes by its kind reads once, with a capital', () => {
    expect(listTitleOf({ name: 'cart', type: 'quote' })).toBe('Cart')
    expect(listTitleOf({ name: 'Wishlist', type: 'wishlist' })).toBe('Wishlist')
    expect(listTitleOf({ name: '', type: 'sfl' })).toBe('Save for Later')
  })

  it('a named list keeps its name and says its kind', () => {
    expect(listTitleOf({ name: 'Garage build', type: 'quote' })).toBe('Garage build (cart)')
    expect(listTitleOf({ name: "Sam's wedding", type: 'registry' })).toBe("Sam's wedding (Registry)")
  })
})
