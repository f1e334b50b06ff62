import { describe, expect, it } from 'vitest'
import type { ApiClient } from './api.server.ts'
import type { FlagsPayload } from './flags.ts'
import { evaluateFlags } from './growthbook.ts'
import { classFlagAttributes } from './shell.server.ts'

// Shell §6: flags are evaluated per store, route, query string, user id, email, login state and group.
// A loader's evaluation (a route's guard, a content page's A/B test) uses the shopper's class, the one
// the page cache keeps the page for (decision 006).
const payload: FlagsPayload = {
  features: {
    wholesale_banner: { defaultValue: false, rules: [{ condition: { group: 2 }, force: true }] },
    members_only: { defaultValue: false, rules: [{ condition: { loggedIn: true }, force: true }] },
  } as FlagsPayload['features'],
}
const api = (shopperGroup: number | null) => ({ shopperGroup }) as ApiClient
const USA = { storeId: 1, code: 'USA' }
const url = new URL('http://localhost:3000/the-ohio-bar?b=1')

describe('shell §6 a loader evaluates flags for the shopper’s class', () => {
  it('a group-2 customer’s page gets the group’s rules; a guest’s does not', () => {
    const customer = evaluateFlags(payload, classFlagAttributes(api(2), USA, url), url.origin)
    expect([customer.wholesale_banner, customer.members_only]).toEqual([true, true])
    const retail = evaluateFlags(payload, classFlagAttributes(api(1), USA, url), url.origin)
    expect([retail.wholesale_banner, retail.members_only]).toEqual([false, true])
    const guest = evaluateFlags(payload, classFlagAttributes(api(0), USA, url), url.origin)
    expect([guest.wholesale_banner, guest.members_only]).toEqual([false, false])
  })

  it('carries the page’s store, site, route and query, never a person (id and email empty); no class is a guest', () => {
    expect(classFlagAttributes(api(2), USA, url)).toEqual({ store: 1, site: 'USA', route: '/the-ohio-bar', query: '?b=1', id: '', email: '', loggedIn: true, group: 2 })
    expect(classFlagAttributes(api(null), USA, url)).toMatchObject({ loggedIn: false, group: 0 })
  })
})
