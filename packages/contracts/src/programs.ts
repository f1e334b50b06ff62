import { z } from 'zod'
import { Id, integerParam, Text } from './common.ts'

/**
 * A program the signed-in customer owns (commerce §1 training programs; shell §2 /account/programming):
 * the product, how it is delivered (program_delivery: App or Email), its length, and the order that
 * gave it.
 */
export const OwnedProgram = z.object({
  productId: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  delivery: z.string().nullable(),
  durationWeeks: z.number().int().nullable(),
  daysPerWeek: z.number().int().nullable(),
  trial: z.boolean(),
  orderNumber: z.string(),
  grantedAt: z.string(),
})
export type OwnedProgram = z.infer<typeof OwnedProgram>

/** GET /svc_programming/programs (commerce §7): the customer's programs, newest first. */
export const ProgramsResponse = z.object({ programs: z.array(OwnedProgram) })
export type ProgramsResponse = z.infer<typeof ProgramsResponse>

// The workout log (shell §2 /account/workout-statistics; ours: docs/programming.md).

/** A workout of a program's plan the customer logged as done; completedOn is the UTC day (YYYY-MM-DD). */
export const WorkoutLog = z.object({
  _id: z.number().int(),
  productId: z.number().int(),
  week: z.number().int(),
  day: z.number().int(),
  completedOn: z.string(),
  note: z.string(),
})
export type WorkoutLog = z.infer<typeof WorkoutLog>
/** GET /svc_programming/workouts[?productId=]: the customer's logged workouts, newest first. */
export const WorkoutLogsQuery = z.object({ productId: integerParam(Id).optional() })
export const WorkoutLogsResponse = z.object({ workouts: z.array(WorkoutLog) })
/** POST /svc_programming/workouts: logs one workout of an owned program as done today. */
export const WorkoutLogRequest = z.strictObject({
  productId: Id,
  week: z.number().int().min(1).max(520),
  day: z.number().int().min(1).max(7),
  note: Text.pipe(z.string().trim().max(500)).optional().default(''),
})
export const WorkoutLogResponse = z.object({ workout: WorkoutLog })
export const WorkoutLogParams = z.object({ id: integerParam(Id) })
/** GET /svc_programming/workouts/stats: the statistics of the customer's log. */
export const WorkoutStatsResponse = z.object({
  total: z.number().int(),
  last7Days: z.number().int(),
  currentStreakDays: z.number().int(),
  longestStreakDays: z.number().int(),
  weeks: z.array(z.object({ weekOf: z.string(), workouts: z.number().int() })),
  programs: z.array(z.object({ productId: z.number().int(), name: z.string(), done: z.number().int(), planned: z.number().int() })),
})
export type WorkoutStatsResponse = z.infer<typeof WorkoutStatsResponse>
