import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { GUEST_SESSION } from '../../platform/session.ts'
import type { ShellSession } from '../../platform/session.ts'
import { AccountMenu, accountMenuItems } from './account-menu.tsx'
import type { AccountMenuProps } from './account-menu.tsx'

function render(props: AccountMenuProps): string {
  const router = createMemoryRouter([{ path: '*', element: <AccountMenu {...props} /> }], { initialEntries: ['/'] })
  return renderToString(<RouterProvider router={router} />)
}

const customer: ShellSession = { ...GUEST_SESSION, loggedIn: true, groupId: 1, firstname: 'Ada', email: 'ada@example.test', customerId: '7' }

describe('AccountMenu', () => {
  it('shell §2 header: guests see a Log In link to /login', () => {
    const html = render({ session: GUEST_SESSION, siteCode: 'USA', prefix: '' })
    expect(html).toContain('href="/login"')
    expect(html).toContain('Log In')
    expect(html).not.toContain('aria-expanded')
  })
  it('shell §2 header: logged-in customers get a closed dropdown button with the menu entries', () => {
    const html = render({ session: customer, siteCode: 'USA', prefix: '' })
    expect(html).toContain('aria-expanded="false"')
    expect(html).toContain('Hi, Ada')
    for (const label of ['My Account', 'ZEUS Gym Builder', 'Order History', 'Programming', 'My Wishlist', 'Account Settings', 'Log Out']) {
      expect(html).toContain(label)
    }
  })
  it('keeps links on the site prefix', () => {
    expect(render({ session: GUEST_SESSION, siteCode: 'CAN', prefix: '/ca' })).toContain('href="/ca/login"')
  })
})

describe('accountMenuItems', () => {
  it('shell §2 header: ZEUS Gym Builder shows on the USA site only', () => {
    expect(accountMenuItems('USA', '').map((i) => i.label)).toEqual([
      'My Account',
      'ZEUS Gym Builder',
      'Order History',
      'Programming',
      'My Wishlist',
      'Account Settings',
    ])
    expect(accountMenuItems('CAN', '/ca').map((i) => i.label)).not.toContain('ZEUS Gym Builder')
    expect(accountMenuItems('CAN', '/ca')[0]).toEqual({ label: 'My Account', to: '/ca/account' })
  })
})
