import { and, desc, eq } from 'drizzle-orm'
import type { WorkoutLog, WorkoutStatsResponse } from '@ironhouse/contracts'
import { workoutSlotProblem, workoutStatistics } from '@ironhouse/domain'
import { workoutLogs, type Executor, type WorkoutLogRow } from '@ironhouse/db'
import { AppError } from '../../lib/app-errors.ts'
import { programsOf } from './service.ts'

function toWire(row: WorkoutLogRow): WorkoutLog {
  return { _id: row.id, productId: row.productId, week: row.week, day: row.day, completedOn: row.completedOn, note: row.note }
}

const utcDay = (now: Date): string => now.toISOString().slice(0, 10)

/** The customer's logged workouts, newest first; of one program when productId is given. */
export async function listWorkouts(db: Executor, customerId: number, productId?: number): Promise<Array<WorkoutLog>> {
  const rows = await db
    .select()
    .from(workoutLogs)
    .where(productId === undefined ? eq(workoutLogs.customerId, customerId) : and(eq(workoutLogs.customerId, customerId), eq(workoutLogs.productId, productId)))
    .orderBy(desc(workoutLogs.completedOn), desc(workoutLogs.id))
  return rows.map(toWire)
}

/**
 * Logs a workout of a program the customer owns as done today (UTC). Refused: a program they do not
 * own (404), a week or day outside its plan (400), the same workout twice (409: the unique index on
 * customer, program, week and day decides, also between two sent at once).
 */
export async function logWorkout(db: Executor, customerId: number, input: { productId: number; week: number; day: number; note: string }, now: Date): Promise<WorkoutLog> {
  const program = (await programsOf(db, customerId)).find((owned) => owned.productId === input.productId)
  if (!program) throw new AppError('not_found', 'This program is not in your account')
  const problem = workoutSlotProblem(program, input.week, input.day)
  if (problem) throw new AppError('validation_error', problem)
  const [row] = await db
    .insert(workoutLogs)
    .values({ customerId, productId: input.productId, week: input.week, day: input.day, note: input.note, completedOn: utcDay(now) })
    .onConflictDoNothing()
    .returning()
  if (!row) throw new AppError('conflict', `Week ${input.week}, day ${input.day} of ${program.name} is already logged`)
  return toWire(row)
}

/** Takes a logged workout back (the customer's own only: another's is 404). */
export async function unlogWorkout(db: Executor, customerId: number, id: number): Promise<void> {
  const removed = await db.delete(workoutLogs).where(and(eq(workoutLogs.id, id), eq(workoutLogs.customerId, customerId))).returning({ id: workoutLogs.id })
  if (removed.length === 0) throw new AppError('not_found', 'Workout was not found')
}

/** The statistics of the customer's log on the UTC day of `now` (packages/domain workoutStatistics). */
export async function workoutStats(db: Executor, customerId: number, now: Date): Promise<WorkoutStatsResponse> {
  const [programs, logs] = await Promise.all([programsOf(db, customerId), listWorkouts(db, customerId)])
  return workoutStatistics(logs, programs, utcDay(now))
}
