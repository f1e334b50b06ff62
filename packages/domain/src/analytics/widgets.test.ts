import { describe, expect, it } from 'vitest'
import { carouselPosition, passwordToggle, tabChange } from './widgets.ts'

describe('platform §4: carousel position is start, middle or end', () => {
  it('reads the scroll position', () => {
    expect(carouselPosition({ scrollLeft: 0, clientWidth: 300, scrollWidth: 900 })).toBe('start')
    expect(carouselPosition({ scrollLeft: 300, clientWidth: 300, scrollWidth: 900 })).toBe('middle')
    expect(carouselPosition({ scrollLeft: 599.5, clientWidth: 300, scrollWidth: 900 })).toBe('end')
    expect(carouselPosition({ scrollLeft: 0, clientWidth: 900, scrollWidth: 900 })).toBe('start')
  })
})

describe('platform §2: tabs emit a change only when a different tab is chosen', () => {
  it('emits the chosen tab or nothing', () => {
    expect(tabChange(0, 1)).toBe(1)
    expect(tabChange('specs', 'specs')).toBeNull()
  })
})

describe('platform §4: password input toggles Show/Hide', () => {
  it('shows Show while hidden and Hide while visible', () => {
    expect(passwordToggle(false)).toEqual({ inputType: 'password', label: 'Show' })
    expect(passwordToggle(true)).toEqual({ inputType: 'text', label: 'Hide' })
  })
})
