// The events service's reads and writes (shell §2 Events, §3 Event profile, §7 /svc_event; docs/events.md).
import { and, asc, count, desc, eq } from 'drizzle-orm'
import { countries, customers, eventDivisions, eventProfiles, eventRegistrations, events, withTransaction, type EventProfileRow, type Executor } from '@ironhouse/db'
import type { EventAccountResponse, EventDetails, EventProfileUpdate, EventProfileWire, EventRegistration, EventRoster, EventSummary } from '@ironhouse/contracts'
import { DEFAULT_EVENT_PROFILE, INVALID_EMAIL_MESSAGE, isValidEmailInput } from '@ironhouse/domain'
import { AppError } from '../../lib/app-errors.ts'

/** The events, the latest start first (the EventsList content block), at most `limit`. */
export async function listEvents(db: Executor, limit: number): Promise<Array<EventSummary>> {
  const rows = await db.select().from(events).orderBy(desc(events.startsOn), asc(events.id)).limit(limit)
  return rows.map(eventSummaryOf)
}

/** An event row on the wire, without its description and divisions. */
function eventSummaryOf(row: typeof events.$inferSelect): EventSummary {
  return {
    _id: row.id,
    slug: row.slug,
    year: row.year,
    name: row.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    location: row.location,
    registrationOpen: row.registrationOpen,
  }
}

/** An event with its divisions (in their order); undefined when there is none. */
export async function readEvent(db: Executor, id: string): Promise<EventDetails | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id))
  if (!row) return undefined
  const divisions = await db.select().from(eventDivisions).where(eq(eventDivisions.eventId, id)).orderBy(asc(eventDivisions.position), asc(eventDivisions.id))
  const taken = new Map(
    (
      await db
        .select({ divisionId: eventRegistrations.divisionId, n: count() })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.eventId, id))
        .groupBy(eventRegistrations.divisionId)
    ).map((row) => [row.divisionId, row.n]),
  )
  return {
    ...eventSummaryOf(row),
    description: row.description,
    divisions: divisions.map((d) => ({
      _id: d.id,
      name: d.name,
      description: d.description,
      capacity: d.capacity,
      spotsLeft: d.capacity === null ? null : Math.max(0, d.capacity - (taken.get(d.id) ?? 0)),
    })),
  }
}

function toWire(row: EventProfileRow): EventProfileWire {
  return {
    _id: row.id,
    linked: row.btwbId !== null,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    btwbId: row.btwbId,
    birthdate: row.birthdate,
    gym: row.gym,
    gender: row.gender,
    country: row.country,
  }
}

async function profileRow(db: Executor, customerId: number): Promise<EventProfileRow | undefined> {
  const [row] = await db.select().from(eventProfiles).where(eq(eventProfiles.customerId, customerId))
  return row
}

async function registrationsOf(db: Executor, profileId: string | undefined): Promise<Array<EventRegistration>> {
  if (!profileId) return []
  const rows = await db
    .select({ registration: eventRegistrations, eventName: events.name, divisionName: eventDivisions.name })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(eventDivisions, eq(eventDivisions.id, eventRegistrations.divisionId))
    .where(eq(eventRegistrations.profileId, profileId))
    .orderBy(desc(eventRegistrations.createdAt), desc(eventRegistrations.id))
  return rows.map(({ registration, eventName, divisionName }) => ({
    _id: registration.id,
    eventId: registration.eventId,
    eventName,
    divisionId: registration.divisionId,
    divisionName,
    registeredAt: registration.createdAt.toISOString(),
  }))
}

/**
 * The customer's event profile and registrations. A customer without a saved profile gets one filled
 * from the account (names, email) with the §3 defaults (gender Male) and _id null.
 */
export async function readEventAccount(db: Executor, customerId: number): Promise<EventAccountResponse> {
  const row = await profileRow(db, customerId)
  if (row) return { profile: toWire(row), registrations: await registrationsOf(db, row.id) }
  const [customer] = await db.select({ firstname: customers.firstname, lastname: customers.lastname, email: customers.email }).from(customers).where(eq(customers.id, customerId))
  const { loaded: _loaded, ...defaults } = DEFAULT_EVENT_PROFILE
  return {
    profile: { ...defaults, firstName: customer?.firstname ?? '', lastName: customer?.lastname ?? '', email: customer?.email ?? '' },
    registrations: [],
  }
}

/** A YYYY-MM-DD that is a real day between 1900-01-01 and today. */
function isPlausibleBirthdate(value: string, today: Date): boolean {
  const day = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return false
  return value >= '1900-01-01' && value <= today.toISOString().slice(0, 10)
}

