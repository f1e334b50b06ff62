import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { countries } from './geo.ts'
import { customers } from './customers.ts'

/**
 * An event of the store (shell §2 Events: the invitational and the named events, /events/{name}/{year}).
 * The id is `{slug}-{year}` (invitational-2025), so a page finds its event from its path alone.
 * registration_open: whether signed-in shoppers may register now (docs/events.md).
 */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    location: text('location').notNull(),
    description: text('description').notNull().default(''),
    registrationOpen: boolean('registration_open').notNull().default(false),
  },
  (t) => [unique('events_slug_year_unique').on(t.slug, t.year)],
)
export type EventRow = typeof events.$inferSelect

/** A division of an event (shell §3: registrations carry divisionId). */
export const eventDivisions = pgTable(
  'event_divisions',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** How many athletes the division takes; null for no limit (docs/events.md). */
    capacity: integer('capacity'),
  },
  (t) => [index('event_divisions_event_idx').on(t.eventId), unique('event_divisions_event_name_unique').on(t.eventId, t.name)],
)
export type EventDivisionRow = typeof eventDivisions.$inferSelect

/**
 * A customer's event profile (shell §3 Event profile): one per customer. `linked` on the wire is
 * whether a BTWB id is set; `loaded` is the storefront's own state.
 */
export const eventProfiles = pgTable('event_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  btwbId: text('btwb_id'),
  birthdate: date('birthdate', { mode: 'string' }),
  gym: text('gym').notNull().default(''),
  gender: text('gender').notNull().default('Male'),
  country: text('country')
    .notNull()
    .references(() => countries.alpha2),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
})
export type EventProfileRow = typeof eventProfiles.$inferSelect

/**
 * A profile's registration for an event in one of its divisions. One per profile and event: the
 * unique constraint decides between two registrations sent at once (the later one is refused).
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => eventDivisions.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => eventProfiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('event_registrations_event_profile_unique').on(t.eventId, t.profileId), index('event_registrations_division_idx').on(t.divisionId)],
)
export type EventRegistrationRow = typeof eventRegistrations.$inferSelect

/**
 * A workout of an event (docs/events.md "Scores and the leaderboard"). `scoring` says how its integer
 * scores read and rank: 'time' in seconds, lower is better; 'reps' and 'load' (kilograms), higher is better.
 */
export const eventWorkouts = pgTable(
  'event_workouts',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    scoring: text('scoring').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('event_workouts_event_idx').on(t.eventId),
    unique('event_workouts_event_name_unique').on(t.eventId, t.name),
    check('event_workouts_scoring', sql`${t.scoring} in ('time', 'reps', 'load')`),
  ],
)
export type EventWorkoutRow = typeof eventWorkouts.$inferSelect

/**
 * An athlete's score for one workout: at most one per registration and workout (entered or corrected by
 * an operator). The value is a non-negative integer in the workout's unit. Scores go with their workout
 * or registration.
 */
export const eventScores = pgTable(
  'event_scores',
  {
    workoutId: integer('workout_id')
      .notNull()
      .references(() => eventWorkouts.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workoutId, t.registrationId] }),
    index('event_scores_registration_idx').on(t.registrationId),
    check('event_scores_value', sql`${t.value} >= 0`),
  ],
)
export type EventScoreRow = typeof eventScores.$inferSelect
