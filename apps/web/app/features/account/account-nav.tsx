// The account area's navigation (shell §2 account children), grouped; the current page is marked.
import { NavLink } from 'react-router'
import { useSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'

type NavGroup = { title: string; links: ReadonlyArray<[string, string]>; usaOnly?: boolean }

/** Every child of shell §2 (programming/{id}, registry/{id} and order/{id} are reached from their lists). */
export const ACCOUNT_NAV: ReadonlyArray<NavGroup> = [
  {
    title: 'My Account',
    links: [
      ['dashboard', 'Dashboard'],
      ['about-me', 'About Me'],
      ['address', 'Address Book'],
      ['payment-methods', 'Payment Methods'],
      ['settings', 'Account Settings'],
    ],
  },
  { title: 'Orders', links: [['orders', 'Order History'], ['reviews', 'My Reviews']] },
  {
    title: 'Lists',
    links: [
      ['wishlist', 'My Wishlist'],
      ['my-lists', 'My Lists'],
      ['registry', 'My Registries'],
      ['custom-quoting', 'Custom Quoting'],
      ['bin', 'Back in Stock Notifications'],
    ],
  },
  {
    title: 'Training',
    links: [
      ['programming', 'My Programming'],
      ['earned-store', 'Earned Store & Tickets'],
      ['workout-statistics', 'Workout Statistics'],
    ],
  },
  { title: 'ZEUS Gym Builder', links: [['my-gyms', 'My Gyms'], ['zeus-saved-design', 'ZEUS Saved Designs']], usaOnly: true },
]

export function AccountNav({ prefix, siteCode }: { prefix: string; siteCode: string }) {
  const { logOut, session } = useSessionStore()
  return (
    <nav className="account-nav" aria-label="My account">
      {ACCOUNT_NAV.filter((group) => !group.usaOnly || siteCode === 'USA').map((group) => (
        <div key={group.title} className="account-nav__group">
          <h2 className="account-nav__title">{group.title}</h2>
          <ul>
            {group.links.map(([path, label]) => (
              <li key={path}>
                <NavLink to={sitePath(prefix, `/account/${path}`)} end={path === 'dashboard' ? false : undefined}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {session.loggedIn ? (
        <button type="button" className="account-nav__logout" onClick={() => void logOut()}>
          Log Out
        </button>
      ) : null}
    </nav>
  )
}
