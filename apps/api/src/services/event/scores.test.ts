// Scores and the leaderboard (docs/events.md "Scores and the leaderboard": platform §2 names the
// Leaderboard block and shell §2 the moderator route; the scores, the ranking rule and the calls are
// ours). The demo store's ironhouse-invitational-2024 has 4 workouts, 16 athletes in Men's Open and 14
// in Women's Open; strongman-classic-2024 has 4 workouts and three divisions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EventLeaderboardResponse, EventScoresResponse, ErrorBody, type EventLeaderboard } from '@ironhouse/contracts'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'

const OPERATOR_TOKEN = 'op_test_token_for_scores'
const INVITATIONAL = 'ironhouse-invitational-2024'
let t: TestApp

beforeAll(async () => {
  t = await openTestApp({ operatorToken: OPERATOR_TOKEN })
})
afterAll(async () => {
  await t.close()
})

const leaderboardCall = (id: string, query = '') => t.app.inject({ method: 'GET', url: `/svc_event/events/${id}/leaderboard${query}` })
async function leaderboard(id = INVITATIONAL, query = ''): Promise<EventLeaderboard> {
  const res = await leaderboardCall(id, query)
  expect(res.statusCode).toBe(200)
  return EventLeaderboardResponse.parse(res.json()).leaderboard
}
const putScores = (id: string, body: unknown, token: string | null = OPERATOR_TOKEN) =>
  t.app.inject({ method: 'PUT', url: `/svc_event/operator/events/${id}/scores`, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} })

function division(board: EventLeaderboard, name: string) {
  const found = board.divisions.find((d) => d.name === name)
  if (!found) throw new Error(`no division ${name}`)
  return found
}

describe('GET /svc_event/events/{id}/leaderboard (public)', () => {
  it('the 2024 Invitational: its four workouts with how they score, both divisions in order, 16 and 14 athletes; cached for everyone for a minute', async () => {
    const res = await leaderboardCall(INVITATIONAL)
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'public, max-age=60'])
    const board = EventLeaderboardResponse.parse(res.json()).leaderboard
    expect([board.eventId, board.eventName]).toEqual([INVITATIONAL, 'Ironhouse Invitational 2024'])
    expect(board.workouts.map((w) => [w.name, w.scoring])).toEqual([
      ['Event 1: Thruster couplet', 'time'],
      ['Event 2: Clean and jerk', 'load'],
      ['Event 3: 12-minute AMRAP', 'reps'],
      ['Event 4: 2,000 m row', 'time'],
    ])
    expect(board.divisions.map((d) => [d.name, d.athletes.length])).toEqual([
      ['Men’s Open', 16],
      ['Women’s Open', 14],
    ])
  })

  it('ranks each division: per workout the best score places first (lowest time, most reps or load), points are the sum of the places, the lowest total leads', async () => {
    const board = await leaderboard()
    for (const d of board.divisions) {
      const points = d.athletes.map((a) => a.points)
      expect(points).toEqual([...points].sort((a, b) => a - b))
      expect(d.athletes[0]?.place).toBe(1)
      for (const a of d.athletes) expect(a.points).toBe(a.workouts.reduce((sum, w) => sum + w.place, 0))
      board.workouts.forEach((workout, i) => {
        const scored = d.athletes.flatMap((a) => (a.workouts[i]?.value === null ? [] : [a.workouts[i]!]))
        const byPlace = [...scored].sort((a, b) => a.place - b.place).map((w) => w.value ?? 0)
        expect(byPlace, workout.name).toEqual([...byPlace].sort((a, b) => (workout.scoring === 'time' ? a - b : b - a)))
        for (const a of d.athletes) if (a.workouts[i]?.value === null) expect(a.workouts[i]?.place).toBe(scored.length + 1)
      })
    }
  })

  it('names an athlete by first name and last initial with country and gym, and never carries an email or a last name', async () => {
    const res = await leaderboardCall(INVITATIONAL)
    const board = EventLeaderboardResponse.parse(res.json()).leaderboard
    const athletes = board.divisions.flatMap((d) => d.athletes)
    for (const a of athletes) expect(a.name).toMatch(/^\S+ [A-Z]\.$/)
    expect(athletes.every((a) => /^[A-Z]{2}$/.test(a.country) && a.countryName.length > 2)).toBe(true)
    expect(res.body).not.toMatch(/@|athletes\.demo/)
  })

  it('?division= gives one division; another event’s division is 400 unknown_division; not a number is 400; an unknown event is 404 not_found as the event call answers', async () => {
    const all = await leaderboard()
    const women = division(all, 'Women’s Open')
    const one = await leaderboard(INVITATIONAL, `?division=${women._id}`)
    expect(one.divisions).toEqual([women])
    const other = (await leaderboard('strongman-classic-2024')).divisions[0]?._id
    const wrong = await leaderboardCall(INVITATIONAL, `?division=${other}`)
    expect([wrong.statusCode, ErrorBody.parse(wrong.json()).error, wrong.json().message]).toEqual([400, 'unknown_division', 'That division is not one of Ironhouse Invitational 2024\'s'])
    const bad = await leaderboardCall(INVITATIONAL, '?division=women')
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'validation_error'])
    const unknown = await leaderboardCall('ironhouse-invitational-2019')
    expect([unknown.statusCode, unknown.json().error, unknown.json().message]).toEqual([404, 'not_found', 'Event was not found'])
  })

  it('an event without workouts lists its registered athletes, each first with 0 points', async () => {
    const board = await leaderboard('invitational-2025')
    expect(board.workouts).toEqual([])
    expect(board.divisions.map((d) => d.name)).toEqual(['Men’s Open', 'Women’s Open', 'Masters Men 40+', 'Masters Women 40+', 'Teens 14–17'])
    expect(board.divisions.flatMap((d) => d.athletes)).toEqual([])
  })
})

