import { describe, expect, it } from 'vitest'
import { toShellSession } from './session.server.ts'

describe('toShellSession', () => {
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
  it('reads the legacy cg value when groupId is absent', () => {
    expect(toShellSession({ cg: 4 }).groupId).toBe(4)
  })
})
