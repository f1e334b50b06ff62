import { ProgramsResponse, WorkoutLogsResponse, WorkoutStatsResponse, type OwnedProgram, type WorkoutLog } from '@ironhouse/contracts'
import { Link, useLoaderData } from 'react-router'
import { WorkoutLogGrid } from '../features/programming/workout-log.tsx'
import { WorkoutStatistics } from '../features/programming/workout-statistics.tsx'
import { PageMeta } from '../platform/page-meta.tsx'
import { pageContext } from '../platform/page.server.ts'
import { sitePath } from '../platform/site.ts'
import type { Route } from './+types/account-programming'

/**
 * /account/programming, /account/programming/{id} and /account/workout-statistics (shell §2): the
 * programs the customer owns (GET /svc_programming/programs), one of them with its workout log, and
 * what the log adds up to (docs/programming.md). The layout has sent guests to login.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  const prefix = page.ref.prefix
  if (page.entry?.key === 'account-workout-statistics') {
    const stats = await page.api.get('/svc_programming/workouts/stats', WorkoutStatsResponse).catch(() => null)
    return { view: 'statistics' as const, stats, prefix }
  }
  let programs: Array<OwnedProgram> = []
  let failed = false
  try {
    programs = (await page.api.get('/svc_programming/programs', ProgramsResponse)).programs
  } catch {
    failed = true
  }
  const id = args.params.id ?? null
  const owned = id === null ? undefined : programs.find((p) => String(p.productId) === id)
  const workouts: Array<WorkoutLog> = owned
    ? await page.api
        .get(`/svc_programming/workouts?productId=${owned.productId}`, WorkoutLogsResponse)
        .then((answer) => answer.workouts)
        .catch(() => [])
    : []
  return { view: 'programs' as const, programs, failed, id, workouts, prefix }
}

function deliveryText(program: OwnedProgram): string {
  if (program.delivery === 'App') return 'Train with it in the Ironhouse app: log in with this account and it is in your library.'
  if (program.delivery === 'Email') return `Each week's training arrives by email at the address of this account.`
  return 'Delivered to this account.'
}

function lengthText(program: OwnedProgram): string | null {
  const parts = [
    program.durationWeeks ? `${program.durationWeeks} ${program.durationWeeks === 1 ? 'week' : 'weeks'}` : null,
    program.daysPerWeek ? `${program.daysPerWeek} days a week` : null,
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : null
}

function ProgramDetail({ program, prefix, workouts }: { program: OwnedProgram; prefix: string; workouts: ReadonlyArray<WorkoutLog> }) {
  const length = lengthText(program)
  return (
    <article className="account-section program-detail">
      <PageMeta title={program.name} />
      <p>
        <Link to={sitePath(prefix, '/account/programming')}>← My Programming</Link>
      </p>
      <h1>{program.name}</h1>
      {program.thumbnail ? <img src={program.thumbnail} alt="" width={480} height={480} className="program-detail__image" /> : null}
      <dl className="program-detail__facts">
        {length ? (
          <>
            <dt>Length</dt>
            <dd>{length}</dd>
          </>
        ) : null}
        <dt>Delivery</dt>
        <dd>{deliveryText(program)}</dd>
        <dt>Yours since</dt>
        <dd>
          {new Date(program.grantedAt).toLocaleDateString('en-US', { dateStyle: 'long' })} (order {program.orderNumber})
        </dd>
        {program.trial ? (
          <>
            <dt>Trial</dt>
            <dd>This is a trial. The full program continues automatically unless you cancel before the trial ends.</dd>
          </>
        ) : null}
      </dl>
      {program.url ? (
        <p>
          <Link to={sitePath(prefix, program.url)}>About this program</Link>
        </p>
      ) : null}
      <WorkoutLogGrid program={program} initial={workouts} />
    </article>
  )
}

export default function AccountProgramming() {
  const data = useLoaderData<typeof loader>()
  if (data.view === 'statistics') return <WorkoutStatistics stats={data.stats} prefix={data.prefix} />
  const { programs, failed, id, prefix, workouts } = data
  if (id !== null) {
    const program = programs.find((p) => String(p.productId) === id)
    if (program) return <ProgramDetail program={program} prefix={prefix} workouts={workouts} />
    return (
      <div className="account-section">
        <PageMeta title="Program" />
        <h1>Program not found</h1>
        <p>This program is not in your account. Programs you buy appear in My Programming.</p>
        <p>
          <Link to={sitePath(prefix, '/account/programming')}>My Programming</Link>
        </p>
      </div>
    )
  }
  return (
    <div className="account-section">
      <PageMeta title="My Programming" />
      <h1>My Programming</h1>
      {failed ? <p className="notice notice--error">We could not load your programs just now. Please try again.</p> : null}
      {!failed && programs.length === 0 ? (
        <p>
          You do not own a program yet. <Link to={sitePath(prefix, '/iron-game-programming')}>Browse our programs</Link>.
        </p>
      ) : null}
      <ul className="account-cards">
        {programs.map((program) => (
          <li key={program.productId} className="account-card" data-testid="program-card">
            <h2>
              <Link to={sitePath(prefix, `/account/programming/${program.productId}`)}>{program.name}</Link>
            </h2>
            {lengthText(program) ? <p>{lengthText(program)}</p> : null}
            <p className="account-muted">{program.delivery === 'App' ? 'In the Ironhouse app' : program.delivery === 'Email' ? 'By email' : 'In your account'}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
