import { describe, expect, it } from 'vitest'
import { headerKindFor } from './shell.tsx'

describe('headerKindFor', () => {
  it.each([
    ['/checkout', 'funnel'],
    ['/checkout/shipping', 'funnel'],
    ['/ca/checkout/review', 'funnel'],
    ['/payment-link', 'funnel'],
    ['/order-manager-quote', 'hidden'],
    ['/cart', 'full'],
    ['/checkouts-guide', 'full'],
  ])('shell §2 header: %s gets the %s header', (path, kind) => {
    expect(headerKindFor(path)).toBe(kind)
  })
})
