// An event's workouts (docs/events.md "Workouts"): the events moderator adds what scores are entered
// for, and removes one without scores. The demo's invitational-2025 has none; ironhouse-invitational-2024
// has four, all scored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EventLeaderboardResponse, EventWorkoutRemoved, EventWorkoutResponse, ErrorBody } from '@ironhouse/contracts'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'

const OPERATOR_TOKEN = 'op_test_token_for_workouts'
let t: TestApp

beforeAll(async () => {
  t = await openTestApp({ operatorToken: OPERATOR_TOKEN })
})
afterAll(async () => {
  await t.close()
})

const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {})
const addWorkout = (id: string, body: unknown, token: string | null = OPERATOR_TOKEN) =>
  t.app.inject({ method: 'POST', url: `/svc_event/operator/events/${id}/workouts`, payload: body as object, headers: auth(token) })
const removeWorkout = (id: string, workoutId: number | string, token: string | null = OPERATOR_TOKEN) =>
  t.app.inject({ method: 'DELETE', url: `/svc_event/operator/events/${id}/workouts/${workoutId}`, headers: auth(token) })
const workoutsOf = async (id: string) => EventLeaderboardResponse.parse((await t.app.inject({ method: 'GET', url: `/svc_event/events/${id}/leaderboard` })).json()).leaderboard.workouts

describe('the events moderator adds and removes workouts', () => {
  it('adds workouts in order, each at once on the public leaderboard; a score can be entered for it; a name the event has is 409 workout_exists', async () => {
    const before = await workoutsOf('invitational-2025')
    const first = await addWorkout('invitational-2025', { name: 'Event 1: Deadlift ladder', description: 'Climb the ladder.', scoring: 'load' })
    expect([first.statusCode, first.headers['cache-control']]).toEqual([201, 'private, no-store'])
    const deadlift = EventWorkoutResponse.parse(first.json()).workout
    expect(deadlift).toMatchObject({ name: 'Event 1: Deadlift ladder', description: 'Climb the ladder.', scoring: 'load' })
    const second = EventWorkoutResponse.parse((await addWorkout('invitational-2025', { name: '  Event 2: 500 m row ', scoring: 'time' })).json()).workout
    expect([second.name, second.description]).toEqual(['Event 2: 500 m row', ''])
    expect((await workoutsOf('invitational-2025')).map((w) => w.name)).toEqual([...before.map((w) => w.name), 'Event 1: Deadlift ladder', 'Event 2: 500 m row'])

    const again = await addWorkout('invitational-2025', { name: 'Event 1: Deadlift ladder', scoring: 'reps' })
    expect(again.statusCode).toBe(409)
    expect(ErrorBody.parse(again.json())).toMatchObject({ error: 'workout_exists', message: 'The 2025 Invitational already has a workout named Event 1: Deadlift ladder' })
    expect(await workoutsOf('invitational-2025')).toHaveLength(before.length + 2)
  })

  it('removes a workout without scores; one with scores is 409 workout_scored and stays; a workout of another event is 404', async () => {
    const added = EventWorkoutResponse.parse((await addWorkout('invitational-2025', { name: 'Event 9: Sled push', scoring: 'time' })).json()).workout
    const removed = await removeWorkout('invitational-2025', added._id)
    expect(removed.statusCode).toBe(200)
    expect(EventWorkoutRemoved.parse(removed.json())).toEqual({ removed: true, workoutId: added._id })
    expect((await workoutsOf('invitational-2025')).map((w) => w._id)).not.toContain(added._id)

    const scored = (await workoutsOf('ironhouse-invitational-2024'))[0]!
    const refused = await removeWorkout('ironhouse-invitational-2024', scored._id)
    expect(refused.statusCode).toBe(409)
    expect(ErrorBody.parse(refused.json()).error).toBe('workout_scored')
    expect(ErrorBody.parse(refused.json()).message).toMatch(/^Event 1: Thruster couplet has \d+ scores: remove them before the workout$/)
    expect((await workoutsOf('ironhouse-invitational-2024')).map((w) => w._id)).toContain(scored._id)
    expect((await removeWorkout('invitational-2025', scored._id)).statusCode).toBe(404)
  })

  it('bad input: no token or a wrong one 401 before the body is read; an unknown event 404; an empty name, an unknown scoring, control characters, an extra field 400', async () => {
    expect((await addWorkout('invitational-2025', { name: 'X', scoring: 'time' }, null)).statusCode).toBe(401)
    expect((await addWorkout('invitational-2025', 'not json at all', 'wrong')).statusCode).toBe(401)
    expect((await removeWorkout('invitational-2025', 1, 'wrong')).statusCode).toBe(401)
    expect((await addWorkout('no-such-event-2025', { name: 'X', scoring: 'time' })).statusCode).toBe(404)
    expect((await removeWorkout('no-such-event-2025', 1)).statusCode).toBe(404)
    for (const body of [{ name: '   ', scoring: 'time' }, { name: 'Run', scoring: 'distance' }, { name: 'Run\u0007', scoring: 'time' }, { name: 'Run', scoring: 'time', points: 3 }, {}]) {
      const res = await addWorkout('invitational-2025', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(ErrorBody.parse(res.json()).error).toBe('validation_error')
    }
    expect((await removeWorkout('invitational-2025', 'abc')).statusCode).toBe(400)
  })
})
