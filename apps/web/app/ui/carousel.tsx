import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { MouseEvent, PointerEvent, ReactNode } from 'react'
import {
  CAROUSEL_SCROLL_DEBOUNCE_MS,
  carouselPosition,
  dragScrollEase,
  dragScrollFollow,
  dragScrollGlide,
  isDragScroll,
  RESIZE_DEBOUNCE_MS,
  type CarouselPosition,
} from '@ironhouse/domain'

/** Where the list stands: its position (platform §4: start, middle or end), and whether all of it fits (nothing to scroll). */
type Place = { position: CarouselPosition; fits: boolean }

function placeOf(track: HTMLElement): Place {
  return { position: carouselPosition(track), fits: track.scrollWidth <= track.clientWidth + 1 }
}

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** A press of the mouse on the list: where it started, and the last moves (for the release's speed). */
type Press = { pointerId: number; x: number; scrollLeft: number; dragging: boolean; moves: Array<{ x: number; t: number }> }

export type CarouselProps = {
  /** The list's accessible name. */
  label: string
  /** `<li>` items, one a column wide (the product grid's column count shows at once). */
  children: ReactNode
  /** Extra classes of the `<ul>`. */
  className?: string | undefined
  /** A click anywhere in the list (a link delegate); a drag's release is not a click. */
  onClick?: ((event: MouseEvent<HTMLUListElement>) => void) | undefined
  /** Wraps around (an infinite carousel): Next at the end goes back to the start, Previous at the start to the end. */
  loop?: boolean | undefined
  /** Told when the shopper's scrolling brings the list to another position (platform §4: tracked as start, middle or end). */
  onPosition?: ((position: CarouselPosition) => void) | undefined
}

/**
 * A row of items that scrolls sideways (docs/storefront.md "Carousels"): as many columns in view as
 * the product grid has, the rest a swipe, a scroll, a drag with the mouse (platform §9 drag-scroll) or
 * the Previous and Next buttons away. Each stop aligns an item's start with the row's. Keyboard focus
 * moving to an item out of view brings it into view (the browser's own scrolling).
 *
 * The buttons keep their room before the list is measured and when all of it fits (hidden, not
 * removed), so the row's height is known before it fills in.
 */
export function Carousel({ label, children, className, onClick, loop = false, onPosition }: CarouselProps) {
  const trackId = useId()
  const track = useRef<HTMLUListElement>(null)
  const [place, setPlace] = useState<Place | null>(null)
  const reported = useRef<CarouselPosition>('start')
  const press = useRef<Press | null>(null)
  const dragged = useRef(false)
  const glide = useRef<number | null>(null)
  const positionListener = useRef(onPosition)
  useEffect(() => {
    positionListener.current = onPosition
  }, [onPosition])

  const measure = useCallback((byShopper: boolean) => {
    const element = track.current
    if (!element) return
    const next = placeOf(element)
    setPlace((current) => (current?.position === next.position && current.fits === next.fits ? current : next))
    if (byShopper && next.position !== reported.current) {
      reported.current = next.position
      positionListener.current?.(next.position)
    }
  }, [])

  // the position after scrolling settles (50 ms, platform §9) and after the row's width changes (25 ms)
  useEffect(() => {
    const element = track.current
    if (!element) return
    measure(false)
    let scrollTimer: ReturnType<typeof setTimeout> | undefined
    let resizeTimer: ReturnType<typeof setTimeout> | undefined
    const onScroll = () => {
      clearTimeout(scrollTimer)
      scrollTimer = setTimeout(() => measure(true), CAROUSEL_SCROLL_DEBOUNCE_MS)
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => {
      clearTimeout(resizeTimer)
      resizeTimer = setTimeout(() => measure(false), RESIZE_DEBOUNCE_MS)
    })
    observer?.observe(element)
    return () => {
      clearTimeout(scrollTimer)
      clearTimeout(resizeTimer)
      element.removeEventListener('scroll', onScroll)
      observer?.disconnect()
      if (glide.current !== null) cancelAnimationFrame(glide.current)
    }
  }, [measure])

  function page(direction: -1 | 1) {
    const element = track.current
    if (!element) return
    const behavior = reducedMotion() ? 'auto' : 'smooth'
    const at = carouselPosition(element)
    // a looping row goes round: on from the end is the start, back from the start the end
    if (loop && direction === 1 && at === 'end') element.scrollTo({ left: 0, behavior })
    else if (loop && direction === -1 && at === 'start') element.scrollTo({ left: element.scrollWidth, behavior })
    else element.scrollBy({ left: direction * element.clientWidth, behavior })
  }

  function stopGlide() {
    if (glide.current !== null) cancelAnimationFrame(glide.current)
    glide.current = null
  }

  function onPointerDown(event: PointerEvent<HTMLUListElement>) {
    // touch and pen scroll the row natively; the mouse drags it
    if (event.pointerType !== 'mouse' || event.button !== 0) return
    stopGlide()
    dragged.current = false
    press.current = { pointerId: event.pointerId, x: event.clientX, scrollLeft: event.currentTarget.scrollLeft, dragging: false, moves: [{ x: event.clientX, t: event.timeStamp }] }
  }

  function onPointerMove(event: PointerEvent<HTMLUListElement>) {
    const current = press.current
    if (!current || current.pointerId !== event.pointerId) return
    const dx = event.clientX - current.x
    if (!current.dragging) {
      if (!isDragScroll(dx)) return
      current.dragging = true
      event.currentTarget.setPointerCapture(event.pointerId)
      event.currentTarget.dataset.dragging = 'true'
    }
    event.currentTarget.scrollLeft = current.scrollLeft - dragScrollFollow(dx)
    current.moves.push({ x: event.clientX, t: event.timeStamp })
    // the speed at release is read over the last 100 ms of movement
    while (current.moves.length > 2 && event.timeStamp - (current.moves[0]?.t ?? 0) > 100) current.moves.shift()
  }

  function onPointerEnd(event: PointerEvent<HTMLUListElement>) {
    const current = press.current
    if (!current || current.pointerId !== event.pointerId) return
    press.current = null
    if (!current.dragging) return
    dragged.current = true
    const element = event.currentTarget
    const first = current.moves[0]
    const last = current.moves[current.moves.length - 1]
    const elapsed = first && last ? last.t - first.t : 0
    const velocity = first && last && elapsed > 0 && event.type === 'pointerup' ? (last.x - first.x) / elapsed : 0
    const settle = () => {
      delete element.dataset.dragging
      glide.current = null
    }
    const run = dragScrollGlide(velocity)
    if (!run || reducedMotion()) {
      settle()
      return
    }
    const from = element.scrollLeft
    const started = performance.now()
    const step = (now: number) => {
      const share = dragScrollEase((now - started) / run.durationMs)
      element.scrollLeft = from - run.distance * share
      if (share < 1) glide.current = requestAnimationFrame(step)
      else settle()
    }
    glide.current = requestAnimationFrame(step)
  }

  function onClickCapture(event: MouseEvent<HTMLUListElement>) {
    // the click that ends a drag opens nothing
    if (!dragged.current) return
    dragged.current = false
    event.preventDefault()
    event.stopPropagation()
  }

  const position = place?.position ?? 'start'
  return (
    <div className="carousel">
      <div className="carousel__controls" data-idle={place === null || place.fits ? 'true' : undefined}>
        <button type="button" className="carousel__button" aria-controls={trackId} aria-label={`Previous: ${label}`} disabled={place === null || place.fits || (!loop && position === 'start')} onClick={() => page(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="carousel__button" aria-controls={trackId} aria-label={`Next: ${label}`} disabled={place === null || place.fits || (!loop && position === 'end')} onClick={() => page(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <ul
        ref={track}
        id={trackId}
        className={className ? `carousel__track ${className}` : 'carousel__track'}
        aria-label={label}
        onClick={onClick}
        onClickCapture={onClickCapture}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onDragStart={(event) => {
          // a link or image's own drag (to the desktop) would take the press away from the row
          if (press.current) event.preventDefault()
        }}
      >
        {children}
      </ul>
    </div>
  )
}
