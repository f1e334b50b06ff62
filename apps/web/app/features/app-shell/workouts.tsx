import type { OwnedProgram } from '@ironhouse/contracts'
import { Link } from 'react-router'
import { sitePath } from '../../platform/site.ts'
import type { WorkoutPlan } from './app-screens.ts'

/** Workouts: each program the customer owns, the week they are in and that week's workouts. */
export function WorkoutsScreen({ programs, prefix }: { programs: ReadonlyArray<{ program: OwnedProgram; plan: WorkoutPlan | null }>; prefix: string }) {
  if (programs.length === 0) {
    return (
      <p>
        You have no programs yet. <Link to={sitePath(prefix, '/iron-game-programming')}>Find a program</Link>
      </p>
    )
  }
  return (
    <ul className="app-programs">
      {programs.map(({ program, plan }) => (
        <li key={program.productId} className="app-program">
          <h2>{program.name}</h2>
          {plan === null ? (
            <p>This program’s workouts arrive {program.delivery === 'Email' ? 'by email' : 'in your library'}.</p>
          ) : plan.finished ? (
            <p>
              Completed: {plan.weeks} weeks of {plan.daysPerWeek} workouts a week.
            </p>
          ) : (
            <>
              <p>
                Week {plan.currentWeek} of {plan.weeks} · {plan.daysPerWeek} workouts a week{program.trial ? ' · trial' : ''}
              </p>
              <ol aria-label={`${program.name}: this week`} className="app-program__workouts">
                {plan.thisWeek.map((workout) => (
                  <li key={workout.day}>{workout.label}</li>
                ))}
              </ol>
            </>
          )}
          <p>
            <Link to={sitePath(prefix, `/account/programming/${program.productId}`)}>About this program</Link>
          </p>
        </li>
      ))}
    </ul>
  )
}
