import { describe, expect, it } from 'vitest'
import { isCardExpired } from './card-expiry.ts'

describe('commerce §5: a card is expired once the end of its expiry month has passed', () => {
  const card = { expMonth: 3, expYear: 2026 }

  it('is not expired on the last moment of the expiry month', () => {
    expect(isCardExpired(card, new Date('2026-03-31T23:59:59.999Z'))).toBe(false)
    expect(isCardExpired(card, new Date('2026-03-01T00:00:00Z'))).toBe(false)
  })

  it('is expired from the first moment of the next month', () => {
    expect(isCardExpired(card, new Date('2026-04-01T00:00:00Z'))).toBe(true)
  })

  it('rolls December over to January of the next year', () => {
    expect(isCardExpired({ expMonth: '12', expYear: '2026' }, new Date('2026-12-31T12:00:00Z'))).toBe(false)
    expect(isCardExpired({ expMonth: 12, expYear: 2026 }, new Date('2027-01-01T00:00:00Z'))).toBe(true)
  })

  it('reads two-digit years as 20xx and treats unreadable dates as expired', () => {
    expect(isCardExpired({ expMonth: 3, expYear: 26 }, new Date('2026-03-15T00:00:00Z'))).toBe(false)
    expect(isCardExpired({ expMonth: 13, expYear: 2026 }, new Date('2020-01-01T00:00:00Z'))).toBe(true)
    expect(isCardExpired({ expMonth: 'x', expYear: 2026 }, new Date('2020-01-01T00:00:00Z'))).toBe(true)
  })
})
