import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_ROUTE_CHILDREN,
  DEFAULT_EVENT_PROFILE,
  accountRouteAllowsGuest,
  addressFormDefaults,
  addressPayload,
  eventProfileFrom,
  paymentTypeAfterShipToChange,
  shouldLoadRegions,
} from './account-area.ts'
import { accountMenuItems, isAccountPath, logoutDestination } from './account-menu.ts'

describe('shell §2 Account area routes', () => {
  it('lists the 20 children of /account', () => {
    expect(ACCOUNT_ROUTE_CHILDREN).toHaveLength(20)
    expect(ACCOUNT_ROUTE_CHILDREN[0]).toBe('dashboard')
    expect(ACCOUNT_ROUTE_CHILDREN).toContain('zeus-saved-design')
  })

  it('lets a guest open earned-store in the app only', () => {
    expect(accountRouteAllowsGuest('earned-store', true)).toBe(true)
    expect(accountRouteAllowsGuest('earned-store', false)).toBe(false)
    expect(accountRouteAllowsGuest('orders', true)).toBe(false)
  })
})

describe('shell §2 Header: logged-in account dropdown', () => {
  it('shows ZEUS Gym Builder on USA only', () => {
    expect(accountMenuItems('USA', true).map((i) => i.label)).toEqual([
      'My Account',
      'ZEUS Gym Builder',
      'Order History',
      'programming',
      'My Wishlist',
      'Account Settings',
      'Log Out',
    ])
    expect(accountMenuItems('CAN', true).map((i) => i.label)).not.toContain('ZEUS Gym Builder')
    expect(accountMenuItems('USA', true).at(-1)).toEqual({ label: 'Log Out', action: 'logout' })
  })

  it('guests see Log In', () => {
    expect(accountMenuItems('USA', false)).toEqual([{ label: 'Log In', to: '/login' }])
  })
})

describe('shell §2: logging out from an account path returns to /', () => {
  it('returns / from /account and below, also with a site prefix', () => {
    expect(logoutDestination('/account')).toBe('/')
    expect(logoutDestination('/account/orders?page=2')).toBe('/')
    expect(logoutDestination('/eu/account/wishlist')).toBe('/')
  })

  it('stays elsewhere', () => {
    expect(logoutDestination('/cart')).toBeNull()
    expect(isAccountPath('/accounting')).toBe(false)
  })
})

describe('shell §5: regions load only when a country requires a region (or is APO) and are not cached', () => {
  it('loads for a region country not cached yet', () => {
    expect(shouldLoadRegions({ alpha2: 'US', requireRegion: true }, [])).toBe(true)
    expect(shouldLoadRegions({ alpha2: 'US', requireRegion: true }, ['us'])).toBe(false)
  })

  it('does not load for a country without regions, except APO', () => {
    expect(shouldLoadRegions({ alpha2: 'DE', requireRegion: false }, [])).toBe(false)
    expect(shouldLoadRegions({ alpha2: 'APO', requireRegion: false }, [])).toBe(true)
    expect(shouldLoadRegions({ alpha2: 'US', requireRegion: false }, [], 'APO')).toBe(true)
  })
})

describe('shell §5: the address form defaults its country to the site country and prefills from the customer', () => {
  const customer = { firstname: 'Ada', lastname: 'Lift', email: 'ada@example.com', telephone: '5551234567' }

  it('defaults the country and prefills contact fields', () => {
    const form = addressFormDefaults('CA', customer)
    expect(form.countryId).toBe('CA')
    expect(form.firstname).toBe('Ada')
    expect(form.email).toBe('ada@example.com')
    expect(form.street).toEqual([''])
  })

  it('starts from the existing address when editing, and works for a guest', () => {
    const form = addressFormDefaults('US', customer, { countryId: 'GB', city: 'Leeds', region: undefined })
    expect(form.countryId).toBe('GB')
    expect(form.city).toBe('Leeds')
    expect(form.firstname).toBe('Ada')
    expect(addressFormDefaults('US', null).firstname).toBe('')
  })

  it('sends vatNumber as vatId (shell §3)', () => {
    expect(addressPayload({ city: 'Dublin', vatNumber: 'IE123' })).toEqual({ city: 'Dublin', vatId: 'IE123' })
    expect(addressPayload({ city: 'Dublin', vatNumber: '' })).toEqual({ city: 'Dublin' })
  })
})

describe('shell §4: changing the ship-to country resets the payment type when no longer available', () => {
  it('keeps an available payment type', () => {
    expect(paymentTypeAfterShipToChange('paypal', ['adyen', 'paypal'], 'adyen')).toEqual({ reset: false })
  })

  it('resets to the fallback, else the first available, else null', () => {
    expect(paymentTypeAfterShipToChange('klarna', ['paypal', 'adyen'], 'adyen')).toEqual({ reset: true, paymentType: 'adyen' })
    expect(paymentTypeAfterShipToChange('klarna', ['paypal'], 'adyen')).toEqual({ reset: true, paymentType: 'paypal' })
    expect(paymentTypeAfterShipToChange(null, [], 'adyen')).toEqual({ reset: true, paymentType: null })
  })
})

describe('shell §3 Event profile: gender defaults to Male', () => {
  it('defaults gender Male and unloaded', () => {
    expect(DEFAULT_EVENT_PROFILE.gender).toBe('Male')
    expect(DEFAULT_EVENT_PROFILE.loaded).toBe(false)
  })

  it('fills from the answer, keeping Male when gender is missing', () => {
    const profile = eventProfileFrom({ firstName: 'Ada', gender: '' })
    expect(profile).toMatchObject({ firstName: 'Ada', gender: 'Male', loaded: true })
    expect(eventProfileFrom({ gender: 'Female' }).gender).toBe('Female')
    expect(eventProfileFrom(null).loaded).toBe(true)
  })
})
