import { describe, expect, it } from 'vitest'
import { placesNote } from './registration-panel.tsx'

describe('an event division’s places next to its name (docs/events.md)', () => {
  it('says full at 0, counts the last 20, and says nothing while there are plenty or no limit', () => {
    expect(placesNote(0)).toBe(' (full)')
    expect(placesNote(1)).toBe(' (1 place left)')
    expect(placesNote(20)).toBe(' (20 places left)')
    expect(placesNote(21)).toBe('')
    expect(placesNote(null)).toBe('')
  })
})
