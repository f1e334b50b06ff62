// An event's workouts, scores and leaderboard (docs/events.md "Scores and the leaderboard"): the
// ranking rule is the domain's rankDivision; this file reads and writes the rows.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { countries, eventDivisions, eventProfiles, eventRegistrations, eventScores, eventWorkouts, events, withTransaction, type Executor } from '@ironhouse/db'
import type { EventLeaderboard, EventScoresResponse, EventScoresUpdate, EventWorkout, LeaderboardEntry, WorkoutScoring } from '@ironhouse/contracts'
import { rankDivision } from '@ironhouse/domain'
import { AppError } from '../../lib/app-errors.ts'

/** How the leaderboard names an athlete: first name and last initial ("Ada L."), never the full name or the email. */
export function athleteDisplayName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0]
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim()
}

async function workoutsOf(db: Executor, eventId: string): Promise<Array<EventWorkout>> {
  const rows = await db.select().from(eventWorkouts).where(eq(eventWorkouts.eventId, eventId)).orderBy(asc(eventWorkouts.position), asc(eventWorkouts.id))
  return rows.map((w) => ({ _id: w.id, name: w.name, description: w.description, scoring: w.scoring as WorkoutScoring }))
}

/**
 * The event's leaderboard: its workouts and, per division in order (only `divisionId` when given), its
 * athletes ranked by rankDivision. Undefined for an unknown event; a division that is not the event's is
 * 400 unknown_division. Athletes who share a place are listed by name.
 */
export async function readLeaderboard(db: Executor, eventId: string, divisionId?: number): Promise<EventLeaderboard | undefined> {
  const [event] = await db.select({ id: events.id, name: events.name }).from(events).where(eq(events.id, eventId))
  if (!event) return undefined
  const allDivisions = await db
    .select({ id: eventDivisions.id, name: eventDivisions.name })
    .from(eventDivisions)
    .where(eq(eventDivisions.eventId, eventId))
    .orderBy(asc(eventDivisions.position), asc(eventDivisions.id))
  const divisions = divisionId === undefined ? allDivisions : allDivisions.filter((d) => d.id === divisionId)
  if (divisions.length === 0 && divisionId !== undefined) throw new AppError('unknown_division', `That division is not one of ${event.name}'s`)
  const workouts = await workoutsOf(db, eventId)
  const athletes = await db
    .select({
      registrationId: eventRegistrations.id,
      divisionId: eventRegistrations.divisionId,
      firstName: eventProfiles.firstName,
      lastName: eventProfiles.lastName,
      country: eventProfiles.country,
      countryName: countries.name,
      gym: eventProfiles.gym,
    })
    .from(eventRegistrations)
    .innerJoin(eventProfiles, eq(eventProfiles.id, eventRegistrations.profileId))
    .innerJoin(countries, eq(countries.alpha2, eventProfiles.country))
    .where(and(eq(eventRegistrations.eventId, eventId), divisionId === undefined ? undefined : eq(eventRegistrations.divisionId, divisionId)))
    .orderBy(asc(eventProfiles.firstName), asc(eventProfiles.lastName), asc(eventRegistrations.id))
  const scores = await db
    .select({ workoutId: eventScores.workoutId, registrationId: eventScores.registrationId, value: eventScores.value })
    .from(eventScores)
    .innerJoin(eventWorkouts, eq(eventWorkouts.id, eventScores.workoutId))
    .where(eq(eventWorkouts.eventId, eventId))
  const scoresOf = new Map<number, Map<number, number>>()
  for (const s of scores) {
    const mine = scoresOf.get(s.registrationId) ?? new Map<number, number>()
    mine.set(s.workoutId, s.value)
    scoresOf.set(s.registrationId, mine)
  }
  const ranking = workouts.map((w) => ({ id: w._id, scoring: w.scoring }))
  return {
    eventId: event.id,
    eventName: event.name,
    workouts,
    divisions: divisions.map((division) => {
      const inDivision = athletes.filter((a) => a.divisionId === division.id)
      const byId = new Map(inDivision.map((a) => [a.registrationId, a]))
      const ranked = rankDivision(
        ranking,
        inDivision.map((a) => ({ id: a.registrationId, scores: scoresOf.get(a.registrationId) ?? new Map() })),
      )
      return {
        _id: division.id,
        name: division.name,
        athletes: ranked.flatMap((r): Array<LeaderboardEntry> => {
          const a = byId.get(r.id)
          if (!a) return []
          return [{ registrationId: r.id, place: r.place, name: athleteDisplayName(a.firstName, a.lastName), country: a.country, countryName: a.countryName, gym: a.gym, points: r.points, workouts: r.workouts }]
        }),
      }
    }),
  }
}

