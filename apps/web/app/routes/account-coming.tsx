import { Link, useLoaderData } from 'react-router'
import { PageMeta } from '../platform/page-meta.tsx'
import { pageContext } from '../platform/page.server.ts'
import { sitePath } from '../platform/site.ts'
import type { Route } from './+types/account-coming'

type Screen = { title: string; intro: string; links: ReadonlyArray<[string, string]> }

/**
 * Account children whose feature arrives with another part of the store (issue 8 item 4): each says
 * what will be there and leads on to what already works, inside the account layout.
 */
const SCREENS: Record<string, Screen> = {
  'account-workout-statistics': {
    title: 'Workout Statistics',
    intro: 'When you follow one of our programs, your logged workouts, personal records and streaks will be charted here.',
    links: [['/account/programming', 'My Programming'], ['/iron-game-programming', 'Browse programs']],
  },
}

export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  const key = page.entry?.key ?? ''
  return { key, prefix: page.ref.prefix }
}

export default function AccountComing() {
  const { key, prefix } = useLoaderData<typeof loader>()
  const screen = SCREENS[key] ?? { title: 'My Account', intro: 'This part of your account is on its way.', links: [['/account/dashboard', 'Back to My Account']] }
  const links = screen.links
  return (
    <div className="account-section account-coming">
      <PageMeta title={screen.title} />
      <h1>{screen.title}</h1>
      <p>{screen.intro}</p>
      <ul className="account-coming__links">
        {links.map(([path, label]) => (
          <li key={path}>
            <Link to={sitePath(prefix, path)}>{label}</Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
