// The equipped-gyms map with its flags at their defaults (shell §2: the page needs enable_gym_map;
// enable_gym_add is off): the calls answer 404, the brands still list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { shopper } from '../../../test/shopper.ts'
import { addTestSignInRoute, signedInCustomer } from '../../../test/sign-in.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp({}, addTestSignInRoute)
})
afterAll(async () => {
  await t.close()
})

describe('shell §2 the gym map needs enable_gym_map', () => {
  it('with the flags off the map and adding a gym are 404; the catalogue brands still answer', async () => {
    const map = await t.app.inject({ method: 'GET', url: '/svc_content/gyms?brand=Ironhouse' })
    expect([map.statusCode, map.json().message]).toEqual([404, 'The gym map is not available'])
    const signed = await signedInCustomer(t.app, 'flo.gyms@example.com')
    const s = shopper(t.app)
    for (const [name, value] of Object.entries(signed.cookies)) s.jar.set(name, value)
    const add = await s.post('/svc_content/gyms', { brand: 'Ironhouse', name: 'Flo Gym', city: 'Akron', countryId: 'US' })
    expect(add.status).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/svc_content/catalog/brands' })).statusCode).toBe(200)
  })
})
