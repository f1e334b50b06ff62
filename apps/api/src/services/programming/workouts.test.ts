// The workout log (shell §2 /account/workout-statistics; ours: docs/programming.md): a customer logs the
// workouts of the programs they own as done, takes one back, and reads its statistics. The demo retail
// customer owns program 2401 (12 weeks, 4 a week) and 2403 (8 weeks, 5 a week); group 3 owns none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WorkoutLogResponse, WorkoutLogsResponse, WorkoutStatsResponse } from '@ironhouse/contracts'
import { SESSION_COOKIE } from '../../plugins/session.ts'
import { signInDemoCustomer } from '../../../test/demo-sign-in.ts'
import { openTestApp, sameOriginHeaders, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

const signIn = (index: 0 | 1 | 2) => signInDemoCustomer(t.app, index)

function as(cookie: string | null) {
  const cookies = cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, ...cookies }),
    post: (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload, headers: sameOriginHeaders(t.app), ...cookies }),
    del: (url: string) => t.app.inject({ method: 'DELETE', url, headers: sameOriginHeaders(t.app), ...cookies }),
  }
}

describe('/svc_programming/workouts', () => {
  it('a customer logs a workout of their program done today, lists it, reads the statistics, and takes it back', async () => {
    const ada = as(await signIn(0))
    const logged = await ada.post('/svc_programming/workouts', { productId: 2401, week: 1, day: 2, note: 'Squats felt fast' })
    expect(logged.statusCode).toBe(201)
    expect(logged.headers['cache-control']).toContain('no-store')
    const { workout } = WorkoutLogResponse.parse(logged.json())
    expect(workout).toMatchObject({ productId: 2401, week: 1, day: 2, note: 'Squats felt fast', completedOn: new Date().toISOString().slice(0, 10) })
    expect((await ada.post('/svc_programming/workouts', { productId: 2403, week: 1, day: 1 })).statusCode).toBe(201)

    expect(WorkoutLogsResponse.parse((await ada.get('/svc_programming/workouts?productId=2401')).json()).workouts.map((w) => [w.week, w.day])).toEqual([[1, 2]])
    const stats = WorkoutStatsResponse.parse((await ada.get('/svc_programming/workouts/stats')).json())
    expect(stats).toMatchObject({ total: 2, last7Days: 2, currentStreakDays: 1, longestStreakDays: 1 })
    expect(stats.weeks.at(-1)?.workouts).toBe(2)
    expect(stats.programs).toEqual([
      { productId: 2403, name: expect.any(String), done: 1, planned: 40 },
      { productId: 2401, name: 'Ironhouse Strength Program', done: 1, planned: 48 },
    ])

    const again = await ada.post('/svc_programming/workouts', { productId: 2401, week: 1, day: 2 })
    expect([again.statusCode, again.json().error, again.json().message]).toEqual([409, 'conflict', 'Week 1, day 2 of Ironhouse Strength Program is already logged'])
    expect((await ada.del(`/svc_programming/workouts/${workout._id}`)).statusCode).toBe(200)
    expect(WorkoutStatsResponse.parse((await ada.get('/svc_programming/workouts/stats')).json()).total).toBe(1)
  })

  it('refuses a guest (401), a program the customer does not own (404), a week or day outside the plan (400), another customer’s workout (404) and bad input (400)', async () => {
    const guest = as(null)
    expect((await guest.get('/svc_programming/workouts/stats')).statusCode).toBe(401)
    expect((await guest.post('/svc_programming/workouts', { productId: 2401, week: 1, day: 1 })).statusCode).toBe(401)
    const ada = as(await signIn(0))
    const other = as(await signIn(2))
    const notOwned = await other.post('/svc_programming/workouts', { productId: 2401, week: 1, day: 1 })
    expect([notOwned.statusCode, notOwned.json().message]).toEqual([404, 'This program is not in your account'])
    const week = await ada.post('/svc_programming/workouts', { productId: 2401, week: 13, day: 1 })
    expect([week.statusCode, week.json().message]).toEqual([400, 'Ironhouse Strength Program runs 12 weeks: choose a week from 1 to 12'])
    const day = await ada.post('/svc_programming/workouts', { productId: 2401, week: 2, day: 5 })
    expect([day.statusCode, day.json().message]).toEqual([400, 'Ironhouse Strength Program has 4 workouts a week: choose a day from 1 to 4'])
    for (const bad of [{ productId: 2401, week: 0, day: 1 }, { productId: 2401, week: 1 }, { productId: 'x', week: 1, day: 1 }, { productId: 2401, week: 1, day: 1, extra: true }]) {
      expect((await ada.post('/svc_programming/workouts', bad)).statusCode, JSON.stringify(bad)).toBe(400)
    }
    const mine = WorkoutLogResponse.parse((await ada.post('/svc_programming/workouts', { productId: 2401, week: 3, day: 3 })).json()).workout
    expect((await other.del(`/svc_programming/workouts/${mine._id}`)).statusCode).toBe(404)
    expect((await ada.del('/svc_programming/workouts/0')).statusCode).toBe(400)
  })

  it('the same workout sent twice at once is logged once', async () => {
    const ada = as(await signIn(0))
    const answers = await Promise.all([1, 2, 3].map(() => ada.post('/svc_programming/workouts', { productId: 2403, week: 4, day: 2 })))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409])
  })
})
