// Workout statistics (shell §2 /account/workout-statistics: "page content not shown"; ours,
// docs/programming.md). Days are UTC calendar days written YYYY-MM-DD; weeks start on Monday.

/** A program as the log reads it: its length in weeks and workouts a week (null when the product does not say). */
export type LoggableProgram = { productId: number; name: string; durationWeeks: number | null; daysPerWeek: number | null }
/** One logged workout. */
export type LoggedWorkout = { productId: number; completedOn: string }

/** How many weeks the statistics chart shows. */
export const WORKOUT_CHART_WEEKS = 12

/**
 * Why a workout cannot be logged for this program, or null when it can: the program must say how long
 * it runs, and the week and day must lie in its plan (week 1..durationWeeks, day 1..daysPerWeek).
 */
export function workoutSlotProblem(program: LoggableProgram, week: number, day: number): string | null {
  if (program.durationWeeks === null || program.daysPerWeek === null) return `${program.name} has no weekly plan to log`
  if (!Number.isInteger(week) || week < 1 || week > program.durationWeeks) return `${program.name} runs ${program.durationWeeks} weeks: choose a week from 1 to ${program.durationWeeks}`
  if (!Number.isInteger(day) || day < 1 || day > program.daysPerWeek) return `${program.name} has ${program.daysPerWeek} workouts a week: choose a day from 1 to ${program.daysPerWeek}`
  return null
}

const DAY_MS = 86_400_000
const dayNumber = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS)
const dayString = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10)
/** The Monday of a day's week (1970-01-01 was a Thursday: day 0 is 3 days after a Monday). */
const mondayOf = (n: number): number => n - ((n + 3) % 7)

export type WorkoutStatistics = {
  total: number
  last7Days: number
  /** Days in a row with a workout, ending today or yesterday (a rest day today does not break it yet). */
  currentStreakDays: number
  longestStreakDays: number
  /** The last WORKOUT_CHART_WEEKS weeks, oldest first: the Monday and the workouts of that week. */
  weeks: Array<{ weekOf: string; workouts: number }>
  /** Per owned program with a plan: logged workouts of all in the plan. */
  programs: Array<{ productId: number; name: string; done: number; planned: number }>
}

/** The statistics of a customer's logged workouts on `today` (YYYY-MM-DD, UTC). */
export function workoutStatistics(logs: ReadonlyArray<LoggedWorkout>, programs: ReadonlyArray<LoggableProgram>, today: string): WorkoutStatistics {
  const now = dayNumber(today)
  const days = [...new Set(logs.map((log) => dayNumber(log.completedOn)))].sort((a, b) => a - b)
  let longest = 0
  let run = 0
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i] === (days[i - 1] ?? 0) + 1 ? run + 1 : 1
    longest = Math.max(longest, run)
  }
  const dayset = new Set(days)
  let current = 0
  for (let d = dayset.has(now) ? now : now - 1; dayset.has(d); d--) current++
  const thisMonday = mondayOf(now)
  const weeks = Array.from({ length: WORKOUT_CHART_WEEKS }, (_, i) => {
    const monday = thisMonday - 7 * (WORKOUT_CHART_WEEKS - 1 - i)
    return { weekOf: dayString(monday), workouts: logs.filter((log) => mondayOf(dayNumber(log.completedOn)) === monday).length }
  })
  return {
    total: logs.length,
    last7Days: logs.filter((log) => now - dayNumber(log.completedOn) < 7 && dayNumber(log.completedOn) <= now).length,
    currentStreakDays: current,
    longestStreakDays: longest,
    weeks,
    programs: programs
      .filter((program) => program.durationWeeks !== null && program.daysPerWeek !== null)
      .map((program) => ({
        productId: program.productId,
        name: program.name,
        done: logs.filter((log) => log.productId === program.productId).length,
        planned: (program.durationWeeks ?? 0) * (program.daysPerWeek ?? 0),
      })),
  }
}
