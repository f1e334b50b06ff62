import { describe, expect, it } from 'vitest'
import { rankDivision, workoutPlaces, type RankingAthlete } from './leaderboard.ts'

// docs/events.md "Scores and the leaderboard": the ranking rule is ours (the spec names the Leaderboard block only).

const athlete = (id: number, scores: Record<number, number>): RankingAthlete => ({ id, scores: new Map(Object.entries(scores).map(([k, v]) => [Number(k), v])) })
const placesOf = (ranked: ReturnType<typeof rankDivision>) => ranked.map((r) => [r.id, r.place, r.points])

describe('workoutPlaces (one workout)', () => {
  it('a time places the fastest first; reps and load place the most first', () => {
    const scores = [
      { id: 1, value: 300 },
      { id: 2, value: 245 },
      { id: 3, value: 410 },
    ]
    expect([...workoutPlaces('time', scores)].sort()).toEqual([
      [1, 2],
      [2, 1],
      [3, 3],
    ])
    expect([...workoutPlaces('reps', scores)].sort()).toEqual([
      [1, 2],
      [2, 3],
      [3, 1],
    ])
    expect(workoutPlaces('load', scores).get(3)).toBe(1)
  })

  it('equal scores share a place and the next place skips (1, 2, 2, 4)', () => {
    const places = workoutPlaces('reps', [
      { id: 1, value: 50 },
      { id: 2, value: 42 },
      { id: 3, value: 42 },
      { id: 4, value: 30 },
    ])
    expect([1, 2, 3, 4].map((id) => places.get(id))).toEqual([1, 2, 2, 4])
  })

  it('a missing score places after everyone who scored; several missing share that place', () => {
    const places = workoutPlaces('time', [
      { id: 1, value: null },
      { id: 2, value: 200 },
      { id: 3, value: null },
      { id: 4, value: 180 },
    ])
    expect([1, 2, 3, 4].map((id) => places.get(id))).toEqual([3, 2, 3, 1])
  })

  it('a score of 0 is a score (0 reps places last of those who scored, before a missing one)', () => {
    const places = workoutPlaces('reps', [
      { id: 1, value: 0 },
      { id: 2, value: 10 },
      { id: 3, value: null },
    ])
    expect([1, 2, 3].map((id) => places.get(id))).toEqual([2, 1, 3])
  })
})

describe('rankDivision (points = the sum of the places, lowest total leads)', () => {
  const workouts = [
    { id: 10, scoring: 'time' as const },
    { id: 11, scoring: 'reps' as const },
    { id: 12, scoring: 'load' as const },
  ]

  it('worked example: three athletes, three workouts; places 1+3+2=6, 2+1+1=4, 3+2+3=8', () => {
    const ranked = rankDivision(workouts, [athlete(1, { 10: 250, 11: 40, 12: 140 }), athlete(2, { 10: 270, 11: 60, 12: 150 }), athlete(3, { 10: 300, 11: 45, 12: 120 })])
    expect(placesOf(ranked)).toEqual([
      [2, 1, 4],
      [1, 2, 6],
      [3, 3, 8],
    ])
    expect(ranked[0]?.workouts).toEqual([
      { workoutId: 10, value: 270, place: 2 },
      { workoutId: 11, value: 60, place: 1 },
      { workoutId: 12, value: 150, place: 1 },
    ])
  })

  it('equal totals: more first places lead (countback), here 1+3 beats 2+2', () => {
    const two = workouts.slice(0, 2)
    const ranked = rankDivision(two, [athlete(1, { 10: 250, 11: 30 }), athlete(2, { 10: 240, 11: 20 }), athlete(3, { 10: 300, 11: 50 })])
    // 1: places 2+2 = 4; 2: 1+3 = 4 with a win; 3: 3+1 = 4 with a win; 2 and 3 are equal by countback
    expect(placesOf(ranked)).toEqual([
      [2, 1, 4],
      [3, 1, 4],
      [1, 3, 4],
    ])
  })

  it('athletes equal on points and countback share the place and the next place skips', () => {
    const ranked = rankDivision([workouts[0]!], [athlete(1, { 10: 200 }), athlete(2, { 10: 200 }), athlete(3, { 10: 210 })])
    expect(placesOf(ranked)).toEqual([
      [1, 1, 1],
      [2, 1, 1],
      [3, 3, 3],
    ])
  })

  it('an athlete missing a workout takes the place after everyone who scored it; one without scores is last', () => {
    const ranked = rankDivision(workouts, [athlete(1, { 10: 250, 11: 40 }), athlete(2, { 10: 260, 11: 30, 12: 100 }), athlete(3, {})])
    // workout 12: athlete 2 is 1st, athletes 1 and 3 share 2nd (the place after the one who scored)
    expect(placesOf(ranked)).toEqual([
      [1, 1, 1 + 1 + 2],
      [2, 2, 2 + 2 + 1],
      [3, 3, 3 + 3 + 2],
    ])
    expect(ranked[2]?.workouts.map((w) => w.value)).toEqual([null, null, null])
  })

  it('a division without workouts or athletes ranks everyone first with 0 points, or no one', () => {
    expect(placesOf(rankDivision([], [athlete(1, {}), athlete(2, {})]))).toEqual([
      [1, 1, 0],
      [2, 1, 0],
    ])
    expect(rankDivision(workouts, [])).toEqual([])
  })
})
