import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/** 'Skip to main content', focused whenever the path changes (platform §2). */
export function SkipLink() {
  const ref = useRef<HTMLAnchorElement>(null)
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    ref.current?.focus()
  }, [pathname])
  return (
    <a ref={ref} className="skip-link" href="#main">
      Skip to main content
    </a>
  )
}
