// Events (shell §2 Events, §3 Event profile, §7 GET/PUT /svc_event/account, GET /svc_event/events/{id},
// §9 default invitational year 2025, events default year 2024; the registration call and its refusals
// are ours: docs/events.md). The demo store's events: invitational-2025 (open), strongman-classic-2024
// and ironhouse-invitational-2024 (closed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { EventAccountResponse, EventListResponse, EventRegistrationResponse, EventResponse, EventRosterResponse, ErrorBody } from '@ironhouse/contracts'
import { eventDivisions, eventRegistrations } from '@ironhouse/db'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { shopper, type Shopper } from '../../../test/shopper.ts'
import { addTestSignInRoute, signedInCustomer } from '../../../test/sign-in.ts'

const OPERATOR_TOKEN = 'op_test_token_for_events'
let t: TestApp

beforeAll(async () => {
  t = await openTestApp({ operatorToken: OPERATOR_TOKEN }, addTestSignInRoute)
})
afterAll(async () => {
  await t.close()
})

/** A new customer, signed in, as a browser that keeps its cookies. */
async function customer(email: string, names: { firstname?: string; lastname?: string } = {}): Promise<Shopper> {
  const signed = await signedInCustomer(t.app, email, names)
  const s = shopper(t.app)
  for (const [name, value] of Object.entries(signed.cookies)) s.jar.set(name, value)
  return s
}

const profile = { firstName: 'Ada', lastName: 'Lifter', email: 'ada.events@example.com', btwbId: '123456', birthdate: '1990-04-12', gym: 'Garage Barbell', gender: 'Female', country: 'US' }

async function invitational() {
  const res = await shopper(t.app).get('/svc_event/events/invitational-2025')
  return EventResponse.parse(res.body).event
}

async function divisionId(name: string): Promise<number> {
  const found = (await invitational()).divisions.find((d) => d.name === name)
  if (!found) throw new Error(`no division ${name}`)
  return found._id
}

describe('GET /svc_event/events (the EventsList content block; docs/events.md)', () => {
  it('lists the events, the latest start first, with their dates, place and whether they take registrations; cached for everyone for a minute', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc_event/events' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    const { events } = EventListResponse.parse(res.json())
    expect(events.map((e) => [e._id, e.registrationOpen])).toEqual([
      ['invitational-2025', true],
      ['ironhouse-invitational-2024', false],
      ['strongman-classic-2024', false],
    ])
    expect(events.map((e) => e.startsOn)).toEqual([...events.map((e) => e.startsOn)].sort().reverse())
    expect(events[0]).toEqual({ _id: 'invitational-2025', slug: 'invitational', year: 2025, name: 'The 2025 Invitational', startsOn: '2025-10-24', endsOn: '2025-10-26', location: 'Columbus, Ohio', registrationOpen: true })
  })

  it('takes a limit of 1 to 12; another limit is 400 validation_error', async () => {
    const one = EventListResponse.parse((await shopper(t.app).get('/svc_event/events?limit=1')).body).events
    expect(one.map((e) => e._id)).toEqual(['invitational-2025'])
    for (const limit of ['0', '13', 'x']) {
      const bad = await shopper(t.app).get(`/svc_event/events?limit=${limit}`)
      expect([limit, bad.status, bad.body.error]).toEqual([limit, 400, 'validation_error'])
    }
  })
})

describe('GET /svc_event/events/{id} (shell §7 event)', () => {
  it('shell §9 the 2025 Invitational: name, dates, location, its five divisions in order with their places, cached for everyone for a minute', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc_event/events/invitational-2025' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    const { event } = EventResponse.parse(res.json())
    expect(event).toMatchObject({ _id: 'invitational-2025', slug: 'invitational', year: 2025, name: 'The 2025 Invitational', startsOn: '2025-10-24', endsOn: '2025-10-26', location: 'Columbus, Ohio', registrationOpen: true })
    expect(event.divisions.map((d) => d.name)).toEqual(['Men’s Open', 'Women’s Open', 'Masters Men 40+', 'Masters Women 40+', 'Teens 14–17'])
    expect(event.divisions.map((d) => d.capacity)).toEqual([150, 150, 60, 60, 30])
    expect(event.divisions.map((d) => d.spotsLeft)).toEqual([150, 150, 60, 60, 30])
  })

  it('shell §9 a named event of 2024 reads by {name}-{year}, upper case too; an unknown event is 404 not_found; an id without a year is 400', async () => {
    const classic = EventResponse.parse((await shopper(t.app).get('/svc_event/events/Strongman-Classic-2024')).body).event
    expect([classic._id, classic.registrationOpen, classic.divisions.length]).toEqual(['strongman-classic-2024', false, 3])
    const unknown = await shopper(t.app).get('/svc_event/events/strongman-classic-2023')
    expect([unknown.status, ErrorBody.parse(unknown.body).error, unknown.body.message]).toEqual([404, 'not_found', 'Event was not found'])
    const bad = await shopper(t.app).get('/svc_event/events/strongman')
    expect([bad.status, bad.body.error]).toEqual([400, 'validation_error'])
  })
})

