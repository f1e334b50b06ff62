import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, ProgramsResponse } from '@ironhouse/contracts'
import { DEMO_CUSTOMERS } from '@ironhouse/demo-data'
import { SESSION_COOKIE } from '../../plugins/session.ts'
import { openTestApp, sameOriginHeaders, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

async function signIn(index: 0 | 1 | 2): Promise<string> {
  const { email, password } = DEMO_CUSTOMERS[index]
  const res = await t.app.inject({ method: 'POST', url: '/svc_session/session/login', headers: sameOriginHeaders(t.app), payload: { email, password } })
  expect(res.statusCode).toBe(200)
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value
  if (!cookie) throw new Error('no session cookie')
  return cookie
}

const programs = (cookie?: string) => t.app.inject({ method: 'GET', url: '/svc_programming/programs', ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}) })

describe('GET /svc_programming/programs (commerce §7)', () => {
  it('the demo retail customer owns the strength program (app) and the conditioning program (email), newest first', async () => {
    const res = await programs(await signIn(0))
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('no-store')
    const body = ProgramsResponse.parse(res.json())
    expect(body.programs.map((p) => [p.productId, p.delivery, p.durationWeeks, p.daysPerWeek, p.trial, p.orderNumber])).toEqual([
      [2403, 'Email', 8, 5, false, 'DEMO-0002'],
      [2401, 'App', 12, 4, false, 'DEMO-0001'],
    ])
    expect(body.programs[1]).toMatchObject({ name: 'Ironhouse Strength Program', grantedAt: '2026-09-01T09:00:00.000Z' })
  })

  it("each customer reads only their own: the group-2 customer owns the trial, group 3 none", async () => {
    expect(ProgramsResponse.parse((await programs(await signIn(1))).json()).programs.map((p) => [p.productId, p.trial])).toEqual([[2402, true]])
    expect(ProgramsResponse.parse((await programs(await signIn(2))).json()).programs).toEqual([])
  })

  it('a guest is refused with 401', async () => {
    const res = await programs()
    expect(res.statusCode).toBe(401)
    expect(ErrorBody.parse(res.json()).error).toBe('unauthorized')
  })
})
