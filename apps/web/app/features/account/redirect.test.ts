import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirect.ts'

describe('login redirect (shell §2: /login?redirect= accepts only a path on this site)', () => {
  it('keeps a site path with its query and hash', () => {
    expect(safeRedirectPath('/account/wishlist')).toBe('/account/wishlist')
    expect(safeRedirectPath('/ca/account')).toBe('/ca/account')
    expect(safeRedirectPath('/search?q=bar#top')).toBe('/search?q=bar#top')
  })
  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/account'],
    ['absolute https', 'https://evil'],
    ['absolute http', 'http://evil.com/x'],
    ['backslash', '/\\evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['backslash then slash', '/\\/evil.com'],
    ['tab stripped by browsers', '/\t/evil.com'],
    ['newline stripped by browsers', '/\n/evil.com'],
    ['encoded slash', '/%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,hi'],
    ['relative', 'account'],
    ['leading space', ' /account'],
    ['userinfo trick', '/@evil.com'.replace('/', '//')],
    ['empty', ''],
    ['the login page itself', '/login'],
    ['the login page of a site', '/ca/login?redirect=/x'],
  ])('refuses %s: %s', (_name, raw) => {
    expect(safeRedirectPath(raw)).toBeNull()
  })
  it('refuses nothing and overlong values', () => {
    expect(safeRedirectPath(null)).toBeNull()
    expect(safeRedirectPath(undefined)).toBeNull()
    expect(safeRedirectPath(`/${'a'.repeat(2048)}`)).toBeNull()
  })
  it('a path containing @ or a scheme-looking segment stays on the site', () => {
    expect(safeRedirectPath('/@evil.com')).toBe('/@evil.com')
    expect(safeRedirectPath('/https://evil.com')).toBe('/https://evil.com')
  })
})
