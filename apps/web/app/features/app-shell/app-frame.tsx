import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageMeta } from '../../platform/page-meta.tsx'
import { sitePath } from '../../platform/site.ts'

/** The app's tab bar: its home, orders, workouts and notifications (the screens an app user moves between). */
const TABS: ReadonlyArray<[string, string]> = [
  ['/rg-app/featured', 'Featured'],
  ['/rg-app/orders', 'Orders'],
  ['/rg-app/account/workouts', 'Workouts'],
  ['/rg-app/account/notifications', 'Notifications'],
]

/** One app screen: its title, the tab bar, its content. */
export function AppFrame({ title, prefix, current, children }: { title: string; prefix: string; current: string; children: ReactNode }) {
  return (
    <div className="page app-shell">
      <PageMeta title={title} />
      <nav aria-label="App" className="app-shell__tabs">
        <ul>
          {TABS.map(([path, label]) => (
            <li key={path}>
              <Link to={sitePath(prefix, path)} aria-current={path === current ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1>{title}</h1>
      {children}
    </div>
  )
}

/** Commerce §2: in the app a guest is asked to log in (with the way back) instead of being sent away. */
export function LoginPrompt({ loginHref, what }: { loginHref: string; what: string }) {
  return (
    <section className="app-shell__login notice" aria-labelledby="app-login">
      <h2 id="app-login">Please log in</h2>
      <p>Log in to see {what}.</p>
      <a className="button button--primary" href={loginHref}>
        Log in
      </a>
    </section>
  )
}
