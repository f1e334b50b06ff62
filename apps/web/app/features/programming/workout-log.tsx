import { useState } from 'react'
import type { OwnedProgram, WorkoutLog } from '@ironhouse/contracts'
import { ApiError } from '../../platform/api-error.ts'
import { useSessionStore } from '../../platform/session-context.tsx'

const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/**
 * A program's workout log (docs/programming.md): its plan as weeks by days, each workout a toggle the
 * customer presses when it is done (logged today) or presses again to take back. The server decides
 * what may be logged; its refusal is shown as it says it.
 */
export function WorkoutLogGrid({ program, initial }: { program: OwnedProgram; initial: ReadonlyArray<WorkoutLog> }) {
  const { api } = useSessionStore()
  const [logs, setLogs] = useState<ReadonlyArray<WorkoutLog>>(initial)
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const weeks = program.durationWeeks ?? 0
  const days = program.daysPerWeek ?? 0
  if (weeks === 0 || days === 0) return null
  const logOf = (week: number, day: number) => logs.find((log) => log.week === week && log.day === day)

  async function toggle(week: number, day: number) {
    const key = `${week}-${day}`
    if (busy) return
    setBusy(key)
    setError(null)
    try {
      const logged = logOf(week, day)
      if (logged) {
        await api.delete(`/svc_programming/workouts/${logged._id}`)
        setLogs((current) => current.filter((log) => log._id !== logged._id))
      } else {
        const answer = await api.post<{ workout: WorkoutLog }>('/svc_programming/workouts', { productId: program.productId, week, day })
        setLogs((current) => [answer.workout, ...current])
      }
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status > 0 && failure.status < 500 ? failure.message : 'We could not save that. Please try again.')
    } finally {
      setBusy(null)
    }
  }

  return (
    <section aria-labelledby="workout-log" className="workout-log">
      <h2 id="workout-log">Workout log</h2>
      <p>
        {logs.length} of {weeks * days} workouts done. Press a workout when you have done it; press it again to take it back.
      </p>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
      <div className="workout-log__scroll">
        <table className="workout-log__table">
          <caption className="visually-hidden">{program.name}: workouts by week and day</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              {Array.from({ length: days }, (_, d) => (
                <th key={d} scope="col">
                  Day {d + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: weeks }, (_, w) => (
              <tr key={w}>
                <th scope="row">{w + 1}</th>
                {Array.from({ length: days }, (_, d) => {
                  const logged = logOf(w + 1, d + 1)
                  return (
                    <td key={d}>
                      <button
                        type="button"
                        className={logged ? 'workout-log__slot workout-log__slot--done' : 'workout-log__slot'}
                        aria-pressed={logged ? 'true' : 'false'}
                        aria-label={`Week ${w + 1}, day ${d + 1}${logged ? `: done ${shortDay(logged.completedOn)}` : ''}`}
                        disabled={busy !== null}
                        onClick={() => void toggle(w + 1, d + 1)}
                      >
                        {logged ? `✓ ${shortDay(logged.completedOn)}` : 'Log'}
                      </button>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
