import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'

/**
 * The workouts a customer logged as done (shell §2 /account/workout-statistics; docs/programming.md):
 * one row per program, week and day of its plan, with the day it was done (UTC) and a note. Only a
 * program the customer owns (program_grants) can be logged; statistics are computed from these rows.
 */
export const workoutLogs = pgTable(
  'workout_logs',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    week: integer('week').notNull(),
    day: integer('day').notNull(),
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workout_logs_slot_idx').on(t.customerId, t.productId, t.week, t.day),
    index('workout_logs_customer_day_idx').on(t.customerId, t.completedOn),
  ],
)
export type WorkoutLogRow = typeof workoutLogs.$inferSelect
