import { useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { EventScoresResponse, type EventLeaderboard, type EventRoster, type EventScoresUpdate, type EventWorkout } from '@ironhouse/contracts'
import { parseScoreInput, scoreInputText } from '@ironhouse/domain'
import { apiPath, type ApiSite } from '../../platform/api-path.ts'
import { operatorRefusalOf } from './operator-refusal.ts'

const SCORING_HINT: Record<EventWorkout['scoring'], string> = { time: 'm:ss', reps: 'reps', load: 'kg' }

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; message: string } | { kind: 'error'; message: string }

/** A score field's key: the registration and the workout. */
const keyOf = (registrationId: number, workoutId: number) => `${registrationId}:${workoutId}`

/** The scores the leaderboard holds, by field key. */
function scoresOf(leaderboard: EventLeaderboard): Map<string, number> {
  const scores = new Map<string, number>()
  for (const division of leaderboard.divisions) {
    for (const athlete of division.athletes) {
      for (const workout of athlete.workouts) if (workout.value !== null) scores.set(keyOf(athlete.registrationId, workout.workoutId), workout.value)
    }
  }
  return scores
}

/**
 * Score entry on the events moderator (docs/events.md "Entering scores"): a division's athletes (the
 * roster, full names) by the event's workouts, each field holding the score the leaderboard has. Staff
 * type a time as m:ss and reps or load as numbers; an emptied field removes the score. Save sends the
 * changed fields as one batch with the operator token (`PUT /svc_event/operator/events/{id}/scores`,
 * which lands whole or not at all); a field the store cannot read is marked before anything is sent.
 */
export function ScoresEditor({
  roster,
  leaderboard,
  token,
  site,
  onSaved,
}: {
  roster: EventRoster
  leaderboard: EventLeaderboard
  token: string
  site: ApiSite
  onSaved: (leaderboard: EventLeaderboard) => void
}) {
  const ids = { division: useId(), title: useId(), error: useId() }
  const [divisionId, setDivisionId] = useState(leaderboard.divisions[0]?._id ?? 0)
  const [drafts, setDrafts] = useState<Record<string, string>>({})
  const [invalid, setInvalid] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const form = useRef<HTMLFormElement>(null)
  const scores = scoresOf(leaderboard)
  const athletes = roster.registrations
    .filter((registration) => registration.divisionId === divisionId)
    .sort((a, b) => `${a.athlete.lastName} ${a.athlete.firstName}`.localeCompare(`${b.athlete.lastName} ${b.athlete.firstName}`))
  const { workouts } = leaderboard

  const textOf = (key: string, workout: EventWorkout) => {
    const draft = drafts[key]
    if (draft !== undefined) return draft
    const value = scores.get(key)
    return value === undefined ? '' : scoreInputText(value, workout.scoring)
  }

  async function save(e: FormEvent) {
    e.preventDefault()
    const batch: EventScoresUpdate['scores'] = []
    const refused: Record<string, string> = {}
    for (const registration of athletes) {
      for (const workout of workouts) {
        const key = keyOf(registration._id, workout._id)
        const draft = drafts[key]
        if (draft === undefined) continue
        const parsed = parseScoreInput(draft, workout.scoring)
        if (!parsed.ok) refused[key] = parsed.message
        else if (parsed.value !== (scores.get(key) ?? null)) batch.push({ registrationId: registration._id, workoutId: workout._id, value: parsed.value })
      }
    }
    setInvalid(refused)
    if (Object.keys(refused).length > 0) {
      setStatus({ kind: 'error', message: 'Some scores cannot be read: see the marked fields.' })
      form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus()
      return
    }
    if (batch.length === 0) return setStatus({ kind: 'saved', message: 'Nothing has changed.' })
    setStatus({ kind: 'saving' })
    try {
      const response = await fetch(apiPath(`/svc_event/operator/events/${encodeURIComponent(leaderboard.eventId)}/scores`, site), {
        method: 'PUT',
        headers: { authorization: `Bearer ${token.trim()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ scores: batch }),
      })
      if (!response.ok) return setStatus({ kind: 'error', message: await operatorRefusalOf(response, 'The scores could not be saved. Please try again.') })
      const saved = EventScoresResponse.parse(await response.json())
      setDrafts({})
      onSaved(saved.leaderboard)
      setStatus({ kind: 'saved', message: `Saved ${saved.saved} ${saved.saved === 1 ? 'score' : 'scores'} and removed ${saved.removed}.` })
    } catch {
      setStatus({ kind: 'error', message: 'The scores could not be saved. Please try again.' })
    }
  }

  // an event without workouts has nothing to score yet (the workouts' section says so)
  if (workouts.length === 0 || leaderboard.divisions.length === 0) return null
  return (
    <section aria-labelledby={ids.title} className="event-page__roster event-scores">
      <h2 id={ids.title}>Scores</h2>
      <form ref={form} onSubmit={(e) => void save(e)} noValidate>
        <div className="form-field">
          <label htmlFor={ids.division} className="form-field__label">
            Division
          </label>
          <select id={ids.division} value={divisionId} onChange={(e) => setDivisionId(Number(e.target.value))}>
            {leaderboard.divisions.map((division) => (
              <option key={division._id} value={division._id}>
                {division.name}
              </option>
            ))}
          </select>
        </div>
        {athletes.length === 0 ? (
          <p>No athlete is registered in this division.</p>
        ) : (
          <div className="event-scores__table" role="region" aria-label="Scores by athlete and workout" tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Athlete</th>
                  {workouts.map((workout) => (
                    <th key={workout._id} scope="col">
                      {workout.name} <span className="event-scores__hint">({SCORING_HINT[workout.scoring]})</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {athletes.map((registration) => {
                  const name = `${registration.athlete.firstName} ${registration.athlete.lastName}`
                  return (
                    <tr key={registration._id}>
                      <th scope="row">{name}</th>
                      {workouts.map((workout) => {
                        const key = keyOf(registration._id, workout._id)
                        const error = invalid[key]
                        return (
                          <td key={workout._id}>
                            <input
                              type="text"
                              inputMode={workout.scoring === 'time' ? 'text' : 'numeric'}
                              aria-label={`${workout.name}, ${name}`}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `${ids.error}-${key}` : undefined}
                              value={textOf(key, workout)}
                              onChange={(e) => setDrafts((all) => ({ ...all, [key]: e.target.value }))}
                            />
                            {error ? (
                              <span id={`${ids.error}-${key}`} className="form-field__error">
                                {error}
                              </span>
                            ) : null}
                          </td>
                        )
                      })}
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
        <button type="submit" className="button" disabled={status.kind === 'saving'}>
          Save scores
        </button>
        {status.kind === 'error' ? (
          <p role="alert" className="notice notice--error">
            {status.message}
          </p>
        ) : null}
        <p role="status">{status.kind === 'saved' ? status.message : status.kind === 'saving' ? 'Saving…' : ''}</p>
      </form>
    </section>
  )
}
