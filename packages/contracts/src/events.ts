import { z } from 'zod'
import { Id, IdParam, PlainText } from './common.ts'
import { EmailInput } from './account.ts'

// /svc_event (shell §7: GET/PUT /svc_event/account profile, GET /svc_event/events/{id} event; the
// registration call and the shapes beyond the §3 fields are ours: docs/events.md).

/** An event's id: `{slug}-{year}` (invitational-2025). */
export const EventId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*-\d{4}$/, 'not an event id ({name}-{year})')
  .max(120)

/** The genders an event profile offers (shell §3: default Male). */
export const EVENT_GENDERS = ['Male', 'Female'] as const
export const EventGender = z.enum(EVENT_GENDERS)

export const EventDivision = z.object({
  _id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** How many athletes the division takes (null: no limit) and how many places are left (null: no limit). */
  capacity: z.number().int().nullable(),
  spotsLeft: z.number().int().nullable(),
})
export type EventDivision = z.infer<typeof EventDivision>

/** GET /svc_event/events/{id}. Dates are YYYY-MM-DD, the event's local days. */
export const EventDetails = z.object({
  _id: z.string(),
  slug: z.string(),
  year: z.number().int(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  location: z.string(),
  description: z.string(),
  registrationOpen: z.boolean(),
  divisions: z.array(EventDivision),
})
export type EventDetails = z.infer<typeof EventDetails>
export const EventResponse = z.object({ event: EventDetails })

/** An event as a list shows it (GET /svc_event/events: the EventsList content block). */
export const EventSummary = EventDetails.pick({ _id: true, slug: true, year: true, name: true, startsOn: true, endsOn: true, location: true, registrationOpen: true })
export type EventSummary = z.infer<typeof EventSummary>
/** GET /svc_event/events?limit=: the events, the latest start first; at most 12. */
export const EventListQuery = z.object({ limit: z.coerce.number().int().min(1).max(12).default(6) })
export const EventListResponse = z.object({ events: z.array(EventSummary) })

/**
 * The event profile on the wire (shell §3 Event profile, without the storefront's own `loaded`).
 * _id is null while the customer has none saved: the answer is then filled from the account.
 */
export const EventProfileWire = z.object({
  _id: z.string().nullable(),
  linked: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  btwbId: z.string().nullable(),
  birthdate: z.string().nullable(),
  gym: z.string(),
  gender: z.string(),
  country: z.string(),
})
export type EventProfileWire = z.infer<typeof EventProfileWire>

export const EventRegistration = z.object({
  _id: z.number().int(),
  eventId: z.string(),
  eventName: z.string(),
  divisionId: z.number().int(),
  divisionName: z.string(),
  registeredAt: z.string(),
})
export type EventRegistration = z.infer<typeof EventRegistration>

/** GET and PUT /svc_event/account: the profile and the events it is registered for (newest first). */
export const EventAccountResponse = z.object({ profile: EventProfileWire, registrations: z.array(EventRegistration) })
export type EventAccountResponse = z.infer<typeof EventAccountResponse>

const Name = PlainText.pipe(z.string().trim().min(1, 'is required').max(60))

/** PUT /svc_event/account: the whole profile (what is left out takes its default: gender Male). */
export const EventProfileUpdate = z.strictObject({
  firstName: Name,
  lastName: Name,
  email: EmailInput,
  /** The athlete's Beyond the Whiteboard id; linked when set. */
  btwbId: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, 'must be digits (a BTWB id)')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  birthdate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'not a date (YYYY-MM-DD)')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  gym: PlainText.pipe(z.string().trim().max(100)).optional(),
  gender: EventGender.optional(),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'not a country code'),
})
export type EventProfileUpdate = z.input<typeof EventProfileUpdate>

/** POST /svc_event/events/{id}/registrations: the signed-in profile enters a division. */
export const EventRegistrationRequest = z.strictObject({ divisionId: Id })
export const EventRegistrationResponse = z.object({ registration: EventRegistration })
/** DELETE /svc_event/events/{id}/registration: the customer withdraws while registration is open. */
export const EventWithdrawalResponse = z.object({ withdrawn: z.literal(true), eventId: z.string() })

