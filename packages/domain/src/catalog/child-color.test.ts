import { describe, expect, it } from 'vitest'
import { childColorOf } from './child-color.ts'

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
})
