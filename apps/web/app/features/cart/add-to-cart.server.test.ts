import { describe, expect, it } from 'vitest'
import { withCookie } from './add-to-cart.server.ts'

describe('the session cookie a form post started goes with its next call', () => {
  it('replaces a cookie of the same name (an ended session) and keeps the others', () => {
    expect(withCookie('ih_visit=abc; ih_session=old', 'ih_session=new')).toBe('ih_visit=abc; ih_session=new')
  })
  it('adds the cookie to a header without it, or to none', () => {
    expect(withCookie('ih_visit=abc', 'ih_session=new')).toBe('ih_visit=abc; ih_session=new')
    expect(withCookie('', 'ih_session=new')).toBe('ih_session=new')
  })
  it('does not take a cookie whose name only starts the same for it', () => {
    expect(withCookie('ih_session_hint=1', 'ih_session=new')).toBe('ih_session_hint=1; ih_session=new')
  })
})