/** GET /svc_event/operator/events/{id}/registrations (Bearer OPERATOR_TOKEN): the event's roster, oldest first. */
export const EventRosterResponse = z.object({
  eventId: z.string(),
  eventName: z.string(),
  registrations: z.array(
    z.object({
      _id: z.number().int(),
      divisionId: z.number().int(),
      divisionName: z.string(),
      registeredAt: z.string(),
      athlete: EventProfileWire,
    }),
  ),
})
export type EventRoster = z.infer<typeof EventRosterResponse>

// Scores and the leaderboard (docs/events.md "Scores and the leaderboard": ours; the spec names the
// Leaderboard block and the moderator route only).

/** How a workout's integer scores read: 'time' in seconds (lower is better), 'reps', 'load' in kilograms (higher is better). */
export const WorkoutScoring = z.enum(['time', 'reps', 'load'])
export type WorkoutScoring = z.infer<typeof WorkoutScoring>

export const EventWorkout = z.object({ _id: z.number().int(), name: z.string(), description: z.string(), scoring: WorkoutScoring })
export type EventWorkout = z.infer<typeof EventWorkout>

/**
 * One athlete's line: the overall place (shared when equal), the name as the store shows it (first name
 * and last initial, never the email), country, gym, each workout's score (null: none) and place, the points.
 */
export const LeaderboardEntry = z.object({
  registrationId: z.number().int(),
  place: z.number().int(),
  name: z.string(),
  country: z.string(),
  countryName: z.string(),
  gym: z.string(),
  points: z.number().int(),
  workouts: z.array(z.object({ workoutId: z.number().int(), value: z.number().int().nullable(), place: z.number().int() })),
})
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>

export const LeaderboardDivision = z.object({ _id: z.number().int(), name: z.string(), athletes: z.array(LeaderboardEntry) })
export type LeaderboardDivision = z.infer<typeof LeaderboardDivision>

/** GET /svc_event/events/{id}/leaderboard?division=: the event's workouts and, per division (in order), its ranked athletes. */
export const EventLeaderboard = z.object({
  eventId: z.string(),
  eventName: z.string(),
  workouts: z.array(EventWorkout),
  divisions: z.array(LeaderboardDivision),
})
export type EventLeaderboard = z.infer<typeof EventLeaderboard>
export const EventLeaderboardResponse = z.object({ leaderboard: EventLeaderboard })
/** `division`: one division's id (another event's or an unknown one is 400 unknown_division). */
export const EventLeaderboardQuery = z.object({ division: IdParam.optional() })

/**
 * POST /svc_event/operator/events/{id}/workouts (Bearer OPERATOR_TOKEN): a workout added after the
 * event's others; its name is the event's own (409 workout_exists). DELETE .../workouts/{workoutId}
 * removes one without scores (409 workout_scored).
 */
export const EventWorkoutCreate = z.strictObject({
  name: PlainText.pipe(z.string().trim().min(1, 'must not be empty').max(120)),
  description: PlainText.pipe(z.string().trim().max(500)).default(''),
  scoring: WorkoutScoring,
})
export type EventWorkoutCreate = z.input<typeof EventWorkoutCreate>
export const EventWorkoutResponse = z.object({ workout: EventWorkout })
export const EventWorkoutRemoved = z.object({ removed: z.literal(true), workoutId: z.number().int() })

/** The highest score a workout takes (seconds, reps or kilograms): a day in seconds. */
export const MAX_SCORE_VALUE = 86_400

/**
 * PUT /svc_event/operator/events/{id}/scores (Bearer OPERATOR_TOKEN): scores to enter or correct, each
 * for one registration of the event and one of its workouts; `value` null removes a score. The batch
 * lands whole or not at all.
 */
export const EventScoresUpdate = z.strictObject({
  scores: z
    .array(z.strictObject({ registrationId: Id, workoutId: Id, value: z.number().int().min(0).max(MAX_SCORE_VALUE).nullable() }))
    .min(1, 'must hold at least one score')
    .max(500, 'at most 500 scores at a time'),
})
export type EventScoresUpdate = z.infer<typeof EventScoresUpdate>
export const EventScoresResponse = z.object({ saved: z.number().int(), removed: z.number().int(), leaderboard: EventLeaderboard })
export type EventScoresResponse = z.infer<typeof EventScoresResponse>
