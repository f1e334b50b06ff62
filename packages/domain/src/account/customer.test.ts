import { describe, expect, it } from 'vitest'
import {
  forgotPasswordOutcome,
  isCustomerLoggedIn,
  loginBlockReason,
  loginFollowUps,
  normaliseCustomerGroup,
} from './customer.ts'

describe('shell §3 Customer: legacy group copied into groupId', () => {
  it('copies group into groupId', () => {
    expect(normaliseCustomerGroup({ group: 1 }).groupId).toBe(1)
    expect(normaliseCustomerGroup({ group: '4', groupId: 0 }).groupId).toBe(4)
  })

  it('keeps groupId when there is no legacy group, and 0 when neither exists or it is unreadable', () => {
    expect(normaliseCustomerGroup({ groupId: 2 }).groupId).toBe(2)
    expect(normaliseCustomerGroup({}).groupId).toBe(0)
    expect(normaliseCustomerGroup({ groupId: 'x' }).groupId).toBe(0)
  })
})

describe('shell §4, §6: logged in means groupId nonzero', () => {
  it('is logged out with groupId 0, absent, or no customer', () => {
    expect(isCustomerLoggedIn({ groupId: 0 })).toBe(false)
    expect(isCustomerLoggedIn({})).toBe(false)
    expect(isCustomerLoggedIn(null)).toBe(false)
  })

  it('is logged in with a nonzero groupId or legacy group', () => {
    expect(isCustomerLoggedIn({ groupId: 1 })).toBe(true)
    expect(isCustomerLoggedIn({ group: 1 })).toBe(true)
  })
})

describe('shell §5: login is blocked when the same email is already logged in', () => {
  const current = { email: 'Lifter@Example.com', groupId: 1 }

  it('blocks the same email, ignoring case and spaces', () => {
    expect(loginBlockReason(current, ' lifter@example.com ')).toBe('ALREADY_LOGGED_IN')
  })

  it('lets another email or a logged-out visitor log in', () => {
    expect(loginBlockReason(current, 'other@example.com')).toBeNull()
    expect(loginBlockReason({ ...current, groupId: 0 }, 'lifter@example.com')).toBeNull()
    expect(loginBlockReason(null, 'lifter@example.com')).toBeNull()
  })
})

describe('shell §5: forgot-password must return success, otherwise the response is an error', () => {
  it('accepts success true only', () => {
    expect(forgotPasswordOutcome({ success: true })).toEqual({ ok: true })
    expect(forgotPasswordOutcome({ success: false, message: 'nope' })).toEqual({
      ok: false,
      error: { success: false, message: 'nope' },
    })
    expect(forgotPasswordOutcome({ success: 'yes' }).ok).toBe(false)
    expect(forgotPasswordOutcome(null)).toEqual({ ok: false, error: null })
  })
})

describe('shell §4: login loads customer, cards, bins, app config, earned store, pricing, then tracks', () => {
  it('tracks a login event except after registration', () => {
    expect(loginFollowUps(false)).toEqual({
      load: ['customer', 'cards', 'bins', 'appConfig', 'earnedStore', 'pricing'],
      trackLoginEvent: true,
    })
    expect(loginFollowUps(true).trackLoginEvent).toBe(false)
  })
})
