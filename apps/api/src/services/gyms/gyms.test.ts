// Brands and the equipped-gyms map (shell §2 /{brand}-catalog, /{brand}-equipped-gyms, flags
// enable_gym_map and enable_gym_add; the calls are ours: docs/equipped-gyms.md). This file's store runs
// with both flags on (FEATURE_FLAG_DEFAULTS, read when the features service loads); gyms-flags-off.test.ts
// has them off.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CatalogBrandsResponse, EquippedGymsResponse, GymSubmissionResponse, MyGymsResponse, PendingGymsResponse } from '@ironhouse/contracts'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { shopper, type Shopper } from '../../../test/shopper.ts'
import { addTestSignInRoute, signedInCustomer } from '../../../test/sign-in.ts'
import { MAX_PENDING_GYMS_PER_CUSTOMER } from './service.ts'

vi.hoisted(() => {
  process.env.FEATURE_FLAG_DEFAULTS = JSON.stringify({ enable_gym_map: true, enable_gym_add: true })
})

const OPERATOR_TOKEN = 'op_test_token_for_gyms'
let t: TestApp

beforeAll(async () => {
  t = await openTestApp({ operatorToken: OPERATOR_TOKEN }, addTestSignInRoute)
})
afterAll(async () => {
  await t.close()
})

async function customer(email: string): Promise<Shopper> {
  const signed = await signedInCustomer(t.app, email)
  const s = shopper(t.app)
  for (const [name, value] of Object.entries(signed.cookies)) s.jar.set(name, value)
  return s
}

