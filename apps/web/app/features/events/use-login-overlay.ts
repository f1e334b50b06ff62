import { useEffect, useState } from 'react'
import { useSession } from '../../platform/session-context.tsx'

/** The header's Log In link for guests (features/shell/account-menu.tsx). */
const HEADER_LOGIN_LINK = 'a.account-link'

/**
 * Shell §2 Events: on an invitational or named-event page (the domain's loginOpensOverlay, decided by
 * the route's loader as `enabled`), the header's Log In opens the sign-in overlay instead of the login
 * page. The header is not told: a capture listener takes a plain click on its Log In link before the
 * link navigates, so the shell (on every page) carries no code of this. A modified click (a new tab)
 * and a page without script still reach /login. The overlay goes once the shopper is signed in.
 */
export function useLoginOverlay(enabled: boolean): { open: boolean; close: () => void } {
  const { loggedIn } = useSession()
  const [open, setOpen] = useState(false)
  const active = enabled && !loggedIn
  useEffect(() => {
    if (!active) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      if (!(event.target instanceof Element) || !event.target.closest(HEADER_LOGIN_LINK)) return
      event.preventDefault()
      setOpen(true)
    }
    window.addEventListener('click', onClick, true)
    return () => window.removeEventListener('click', onClick, true)
  }, [active])
  return { open: open && active, close: () => setOpen(false) }
}
