import { describe, expect, it } from 'vitest'
import { generateEventResults } from './event-results.ts'

// docs/demo-store.md: the closed 2024 events' athletes, workouts and scores, from the seeded generator.

describe('generateEventResults (the 2024 leaderboards of the demo store)', () => {
  it('is the same for a seed and differs for another', () => {
    expect(generateEventResults(7)).toEqual(generateEventResults(7))
    expect(generateEventResults(7).scores).not.toEqual(generateEventResults(8).scores)
  })

  it('enters 8 to 16 athletes per division, each at most once per event, and scores only registered athletes in their event’s workouts', () => {
    const { athletes, registrations, scores, workouts } = generateEventResults(20_100_101)
    const perDivision = new Map<string, number>()
    for (const r of registrations) perDivision.set(`${r.eventId}/${r.division}`, (perDivision.get(`${r.eventId}/${r.division}`) ?? 0) + 1)
    expect([...perDivision]).toEqual([
      ['ironhouse-invitational-2024/Men’s Open', 16],
      ['ironhouse-invitational-2024/Women’s Open', 14],
      ['strongman-classic-2024/Open Men', 10],
      ['strongman-classic-2024/Open Women', 8],
      ['strongman-classic-2024/Lightweight Men (under 90 kg)', 8],
    ])
    expect(new Set(registrations.map((r) => `${r.eventId}/${r.email}`)).size).toBe(registrations.length)
    expect(new Set(athletes.map((a) => a.email)).size).toBe(athletes.length)
    const entered = new Set(registrations.map((r) => `${r.eventId}/${r.email}`))
    const workoutNames = new Set(workouts.map((w) => `${w.eventId}/${w.name}`))
    expect(scores.every((s) => entered.has(`${s.eventId}/${s.email}`) && workoutNames.has(`${s.eventId}/${s.workout}`))).toBe(true)
    expect(scores.every((s) => Number.isInteger(s.value) && s.value >= 0)).toBe(true)
    // nearly every athlete scores every workout (a few did not finish)
    expect(scores.length).toBeGreaterThan(registrations.length * 4 * 0.9)
    expect(scores.length).toBeLessThan(registrations.length * 4)
  })
})
