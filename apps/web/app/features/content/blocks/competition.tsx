import { useId } from 'react'
import { formatEventDates, placesNote } from '../../events/event-view.tsx'
import { useBlockData } from '../block-data.tsx'

/**
 * Competition block (platform §2, a lazily loaded block): one event as a card. Its name (h2) links to its
 * page; its dates and place; its divisions with the places left as the event's page shows them ("(n places
 * left)" for the last 20, "(full)"); and Register, to the event's page, while it takes registrations, else
 * "Registration closed". The event is read with the page; nothing when it could not be read.
 */
export function Competition({ eventId, title, className }: { eventId: string; title?: string | undefined; className?: string | undefined }) {
  const { eventCards, prefix } = useBlockData()
  const headingId = useId()
  const event = eventCards?.[eventId]
  if (!event) return null
  const href = `${prefix}/events/${event.slug}/${event.year}`
  return (
    <section className={className ? `cms-competition ${className}` : 'cms-competition'} aria-labelledby={headingId}>
      {title ? <p className="cms-competition__kicker">{title}</p> : null}
      <h2 id={headingId}>
        <a href={href}>{event.name}</a>
      </h2>
      <p className="cms-competition__when">
        <time dateTime={event.startsOn}>{formatEventDates(event.startsOn, event.endsOn)}</time> · {event.location}
      </p>
      {event.divisions.length > 0 ? (
        <ul className="cms-competition__divisions" aria-label={`${event.name} divisions`}>
          {event.divisions.map((division) => (
            <li key={division._id}>
              {division.name}
              {placesNote(division.spotsLeft)}
            </li>
          ))}
        </ul>
      ) : null}
      {event.registrationOpen ? (
        <a className="button button--primary" href={href}>
          Register<span className="visually-hidden"> for {event.name}</span>
        </a>
      ) : (
        <p className="cms-competition__closed">Registration closed</p>
      )}
    </section>
  )
}
