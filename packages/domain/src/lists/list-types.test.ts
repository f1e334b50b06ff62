import { describe, expect, it } from 'vitest'
import {
  LIST_TYPES,
  isListType,
  listTypeNeedsLogin,
} from './list-types.ts'
import { listDisplayName, productsAddedToCartMessage, productsMovedToListMessage } from './list-names.ts'

describe('commerce §3 List.type', () => {
  it('has the seven list types of the spec', () => {
    expect(LIST_TYPES).toEqual(['cart', 'quote', 'sfl', 'buyNow', 'wishlist', 'registry', 'registryPurchase'])
    expect(isListType('registryPurchase')).toBe(true)
    expect(isListType('compare')).toBe(false)
  })
})

describe('commerce §4/§6: wishlist and save-for-later need login', () => {
  it('needs login for wishlist and sfl only', () => {
    expect(LIST_TYPES.filter(listTypeNeedsLogin)).toEqual(['sfl', 'wishlist'])
  })
})

describe('commerce §9: list names and §8 user messages', () => {
  it('names the lists cart and Save for Later', () => {
    expect(listDisplayName('quote')).toBe('cart')
    expect(listDisplayName('cart')).toBe('cart')
    expect(listDisplayName('sfl')).toBe('Save for Later')
  })

  it('builds the added and moved messages', () => {
    expect(productsAddedToCartMessage(3)).toBe('3 products have been added to your cart')
    expect(productsMovedToListMessage(2, listDisplayName('sfl'))).toBe('2 products have been moved to Save for Later')
  })
})
