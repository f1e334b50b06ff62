import { describe, expect, it } from 'vitest'
import { createApiClient } from './api.server.ts'
import { loadSession } from './shell.server.ts'
import { toShellSession } from './session.server.ts'
import { classSession, expiryMs, GUEST_SESSION, sessionFromAnswer, sessionWithCustomer } from './session.ts'
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
  it('shell §3: a customer record with the legacy field group has it copied into groupId (it wins over groupId)', () => {
    expect(sessionWithCustomer(GUEST_SESSION, { _id: 9, group: 4, groupId: 1 })).toMatchObject({ loggedIn: true, groupId: 4, cg: '4' })
    expect(sessionWithCustomer(GUEST_SESSION, { _id: 9, group: '0', groupId: 2 })).toMatchObject({ loggedIn: false, groupId: 0 })
    expect(sessionWithCustomer(GUEST_SESSION, { _id: 9, groupId: 3 }).groupId).toBe(3)
  })
  it('a session answer without a customer keeps the signed-in customer we know; a guest answer drops it', () => {
    const current = sessionWithCustomer(GUEST_SESSION, { _id: 9, firstname: 'Grace', groupId: 2 })
    expect(mergeSessionAnswer(current, { cg: '2', groupId: 2, exp: 1_900_000_000 })).toMatchObject({ firstname: 'Grace', exp: 1_900_000_000_000 })
    expect(mergeSessionAnswer(current, { cg: '0', groupId: 0 })).toMatchObject({ loggedIn: false, firstname: '' })
  })
})

describe('the session of a page render (shell §5, §7)', () => {
  const USA = { code: 'USA', storeId: 1, prefix: '' }
  const answers: Record<string, Response | (() => Response)> = {}
  const api = createApiClient({
    site: USA,
    fetchImpl: async (url) => {
      const answer = answers[url.split('?')[0] ?? '']
      if (!answer) return Response.json({ error: 'not_found', message: 'none', status: 404 }, { status: 404 })
      return typeof answer === 'function' ? answer() : answer
    },
  })
  it('a signed-in session is completed with the customer (name, email), keeping cg and exp', async () => {
    answers['/svc_session/session'] = () => Response.json({ cg: '2', exp: 1_900_000_000, groupId: 2 })
    answers['/svc_customer/customer'] = () => Response.json({ customer: { _id: 2, email: 'group2@demo.ironhouse.shop', firstname: 'Gus', lastname: 'Grouptwo', groupId: 2 } })
    await expect(loadSession(api)).resolves.toMatchObject({ loggedIn: true, groupId: 2, cg: '2', exp: 1_900_000_000_000, email: 'group2@demo.ironhouse.shop', firstname: 'Gus' })
  })
  it('a customer call that fails leaves the session signed in without a name', async () => {
    answers['/svc_customer/customer'] = () => Response.json({ error: 'unknown_error', message: 'x', status: 500 }, { status: 500 })
    await expect(loadSession(api)).resolves.toMatchObject({ loggedIn: true, groupId: 2, email: '' })
  })
  it('no cookie: a guest, and nothing is asked', async () => {
    answers['/svc_session/session'] = () => {
      throw new Error('must not be called')
    }
    await expect(loadSession(api, false)).resolves.toMatchObject({ loggedIn: false, source: 'none' })
  })
  it('shell §8: a session call that fails twice is logged out', async () => {
    let calls = 0
    answers['/svc_session/session'] = () => {
      calls++
      return Response.json({ error: 'unknown_error', message: 'down', status: 503 }, { status: 503 })
    }
    await expect(loadSession(api)).resolves.toMatchObject({ loggedIn: false, source: 'failed' })
    expect(calls).toBe(2)
  })
})

describe('the session of a page rendered for a class of shoppers (decision 006)', () => {
  it('carries the group alone: no one’s name, email, id, expiry or cart', () => {
    expect(classSession(2)).toEqual({ ...GUEST_SESSION, loggedIn: true, groupId: 2, cg: '2', source: 'class' })
    expect(classSession(0)).toEqual({ ...GUEST_SESSION, source: 'class' })
  })
})
