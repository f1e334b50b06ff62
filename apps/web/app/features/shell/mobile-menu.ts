import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { VIEWPORT_BREAKPOINTS } from '@ironhouse/domain'

const DESKTOP_MIN_WIDTH = VIEWPORT_BREAKPOINTS.find((breakpoint) => breakpoint.name === 'desktop')?.minWidth ?? 1024

/**
 * Desktop starts at its breakpoint (platform §9: 1024 px): below it the navigation is the mobile menu,
 * which closes when the viewport leaves mobile or tablet width (the domain's shouldCloseMobileMenu, read
 * here as this query starting to match: the browser tells, no width is measured).
 */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`

/**
 * The mobile menu's open state: it closes on route change and when the viewport leaves mobile or
 * tablet width (shell §2 overlays).
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const [seenPath, setSeenPath] = useState(pathname)
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    setOpen(false)
  }
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return
    const media = window.matchMedia(DESKTOP_MEDIA_QUERY)
    const onChange = () => {
      if (media.matches) setOpen(false)
    }
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [open])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      // An open panel inside the menu (Shop) takes Escape first.
      if (event.key === 'Escape' && !document.querySelector('#site-nav [aria-expanded="true"]')) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
  return { open, toggle: () => setOpen((value) => !value) }
}
