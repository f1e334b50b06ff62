import type { SiteCode } from '@ironhouse/contracts'
import { useId } from 'react'
import { Link, useNavigate } from 'react-router'
import type { ShellSession } from '../../platform/session.ts'
import { sitePath } from '../../platform/site.ts'
import { useDisclosure } from './use-disclosure.ts'

export type AccountMenuItem = { label: string; to: string }

/** The logged-in dropdown (shell §2): ZEUS Gym Builder only on the USA site; Log Out is a button. */
export function accountMenuItems(siteCode: SiteCode, prefix: string): Array<AccountMenuItem> {
  const items: Array<AccountMenuItem | null> = [
    { label: 'My Account', to: '/account' },
    siteCode === 'USA' ? { label: 'ZEUS Gym Builder', to: '/zeus-builder' } : null,
    { label: 'Order History', to: '/account/orders' },
    { label: 'Programming', to: '/account/programming' },
    { label: 'My Wishlist', to: '/account/wishlist' },
    { label: 'Account Settings', to: '/account/settings' },
  ]
  return items.flatMap((item) => (item ? [{ ...item, to: sitePath(prefix, item.to) }] : []))
}

export type AccountMenuProps = { session: ShellSession; siteCode: SiteCode; prefix: string }

export function AccountMenu({ session, siteCode, prefix }: AccountMenuProps) {
  const { open, toggle, close, rootRef, buttonRef } = useDisclosure()
  const navigate = useNavigate()
  const menuId = useId()
  if (!session.loggedIn) {
    return (
      <Link className="account-link" to={sitePath(prefix, '/login')}>
        Log In
      </Link>
    )
  }
  const logOut = async () => {
    close()
    await fetch('/svc_session/session/logout', { method: 'POST', credentials: 'include' }).catch(() => undefined)
    // Logging out returns to the site's home page (shell §2 account area).
    await navigate(sitePath(prefix, '/'), { replace: true })
  }
  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        {session.firstname ? `Hi, ${session.firstname}` : 'My Account'}
      </button>
      <ul id={menuId} className="account-menu__list" hidden={!open}>
        {accountMenuItems(siteCode, prefix).map((item) => (
          <li key={item.label}>
            <Link to={item.to} onClick={close}>
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="account-menu__logout" onClick={() => void logOut()}>
            Log Out
          </button>
        </li>
      </ul>
    </div>
  )
}
