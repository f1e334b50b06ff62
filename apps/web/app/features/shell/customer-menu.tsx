import { accountMenuItems } from '@ironhouse/domain'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { sitePath } from '../../platform/site.ts'
import type { AccountMenuProps } from './account-menu.tsx'
import { useDisclosure } from './use-disclosure.ts'

/**
 * A signed-in customer's account menu (shell §2 Header): the dropdown of the domain's accountMenuItems
 * (ZEUS Gym Builder only on USA) ending with Log Out. A lazy view of account-menu.tsx: a guest's page
 * never loads it.
 */
export function CustomerMenu({ session, siteCode, prefix, onLogOut }: AccountMenuProps) {
  const { open, toggle, close, rootRef, buttonRef } = useDisclosure()
  const [leaving, setLeaving] = useState(false)
  const menuId = useId()
  const items = accountMenuItems(siteCode, session.loggedIn)
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
