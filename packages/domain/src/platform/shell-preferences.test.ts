import { describe, expect, it } from 'vitest'
import { COOKIE_LIFETIME_DAYS } from './constants.ts'
import { christmasShippingNotice, HIGH_CONTRAST_COOKIE, isHighContrast } from './shell-preferences.ts'

describe('shell §9 high contrast cookie', () => {
  it('is named highContrast, lives 365 days, and only the value 1 turns it on', () => {
    expect(HIGH_CONTRAST_COOKIE).toBe('highContrast')
    expect(COOKIE_LIFETIME_DAYS.highContrast).toBe(365)
    expect(isHighContrast('1')).toBe(true)
    for (const value of [undefined, null, '', '0', 'true', ' 1', '11']) expect(isHighContrast(value)).toBe(false)
  })
})

describe('shell §6 show_christmas_shipping_banner: the cut-off notice', () => {
  it('names the cut-off day, 18 December with its weekday, until the end of that day', () => {
    expect(christmasShippingNotice(new Date('2026-11-27T12:00:00Z'))).toBe(
      'Christmas shipping cut-off: order by Friday 18 December with standard shipping for delivery by Christmas.',
    )
    expect(christmasShippingNotice(new Date('2026-12-18T23:59:59Z'))).toContain('order by Friday 18 December')
    expect(christmasShippingNotice(new Date('2027-12-01T00:00:00Z'))).toContain('order by Saturday 18 December')
  })

  it('says the cut-off has passed from 19 December', () => {
    expect(christmasShippingNotice(new Date('2026-12-19T00:00:00Z'))).toBe(
      'The Christmas shipping cut-off (Friday 18 December) has passed: standard shipping orders now arrive after Christmas.',
    )
  })
})
