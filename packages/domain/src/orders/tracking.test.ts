import { describe, expect, it } from 'vitest'
import { decodeTrackerEmail, encodeTrackerEmail, trackerPath } from './tracking.ts'

describe('order tracking links (shell §2 /shippingtracker)', () => {
  it('encodes the email so it is not readable in the link, and decodes it back (lower-cased)', () => {
    const data = encodeTrackerEmail(' Ada.Lifter+bars@Example.com ')
    expect(data).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(data).not.toContain('example')
    expect(decodeTrackerEmail(data)).toBe('ada.lifter+bars@example.com')
    expect(decodeTrackerEmail(encodeTrackerEmail('zoë@exämple.de'))).toBe('zoë@exämple.de')
  })

  it('refuses data that is not an encoded email', () => {
    expect(decodeTrackerEmail('')).toBeNull()
    expect(decodeTrackerEmail('not base64!')).toBeNull()
    expect(decodeTrackerEmail(encodeTrackerEmail('no-at-sign'))).toBeNull()
    expect(decodeTrackerEmail('_w')).toBeNull()
  })

  it('builds the site path of the tracker', () => {
    expect(trackerPath('/eu', 'IH100000001', 'a@b.co')).toBe(`/eu/shippingtracker?order=IH100000001&data=${encodeTrackerEmail('a@b.co')}`)
  })
})
