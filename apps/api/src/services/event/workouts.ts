// An event's workouts, added and removed by the events moderator (docs/events.md "Workouts"): what
// scores are entered for. The spec names the moderator route only; the calls are ours.
import { and, eq, sql } from 'drizzle-orm'
import { eventScores, eventWorkouts, events, withTransaction, type Db } from '@ironhouse/db'
import type { EventWorkout, EventWorkoutCreate, WorkoutScoring } from '@ironhouse/contracts'
import { AppError } from '../../lib/app-errors.ts'

/**
 * Adds a workout after the event's others. The event's row is locked while the position is taken, so two
 * added at once get positions in turn; a name the event already has is 409 workout_exists (the unique
 * constraint decides). Undefined for an unknown event.
 */
export async function addWorkout(db: Db, eventId: string, input: Required<EventWorkoutCreate>): Promise<EventWorkout | undefined> {
  return withTransaction(db, async (tx) => {
    const [event] = await tx.select({ name: events.name }).from(events).where(eq(events.id, eventId)).for('update')
    if (!event) return undefined
    const [row] = await tx
      .insert(eventWorkouts)
      .values({
        eventId,
        name: input.name,
        description: input.description,
        scoring: input.scoring,
        position: sql`(select coalesce(max(${eventWorkouts.position}), 0) + 1 from ${eventWorkouts} where ${eventWorkouts.eventId} = ${eventId})`,
      })
      .onConflictDoNothing()
      .returning()
    if (!row) throw new AppError('workout_exists', `${event.name} already has a workout named ${input.name}`)
    return { _id: row.id, name: row.name, description: row.description, scoring: row.scoring as WorkoutScoring }
  })
}

/**
 * Removes a workout that has no scores: one with scores is 409 workout_scored (they are removed first,
 * with the scores call). The workout's row is locked before its scores are counted, so a score entered at
 * the same moment either lands first (and the removal is refused) or waits and finds no workout.
 * Undefined for an unknown event; a workout that is not the event's is 404.
 */
export async function removeWorkout(db: Db, eventId: string, workoutId: number): Promise<true | undefined> {
  return withTransaction(db, async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId))
    if (!event) return undefined
    const [workout] = await tx
      .select({ name: eventWorkouts.name })
      .from(eventWorkouts)
      .where(and(eq(eventWorkouts.id, workoutId), eq(eventWorkouts.eventId, eventId)))
      .for('update')
    if (!workout) throw new AppError('not_found', 'Workout was not found')
    const [scored] = await tx.select({ n: sql<number>`count(*)::int` }).from(eventScores).where(eq(eventScores.workoutId, workoutId))
    const n = scored?.n ?? 0
    if (n > 0) throw new AppError('workout_scored', `${workout.name} has ${n === 1 ? '1 score: remove it' : `${n} scores: remove them`} before the workout`)
    await tx.delete(eventWorkouts).where(eq(eventWorkouts.id, workoutId))
    return true
  })
}
