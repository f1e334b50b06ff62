import { describe, expect, it } from 'vitest'
import { eventDayText } from './registry-pages.tsx'

describe("a registry's event day", () => {
  it('reads as a date, the same day wherever the reader is; a value that is no date stays as it is', () => {
    expect(eventDayText('2031-06-01')).toBe('June 1, 2031')
    expect(eventDayText('2031-12-31')).toBe('December 31, 2031')
    expect(eventDayText('soon')).toBe('soon')
  })
})
