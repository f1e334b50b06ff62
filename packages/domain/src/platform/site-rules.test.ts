import { describe, expect, it } from 'vitest'
import {
  copyrightYears,
  isLandingContentCategory,
  isLoggedInGroupId,
  isStaffEmail,
  reviewProviderLocale,
  shouldTrackPageView,
} from './site-rules.ts'
import { appSupportsFeature, compareAppVersions } from './app-versions.ts'

describe('shell §6 staff detection', () => {
  it('staff are detected by the company e-mail domain', () => {
    expect(isStaffEmail('Coach@IronHouse.com')).toBe(true)
    expect(isStaffEmail('coach@ironhouse.com.evil.io')).toBe(false)
    expect(isStaffEmail('coach@mail.ironhouse.com')).toBe(false)
    expect(isStaffEmail('ironhouse.com')).toBe(false)
    expect(isStaffEmail('a@example.org', 'example.org')).toBe(true)
  })
})

describe('shell §2 footer copyright', () => {
  it('starts from 2010', () => {
    expect(copyrightYears(2025)).toBe('2010–2025')
    expect(copyrightYears(2010)).toBe('2010')
  })
})

describe('shell §9 app versions', () => {
  it('compares dotted versions numerically', () => {
    expect(compareAppVersions('3.10.0', '3.3.0')).toBe(1)
    expect(compareAppVersions('3.2', '3.2.0')).toBe(0)
    expect(compareAppVersions('3.2.4', '3.2.5')).toBe(-1)
  })

  it('share needs 3.2.5 and ship-to needs 3.3.0', () => {
    expect(appSupportsFeature('share', '3.2.5')).toBe(true)
    expect(appSupportsFeature('share', '3.2.4')).toBe(false)
    expect(appSupportsFeature('shipTo', '3.2.9')).toBe(false)
    expect(appSupportsFeature('shipTo', '3.3.0')).toBe(true)
    expect(appSupportsFeature('applePay', undefined)).toBe(false)
  })
})

describe('platform §2 page views and other rules', () => {
  it('page views are tracked except on the native-app preloader', () => {
    expect(shouldTrackPageView('/rg-app/preloader')).toBe(false)
    expect(shouldTrackPageView('/rg-app/preloader/')).toBe(false)
    expect(shouldTrackPageView('/rg-app/featured')).toBe(true)
    // the preloader under a site's prefix is the preloader too (the tracker reads the whole path)
    expect(shouldTrackPageView('/ca/rg-app/preloader')).toBe(false)
    expect(shouldTrackPageView('/apo/rg-app/preloader')).toBe(false)
    expect(shouldTrackPageView('/ca/rg-app/featured')).toBe(true)
    expect(shouldTrackPageView('/shop/rg-app/preloader')).toBe(true)
  })

  it('platform §9: review provider locale is en-GB for EUR', () => {
    expect(reviewProviderLocale('EUR')).toBe('en-GB')
    expect(reviewProviderLocale('USA')).toBe('en-US')
  })

  it('shell §2: special category ids map to landing content pages', () => {
    expect([4691, 6043, 6069, 6071, 6075].every(isLandingContentCategory)).toBe(true)
    expect(isLandingContentCategory(4692)).toBe(false)
  })

  it('shell §4: group id 0 or absent means logged out', () => {
    expect([0, '0', undefined, null, '', 'x'].map(isLoggedInGroupId)).toEqual([false, false, false, false, false, false])
    expect([1, '4'].map(isLoggedInGroupId)).toEqual([true, true])
  })
})
