import { describe, expect, it } from 'vitest'
import {
  COMMERCE_PRODUCT_THUMBNAIL_WIDTH,
  COMPARE_STORAGE_KEY,
  appDashboardBanners,
  fiveForFiveRemaining,
  isEquippedGymsEnabled,
  isFunneledPath,
  isPathOnSite,
  isReturnsAvailable,
  loginOpensOverlay,
  opensSideCartAfterAdd,
} from './storefront-shell.ts'
import { pathAfterCartEmptied } from './cart-emptied.ts'

describe('commerce §2: returns entry on USA, APO, CAN, or with enable-eu-returns', () => {
  it('is available on those sites or with the flag', () => {
    expect(isReturnsAvailable('USA', false)).toBe(true)
    expect(isReturnsAvailable('CAN', false)).toBe(true)
    expect(isReturnsAvailable('EUR', false)).toBe(false)
    expect(isReturnsAvailable('EUR', true)).toBe(true)
  })
})

describe('shell §2 routes and header', () => {
  it('equipped-gyms needs enable_gym_map', () => {
    expect(isEquippedGymsEnabled(false)).toBe(false)
    expect(isEquippedGymsEnabled(true)).toBe(true)
  })

  it('ZEUS builder and brand catalogues are USA only', () => {
    expect(isPathOnSite('/zeus-builder/project/edit', 'USA')).toBe(true)
    expect(isPathOnSite('/zeus-builder', 'CAN')).toBe(false)
    expect(isPathOnSite('/ironhouse-catalog', 'EUR')).toBe(false)
    expect(isPathOnSite('/shoes', 'EUR')).toBe(true)
  })

  it('checkout steps and the payment link are funneled', () => {
    expect(isFunneledPath('/checkout/payment')).toBe(true)
    expect(isFunneledPath('/payment-link')).toBe(true)
    expect(isFunneledPath('/cart')).toBe(false)
  })

  it('login opens an overlay on invitational and named-event pages', () => {
    expect(loginOpensOverlay('/invitational/leaderboard')).toBe(true)
    expect(loginOpensOverlay('/events/strongman-classic/2024/heats')).toBe(true)
    expect(loginOpensOverlay('/account')).toBe(false)
  })
})

describe('commerce §2: checkout exits and the side cart', () => {
  it('sends the user to /cart when the cart empties on checkout', () => {
    expect(pathAfterCartEmptied('/checkout/review')).toBe('/cart')
    expect(pathAfterCartEmptied('/cart')).toBeNull()
  })

  it('opens the side cart after an add on checkout pages, on the web only', () => {
    expect(opensSideCartAfterAdd('/checkout', false)).toBe(true)
    expect(opensSideCartAfterAdd('/checkout', true)).toBe(false)
    expect(opensSideCartAfterAdd('/shoes', false)).toBe(false)
  })

  it('shows the programming banner only to customers with programs', () => {
    expect(appDashboardBanners({ loggedIn: true, programCount: 1 })).toContain('programming')
    expect(appDashboardBanners({ loggedIn: true, programCount: 0 })).not.toContain('programming')
    expect(appDashboardBanners({ loggedIn: false, programCount: 3 })).toHaveLength(7)
  })
})

describe('commerce §7, §9 constants', () => {
  it('five-for-five remaining defaults to 2', () => {
    expect(fiveForFiveRemaining(null)).toBe(2)
    expect(fiveForFiveRemaining({ fiveShipForFiveRemaining: 0 })).toBe(0)
    expect(fiveForFiveRemaining({ fiveShipForFiveRemaining: null })).toBe(2)
  })

  it('compare key and thumbnail width', () => {
    expect(COMPARE_STORAGE_KEY).toBe('category_compare')
    expect(COMMERCE_PRODUCT_THUMBNAIL_WIDTH).toBe(800)
  })
})