describe('GET/PUT /svc_event/account (shell §3 Event profile, §7)', () => {
  it('a guest gets 401 unauthorized for the profile, its update and a registration', async () => {
    const guest = shopper(t.app)
    expect((await guest.get('/svc_event/account')).status).toBe(401)
    const put = await guest.put('/svc_event/account', profile)
    expect([put.status, put.body.error]).toEqual([401, 'unauthorized'])
    const reg = await guest.post('/svc_event/events/invitational-2025/registrations', { divisionId: await divisionId('Men’s Open') })
    expect([reg.status, reg.body.error]).toEqual([401, 'unauthorized'])
  })

  it('shell §3 a customer without a profile reads one filled from the account: gender Male, not linked, no _id, no registrations; never cached', async () => {
    const s = await customer('no-profile@example.com', { firstname: 'Bo', lastname: 'Press' })
    const res = await t.app.inject({ method: 'GET', url: '/svc_event/account', headers: { cookie: [...s.jar].map(([k, v]) => `${k}=${v}`).join('; ') } })
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(EventAccountResponse.parse(res.json())).toEqual({
      profile: { _id: null, linked: false, firstName: 'Bo', lastName: 'Press', email: 'no-profile@example.com', btwbId: null, birthdate: null, gym: '', gender: 'Male', country: '' },
      registrations: [],
    })
  })

  it('shell §3 PUT saves the profile (linked with a BTWB id; gender defaults to Male when left out) and GET reads it back', async () => {
    const s = await customer('saves-profile@example.com')
    const saved = EventAccountResponse.parse((await s.put('/svc_event/account', profile)).body).profile
    expect(saved).toMatchObject({ linked: true, firstName: 'Ada', email: 'ada.events@example.com', btwbId: '123456', birthdate: '1990-04-12', gym: 'Garage Barbell', gender: 'Female', country: 'US' })
    expect(saved._id).toMatch(/^[0-9a-f-]{36}$/)
    const { btwbId: _b, gender: _g, ...rest } = profile
    const again = EventAccountResponse.parse((await s.put('/svc_event/account', { ...rest, country: 'ca' })).body).profile
    expect([again._id, again.linked, again.btwbId, again.gender, again.country]).toEqual([saved._id, false, null, 'Male', 'CA'])
    expect(EventAccountResponse.parse((await s.get('/svc_event/account')).body).profile).toEqual(again)
  })

  it('bad input is a 400 with its code and nothing is saved: no first name, a bad email, a future or impossible birthdate, an unknown country, a gender not offered, a BTWB id that is not digits, an unknown field', async () => {
    const s = await customer('bad-profile@example.com')
    const refusals = [
      [{ ...profile, firstName: '  ' }, 'validation_error'],
      [{ ...profile, email: 'not-an-email' }, 'invalid_email'],
      [{ ...profile, birthdate: '2999-01-01' }, 'validation_error'],
      [{ ...profile, birthdate: '1990-02-30' }, 'validation_error'],
      [{ ...profile, country: 'ZZ' }, 'validation_error'],
      [{ ...profile, gender: 'Other' }, 'validation_error'],
      [{ ...profile, btwbId: 'abc' }, 'validation_error'],
      [{ ...profile, role: 'admin' }, 'validation_error'],
    ] as const
    for (const [body, code] of refusals) {
      const res = await s.put('/svc_event/account', body)
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([400, code])
    }
    expect((await s.put('/svc_event/account', { ...profile, birthdate: '2999-01-01' })).body.message).toBe('Please enter a birthdate in the past (YYYY-MM-DD)')
    expect((await s.put('/svc_event/account', { ...profile, country: 'ZZ' })).body.message).toBe('ZZ is not a country we know')
    expect(EventAccountResponse.parse((await s.get('/svc_event/account')).body).profile._id).toBeNull()
  })
})

