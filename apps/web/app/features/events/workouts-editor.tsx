import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import type { EventLeaderboard, EventWorkout } from '@ironhouse/contracts'
import { apiPath, type ApiSite } from '../../platform/api-path.ts'
import { operatorRefusalOf } from './operator-refusal.ts'

const SCORINGS: ReadonlyArray<{ value: EventWorkout['scoring']; label: string }> = [
  { value: 'time', label: 'For time (m:ss, lowest wins)' },
  { value: 'reps', label: 'Reps (most wins)' },
  { value: 'load', label: 'Load in kg (heaviest wins)' },
]
const SCORING_LABEL = Object.fromEntries(SCORINGS.map((s) => [s.value, s.label])) as Record<EventWorkout['scoring'], string>

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'error'; message: string }

/**
 * The event's workouts on the events moderator (docs/events.md "Workouts"): each with how it scores and a
 * Remove button (the server refuses one that has scores, and says so), and a form that adds one after the
 * others. Each change is sent with the operator token; `onChanged` reads the leaderboard again, so the
 * scores table below takes the new columns.
 */
export function WorkoutsEditor({ leaderboard, token, site, onChanged }: { leaderboard: EventLeaderboard; token: string; site: ApiSite; onChanged: () => Promise<void> }) {
  const ids = { title: useId(), name: useId(), scoring: useId(), description: useId() }
  const [name, setName] = useState('')
  const [scoring, setScoring] = useState<EventWorkout['scoring']>('time')
  const [description, setDescription] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const base = `/svc_event/operator/events/${encodeURIComponent(leaderboard.eventId)}/workouts`
  const headers = { authorization: `Bearer ${token.trim()}` }

  async function send(request: () => Promise<Response>, done: string) {
    setStatus({ kind: 'busy' })
    try {
      const response = await request()
      if (!response.ok) return setStatus({ kind: 'error', message: await operatorRefusalOf(response, 'The workouts could not be changed. Please try again.') })
      await onChanged()
      setStatus({ kind: 'done', message: done })
      return true
    } catch {
      setStatus({ kind: 'error', message: 'The workouts could not be changed. Please try again.' })
    }
  }

  async function add(e: FormEvent) {
    e.preventDefault()
    const added = await send(
      () => fetch(apiPath(base, site), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ name, scoring, description }) }),
      `Added ${name.trim()}.`,
    )
    if (added) {
      setName('')
      setDescription('')
    }
  }

  return (
    <section aria-labelledby={ids.title} className="event-page__roster event-scores">
      <h2 id={ids.title}>Workouts</h2>
      {leaderboard.workouts.length === 0 ? (
        <p>{leaderboard.eventName} has no workouts yet: add the first below.</p>
      ) : (
        <ol className="event-workouts">
          {leaderboard.workouts.map((workout) => (
            <li key={workout._id}>
              <strong>{workout.name}</strong> <span className="event-scores__hint">({SCORING_LABEL[workout.scoring]})</span>
              {workout.description ? <span className="event-workouts__description"> {workout.description}</span> : null}{' '}
              <button
                type="button"
                className="button button--small"
                disabled={status.kind === 'busy'}
                onClick={() => void send(() => fetch(apiPath(`${base}/${workout._id}`, site), { method: 'DELETE', headers }), `Removed ${workout.name}.`)}
              >
                Remove<span className="visually-hidden"> {workout.name}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(e) => void add(e)} aria-label="Add a workout">
        <div className="form-field">
          <label htmlFor={ids.name} className="form-field__label">
            Workout name
          </label>
          <input id={ids.name} type="text" required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="form-field">
          <label htmlFor={ids.scoring} className="form-field__label">
            Scored by
          </label>
          <select id={ids.scoring} value={scoring} onChange={(e) => setScoring(e.target.value as EventWorkout['scoring'])}>
            {SCORINGS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={ids.description} className="form-field__label">
            Description (optional)
          </label>
          <input id={ids.description} type="text" maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <button type="submit" className="button" disabled={status.kind === 'busy'}>
          Add workout
        </button>
      </form>
      {status.kind === 'error' ? (
        <p role="alert" className="notice notice--error">
          {status.message}
        </p>
      ) : null}
      <p role="status">{status.kind === 'done' ? status.message : ''}</p>
    </section>
  )
}
