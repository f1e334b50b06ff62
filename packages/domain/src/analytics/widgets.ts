// Shared widget rules read by analytics (platform §4, §2): carousel position, tab changes, password toggle.

export type CarouselPosition = 'start' | 'middle' | 'end'

/**
 * Platform §4: carousel position is start, middle or end. Start at the left edge (also when all
 * content fits), end at the right edge; 1 px tolerance for sub-pixel scrolling.
 */
export function carouselPosition(scroll: { scrollLeft: number; clientWidth: number; scrollWidth: number }): CarouselPosition {
  const tolerance = 1
  if (scroll.scrollLeft <= tolerance) return 'start'
  if (scroll.scrollLeft + scroll.clientWidth >= scroll.scrollWidth - tolerance) return 'end'
  return 'middle'
}

/** Platform §2: tabs emit a change only when a different tab is chosen (the chosen tab, else null). */
export function tabChange<T>(current: T, chosen: T): T | null {
  return Object.is(current, chosen) ? null : chosen
}

/** Platform §4: the password input toggles Show/Hide; the label names the next action. */
export function passwordToggle(visible: boolean): { inputType: 'text' | 'password'; label: 'Show' | 'Hide' } {
  return visible ? { inputType: 'text', label: 'Hide' } : { inputType: 'password', label: 'Show' }
}