/** Saves the customer's event profile (a whole profile: what is left out takes its default). */
export async function saveEventProfile(db: Executor, customerId: number, input: EventProfileUpdate, now: Date): Promise<EventAccountResponse> {
  if (!isValidEmailInput(input.email)) throw new AppError('invalid_email', INVALID_EMAIL_MESSAGE)
  const birthdate = input.birthdate ?? null
  if (birthdate !== null && !isPlausibleBirthdate(birthdate, now)) {
    throw new AppError('validation_error', 'Please enter a birthdate in the past (YYYY-MM-DD)', { issues: [{ path: '/birthdate', message: 'not a past date' }] })
  }
  const country = input.country.toUpperCase()
  const [known] = await db.select({ alpha2: countries.alpha2 }).from(countries).where(eq(countries.alpha2, country))
  if (!known) throw new AppError('validation_error', `${country} is not a country we know`, { issues: [{ path: '/country', message: 'unknown country' }] })
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email.trim().toLowerCase(),
    btwbId: input.btwbId ?? null,
    birthdate,
    gym: input.gym ?? '',
    gender: input.gender ?? DEFAULT_EVENT_PROFILE.gender,
    country,
  }
  await db
    .insert(eventProfiles)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: eventProfiles.customerId, set: { ...values, updatedAt: now.toISOString() } })
  return readEventAccount(db, customerId)
}

/**
 * Registers the customer's saved profile for an event in one of its divisions. Refused: an unknown
 * event (404), a closed one, a division of another event, no saved profile, a full division (its
 * capacity), and a second registration for the same event (the unique constraint on event and profile
 * decides between two sent at once).
 */
export async function registerForEvent(db: Executor, customerId: number, eventId: string, divisionId: number): Promise<EventRegistration> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId))
  if (!event) throw new AppError('not_found', 'Event was not found')
  if (!event.registrationOpen) throw new AppError('registration_closed', `Registration for ${event.name} is closed`)
  const profile = await profileRow(db, customerId)
  return withTransaction(db, async (tx) => {
    // the division's row is locked while its places are counted: of two athletes taking its last
    // place at once, the second waits and finds it full
    const [division] = await tx
      .select()
      .from(eventDivisions)
      .where(and(eq(eventDivisions.id, divisionId), eq(eventDivisions.eventId, eventId)))
      .for('update')
    if (!division) throw new AppError('unknown_division', `That division is not one of ${event.name}'s`)
    if (!profile) throw new AppError('event_profile_required', 'Please save your athlete profile before registering')
    if (division.capacity !== null) {
      const [taken] = await tx.select({ n: count() }).from(eventRegistrations).where(eq(eventRegistrations.divisionId, divisionId))
      if ((taken?.n ?? 0) >= division.capacity) throw new AppError('division_full', `The ${division.name} division of ${event.name} is full`)
    }
    const [inserted] = await tx
      .insert(eventRegistrations)
      .values({ eventId, divisionId, profileId: profile.id })
      .onConflictDoNothing({ target: [eventRegistrations.eventId, eventRegistrations.profileId] })
      .returning()
    if (!inserted) throw new AppError('already_registered', `You are already registered for ${event.name}`)
    return {
      _id: inserted.id,
      eventId,
      eventName: event.name,
      divisionId,
      divisionName: division.name,
      registeredAt: inserted.createdAt.toISOString(),
    }
  })
}

/**
 * The customer withdraws their registration (docs/events.md): only while the event takes
 * registrations (after that the roster is the event's), and their place goes back to the division.
 */
export async function withdrawFromEvent(db: Executor, customerId: number, eventId: string): Promise<void> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId))
  if (!event) throw new AppError('not_found', 'Event was not found')
  if (!event.registrationOpen) throw new AppError('registration_closed', `Registration for ${event.name} is closed: registrations can no longer be withdrawn`)
  const profile = await profileRow(db, customerId)
  const removed = profile
    ? await db
        .delete(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.profileId, profile.id)))
        .returning({ id: eventRegistrations.id })
    : []
  if (removed.length === 0) throw new AppError('not_registered', `You are not registered for ${event.name}`)
}

/** An event's registrations for its moderator, oldest first: who, in which division, when. Undefined for an unknown event. */
export async function readRoster(db: Executor, eventId: string): Promise<EventRoster | undefined> {
  const [event] = await db.select({ id: events.id, name: events.name }).from(events).where(eq(events.id, eventId))
  if (!event) return undefined
  const rows = await db
    .select({ id: eventRegistrations.id, createdAt: eventRegistrations.createdAt, division: eventDivisions.name, divisionId: eventDivisions.id, profile: eventProfiles })
    .from(eventRegistrations)
    .innerJoin(eventDivisions, eq(eventDivisions.id, eventRegistrations.divisionId))
    .innerJoin(eventProfiles, eq(eventProfiles.id, eventRegistrations.profileId))
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
  return {
    eventId: event.id,
    eventName: event.name,
    registrations: rows.map((row) => ({
      _id: row.id,
      divisionId: row.divisionId,
      divisionName: row.division,
      registeredAt: row.createdAt.toISOString(),
      athlete: toWire(row.profile),
    })),
  }
}