describe('POST /svc_event/events/{id}/registrations (shell §3: registrations carry divisionId)', () => {
  it('registers the saved profile in a division; the account lists it; a second registration is 409 already_registered', async () => {
    const s = await customer('registers@example.com')
    const before = await s.post('/svc_event/events/invitational-2025/registrations', { divisionId: await divisionId('Women’s Open') })
    expect([before.status, before.body.error, before.body.message]).toEqual([409, 'event_profile_required', 'Please save your athlete profile before registering'])
    expect((await s.put('/svc_event/account', profile)).status).toBe(200)
    const res = await s.post('/svc_event/events/invitational-2025/registrations', { divisionId: await divisionId('Women’s Open') })
    expect(res.status).toBe(201)
    const { registration } = EventRegistrationResponse.parse(res.body)
    expect(registration).toMatchObject({ eventId: 'invitational-2025', eventName: 'The 2025 Invitational', divisionName: 'Women’s Open' })
    expect(EventAccountResponse.parse((await s.get('/svc_event/account')).body).registrations).toEqual([registration])
    const again = await s.post('/svc_event/events/invitational-2025/registrations', { divisionId: await divisionId('Masters Women 40+') })
    expect([again.status, again.body.error, again.body.message]).toEqual([409, 'already_registered', 'You are already registered for The 2025 Invitational'])
  })

  it('refuses a division of another event (400 unknown_division), a closed event (409 registration_closed), an unknown event (404) and a bad divisionId (400)', async () => {
    const s = await customer('refused@example.com')
    expect((await s.put('/svc_event/account', profile)).status).toBe(200)
    const classic = EventResponse.parse((await s.get('/svc_event/events/strongman-classic-2024')).body).event
    const otherDivision = classic.divisions[0]?._id ?? 0
    const wrong = await s.post('/svc_event/events/invitational-2025/registrations', { divisionId: otherDivision })
    expect([wrong.status, wrong.body.error, wrong.body.message]).toEqual([400, 'unknown_division', 'That division is not one of The 2025 Invitational\'s'])
    const closed = await s.post('/svc_event/events/strongman-classic-2024/registrations', { divisionId: otherDivision })
    expect([closed.status, closed.body.error, closed.body.message]).toEqual([409, 'registration_closed', 'Registration for Ironhouse Strongman Classic 2024 is closed'])
    const unknown = await s.post('/svc_event/events/invitational-2031/registrations', { divisionId: otherDivision })
    expect([unknown.status, unknown.body.error]).toEqual([404, 'not_found'])
    for (const divisionId of ['1', -1, 0, 2 ** 40, null]) {
      const bad = await s.post('/svc_event/events/invitational-2025/registrations', { divisionId })
      expect([bad.status, bad.body.error], String(divisionId)).toEqual([400, 'validation_error'])
    }
    expect(EventAccountResponse.parse((await s.get('/svc_event/account')).body).registrations).toEqual([])
  })

  it('two registrations sent at once (two tabs, two divisions): one lands (201), the other is 409 already_registered, one row is kept', async () => {
    const s = await customer('concurrent@example.com')
    expect((await s.put('/svc_event/account', profile)).status).toBe(200)
    const [men, masters] = [await divisionId('Men’s Open'), await divisionId('Masters Men 40+')]
    const answers = await Promise.all([
      s.post('/svc_event/events/invitational-2025/registrations', { divisionId: men }),
      s.tab().post('/svc_event/events/invitational-2025/registrations', { divisionId: masters }),
      s.tab().post('/svc_event/events/invitational-2025/registrations', { divisionId: men }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409])
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error)).toEqual(['already_registered', 'already_registered'])
    const { profile: saved, registrations } = EventAccountResponse.parse((await s.get('/svc_event/account')).body)
    expect(registrations).toHaveLength(1)
    const rows = await t.db.db.select().from(eventRegistrations).where(eq(eventRegistrations.profileId, saved._id ?? ''))
    expect(rows).toHaveLength(1)
  })
})