/**
 * Enters or corrects scores (the operator's call): every line must name a registration of the event and
 * one of its workouts, once; `value` null removes that score. Checked whole before anything is written,
 * then written in one transaction, so a batch lands whole or not at all. Undefined for an unknown event.
 */
export async function saveScores(db: Executor, eventId: string, input: EventScoresUpdate): Promise<EventScoresResponse | undefined> {
  const [event] = await db.select({ id: events.id, name: events.name }).from(events).where(eq(events.id, eventId))
  if (!event) return undefined
  const registrationIds = [...new Set(input.scores.map((s) => s.registrationId))]
  const workoutIds = [...new Set(input.scores.map((s) => s.workoutId))]
  const known = {
    registrations: new Set(
      (
        await db
          .select({ id: eventRegistrations.id })
          .from(eventRegistrations)
          .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.id, registrationIds)))
      ).map((r) => r.id),
    ),
    workouts: new Set(
      (
        await db
          .select({ id: eventWorkouts.id })
          .from(eventWorkouts)
          .where(and(eq(eventWorkouts.eventId, eventId), inArray(eventWorkouts.id, workoutIds)))
      ).map((w) => w.id),
    ),
  }
  const seen = new Set<string>()
  input.scores.forEach((score, i) => {
    if (!known.registrations.has(score.registrationId)) {
      throw new AppError('unknown_registration', `Registration ${score.registrationId} is not one of ${event.name}'s athletes`, { issues: [{ path: `/scores/${i}/registrationId`, message: 'not registered in this event' }] })
    }
    if (!known.workouts.has(score.workoutId)) {
      throw new AppError('unknown_workout', `Workout ${score.workoutId} is not one of ${event.name}'s workouts`, { issues: [{ path: `/scores/${i}/workoutId`, message: 'not a workout of this event' }] })
    }
    const key = `${score.registrationId}:${score.workoutId}`
    if (seen.has(key)) {
      throw new AppError('validation_error', `The score of registration ${score.registrationId} for workout ${score.workoutId} is given twice`, { issues: [{ path: `/scores/${i}`, message: 'given twice' }] })
    }
    seen.add(key)
  })
  const entered = input.scores.flatMap((s) => (s.value === null ? [] : [{ registrationId: s.registrationId, workoutId: s.workoutId, value: s.value }]))
  const cleared = input.scores.filter((s) => s.value === null)
  const removed = await withTransaction(db, async (tx) => {
    if (entered.length > 0) {
      await tx
        .insert(eventScores)
        .values(entered)
        .onConflictDoUpdate({ target: [eventScores.workoutId, eventScores.registrationId], set: { value: sql`excluded.value`, updatedAt: sql`now()` } })
    }
    let count = 0
    for (const s of cleared) {
      const gone = await tx
        .delete(eventScores)
        .where(and(eq(eventScores.registrationId, s.registrationId), eq(eventScores.workoutId, s.workoutId)))
        .returning({ value: eventScores.value })
      count += gone.length
    }
    return count
  })
  const leaderboard = await readLeaderboard(db, eventId)
  if (!leaderboard) return undefined
  return { saved: entered.length, removed, leaderboard }
}
