import type { EventDetails } from '@ironhouse/contracts'

/** '2025-10-24' → 'October 24, 2025' (the event's own days: read as UTC, never shifted by the browser's zone). */
export function formatEventDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })
}

/** 'October 24 – 26, 2025', or the single day. */
export function formatEventDates(startsOn: string, endsOn: string): string {
  if (startsOn === endsOn) return formatEventDay(startsOn)
  return `${formatEventDay(startsOn)} – ${formatEventDay(endsOn)}`
}

/** What a division's places say next to its name: full, the last few, or nothing while there are plenty. */
export function placesNote(spotsLeft: number | null): string {
  if (spotsLeft === null || spotsLeft > PLACES_SHOWN_BELOW) return ''
  return spotsLeft === 0 ? ' (full)' : ` (${spotsLeft} ${spotsLeft === 1 ? 'place' : 'places'} left)`
}
const PLACES_SHOWN_BELOW = 20

/** An event as everyone sees it (the same page for every shopper: the registration panel is filled in by the browser). */
export function EventSummary({ event }: { event: EventDetails }) {
  return (
    <>
      <p className="event-page__when">
        <time dateTime={event.startsOn}>{formatEventDates(event.startsOn, event.endsOn)}</time> · {event.location}
      </p>
      {event.description ? <p className="event-page__description">{event.description}</p> : null}
      <section aria-labelledby="event-divisions" className="event-page__divisions">
        <h2 id="event-divisions">Divisions</h2>
        <ul>
          {event.divisions.map((division) => (
            <li key={division._id}>
              <strong>{division.name}</strong>
              {division.description ? ` — ${division.description}` : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
