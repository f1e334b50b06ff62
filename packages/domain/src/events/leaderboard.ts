// An event's leaderboard (docs/events.md "Scores and the leaderboard"): the ranking of one division.
// The spec names the Leaderboard block and the moderator route only; the rule is ours.

/** How a workout's integer scores read: 'time' in seconds (lower is better), 'reps' and 'load' in kilograms (higher is better). */
export const WORKOUT_SCORINGS = ['time', 'reps', 'load'] as const
export type WorkoutScoring = (typeof WORKOUT_SCORINGS)[number]

export function lowerIsBetter(scoring: WorkoutScoring): boolean {
  return scoring === 'time'
}

export type RankingWorkout = { id: number; scoring: WorkoutScoring }
/** An athlete of the division and their scores by workout id (a workout without a score is missing). */
export type RankingAthlete = { id: number; scores: ReadonlyMap<number, number> }

export type WorkoutPlacing = { workoutId: number; value: number | null; place: number }
export type RankedAthlete = { id: number; place: number; points: number; workouts: Array<WorkoutPlacing> }

/**
 * The places of one workout by athlete id. Athletes with equal scores share a place and the next
 * place skips as many (1, 2, 2, 4); an athlete without a score places after everyone who scored
 * (all of them share that place).
 */
export function workoutPlaces(scoring: WorkoutScoring, athletes: ReadonlyArray<{ id: number; value: number | null }>): Map<number, number> {
  const better = lowerIsBetter(scoring) ? (a: number, b: number) => a - b : (a: number, b: number) => b - a
  const scored = athletes.flatMap((a) => (a.value === null ? [] : [{ id: a.id, value: a.value }])).sort((a, b) => better(a.value, b.value))
  const places = new Map<number, number>()
  scored.forEach((athlete, i) => {
    const before = scored[i - 1]
    places.set(athlete.id, before && before.value === athlete.value ? (places.get(before.id) ?? i + 1) : i + 1)
  })
  for (const athlete of athletes) if (athlete.value === null) places.set(athlete.id, scored.length + 1)
  return places
}

/**
 * Countback between two athletes with the same points: the one with more first places leads, then
 * more second places, and so on. Negative when `a` leads, 0 when they cannot be told apart.
 */
function countback(a: ReadonlyArray<number>, b: ReadonlyArray<number>): number {
  const longest = Math.max(0, ...a, ...b)
  for (let place = 1; place <= longest; place++) {
    const diff = b.filter((p) => p === place).length - a.filter((p) => p === place).length
    if (diff !== 0) return diff
  }
  return 0
}

/**
 * Ranks a division: per workout a place (workoutPlaces), points = the sum of the places, the lowest
 * total leads; equal totals are told apart by countback (more first places, then more second places...);
 * athletes still equal share the overall place and keep the order they were given in.
 */
export function rankDivision(workouts: ReadonlyArray<RankingWorkout>, athletes: ReadonlyArray<RankingAthlete>): Array<RankedAthlete> {
  const perWorkout = workouts.map((w) => ({
    workout: w,
    places: workoutPlaces(
      w.scoring,
      athletes.map((a) => ({ id: a.id, value: a.scores.get(w.id) ?? null })),
    ),
  }))
  const rows = athletes.map((a) => {
    const placings = perWorkout.map(({ workout, places }) => ({ workoutId: workout.id, value: a.scores.get(workout.id) ?? null, place: places.get(a.id) ?? 1 }))
    return { id: a.id, points: placings.reduce((sum, p) => sum + p.place, 0), workouts: placings }
  })
  const order = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    a.points - b.points ||
    countback(
      a.workouts.map((w) => w.place),
      b.workouts.map((w) => w.place),
    )
  const sorted = [...rows].sort(order)
  const ranked: Array<RankedAthlete> = []
  sorted.forEach((row, i) => {
    const before = sorted[i - 1]
    const previous = ranked[i - 1]
    const place = before && previous && order(before, row) === 0 ? previous.place : i + 1
    ranked.push({ id: row.id, place, points: row.points, workouts: row.workouts })
  })
  return ranked
}
