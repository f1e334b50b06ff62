import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { useLoaderData } from 'react-router'
import { EventLeaderboardResponse, EventRosterResponse, type EventLeaderboard, type EventRoster } from '@ironhouse/contracts'
import { DEFAULT_INVITATIONAL_YEAR } from '@ironhouse/domain'
import { apiPath } from '../platform/api-path.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { useSessionStore } from '../platform/session-context.tsx'
import { guardEntry, pageContext } from '../platform/page.server.ts'
import { formatEventDay } from '../features/events/event-view.tsx'
import { ScoresEditor } from '../features/events/scores-editor.tsx'
import { WorkoutsEditor } from '../features/events/workouts-editor.tsx'
import { ChatConsole, OperatorTokenField } from '../features/support-chat/chat-console.tsx'
import eventsCss from '../styles/events.css?url'
import chatCss from '../features/support-chat/support-chat.css?url'
import type { Route } from './+types/events-moderator'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: eventsCss },
  { rel: 'stylesheet', href: chatCss },
]

/**
 * The events moderator (shell §2: an internal route; admin hosts only, platform §2); with ?view=chat the
 * support chat's staff console (docs/support-chat.md), on this admin-only screen rather than a route of its own.
 */
export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  return { defaultEventId: `invitational-${DEFAULT_INVITATIONAL_YEAR}`, view: page.url.searchParams.get('view') === 'chat' ? ('chat' as const) : ('events' as const) }
}

type View = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'roster'; roster: EventRoster; leaderboard: EventLeaderboard | null }

/**
 * The roster of an event for staff, and its scores: the operator token (OPERATOR_TOKEN,
 * docs/operations.md) is typed in and sent by the browser as a bearer token to /svc_event/operator; it is
 * never stored or sent anywhere else, and the page itself holds nothing of any shopper. The event's
 * workouts and current scores come from its public leaderboard; a leaderboard that cannot be read leaves
 * the roster without the score entry.
 */
export default function StaffScreen() {
  const { view } = useLoaderData<typeof loader>()
  const { api } = useSessionStore()
  if (view === 'chat') {
    return (
      <>
        <PageMeta title="Support Chat" />
        <ChatConsole site={api.site} />
      </>
    )
  }
  return <EventsModerator />
}

function EventsModerator() {
  const { defaultEventId } = useLoaderData<typeof loader>()
  const { api } = useSessionStore()
  const [token, setToken] = useState('')
  const [eventId, setEventId] = useState(defaultEventId)
  const [view, setView] = useState<View>({ kind: 'idle' })
  const ids = { event: useId() }

  /** The event's workouts and scores, as the public leaderboard has them now (null when it cannot be read). */
  const readLeaderboard = (id: string): Promise<EventLeaderboard | null> =>
    fetch(apiPath(`/svc_event/events/${encodeURIComponent(id)}/leaderboard`, api.site), { cache: 'no-store' })
      .then(async (answer) => (answer.ok ? EventLeaderboardResponse.parse(await answer.json()).leaderboard : null))
      .catch(() => null)

  async function show(e: FormEvent) {
    e.preventDefault()
    setView({ kind: 'loading' })
    try {
      const response = await fetch(apiPath(`/svc_event/operator/events/${encodeURIComponent(eventId.trim().toLowerCase())}/registrations`, api.site), {
        headers: { authorization: `Bearer ${token.trim()}` },
      })
      if (response.status === 401) return setView({ kind: 'error', message: 'That operator token is not valid.' })
      if (response.status === 404) return setView({ kind: 'error', message: `There is no event ${eventId.trim()}.` })
      if (response.status === 400) return setView({ kind: 'error', message: 'An event id is its name and year, such as invitational-2025.' })
      if (!response.ok) return setView({ kind: 'error', message: 'The registrations could not be loaded. Please try again.' })
      const roster = EventRosterResponse.parse(await response.json())
      setView({ kind: 'roster', roster, leaderboard: await readLeaderboard(roster.eventId) })
    } catch {
      setView({ kind: 'error', message: 'The registrations could not be loaded. Please try again.' })
    }
  }

  return (
    <div className="page event-page">
      <PageMeta title="Events Moderator" />
      <h1>Events Moderator</h1>
      <form className="event-page__form" onSubmit={(e) => void show(e)} aria-label="Event registrations">
        <OperatorTokenField value={token} onChange={setToken} />
        <div className="form-field">
          <label htmlFor={ids.event} className="form-field__label">
            Event id
          </label>
          <input id={ids.event} type="text" required value={eventId} onChange={(e) => setEventId(e.target.value)} />
        </div>
        <button type="submit" className="button" disabled={view.kind === 'loading'}>
          Show registrations
        </button>
      </form>
      {view.kind === 'error' ? (
        <p role="alert" className="notice notice--error">
          {view.message}
        </p>
      ) : null}
      {view.kind === 'roster' ? (
        <section aria-labelledby="roster-title" className="event-page__roster">
          <h2 id="roster-title">
            {view.roster.eventName}: {view.roster.registrations.length} registered
          </h2>
          {view.roster.registrations.length > 0 ? (
            <table>
              <thead>
                <tr>
                  <th scope="col">Athlete</th>
                  <th scope="col">Email</th>
                  <th scope="col">Division</th>
                  <th scope="col">Country</th>
                  <th scope="col">Registered</th>
                </tr>
              </thead>
              <tbody>
                {view.roster.registrations.map((r) => (
                  <tr key={r._id}>
                    <td>
                      {r.athlete.firstName} {r.athlete.lastName}
                    </td>
                    <td>{r.athlete.email}</td>
                    <td>{r.divisionName}</td>
                    <td>{r.athlete.country}</td>
                    <td>{formatEventDay(r.registeredAt.slice(0, 10))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ) : null}
      {view.kind === 'roster' && view.leaderboard ? (
        <WorkoutsEditor
          leaderboard={view.leaderboard}
          token={token}
          site={api.site}
          onChanged={async () => {
            const leaderboard = await readLeaderboard(view.roster.eventId)
            setView((current) => (current.kind === 'roster' ? { ...current, leaderboard } : current))
          }}
        />
      ) : null}
      {view.kind === 'roster' && view.leaderboard ? (
        <ScoresEditor
          key={view.roster.eventId}
          roster={view.roster}
          leaderboard={view.leaderboard}
          token={token}
          site={api.site}
          onSaved={(leaderboard) => setView((current) => (current.kind === 'roster' ? { ...current, leaderboard } : current))}
        />
      ) : null}
    </div>
  )
}
