import { describe, expect, it } from 'vitest'
import { nextTabIndex } from './tabs.tsx'

describe('nextTabIndex (WAI-ARIA tabs keyboard)', () => {
  it.each([
    { key: 'ArrowRight', selected: 0, expected: 1 },
    { key: 'ArrowRight', selected: 2, expected: 0 },
    { key: 'ArrowLeft', selected: 0, expected: 2 },
    { key: 'ArrowLeft', selected: 2, expected: 1 },
    { key: 'Home', selected: 2, expected: 0 },
    { key: 'End', selected: 0, expected: 2 },
    { key: 'Enter', selected: 1, expected: undefined },
  ])('$key from tab $selected of 3 goes to $expected', ({ key, selected, expected }) => {
    expect(nextTabIndex(key, selected, 3)).toBe(expected)
  })
})
