import { useId } from 'react'
import type { EventLeaderboard, LeaderboardDivision, WorkoutScoring } from '@ironhouse/contracts'
import { Tabs } from '../../../ui/tabs.tsx'
import { useBlockData } from '../block-data.tsx'

/** A score as the table shows it: a time (seconds) as m:ss or h:mm:ss, reps and load with their unit. The server gives the integer and its scoring. */
export function formatScore(value: number, scoring: WorkoutScoring): string {
  if (scoring === 'reps') return `${value} ${value === 1 ? 'rep' : 'reps'}`
  if (scoring === 'load') return `${value} kg`
  // written here rather than through the domain's scoreInputText (the moderator's fields): a module the
  // content page and the moderator both import becomes a chunk of its own, one more request on every content page
  const hours = Math.floor(value / 3600)
  const minutes = Math.floor((value % 3600) / 60)
  const seconds = String(value % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}

/** 1 → '1st', 2 → '2nd', 11 → '11th', 23 → '23rd'. */
export function ordinal(n: number): string {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'
  return `${n}${suffix}`
}

const SCORING_NOTE: Record<WorkoutScoring, string> = { time: 'for time', reps: 'reps', load: 'load' }

/** One division's table, in a focusable named region that scrolls sideways when it is wider than the page. */
function DivisionTable({ leaderboard, division }: { leaderboard: EventLeaderboard; division: LeaderboardDivision }) {
  const name = `${division.name} leaderboard`
  return (
    <div className="cms-leaderboard__scroll" role="region" aria-label={name} tabIndex={0}>
      <table className="leaderboard">
        <caption>
          {leaderboard.eventName}: {division.name}
        </caption>
        <thead>
          <tr>
            <th scope="col">Place</th>
            <th scope="col">Athlete</th>
            <th scope="col">Country</th>
            {leaderboard.workouts.map((workout) => (
              <th key={workout._id} scope="col">
                {workout.name} <span className="leaderboard__scoring">({SCORING_NOTE[workout.scoring]})</span>
              </th>
            ))}
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {division.athletes.length === 0 ? (
            <tr>
              <td colSpan={leaderboard.workouts.length + 4}>No athletes in this division yet.</td>
            </tr>
          ) : (
            division.athletes.map((athlete) => (
              <tr key={athlete.registrationId}>
                <td className="leaderboard__place">{athlete.place}</td>
                <th scope="row">
                  {athlete.name}
                  {athlete.gym ? <span className="leaderboard__gym">{athlete.gym}</span> : null}
                </th>
                <td>{athlete.countryName}</td>
                {leaderboard.workouts.map((workout, i) => {
                  const result = athlete.workouts[i]
                  if (!result) return <td key={workout._id} />
                  return (
                    <td key={workout._id}>
                      {result.value === null ? <span className="leaderboard__none">No score</span> : formatScore(result.value, workout.scoring)}
                      <span className="leaderboard__workout-place">{ordinal(result.place)}</span>
                    </td>
                  )
                })}
                <td className="leaderboard__points">{athlete.points}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

/**
 * Leaderboard block (platform §2, a lazily loaded block): an event's leaderboard, one table per division
 * (tabs when there are several), or the one division named. Per athlete: place, name (first name and last
 * initial), gym, country, per workout the score and its place, the points (docs/events.md: the lowest
 * total leads). Read with the page; nothing when the event or the division could not be found.
 */
export function Leaderboard({ eventId, title, division, className }: { eventId: string; title?: string | undefined; division?: string | undefined; className?: string | undefined }) {
  const { leaderboards } = useBlockData()
  const headingId = useId()
  const leaderboard = leaderboards?.[eventId]
  if (!leaderboard) return null
  const divisions = division === undefined ? leaderboard.divisions : leaderboard.divisions.filter((d) => d.name.toLowerCase() === division.toLowerCase())
  if (divisions.length === 0) return null
  const heading = title ?? `${leaderboard.eventName} leaderboard`
  return (
    <section className={className ? `cms-leaderboard ${className}` : 'cms-leaderboard'} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p className="cms-leaderboard__rule">Each workout places the athletes; points are the sum of the places, and the lowest total leads.</p>
      {divisions.length === 1 && divisions[0] ? (
        <DivisionTable leaderboard={leaderboard} division={divisions[0]} />
      ) : (
        <Tabs label={`${heading}: divisions`} tabs={divisions.map((d) => ({ title: d.name, content: <DivisionTable leaderboard={leaderboard} division={d} /> }))} />
      )}
    </section>
  )
}
