import { useEffect, useRef, useState } from 'react'

/**
 * Fires once when the element has been visible, or (with `margin`, e.g. '300px') once it comes that
 * close to the viewport: a lazy section fetches its module and data only then (platform §2).
 */
export function useSeenOnce<T extends Element>(margin?: string): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null)
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || seen) return
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setSeen(true), 0)
      return () => clearTimeout(timer)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true)
          observer.disconnect()
        }
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [seen, margin])
  return [ref, seen]
}
