import { useCallback } from 'react'
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { decideLinkClick } from '@ironhouse/domain'
import { pageAppContext } from './api-client.ts'
import { sendAppMessage } from './app-bridge.ts'

/**
 * Client-side navigation for the plain `<a href>` links inside one element (the mega-menu's panel, the
 * footer's columns): one click handler on the container instead of a React Router `<Link>` per link.
 * A `<Link>` resolves its path and builds its own handler on every render, about a tenth of a page's
 * server render for the shell's ~60 links (docs/performance.md); these links are absolute paths the
 * server wrote, so there is nothing to resolve. A click that a browser would handle itself (another
 * button, a modifier key, a download; on the web also a target, another origin, mailto: or tel:) is
 * left to it; the rest is the domain's `decideLinkClick` (platform §2): inside the native app a link
 * to another site, mailto: or tel: is sent to the app as linkclick and a target=_blank link as
 * open_in_browser (platform §7); the link of the page already shown is ignored
 * (nothing loads again), another path of the store is pushed. `after` runs after a click the handler
 * took (the mega-menu closes).
 */
export function useLinkDelegate(after?: () => void): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate()
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
      const anchor = event.target instanceof Element ? event.target.closest('a') : null
      if (!anchor || !event.currentTarget.contains(anchor) || !anchor.hasAttribute('href')) return
      if (anchor.hasAttribute('download')) return
      // inside the native app another site, mailto:, tel: and a new tab go to the app (platform §2, §7)
      const inApp = pageAppContext() !== null
      const target = anchor.target === '_self' ? '' : anchor.target
      const url = new URL(anchor.href, window.location.href)
      const own = url.origin === window.location.origin
      if (!inApp && (target !== '' || !own)) return
      const here = window.location
      const action = decideLinkClick({
        href: own ? `${url.pathname}${url.search}${url.hash}` : anchor.href,
        target,
        currentHost: here.host,
        currentUrl: `${here.pathname}${here.search}${here.hash}`,
        inApp,
      })
      // a page with the app's flag but no app to answer (a browser given the cookie) follows the link itself
      if (action.kind === 'app-message' ? !sendAppMessage(action.message, { url: action.url }) : action.kind !== 'ignore' && action.kind !== 'push') return
      event.preventDefault()
      if (action.kind === 'push') void navigate(action.path)
      after?.()
    },
    [navigate, after],
  )
}
