import { describe, expect, it } from 'vitest'
import { childColorLabelOf, childColorOf } from './child-color.ts'

describe('childColorOf', () => {
  it("reads a configurable child's colour", () => {
    expect(childColorOf({ color: 'Cerakote Red' })).toBe('Cerakote Red')
    expect(childColorOf({ color: '  Black ' })).toBe('Black')
  })

  it('has none for a missing, empty or non-text colour', () => {
    expect(childColorOf(undefined)).toBeUndefined()
    expect(childColorOf({})).toBeUndefined()
    expect(childColorOf({ color: '' })).toBeUndefined()
    expect(childColorOf({ color: '   ' })).toBeUndefined()
    expect(childColorOf({ color: 12 })).toBeUndefined()
    expect(childColorOf({ color: null })).toBeUndefined()
  })

  it('names a child by its colour where one is shown, else by its own name', () => {
    expect(childColorLabelOf({ attributes: { color: 'Cerakote Red' }, name: 'Ohio Bar - Red' })).toBe('Cerakote Red')
    expect(childColorLabelOf({ attributes: { color: '' }, name: 'Ohio Bar - Red' })).toBe('Ohio Bar - Red')
    expect(childColorLabelOf({ attributes: {}, name: 'Ohio Bar - Red' })).toBe('Ohio Bar - Red')
  })
})