const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` }

describe('GET /svc_content/catalog/brands', () => {
  it('lists the brands the catalogue carries, each with the slug of its pages and its product count, cached for everyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc_content/catalog/brands' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    const { brands } = CatalogBrandsResponse.parse(res.json())
    expect(brands.map((b) => [b.name, b.slug])).toEqual([
      ['Concept 2', 'concept-2'],
      ['Ironhouse', 'ironhouse'],
      ['Kilo Forge', 'kilo-forge'],
      ['Northbound Athletics', 'northbound-athletics'],
    ])
    expect(brands.every((b) => b.productCount > 0)).toBe(true)
  })
})

describe('GET /svc_content/gyms?brand= (enable_gym_map on)', () => {
  it('lists the approved gyms of a brand by country, region and city, with their places on the map', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc_content/gyms?brand=Kilo%20Forge' })
    expect(res.statusCode).toBe(200)
    const body = EquippedGymsResponse.parse(res.json())
    expect(body.brand).toBe('Kilo Forge')
    expect(body.gyms.map((g) => `${g.name}, ${g.city} ${g.countryId}`)).toEqual([
      'Prairie Power Gym, Calgary CA',
      'Mersey Weightlifting, Liverpool GB',
      'Steel City Strongman, Pittsburgh US',
      'Plate & Chalk, Nashville US',
    ])
    expect(body.gyms.every((g) => g.latitude !== null && g.longitude !== null)).toBe(true)
  })

  it('reads the brand in any case; a brand the catalogue does not carry is 404; a missing brand is 400', async () => {
    const lower = EquippedGymsResponse.parse((await t.app.inject({ method: 'GET', url: '/svc_content/gyms?brand=concept%202' })).json())
    expect([lower.brand, lower.gyms.length]).toEqual(['Concept 2', 3])
    const unknown = await t.app.inject({ method: 'GET', url: '/svc_content/gyms?brand=Nosuchbrand' })
    expect([unknown.statusCode, unknown.json().error, unknown.json().message]).toEqual([404, 'not_found', 'Brand was not found'])
    expect((await t.app.inject({ method: 'GET', url: '/svc_content/gyms' })).statusCode).toBe(400)
  })
})

describe('POST /svc_content/gyms: a customer adds their gym (enable_gym_add on)', () => {
  const gym = { brand: 'Ironhouse', name: 'Backyard Barbell', city: 'Dayton', region: 'Ohio', countryId: 'us', website: 'https://backyard-barbell.example' }

  it('a guest is asked to log in (401); bad input is 400 naming the field; an unknown country or brand is refused', async () => {
    const guest = await shopper(t.app).post('/svc_content/gyms', gym)
    expect([guest.status, guest.body.error]).toEqual([401, 'unauthorized'])
    const ada = await customer('ada.gyms@example.com')
    const noName = await ada.post('/svc_content/gyms', { ...gym, name: '' })
    expect([noName.status, noName.body.error]).toEqual([400, 'validation_error'])
    const script = await ada.post('/svc_content/gyms', { ...gym, website: 'javascript:alert(1)' })
    expect([script.status, script.body.error]).toEqual([400, 'validation_error'])
    const country = await ada.post('/svc_content/gyms', { ...gym, countryId: 'QQ' })
    expect([country.status, country.body.message]).toEqual([400, 'Please choose a country from the list'])
    const brand = await ada.post('/svc_content/gyms', { ...gym, brand: 'Nosuchbrand' })
    expect(brand.status).toBe(404)
  })

  it('the gym waits for review: not on the map, listed as pending in the customer\'s own gyms; the same gym twice is 409', async () => {
    const bo = await customer('bo.gyms@example.com')
    const added = await bo.post('/svc_content/gyms', gym)
    expect(added.status).toBe(201)
    const { gym: saved } = GymSubmissionResponse.parse(added.body)
    expect(saved).toMatchObject({ brand: 'Ironhouse', name: 'Backyard Barbell', countryId: 'US', status: 'pending', latitude: null })
    const map = EquippedGymsResponse.parse((await t.app.inject({ method: 'GET', url: '/svc_content/gyms?brand=Ironhouse' })).json())
    expect(map.gyms.some((g) => g.name === 'Backyard Barbell')).toBe(false)
    const mine = MyGymsResponse.parse((await bo.get('/svc_content/gyms/mine')).body)
    expect(mine.gyms.map((g) => [g.name, g.status])).toEqual([['Backyard Barbell', 'pending']])
    const again = await (await customer('cy.gyms@example.com')).post('/svc_content/gyms', { ...gym, name: 'BACKYARD barbell' })
    expect([again.status, again.body.error]).toEqual([409, 'conflict'])
    expect((await shopper(t.app).get('/svc_content/gyms/mine')).status).toBe(401)
  })

  it(`a customer keeps at most ${MAX_PENDING_GYMS_PER_CUSTOMER} gyms waiting, even when the requests are sent at once`, async () => {
    const dee = await customer('dee.gyms@example.com')
    const answers = await Promise.all(
      Array.from({ length: MAX_PENDING_GYMS_PER_CUSTOMER + 2 }, (_, i) => dee.post('/svc_content/gyms', { ...gym, name: `Dee Strength ${i + 1}` })),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_PENDING_GYMS_PER_CUSTOMER)
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual([
      `You already have ${MAX_PENDING_GYMS_PER_CUSTOMER} gyms waiting for review. We will look at them soon`,
      `You already have ${MAX_PENDING_GYMS_PER_CUSTOMER} gyms waiting for review. We will look at them soon`,
    ])
  })
})

describe('operator review: /svc_content/operator/gyms', () => {
  it('needs the operator token (401 without it)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/svc_content/operator/gyms/pending' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/svc_content/operator/gyms/pending', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401)
  })

  it('approving places a waiting gym on its brand\'s map; rejecting keeps it off; a gym is reviewed once', async () => {
    const eve = await customer('eve.gyms@example.com')
    const a = GymSubmissionResponse.parse((await eve.post('/svc_content/gyms', { brand: 'Concept 2', name: 'Lakeside Erg Lab', city: 'Cleveland', countryId: 'US' })).body).gym
    const b = GymSubmissionResponse.parse((await eve.post('/svc_content/gyms', { brand: 'Concept 2', name: 'Spam Gym', city: 'Nowhere', countryId: 'US' })).body).gym
    const pending = PendingGymsResponse.parse((await t.app.inject({ method: 'GET', url: '/svc_content/operator/gyms/pending', headers: operator })).json())
    expect(pending.gyms.map((g) => g.name)).toEqual(expect.arrayContaining(['Lakeside Erg Lab', 'Spam Gym']))

    const review = (id: number, body: unknown) =>
      t.app.inject({ method: 'POST', url: `/svc_content/operator/gyms/${id}/review`, headers: { ...operator, origin: 'http://localhost:3000' }, payload: body as Record<string, unknown> })
    const noPlace = await review(a._id, { decision: 'approve' })
    expect(noPlace.statusCode).toBe(400)
    const approved = await review(a._id, { decision: 'approve', latitude: 41.4993, longitude: -81.6944 })
    expect([approved.statusCode, approved.json().gym.status]).toEqual([200, 'approved'])
    expect((await review(b._id, { decision: 'reject' })).json().gym.status).toBe('rejected')
    const twice = await review(a._id, { decision: 'reject' })
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'This gym was already approved'])
    expect((await review(999_999, { decision: 'reject' })).statusCode).toBe(404)

    const map = EquippedGymsResponse.parse((await t.app.inject({ method: 'GET', url: '/svc_content/gyms?brand=Concept%202' })).json())
    expect(map.gyms.find((g) => g.name === 'Lakeside Erg Lab')).toMatchObject({ latitude: expect.closeTo(41.4993, 3), longitude: expect.closeTo(-81.6944, 3) })
    expect(map.gyms.some((g) => g.name === 'Spam Gym')).toBe(false)
    const mine = MyGymsResponse.parse((await eve.get('/svc_content/gyms/mine')).body)
    expect(mine.gyms.map((g) => [g.name, g.status]).sort()).toEqual([['Lakeside Erg Lab', 'approved'], ['Spam Gym', 'rejected']])
  })
})
