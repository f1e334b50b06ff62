import { describe, expect, it } from 'vitest'
import { toShellSession } from './session.server.ts'
import { expiryMs, GUEST_SESSION, sessionFromAnswer, sessionWithCustomer } from './session.ts'
import { mergeSessionAnswer } from './session-context.tsx'

describe('session answers (shell §3, §4, §7, §9)', () => {
  it('shell §4: group id 0 or absent is logged out, nonzero is logged in', () => {
    expect(toShellSession({}).loggedIn).toBe(false)
    expect(toShellSession({ groupId: 0 }).loggedIn).toBe(false)
    expect(toShellSession({ groupId: 1, customer: { firstname: 'Ada', _id: 'c1' }, cartCount: 2 })).toMatchObject({
      loggedIn: true,
      firstname: 'Ada',
      customerId: 'c1',
      cartCount: 2,
    })
  })
  it('shell §9: reads cg when groupId is absent; cg "0" is logged out', () => {
    expect(sessionFromAnswer({ cg: 4 }).groupId).toBe(4)
    expect(sessionFromAnswer({ cg: '0', exp: 1_900_000_000 })).toMatchObject({ loggedIn: false, cg: '0' })
  })
  it('exp in seconds, milliseconds or as a date', () => {
    expect(expiryMs(1_900_000_000)).toBe(1_900_000_000_000)
    expect(expiryMs(1_900_000_000_000)).toBe(1_900_000_000_000)
    expect(expiryMs('2030-03-17T17:46:40.000Z')).toBe(Date.parse('2030-03-17T17:46:40.000Z'))
    expect(expiryMs('1900000000')).toBe(1_900_000_000_000)
    expect(expiryMs(null)).toBeNull()
    expect(expiryMs('soon')).toBeNull()
  })
  it('a sign-in answer makes the customer signed in with their group', () => {
    expect(sessionWithCustomer(GUEST_SESSION, { _id: 9, email: 'g2@example.com', firstname: 'Grace', lastname: 'Hopper', groupId: 2 })).toMatchObject({
      loggedIn: true,
      groupId: 2,
      customerId: '9',
      firstname: 'Grace',
    })
  })
  it('a session answer without a customer keeps the signed-in customer we know; a guest answer drops it', () => {
    const current = sessionWithCustomer(GUEST_SESSION, { _id: 9, firstname: 'Grace', groupId: 2 })
    expect(mergeSessionAnswer(current, { cg: '2', groupId: 2, exp: 1_900_000_000 })).toMatchObject({ firstname: 'Grace', exp: 1_900_000_000_000 })
    expect(mergeSessionAnswer(current, { cg: '0', groupId: 0 })).toMatchObject({ loggedIn: false, firstname: '' })
  })
})
