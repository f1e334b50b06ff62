import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, ProgramsResponse } from '@ironhouse/contracts'
import { SESSION_COOKIE } from '../../plugins/session.ts'
import { signInDemoCustomer } from '../../../test/demo-sign-in.ts'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

const signIn = (index: 0 | 1 | 2) => signInDemoCustomer(t.app, index)

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
