import { Link } from 'react-router'
import type { WorkoutStatsResponse } from '@ironhouse/contracts'
import { PageMeta } from '../../platform/page-meta.tsx'
import { sitePath } from '../../platform/site.ts'

const weekLabel = (monday: string) => new Date(`${monday}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`

/**
 * /account/workout-statistics (shell §2 account child; docs/programming.md): what the customer's workout
 * log adds up to, as the server computed it: totals, streaks, the last 12 weeks and each program's
 * progress. The chart's bars are a table's cells, so a screen reader reads the same numbers.
 */
export function WorkoutStatistics({ stats, prefix }: { stats: WorkoutStatsResponse | null; prefix: string }) {
  return (
    <div className="account-section workout-stats">
      <PageMeta title="Workout Statistics" />
      <h1>Workout Statistics</h1>
      {stats === null ? (
        <p className="notice notice--error">We could not load your statistics just now. Please try again.</p>
      ) : stats.total === 0 ? (
        <p>
          No workouts logged yet. Open a program in <Link to={sitePath(prefix, '/account/programming')}>My Programming</Link> and log each workout when you have done it.
        </p>
      ) : (
        <>
          <dl className="workout-stats__totals">
            <div>
              <dt>Workouts logged</dt>
              <dd>{stats.total}</dd>
            </div>
            <div>
              <dt>Last 7 days</dt>
              <dd>{stats.last7Days}</dd>
            </div>
            <div>
              <dt>Current streak</dt>
              <dd>{days(stats.currentStreakDays)}</dd>
            </div>
            <div>
              <dt>Longest streak</dt>
              <dd>{days(stats.longestStreakDays)}</dd>
            </div>
          </dl>
          <h2>The last 12 weeks</h2>
          <table className="workout-stats__chart">
            <caption className="visually-hidden">Workouts logged each week, the week of the date shown</caption>
            <tbody>
              {stats.weeks.map((week) => (
                <tr key={week.weekOf}>
                  <th scope="row">{weekLabel(week.weekOf)}</th>
                  <td>
                    <span className="workout-stats__bar" style={{ width: `${Math.min(100, week.workouts * 12)}%` }} aria-hidden="true" />
                    <span className="workout-stats__count">{week.workouts}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {stats && stats.programs.length > 0 ? (
        <>
          <h2>Programs</h2>
          <ul className="workout-stats__programs">
            {stats.programs.map((program) => (
              <li key={program.productId}>
                <Link to={sitePath(prefix, `/account/programming/${program.productId}`)}>{program.name}</Link>
                <progress max={program.planned} value={program.done} aria-label={`${program.name} progress`} />
                <span>
                  {program.done} of {program.planned} workouts
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