describe('PUT /svc_event/operator/events/{id}/scores (the moderator enters or corrects scores)', () => {
  it('the last woman scores best in every workout: she leads her division, in the answer and in the public leaderboard; null removes a score again', async () => {
    const board = await leaderboard()
    const women = division(board, 'Women’s Open')
    const last = women.athletes.at(-1)!
    expect(last.place).toBeGreaterThan(1)
    const best = board.workouts.map((w, i) => {
      const values = women.athletes.flatMap((a) => (a.workouts[i]?.value === null ? [] : [a.workouts[i]?.value ?? 0]))
      return { registrationId: last.registrationId, workoutId: w._id, value: w.scoring === 'time' ? Math.min(...values) - 1 : Math.max(...values) + 1 }
    })
    const res = await putScores(INVITATIONAL, { scores: best })
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'private, no-store'])
    const answer = EventScoresResponse.parse(res.json())
    expect([answer.saved, answer.removed]).toEqual([4, 0])
    const leader = division(answer.leaderboard, 'Women’s Open').athletes[0]
    expect([leader?.registrationId, leader?.place, leader?.points, leader?.workouts.map((w) => w.place)]).toEqual([last.registrationId, 1, 4, [1, 1, 1, 1]])
    expect(division(await leaderboard(), 'Women’s Open').athletes[0]?.registrationId).toBe(last.registrationId)

    const cleared = EventScoresResponse.parse((await putScores(INVITATIONAL, { scores: [{ registrationId: last.registrationId, workoutId: board.workouts[0]!._id, value: null }] })).json())
    expect([cleared.saved, cleared.removed]).toEqual([0, 1])
    const after = division(cleared.leaderboard, 'Women’s Open').athletes.find((a) => a.registrationId === last.registrationId)
    const scoredFirst = division(cleared.leaderboard, 'Women’s Open').athletes.filter((a) => a.workouts[0]?.value !== null).length
    expect([after?.workouts[0]?.value, after?.workouts[0]?.place]).toEqual([null, scoredFirst + 1])
  })

  it('without the operator token it is 401 invalid_api_key (before the body is read); an unknown event is 404', async () => {
    for (const token of [null, 'wrong']) {
      const res = await putScores(INVITATIONAL, { scores: 'not even a list' }, token)
      expect([res.statusCode, res.json().error]).toEqual([401, 'invalid_api_key'])
    }
    const unknown = await putScores('ironhouse-invitational-2019', { scores: [{ registrationId: 1, workoutId: 1, value: 1 }] })
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'not_found'])
  })

  it('a batch lands whole or not at all: one line for another event’s athlete or workout, twice the same score, or a bad value refuses it all with its code', async () => {
    const board = await leaderboard()
    const men = division(board, 'Men’s Open')
    const first = men.athletes[0]!
    const workout = board.workouts[1]!
    const good = { registrationId: first.registrationId, workoutId: workout._id, value: 1 }
    const strongman = await leaderboard('strongman-classic-2024')
    const otherAthlete = strongman.divisions[0]!.athletes[0]!.registrationId
    const otherWorkout = strongman.workouts[0]!._id
    const refusals = [
      [[good, { ...good, registrationId: otherAthlete }], 400, 'unknown_registration', `Registration ${otherAthlete} is not one of Ironhouse Invitational 2024's athletes`],
      [[good, { ...good, workoutId: otherWorkout }], 400, 'unknown_workout', `Workout ${otherWorkout} is not one of Ironhouse Invitational 2024's workouts`],
      [[good, { ...good, value: 2 }], 400, 'validation_error', `The score of registration ${first.registrationId} for workout ${workout._id} is given twice`],
      [[good, { ...good, workoutId: board.workouts[0]!._id, value: -1 }], 400, 'validation_error', undefined],
      [[good, { ...good, workoutId: board.workouts[0]!._id, value: 12.5 }], 400, 'validation_error', undefined],
      [[good, { ...good, workoutId: board.workouts[0]!._id, value: '90' }], 400, 'validation_error', undefined],
      [[], 400, 'validation_error', undefined],
    ] as const
    for (const [scores, status, code, message] of refusals) {
      const res = await putScores(INVITATIONAL, { scores })
      expect([res.statusCode, res.json().error], JSON.stringify(scores)).toEqual([status, code])
      if (message) expect(res.json().message).toBe(message)
    }
    // the good line of every refused batch was not saved: the leader's clean and jerk is as it was
    const after = division(await leaderboard(), 'Men’s Open').athletes.find((a) => a.registrationId === first.registrationId)
    expect(after?.workouts[1]?.value).toBe(first.workouts[1]?.value)
    expect(after?.workouts[1]?.value).not.toBe(1)
  })
})
