import { useEffect, type RefObject } from 'react'

/**
 * Keeps what a shopper sees in place while a section they have scrolled past fills in after load (a
 * product's reviews, "You may also like"): when the section grows while its top is above the viewport
 * and its bottom in it, the window scrolls by the growth, so what is below it (the footer they jumped
 * to) stays under their eyes and pointer. The browser's own scroll anchoring does not cover this case:
 * it anchors on the first visible node, which is inside the section (or the section, or `<main>`), and
 * that node's top does not move. Growth the shopper asked for (focus inside the section: sort, "Show
 * more", a tab) and growth of a section in full view are left to flow as usual.
 */
export function useKeepPlaceBelow(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    let height = element.getBoundingClientRect().height
    const observer = new ResizeObserver(() => {
      const box = element.getBoundingClientRect()
      const grown = box.height - height
      height = box.height
      if (grown !== 0 && box.top < 0 && box.bottom - grown > 0 && !element.contains(document.activeElement)) window.scrollBy(0, grown)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
}