describe('GET /svc_event/operator/events/{id}/registrations (shell §2: the internal moderator route for events)', () => {
  const roster = (id: string, token: string | null = OPERATOR_TOKEN) =>
    t.app.inject({ method: 'GET', url: `/svc_event/operator/events/${id}/registrations`, headers: token ? { authorization: `Bearer ${token}` } : {} })

  it('the moderator reads who registered in which division, with their profile; without the operator token it is 401, a customer’s session is not enough', async () => {
    const s = await customer('roster@example.com')
    expect((await s.put('/svc_event/account', { ...profile, email: 'roster.athlete@example.com' })).status).toBe(200)
    expect((await s.post('/svc_event/events/invitational-2025/registrations', { divisionId: await divisionId('Teens 14–17') })).status).toBe(201)
    const res = await roster('invitational-2025')
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'private, no-store'])
    const body = EventRosterResponse.parse(res.json())
    expect(body.eventName).toBe('The 2025 Invitational')
    const mine = body.registrations.find((r) => r.athlete.email === 'roster.athlete@example.com')
    expect([mine?.divisionName, mine?.athlete.firstName, mine?.athlete.country]).toEqual(['Teens 14–17', 'Ada', 'US'])
    const denied = [await roster('invitational-2025', null), await roster('invitational-2025', 'wrong'), await s.get('/svc_event/operator/events/invitational-2025/registrations')]
    expect(denied.map((r) => ('statusCode' in r ? r.statusCode : r.status))).toEqual([401, 401, 401])
    expect((await roster('invitational-2031')).statusCode).toBe(404)
  })
})

describe('division places and withdrawal (docs/events.md: capacities and withdrawing are ours)', () => {
  async function registered(email: string, division: number) {
    const s = await customer(email)
    expect((await s.put('/svc_event/account', { ...profile, email })).status).toBe(200)
    return { s, answer: await s.post('/svc_event/events/invitational-2025/registrations', { divisionId: division }) }
  }

  it('a full division refuses the next athlete (409 division_full); of athletes taking the last places at once, only as many land as there are places', async () => {
    const teens = await divisionId('Teens 14–17')
    // the event's answer is kept by caches for a minute: places are counted in the table here
    const taken = async () => (await t.db.db.select().from(eventRegistrations).where(eq(eventRegistrations.divisionId, teens))).length
    const capacity = (await taken()) + 3
    await t.db.db.update(eventDivisions).set({ capacity }).where(eq(eventDivisions.id, teens))
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => registered(`teen-${n}@example.com`, teens)))
    expect(answers.map((a) => a.answer.status).sort()).toEqual([201, 201, 201, 409, 409])
    const refused = answers.find((a) => a.answer.status === 409)?.answer.body
    expect([refused?.error, refused?.message]).toEqual(['division_full', 'The Teens 14–17 division of The 2025 Invitational is full'])
    expect(await taken()).toBe(capacity)

    // a withdrawal gives the place back
    const landed = answers.find((a) => a.answer.status === 201)
    const out = await landed?.s.del('/svc_event/events/invitational-2025/registration')
    expect([out?.status, out?.body]).toEqual([200, { withdrawn: true, eventId: 'invitational-2025' }])
    expect(await taken()).toBe(capacity - 1)
    expect(EventAccountResponse.parse((await landed?.s.get('/svc_event/account'))?.body).registrations).toEqual([])
    const late = answers.find((a) => a.answer.status === 409)
    expect((await late?.s.post('/svc_event/events/invitational-2025/registrations', { divisionId: teens }))?.status).toBe(201)
  })

  it('withdrawing: a guest is 401; not registered is 404 not_registered; a closed event keeps its roster (409 registration_closed)', async () => {
    expect((await shopper(t.app).del('/svc_event/events/invitational-2025/registration')).status).toBe(401)
    const s = await customer('not-registered@example.com')
    const none = await s.del('/svc_event/events/invitational-2025/registration')
    expect([none.status, none.body.error, none.body.message]).toEqual([404, 'not_registered', 'You are not registered for The 2025 Invitational'])
    const closed = await s.del('/svc_event/events/strongman-classic-2024/registration')
    expect([closed.status, closed.body.error]).toEqual([409, 'registration_closed'])
    expect((await s.del('/svc_event/events/invitational-2031/registration')).status).toBe(404)
  })
})

