import type { SiteCode } from '@ironhouse/contracts'
import { accountMenuItems } from '@ironhouse/domain'
import { Suspense } from 'react'
import { Link } from 'react-router'
import { lazyView } from '../../platform/lazy-view.ts'
import type { ShellSession } from '../../platform/session.ts'
import { sitePath } from '../../platform/site.ts'

export type AccountMenuProps = {
  session: ShellSession
  siteCode: SiteCode
  prefix: string
  /** Logs out (the session store's logOut); the menu waits for it. */
  onLogOut?: (() => Promise<void>) | undefined
}

/**
 * A signed-in customer's dropdown (customer-menu.tsx), fetched by the browser only when a customer is
 * shown one; the root loader readies it on the server for a signed-in shopper's page, so its HTML holds
 * the menu in place (issue 13: a guest's page does not load it).
 */
const customerMenuView = lazyView(() => import('./customer-menu.tsx').then((module) => module.CustomerMenu))

/** Loads the customer's dropdown; the root loader awaits it before rendering a signed-in shopper's page. */
export function customerMenuReady(): Promise<void> {
  return customerMenuView.ready()
}

/**
 * The header's account menu (shell §2): guests see Log In; a signed-in customer gets the dropdown of
 * the domain's accountMenuItems (customer-menu.tsx). While the dropdown's code arrives (a customer who
 * signed in on this page, or whose session was read after load), a link to their account stands in.
 */
export function AccountMenu(props: AccountMenuProps) {
  const { session, siteCode, prefix } = props
  if (!session.loggedIn) {
    const login = accountMenuItems(siteCode, false)[0]
    return (
      <Link className="account-link" to={sitePath(prefix, login && 'to' in login ? login.to : '/login')}>
        {login?.label ?? 'Log In'}
      </Link>
    )
  }
  const account = accountMenuItems(siteCode, true)[0]
  return (
    <Suspense
      fallback={
        <Link className="account-link" to={sitePath(prefix, account && 'to' in account ? account.to : '/account/dashboard')}>
          {account?.label ?? 'My Account'}
        </Link>
      }
    >
      <customerMenuView.View {...props} />
    </Suspense>
  )
}
