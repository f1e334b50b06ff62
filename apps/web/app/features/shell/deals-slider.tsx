import { DEALS_SLIDER_ROTATE_MS } from '@ironhouse/domain'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import type { DealSlide } from './shell-blocks.ts'
import { localHref } from './links.ts'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const media = window.matchMedia(REDUCED_MOTION)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches
}

/**
 * The header's deals line: rotates every 4 s (shell §9), pauses on hover and focus, with a pause
 * button, and does not move for visitors who prefer reduced motion.
 */
export function DealsSlider({ slides, prefix }: { slides: Array<DealSlide>; prefix: string }) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [paused, setPaused] = useState(false)
  // The server renders the still version; the browser reads the visitor's preference.
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => true)
  const rotating = slides.length > 1 && !hovered && !focused && !paused && !reduced
  useEffect(() => {
    if (!rotating) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), DEALS_SLIDER_ROTATE_MS)
    return () => clearInterval(timer)
  }, [rotating, slides.length])
  if (slides.length === 0) return null
  const current = slides[index % slides.length] ?? slides[0]
  return (
    <section
      className="deals-slider"
      aria-label="Deals"
      aria-roledescription="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div aria-live={rotating ? 'off' : 'polite'} className="deals-slider__slide">
        {current && <Link to={localHref(prefix, current.url)}>{current.text}</Link>}
      </div>
      {slides.length > 1 && (
        // rendered (invisible, not focusable) while motion is reduced or not yet known, so its
        // appearance after hydration moves nothing
        <button
          type="button"
          className="deals-slider__pause"
          data-idle={reduced ? 'true' : undefined}
          aria-hidden={reduced ? true : undefined}
          tabIndex={reduced ? -1 : undefined}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? 'Play deals' : 'Pause deals'}
        </button>
      )}
    </section>
  )
}
