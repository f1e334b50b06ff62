import { describe, expect, it } from 'vitest'
import { isCheckoutListPath, isLoginListPath, isPreloaderListPath, loginRedirectPath } from './list-paths.ts'

describe('commerce §2: checkout, login and preloader paths', () => {
  it('counts /checkout and everything under it as checkout', () => {
    expect(isCheckoutListPath('/checkout')).toBe(true)
    expect(isCheckoutListPath('/checkout/review?step=2')).toBe(true)
    expect(isCheckoutListPath('/checkout/')).toBe(true)
    expect(isCheckoutListPath('/checkouts')).toBe(false)
    expect(isCheckoutListPath('/cart')).toBe(false)
  })

  it('recognises login with its redirect query and the app preloader', () => {
    expect(isLoginListPath('/login?redirect=/checkout')).toBe(true)
    expect(isLoginListPath('/login/help')).toBe(false)
    expect(isPreloaderListPath('/rg-app/preloader')).toBe(true)
    expect(isPreloaderListPath('/')).toBe(false)
  })

  it('builds /login?redirect=/account/wishlist as in the spec', () => {
    expect(loginRedirectPath('/account/wishlist')).toBe('/login?redirect=/account/wishlist')
    expect(loginRedirectPath('/cart?x=1&y=2')).toBe('/login?redirect=/cart%3Fx%3D1%26y%3D2')
  })
})
