import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { GUEST_SESSION } from '../../platform/session.ts'
import type { ShellSession } from '../../platform/session.ts'
import { AccountMenu, customerMenuReady } from './account-menu.tsx'
import type { AccountMenuProps } from './account-menu.tsx'

function render(props: AccountMenuProps): string {
  const router = createMemoryRouter([{ path: '*', element: <AccountMenu {...props} /> }], { initialEntries: ['/'] })
  return renderToString(<RouterProvider router={router} />)
}

const customer: ShellSession = { ...GUEST_SESSION, loggedIn: true, groupId: 1, cg: '1', firstname: 'Ada', email: 'ada@example.test', customerId: '7', source: 'answer' }

// a signed-in shopper's dropdown is a lazy view, loaded as the root loader does before a render
beforeAll(() => customerMenuReady())

describe('AccountMenu', () => {
  it('shell §2 header: guests see a Log In link to /login', () => {
    const html = render({ session: GUEST_SESSION, siteCode: 'USA', prefix: '' })
    expect(html).toContain('href="/login"')
    expect(html).toContain('Log In')
    expect(html).not.toContain('aria-expanded')
    expect(html).not.toContain('Log Out')
  })
  it('shell §2 header: a signed-in customer gets a closed dropdown, in the spec order, ending with Log Out', () => {
    const html = render({ session: customer, siteCode: 'USA', prefix: '' })
    expect(html).toContain('aria-expanded="false"')
    expect(html).toContain('Hi, Ada')
    const labels = ['My Account', 'ZEUS Gym Builder', 'Order History', 'programming', 'My Wishlist', 'Account Settings', 'Log Out']
    const positions = labels.map((label) => html.indexOf(`>${label}<`))
    expect(positions.every((p) => p > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(html).toContain('href="/account/dashboard"')
  })
  it('shell §2 header: ZEUS Gym Builder only on the USA site; links keep the site prefix', () => {
    const html = render({ session: customer, siteCode: 'CAN', prefix: '/ca' })
    expect(html).not.toContain('ZEUS Gym Builder')
    expect(html).toContain('href="/ca/account/orders"')
    expect(render({ session: GUEST_SESSION, siteCode: 'CAN', prefix: '/ca' })).toContain('href="/ca/login"')
  })
})
