import type { SiteCode } from '@ironhouse/contracts'
import { accountMenuItems } from '@ironhouse/domain'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import type { ShellSession } from '../../platform/session.ts'
import { sitePath } from '../../platform/site.ts'
import { useDisclosure } from './use-disclosure.ts'

export type AccountMenuProps = {
  session: ShellSession
  siteCode: SiteCode
  prefix: string
  /** Logs out (the session store's logOut); the menu waits for it. */
  onLogOut?: (() => Promise<void>) | undefined
}

/**
 * The header's account menu (shell §2): guests see Log In; a signed-in customer gets the dropdown of
 * the domain's accountMenuItems (ZEUS Gym Builder only on USA) ending with Log Out.
 */
export function AccountMenu({ session, siteCode, prefix, onLogOut }: AccountMenuProps) {
  const { open, toggle, close, rootRef, buttonRef } = useDisclosure()
  const [leaving, setLeaving] = useState(false)
  const menuId = useId()
  const items = accountMenuItems(siteCode, session.loggedIn)
  if (!session.loggedIn) {
    const login = items[0]
    return (
      <Link className="account-link" to={sitePath(prefix, login && 'to' in login ? login.to : '/login')}>
        {login?.label ?? 'Log In'}
      </Link>
    )
  }
  const logOut = async () => {
    setLeaving(true)
    close()
    try {
      await onLogOut?.()
    } finally {
      setLeaving(false)
    }
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
        {items.map((item) =>
          'to' in item ? (
            <li key={item.label}>
              <Link to={sitePath(prefix, item.to)} onClick={close}>
                {item.label}
              </Link>
            </li>
          ) : (
            <li key={item.label}>
              <button type="button" className="account-menu__logout" disabled={leaving} onClick={() => void logOut()}>
                {item.label}
              </button>
            </li>
          ),
        )}
      </ul>
    </div>
  )
}
