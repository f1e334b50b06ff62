import { describe, expect, it } from 'vitest'
import { WORKOUT_CHART_WEEKS, workoutSlotProblem, workoutStatistics } from './workout-stats.ts'

const program = { productId: 7, name: 'Strength Cycle', durationWeeks: 8, daysPerWeek: 4 }

describe('workout log (shell §2 /account/workout-statistics; docs/programming.md)', () => {
  it('a workout is logged for a week and day of the program’s plan only', () => {
    expect(workoutSlotProblem(program, 1, 1)).toBeNull()
    expect(workoutSlotProblem(program, 8, 4)).toBeNull()
    expect(workoutSlotProblem(program, 9, 1)).toBe('Strength Cycle runs 8 weeks: choose a week from 1 to 8')
    expect(workoutSlotProblem(program, 0, 1)).toBe('Strength Cycle runs 8 weeks: choose a week from 1 to 8')
    expect(workoutSlotProblem(program, 2, 5)).toBe('Strength Cycle has 4 workouts a week: choose a day from 1 to 4')
    expect(workoutSlotProblem({ ...program, durationWeeks: null }, 1, 1)).toBe('Strength Cycle has no weekly plan to log')
  })

  it('counts the workouts, the last 7 days, the current and longest streak of days, and each program’s progress', () => {
    const logs = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-20', '2026-11-21', '2026-11-21', '2026-11-22'].map((completedOn) => ({ productId: 7, completedOn }))
    const stats = workoutStatistics(logs, [program, { ...program, productId: 8, name: 'No Plan', durationWeeks: null }], '2026-11-23')
    expect(stats).toMatchObject({ total: 7, last7Days: 4, currentStreakDays: 3, longestStreakDays: 3 })
    expect(stats.programs).toEqual([{ productId: 7, name: 'Strength Cycle', done: 7, planned: 32 }])
    // a rest day today keeps yesterday's streak; two rest days end it
    expect(workoutStatistics(logs, [program], '2026-11-24').currentStreakDays).toBe(0)
    expect(workoutStatistics(logs, [program], '2026-11-22').currentStreakDays).toBe(3)
  })

  it(`charts the last ${WORKOUT_CHART_WEEKS} weeks from Monday, the current week last`, () => {
    const logs = [{ productId: 7, completedOn: '2026-11-23' }, { productId: 7, completedOn: '2026-11-29' }, { productId: 7, completedOn: '2026-11-22' }]
    const { weeks } = workoutStatistics(logs, [program], '2026-11-29')
    expect(weeks).toHaveLength(WORKOUT_CHART_WEEKS)
    // 2026-11-29 is a Sunday: its week began on Monday 23 November
    expect(weeks.at(-1)).toEqual({ weekOf: '2026-11-23', workouts: 2 })
    expect(weeks.at(-2)).toEqual({ weekOf: '2026-11-16', workouts: 1 })
    expect(weeks[0]?.weekOf).toBe('2026-09-07')
  })
})
